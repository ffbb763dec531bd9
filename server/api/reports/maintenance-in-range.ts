import type { Executor } from '../../db/database.js';

// The maintenance windows of the answered stations that meet a report's period, with how many
// stored values each left out of it (issue 17): every report names them, so an officer sees why
// values are missing. Read as the caller, under the same RLS as the values.

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

const iso = (value: Date | string) => new Date(value).toISOString();

export async function maintenanceInRange(
  tx: Executor,
  stationIds: readonly number[],
  parameters: readonly string[],
  range: { readonly from: Date; readonly to: Date },
): Promise<MaintenanceInReport[]> {
  if (stationIds.length === 0) return [];
  const rows = await tx.query<{
    id: number | string;
    station_id: number | string;
    reason: string;
    note: string | null;
    starts_at: Date | string;
    expected_end: Date | string;
    ended_at: Date | string | null;
    ends_at: Date | string;
    excluded_count: number;
  }>(
    `select w.id, w.station_id, w.reason, w.note, w.starts_at, w.expected_end, w.ended_at,
            w.ends_at,
            (select count(*) from public.measurement m
             where m.station_id = w.station_id
               and m.time >= greatest(w.starts_at, $2::timestamptz)
               and m.time < least(w.ends_at, $3::timestamptz)
               and (cardinality($4::text[]) = 0 or m.parameter_code = any($4::text[])))::int
              as excluded_count
     from public.maintenance_window w
     where w.station_id = any($1::bigint[]) and w.starts_at < $3::timestamptz
       and w.ends_at > $2::timestamptz
     order by w.station_id, w.starts_at`,
    [stationIds, range.from.toISOString(), range.to.toISOString(), parameters],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    stationId: Number(row.station_id),
    reason: row.reason,
    note: row.note,
    startsAt: iso(row.starts_at),
    expectedEnd: iso(row.expected_end),
    endedAt: row.ended_at === null ? null : iso(row.ended_at),
    endsAt: iso(row.ends_at),
    excludedCount: Number(row.excluded_count),
  }));
}
