import type { Executor } from '../../db/database.js';
import {
  exceedanceEpisodes,
  exceedanceSummary,
  type ExceedanceEpisode,
  type ExceedanceSummary,
  type ParameterLimit,
} from '../../domain/index.js';
import { toRecords } from './measurement-records.js';
import type { ParameterInfo, StationInfo } from './report-access.js';

// /exceed-data: exceedance episodes of one station in [from, to), computed by the domain
// (valid values only, permit Cmax, pH as a range). A year of 5-minute data is ~100k values per
// parameter, so the database hands over only the values that matter to an episode: every valid
// value breaking its limit, and the first valid value after each breaching one (it ends the
// episode). Dropped values are valid in-limit values preceded by another such value; they can
// neither start, extend nor end an episode, so the episodes are exactly those of the full series.

/** The station's permit limit as the domain models it; a minimum alone is a range up to ∞. */
export function parameterLimit(parameter: ParameterInfo): ParameterLimit | undefined {
  const { limitMin, limitMax } = parameter;
  if (limitMin === null && limitMax === null) return undefined;
  if (limitMin === null) return { kind: 'max', max: limitMax as number };
  return { kind: 'range', min: limitMin, max: limitMax ?? Number.POSITIVE_INFINITY };
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
  const limits = Object.fromEntries(
    station.parameters
      .filter((parameter) => parameters.includes(parameter.code))
      .map((parameter) => [parameter.code, parameterLimit(parameter)] as const)
      .filter(([, limit]) => limit !== undefined),
  );
  const codes = Object.keys(limits);
  if (codes.length === 0) return { episodes: [], summary: [] };
  const rows = await tx.query<{ parameter_code: string; time: Date | string; value: number }>(
    `with v as (
       select m.parameter_code, m.time, m.value,
              coalesce(m.value > p.limit_max, false) or coalesce(m.value < p.limit_min, false) as breach
       from public.measurement m
       join public.station_parameter p on p.station_id = m.station_id and p.code = m.parameter_code
       where m.station_id = $1 and m.parameter_code = any($2::text[])
         and m.time >= $3::timestamptz and m.time < $4::timestamptz
         and m.device_status = '00'
         and m.value > '-Infinity'::float8 and m.value < 'Infinity'::float8
     ), w as (
       select v.*, lag(breach) over (partition by parameter_code order by time) as previous_breach
       from v
     )
     select parameter_code, time, value from w
     where breach or coalesce(previous_breach, false)
     order by parameter_code, time`,
    [station.id, codes, range.from.toISOString(), range.to.toISOString()],
  );
  const records = [
    ...toRecords(rows.map((row) => ({ ...row, device_status: '00' }))).values(),
  ].flat();
  const episodes = exceedanceEpisodes(records, {
    stationId: String(station.id),
    limits,
    settings: { signalLossMinutes: station.signalLossMinutes },
  });
  return { episodes, summary: exceedanceSummary(episodes) };
}
