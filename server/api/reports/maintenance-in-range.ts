import type { Executor } from '../../db/database.js';

// The maintenance windows of the answered stations that meet a report's period, with how many
// stored values each left out of it (issue 17): every report names them, so an officer sees why
// values are missing. Read as the caller, under the same RLS as the values. The averages read
// them within their own statement (MAINTENANCE_WINDOWS), the other reports with
// maintenanceInRange.

export interface MaintenanceInReport {
  readonly id: number;
  readonly stationId: number;
  readonly reason: string;
  readonly note: string | null;
  readonly startsAt: string;
  readonly expectedEnd: string;
  readonly endedAt: string | null;
  /** Where the window ends (ended early, or its expected end). */
  readonly endsAt: string;
  /** Values (of the asked parameters, every one when none were asked) inside window and period. */
  readonly excludedCount: number;
}

/** A row of MAINTENANCE_WINDOWS, as the driver gives it or as row_to_json wrote it. */
export interface MaintenanceRow {
  id: number | string;
  station_id: number | string;
  reason: string;
  note: string | null;
  starts_at: Date | string;
  expected_end: Date | string;
  ended_at: Date | string | null;
  ends_at: Date | string;
  /** Values inside window and period, by parameter code. */
  excluded: Record<string, number> | string;
}

/**
 * The windows of the stations `stationMatch` accepts (a condition on w.station_id) that meet
 * [from, to), each with its values inside the period by parameter code, for the codes in `codes`
 * (every code when empty); `from`, `to` and `codes` are SQL expressions.
 */
export const MAINTENANCE_WINDOWS = (
  stationMatch: string,
  from: string,
  to: string,
  codes: string,
) => `
  select w.id, w.station_id, w.reason, w.note, w.starts_at, w.expected_end, w.ended_at,
         w.ends_at,
         (select coalesce(json_object_agg(c.parameter_code, c.n), '{}')
          from (select m.parameter_code, count(*) as n from public.measurement m
                where m.station_id = w.station_id
                  and m.time >= greatest(w.starts_at, ${from})
                  and m.time < least(w.ends_at, ${to})
                  -- Implied by the two lines above, but bounds the planner can use: only the
                  -- range's month partitions are planned and read.
                  and m.time >= ${from} and m.time < ${to}
                  and (cardinality(${codes}) = 0 or m.parameter_code = any(${codes}))
                group by m.parameter_code) c) as excluded
  from public.maintenance_window w
  where ${stationMatch} and w.starts_at < ${to} and w.ends_at > ${from}`;

const iso = (value: Date | string) => new Date(value).toISOString();

/** A window of MAINTENANCE_WINDOWS, its values counted for `parameters` (all when empty). */
export function maintenanceFromRow(
  row: MaintenanceRow,
  parameters: readonly string[],
): MaintenanceInReport {
  const excluded: Record<string, number> =
    typeof row.excluded === 'string' ? JSON.parse(row.excluded) : row.excluded;
  const counted = parameters.length ? parameters : Object.keys(excluded);
  return {
    id: Number(row.id),
    stationId: Number(row.station_id),
    reason: row.reason,
    note: row.note,
    startsAt: iso(row.starts_at),
    expectedEnd: iso(row.expected_end),
    endedAt: row.ended_at === null ? null : iso(row.ended_at),
    endsAt: iso(row.ends_at),
    excludedCount: counted.reduce((sum, code) => sum + Number(excluded[code] ?? 0), 0),
  };
}

export async function maintenanceInRange(
  tx: Executor,
  stationIds: readonly number[],
  parameters: readonly string[],
  range: { readonly from: Date; readonly to: Date },
): Promise<MaintenanceInReport[]> {
  if (stationIds.length === 0) return [];
  const rows = await tx.query<MaintenanceRow>(
    `${MAINTENANCE_WINDOWS('w.station_id = any($1::bigint[])', '$2::timestamptz', '$3::timestamptz', '$4::text[]')}
     order by w.station_id, w.starts_at`,
    [stationIds, range.from.toISOString(), range.to.toISOString(), parameters],
  );
  return rows.map((row) => maintenanceFromRow(row, parameters));
}
