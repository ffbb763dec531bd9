// The rules of a station's maintenance window (issue 17), used by the server before it writes one
// (server/maintenance/) and by the app's 'Bảo trì' sheet before it asks. The clock is an argument.
//
// - A window starts now or in the past, at most MAX_BACKDATE back (declared after the fact: the
//   technician forgot, or the power cut took the phone network down too). A start a few minutes
//   ahead is the phone's clock running fast and is taken as now; planned work is declared when it
//   starts. A window declared after the fact may also be over already: it then only flags data.
// - It lasts more than MIN_DURATION and at most MAX_DURATION from its start, extensions included.
// - Windows of one station never overlap: a declaration or an extension that would is refused,
//   naming the window in the way (ending or extending that one is the way to change it).
// - Ending early and extending apply to a running window only (started, not yet over).

export const MAINTENANCE_REASONS = ['calibration', 'repair', 'power_cut', 'other'] as const;
export type MaintenanceReason = (typeof MAINTENANCE_REASONS)[number];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const MAINTENANCE_LIMITS = {
  maxBackdateMs: 7 * DAY,
  clockSkewMs: 5 * MINUTE,
  minDurationMs: 5 * MINUTE,
  maxDurationMs: 30 * DAY,
  noteMaxChars: 500,
  /** What the sheet pre-fills: now, and an expected end this far ahead. */
  defaultDurationMs: 2 * 60 * MINUTE,
  /** One tap on 'Gia hạn' moves the expected end this far. */
  extendStepMs: 60 * MINUTE,
} as const;

export interface MaintenanceSpan {
  readonly id: number;
  readonly startsAt: Date;
  readonly expectedEnd: Date;
  readonly endedAt: Date | null;
}

export interface MaintenanceDeclaration {
  readonly startsAt: Date;
  readonly expectedEnd: Date;
  readonly reason: MaintenanceReason;
  readonly note: string | null;
}

export interface MaintenanceRefusal {
  readonly ok: false;
  /** 400: the input itself is wrong; 409: it conflicts with the windows as they are. */
  readonly status: 400 | 409;
  readonly message: string;
}

export type MaintenanceCheck<T> = { readonly ok: true; readonly value: T } | MaintenanceRefusal;

const refuse = (status: 400 | 409, message: string): MaintenanceRefusal => ({
  ok: false,
  status,
  message,
});

/** Where a window really ends: when it was ended, else its expected end. */
export const windowEnd = (window: MaintenanceSpan): Date => window.endedAt ?? window.expectedEnd;

/** Started and not yet over at `now`. */
export const isRunning = (window: MaintenanceSpan, now: Date): boolean =>
  window.startsAt <= now && windowEnd(window) > now;

/** Whether a value measured at `time` falls inside one of the windows. */
export const inMaintenance = (windows: readonly MaintenanceSpan[], time: Date): boolean =>
  windows.some((window) => window.startsAt <= time && windowEnd(window) > time);

export const isMaintenanceReason = (value: unknown): value is MaintenanceReason =>
  typeof value === 'string' && (MAINTENANCE_REASONS as readonly string[]).includes(value);

const dateTime = (date: Date) =>
  new Intl.DateTimeFormat('vi-VN', {
    timeZone: 'Asia/Ho_Chi_Minh',
    hour: '2-digit',
    minute: '2-digit',
    day: '2-digit',
    month: '2-digit',
  }).format(date);

function overlapRefusal(
  others: readonly MaintenanceSpan[],
  startsAt: Date,
  endsAt: Date,
  exceptId?: number,
): MaintenanceRefusal | undefined {
  const other = others.find(
    (window) => window.id !== exceptId && window.startsAt < endsAt && windowEnd(window) > startsAt,
  );
  if (!other) return undefined;
  return refuse(
    409,
    `Trạm đã có kỳ bảo trì từ ${dateTime(other.startsAt)} đến ${dateTime(windowEnd(other))} ` +
      'trùng khoảng thời gian này. Hãy kết thúc hoặc gia hạn kỳ đó.',
  );
}

function durationRefusal(startsAt: Date, expectedEnd: Date): MaintenanceRefusal | undefined {
  const span = expectedEnd.getTime() - startsAt.getTime();
  if (span < MAINTENANCE_LIMITS.minDurationMs)
    return refuse(400, 'Thời điểm kết thúc dự kiến phải sau thời điểm bắt đầu ít nhất 5 phút.');
  if (span > MAINTENANCE_LIMITS.maxDurationMs)
    return refuse(400, 'Một kỳ bảo trì kéo dài tối đa 30 ngày.');
  return undefined;
}

/** A new window of a station whose other windows are `others`; the note comes back trimmed. */
export function checkDeclaration(
  input: MaintenanceDeclaration,
  others: readonly MaintenanceSpan[],
  now: Date,
): MaintenanceCheck<MaintenanceDeclaration> {
  if (!isMaintenanceReason(input.reason))
    return refuse(400, 'Lý do bảo trì phải là Hiệu chuẩn, Sửa chữa, Mất điện hoặc Khác.');
  const note = input.note?.trim() || null;
  if (note && note.length > MAINTENANCE_LIMITS.noteMaxChars)
    return refuse(400, `Ghi chú dài tối đa ${MAINTENANCE_LIMITS.noteMaxChars} ký tự.`);
  if (input.reason === 'other' && !note)
    return refuse(400, 'Vui lòng ghi rõ lý do khi chọn "Khác".');
  if (input.startsAt.getTime() > now.getTime() + MAINTENANCE_LIMITS.clockSkewMs)
    return refuse(400, 'Thời điểm bắt đầu không được ở tương lai.');
  if (input.startsAt.getTime() < now.getTime() - MAINTENANCE_LIMITS.maxBackdateMs)
    return refuse(400, 'Chỉ khai báo được kỳ bảo trì bắt đầu trong vòng 7 ngày trước.');
  const startsAt = input.startsAt > now ? now : input.startsAt;
  const tooShortOrLong = durationRefusal(startsAt, input.expectedEnd);
  if (tooShortOrLong) return tooShortOrLong;
  const overlap = overlapRefusal(others, startsAt, input.expectedEnd);
  if (overlap) return overlap;
  return {
    ok: true,
    value: { startsAt, expectedEnd: input.expectedEnd, reason: input.reason, note },
  };
}

const NOT_RUNNING = 'Kỳ bảo trì này đã kết thúc.';

/** Ending a running window now. */
export function checkEnd(window: MaintenanceSpan, now: Date): MaintenanceCheck<Date> {
  if (!isRunning(window, now)) return refuse(409, NOT_RUNNING);
  return { ok: true, value: now };
}

/** Moving a running window's expected end later, to `expectedEnd`. */
export function checkExtension(
  window: MaintenanceSpan,
  expectedEnd: Date,
  others: readonly MaintenanceSpan[],
  now: Date,
): MaintenanceCheck<Date> {
  if (!isRunning(window, now)) return refuse(409, NOT_RUNNING);
  if (expectedEnd <= window.expectedEnd)
    return refuse(400, 'Thời điểm kết thúc mới phải sau thời điểm kết thúc dự kiến hiện tại.');
  const tooLong = durationRefusal(window.startsAt, expectedEnd);
  if (tooLong) return tooLong;
  const overlap = overlapRefusal(others, window.startsAt, expectedEnd, window.id);
  if (overlap) return overlap;
  return { ok: true, value: expectedEnd };
}
