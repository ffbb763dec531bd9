import type { Executor } from '../../db/database.js';
import {
  exceedanceEpisodes,
  exceedanceSummary,
  limitOfBounds,
  vietnamDateStart,
  type ExceedanceEpisode,
  type ExceedanceSummary,
  type LimitPeriod,
} from '../../domain/index.js';
import { toRecords } from './measurement-records.js';
import type { StationInfo } from './report-access.js';

// /exceed-data: exceedance episodes of one station in [from, to), computed by the domain
// (valid values only, permit Cmax, pH as a range). Each value is judged by the permit-limit
// version in force on its Vietnamese day (public.parameter_limit_version), not by today's limit,
// and an episode ends where its limit changes. A year of 5-minute data is ~100k values per
// parameter, so the database hands over only the values that matter to an episode: every valid
// value breaking the limit of its time, and the first valid value after each breaching one (it
// ends the episode). Dropped values are valid in-limit values preceded by another such value;
// they can neither start, extend nor end an episode, so the episodes are exactly those of the
// full series. Values before a parameter's first version have no limit and precede every breach.
// Values measured in a maintenance window are left out, as if the station had not sent them.

interface VersionRow {
  parameter_code: string;
  /** 'YYYY-MM-DD', a Vietnamese calendar day. */
  effective_from: string;
  limit_min: number | null;
  limit_max: number | null;
}

/** Each asked parameter's limit periods, from its versions the caller may read. */
async function limitPeriods(
  tx: Executor,
  stationId: number,
  parameters: readonly string[],
): Promise<Map<string, { period: LimitPeriod; row: VersionRow }[]>> {
  const rows = await tx.query<VersionRow>(
    `select p.code as parameter_code, to_char(l.effective_from, 'YYYY-MM-DD') as effective_from,
            l.limit_min, l.limit_max
     from public.parameter_limit_version l
     join public.station_parameter p on p.id = l.station_parameter_id
     where l.station_id = $1 and p.code = any($2::text[])
     order by p.code, l.effective_from`,
    [stationId, parameters],
  );
  const periods = new Map<string, { period: LimitPeriod; row: VersionRow }[]>();
  for (const row of rows) {
    const [year, month, day] = row.effective_from.split('-').map(Number);
    const min = row.limit_min === null ? null : Number(row.limit_min);
    const max = row.limit_max === null ? null : Number(row.limit_max);
    const period = { from: vietnamDateStart(year, month, day), limit: limitOfBounds(min, max) };
    periods.set(row.parameter_code, [...(periods.get(row.parameter_code) ?? []), { period, row }]);
  }
  return periods;
}

export interface StationExceedances {
  readonly episodes: ExceedanceEpisode[];
  readonly summary: ExceedanceSummary[];
}

export async function stationExceedances(
  tx: Executor,
  station: StationInfo,
  parameters: readonly string[],
  range: { from: Date; to: Date },
): Promise<StationExceedances> {
  const versions = await limitPeriods(tx, station.id, parameters);
  if (versions.size === 0) return { episodes: [], summary: [] };
  // The same periods for the database's prefilter: [starts, ends) instants with their bounds.
  const spans = [...versions.values()].flatMap((list) =>
    list.map(({ period, row }, index) => ({
      parameter_code: row.parameter_code,
      starts: period.from.toISOString(),
      ends: list[index + 1]?.period.from.toISOString() ?? null,
      limit_min: row.limit_min,
      limit_max: row.limit_max,
    })),
  );
  const rows = await tx.query<{ parameter_code: string; time: Date | string; value: number }>(
    `with r as (
       select * from jsonb_to_recordset($2::jsonb)
         as r(parameter_code text, starts timestamptz, ends timestamptz,
              limit_min float8, limit_max float8)
     ), v as (
       select m.parameter_code, m.time, m.value,
              coalesce(m.value > r.limit_max, false) or coalesce(m.value < r.limit_min, false) as breach
       from r
       join public.measurement m
         on m.station_id = $1 and m.parameter_code = r.parameter_code
        and m.time >= greatest(r.starts, $3::timestamptz)
        and m.time < least(coalesce(r.ends, 'infinity'::timestamptz), $4::timestamptz)
       where m.device_status = '00'
         and m.value > '-Infinity'::float8 and m.value < 'Infinity'::float8
         and not public.in_maintenance(m.station_id, m.time)
     ), w as (
       select v.*, lag(breach) over (partition by parameter_code order by time) as previous_breach
       from v
     )
     select parameter_code, time, value from w
     where breach or coalesce(previous_breach, false)
     order by parameter_code, time`,
    [station.id, JSON.stringify(spans), range.from.toISOString(), range.to.toISOString()],
  );
  const records = [
    ...toRecords(rows.map((row) => ({ ...row, device_status: '00' }))).values(),
  ].flat();
  const limits = Object.fromEntries(
    [...versions].map(([code, list]) => [code, list.map(({ period }) => period)]),
  );
  const episodes = exceedanceEpisodes(records, {
    stationId: String(station.id),
    limits,
    settings: { signalLossMinutes: station.signalLossMinutes },
  });
  return { episodes, summary: exceedanceSummary(episodes) };
}
