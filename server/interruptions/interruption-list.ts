import type { GapKind } from '../../shared/interruptions.js';
import type { StationInfo } from '../api/reports/report-access.js';
import type { Executor } from '../db/database.js';
import { expectedRecordCount } from '../domain/index.js';
import { stationGaps, type Gap, type GapRange } from './gap-sources.js';

// A station's interruptions in a period, each with the data it cost (per parameter: values the
// span should hold, valid values it holds, the difference) and what the officer wrote about it.

/** Gaps answered at most per request; a period with more is cut and says how many were left. */
export const MAX_GAPS = 500;

export interface MissingValues {
  readonly code: string;
  readonly name: string;
  readonly unit: string;
  readonly expected: number;
  readonly received: number;
  readonly missing: number;
}

export interface Explanation {
  readonly cause: string;
  readonly actionsTaken: string;
  readonly expectedRepair: string;
  readonly noticeSentAt: string | null;
  readonly noticeChannel: string | null;
  readonly noticeReference: string;
  readonly updatedAt: string;
}

export interface Interruption extends Gap {
  readonly durationMinutes: number;
  readonly missing: readonly MissingValues[];
  readonly explanation: Explanation | null;
}

interface ValidCountRow {
  ord: number | string;
  code: string;
  received: number | string;
}

/** Valid values each gap holds per concerned parameter (all of them, or its analyser's). */
async function validCounts(
  tx: Executor,
  station: StationInfo,
  gaps: readonly Gap[],
): Promise<Map<number, Map<string, number>>> {
  const rows = await tx.query<ValidCountRow>(
    `select g.ord, p.code,
            (select count(*) from public.measurement m
             where m.station_id = $1 and m.parameter_code = p.code
               and m.time >= g.s and m.time < g.e and m.device_status = '00') as received
     from unnest($2::timestamptz[], $3::timestamptz[], $4::text[]) with ordinality as g(s, e, code, ord)
     join public.station_parameter p on p.station_id = $1 and (g.code = '' or p.code = g.code)`,
    [
      station.id,
      gaps.map((gap) => gap.start.toISOString()),
      gaps.map((gap) => gap.end.toISOString()),
      gaps.map((gap) => gap.parameterCode),
    ],
  );
  const counts = new Map<number, Map<string, number>>();
  for (const row of rows) {
    const ord = Number(row.ord) - 1;
    const byCode = counts.get(ord) ?? new Map<string, number>();
    byCode.set(row.code, Number(row.received));
    counts.set(ord, byCode);
  }
  return counts;
}

interface ExplanationRow {
  kind: GapKind;
  parameter_code: string;
  started_at: Date | string;
  ended_at: Date | string | null;
  cause: string;
  actions_taken: string;
  expected_repair: string;
  notice_sent_at: Date | string | null;
  notice_channel: string | null;
  notice_reference: string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

interface StoredExplanation {
  readonly row: ExplanationRow;
  readonly explanation: Explanation;
}

/**
 * The explanation written for a gap: same kind and parameter, overlapping in time. Not matched
 * on the start alone: a period that begins inside a gap shows it clipped to that beginning.
 */
function explanationOf(gap: Gap, stored: readonly StoredExplanation[]): Explanation | null {
  const found = stored.find(
    ({ row }) =>
      row.kind === gap.kind &&
      row.parameter_code === gap.parameterCode &&
      new Date(row.started_at) < gap.end &&
      (row.ended_at === null || new Date(row.ended_at) > gap.start),
  );
  return found?.explanation ?? null;
}

async function explanations(
  tx: Executor,
  station: StationInfo,
  range: GapRange,
): Promise<StoredExplanation[]> {
  const rows = await tx.query<ExplanationRow>(
    `select kind, parameter_code, started_at, ended_at, cause, actions_taken, expected_repair,
            notice_sent_at, notice_channel, notice_reference, updated_at
     from public.gap_explanation
     where station_id = $1 and started_at < $3::timestamptz
       and coalesce(ended_at, 'infinity') > $2::timestamptz`,
    [station.id, range.from.toISOString(), range.to.toISOString()],
  );
  return rows.map((row) => ({
    row,
    explanation: {
      cause: row.cause,
      actionsTaken: row.actions_taken,
      expectedRepair: row.expected_repair,
      noticeSentAt: row.notice_sent_at === null ? null : iso(row.notice_sent_at),
      noticeChannel: row.notice_channel,
      noticeReference: row.notice_reference,
      updatedAt: iso(row.updated_at),
    },
  }));
}

export async function stationInterruptions(
  tx: Executor,
  station: StationInfo,
  range: GapRange,
): Promise<{ interruptions: Interruption[]; omitted: number }> {
  const all = await stationGaps(tx, station, range);
  const gaps = all.slice(0, MAX_GAPS);
  const counts = gaps.length
    ? await validCounts(tx, station, gaps)
    : new Map<number, Map<string, number>>();
  const notes = await explanations(tx, station, range);
  const settings = { signalLossMinutes: station.signalLossMinutes };
  const interruptions = gaps.map((gap, index): Interruption => {
    const expected = expectedRecordCount(gap.start, gap.end, settings);
    const received: Map<string, number> = counts.get(index) ?? new Map<string, number>();
    const missing = station.parameters
      .filter((parameter) => gap.parameterCode === '' || parameter.code === gap.parameterCode)
      .map((parameter) => {
        const valid = Math.min(expected, received.get(parameter.code) ?? 0);
        return {
          code: parameter.code,
          name: parameter.name,
          unit: parameter.unit,
          expected,
          received: valid,
          missing: expected - valid,
        };
      });
    return {
      ...gap,
      durationMinutes: Math.round((gap.end.getTime() - gap.start.getTime()) / 60_000),
      missing,
      explanation: explanationOf(gap, notes),
    };
  });
  return { interruptions, omitted: all.length - gaps.length };
}
