import {
  ACTIONS_MAX_CHARS,
  CAUSE_MAX_CHARS,
  EXPECTED_REPAIR_MAX_CHARS,
  GAP_KINDS,
  NOTICE_CHANNELS,
  NOTICE_REFERENCE_MAX_CHARS,
  type GapKind,
  type NoticeChannel,
} from '../../shared/interruptions.js';

// The body of PUT /api/interruptions/explanation, checked field by field with a Vietnamese
// message naming the field. Every text is bounded (the table's checks say the same).

/** A notice may be recorded as sent a little ahead of the server's clock, not more. */
const CLOCK_SKEW_MS = 5 * 60_000;

export interface ExplanationInput {
  readonly stationId: number;
  readonly kind: GapKind;
  readonly parameterCode: string;
  readonly startedAt: Date;
  readonly endedAt: Date | null;
  readonly cause: string;
  readonly actionsTaken: string;
  readonly expectedRepair: string;
  readonly noticeSentAt: Date | null;
  readonly noticeChannel: NoticeChannel | null;
  readonly noticeReference: string;
}

export class ExplanationInputError extends Error {}

const refuse = (message: string) => new ExplanationInputError(message);

function text(body: Record<string, unknown>, name: string, label: string, max: number): string {
  const value = body[name] ?? '';
  if (typeof value !== 'string') throw refuse(`${label} phải là văn bản.`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw refuse(`${label} dài tối đa ${max} ký tự.`);
  return trimmed;
}

function time(body: Record<string, unknown>, name: string, label: string): Date | null {
  const value = body[name];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 40) throw refuse(`${label} không hợp lệ.`);
  const date = new Date(value);
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < 2000 || year > 2100) {
    throw refuse(`${label} không hợp lệ.`);
  }
  return date;
}

export function parseExplanationInput(raw: unknown, now: Date): ExplanationInput {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw refuse('Nội dung yêu cầu phải là một đối tượng JSON.');
  }
  const body = raw as Record<string, unknown>;
  const stationId = body.stationId;
  if (typeof stationId !== 'number' || !Number.isSafeInteger(stationId) || stationId < 1) {
    throw refuse('Thiếu trạm quan trắc (stationId).');
  }
  if (!(GAP_KINDS as readonly unknown[]).includes(body.kind)) {
    throw refuse('Loại gián đoạn không hợp lệ.');
  }
  const parameterCode = text(body, 'parameterCode', 'Mã thông số', 64);
  const startedAt = time(body, 'startedAt', 'Thời điểm bắt đầu');
  if (!startedAt) throw refuse('Thiếu thời điểm bắt đầu của gián đoạn.');
  const endedAt = time(body, 'endedAt', 'Thời điểm kết thúc');
  if (endedAt && endedAt < startedAt) {
    throw refuse('Thời điểm kết thúc phải sau thời điểm bắt đầu.');
  }
  const noticeSentAt = time(body, 'noticeSentAt', 'Thời điểm gửi thông báo');
  const channel = body.noticeChannel ?? null;
  if (channel !== null && !(NOTICE_CHANNELS as readonly unknown[]).includes(channel)) {
    throw refuse('Hình thức gửi thông báo không hợp lệ.');
  }
  if ((noticeSentAt === null) !== (channel === null)) {
    throw refuse('Cần ghi cả thời điểm và hình thức gửi thông báo.');
  }
  if (noticeSentAt && noticeSentAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw refuse('Thời điểm gửi thông báo không được ở tương lai.');
  }
  return {
    stationId,
    kind: body.kind as GapKind,
    parameterCode,
    startedAt,
    endedAt,
    cause: text(body, 'cause', 'Nguyên nhân', CAUSE_MAX_CHARS),
    actionsTaken: text(body, 'actionsTaken', 'Biện pháp khắc phục', ACTIONS_MAX_CHARS),
    expectedRepair: text(
      body,
      'expectedRepair',
      'Thời gian dự kiến khắc phục',
      EXPECTED_REPAIR_MAX_CHARS,
    ),
    noticeSentAt,
    noticeChannel: channel as NoticeChannel | null,
    noticeReference: text(
      body,
      'noticeReference',
      'Số hiệu / ghi chú gửi',
      NOTICE_REFERENCE_MAX_CHARS,
    ),
  };
}
