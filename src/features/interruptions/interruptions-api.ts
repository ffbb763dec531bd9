// A station's interruptions (GET /api/interruptions) and the officer's explanation of one
// (PUT /api/interruptions/explanation), through the product-API client.
import type { GapDetail, GapKind, NoticeChannel } from '../../../shared/interruptions';
import { apiClient } from '../../services/api-client';
import { queryString } from '../report-kit';

export interface MissingValues {
  code: string;
  name: string;
  unit: string;
  expected: number;
  received: number;
  missing: number;
}

export interface Explanation {
  cause: string;
  actionsTaken: string;
  expectedRepair: string;
  noticeSentAt: string | null;
  noticeChannel: NoticeChannel | null;
  noticeReference: string;
  updatedAt: string;
}

export interface Interruption {
  kind: GapKind;
  parameterCode: string;
  start: string;
  end: string;
  open: boolean;
  statusCode: string | null;
  detail: GapDetail | null;
  durationMinutes: number;
  missing: MissingValues[];
  explanation: Explanation | null;
}

export interface DutyProfile {
  province: string;
  authorityName: string;
  notifyWithinHours: number | null;
  maintenanceNoticeDays: number | null;
  recipientEmail: string;
  recipientPhone: string;
  noticeTitle: string;
  confirmed: boolean;
}

export interface StationInterruptions {
  generatedAt: string;
  station: {
    id: number;
    code: string;
    name: string;
    kind: 'water' | 'air';
    customerName: string;
    province: string | null;
    address: string | null;
  };
  dutyProfile: DutyProfile | null;
  interruptions: Interruption[];
  omitted: number;
}

export const fetchInterruptions = (
  stationId: number,
  from: string,
  to: string,
  signal?: AbortSignal,
) =>
  apiClient.get<StationInterruptions>(
    `/interruptions${queryString({ stationId, from, to })}`,
    signal,
  );

export interface ExplanationInput {
  stationId: number;
  kind: GapKind;
  parameterCode: string;
  startedAt: string;
  endedAt: string | null;
  cause: string;
  actionsTaken: string;
  expectedRepair: string;
  noticeSentAt: string | null;
  noticeChannel: NoticeChannel | null;
  noticeReference: string;
}

export const saveExplanation = (input: ExplanationInput) =>
  apiClient.send<{ id: number; updatedAt: string }>('/interruptions/explanation', {
    method: 'PUT',
    body: input,
  });

/** The explanation input of a gap: what it holds now, with `change` applied. */
export function explanationInput(
  stationId: number,
  gap: Interruption,
  change: Partial<ExplanationInput>,
): ExplanationInput {
  const current = gap.explanation;
  return {
    stationId,
    kind: gap.kind,
    parameterCode: gap.parameterCode,
    startedAt: gap.start,
    endedAt: gap.open ? null : gap.end,
    cause: current?.cause ?? '',
    actionsTaken: current?.actionsTaken ?? '',
    expectedRepair: current?.expectedRepair ?? '',
    noticeSentAt: current?.noticeSentAt ?? null,
    noticeChannel: current?.noticeChannel ?? null,
    noticeReference: current?.noticeReference ?? '',
    ...change,
  };
}
