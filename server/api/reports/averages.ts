import {
  AVERAGE_COLUMN_NAMES,
  PERIOD_COLUMN_NAMES,
  type AverageColumns,
  type PeriodColumns,
} from '../../../shared/average-columns.js';
import type { Executor } from '../../db/database.js';
import {
  monitoringSettings,
  periodAverages,
  periodFrames,
  type AveragingPeriod,
  type PeriodAverage,
} from '../../domain/index.js';
import type { JwtClaims } from '../../jwt-keys.js';
import {
  MAINTENANCE_WINDOWS,
  maintenanceFromRow,
  type MaintenanceInReport,
  type MaintenanceRow,
} from './maintenance-in-range.js';
import { loadRecords } from './measurement-records.js';
import { RawJson } from './raw-json.js';
import {
  CALLER_AND_STATION_ROWS,
  CALLER_AND_STATIONS,
  callerAndStationsFromRows,
  parameterCandidates,
  resolveParameters,
  type CallerAndStationRow,
  type StationInfo,
} from './report-access.js';

// /average-data: hourly, daily and monthly means with completeness (reference §5).
//
// Fast path (default): one SQL statement computes every period of every asked station ×
// parameter from the roll-ups and returns them as JSON columns (shared/average-columns.ts): the
// periods of the range once (start, end, what each must hold, partial: the same for every
// series), and each series' figures as an array per figure; so nothing per period or per hour
// runs in JavaScript. The rule is the domain's (server/domain/averages.ts): an hour's mean
// comes from measurement_hourly (mean of its valid values, 9 of 12 needed); a day's mean is the
// mean of its sufficient hourly means (18 of 24), read from measurement_daily, which stores their
// count, their sum in hour order, min and max (the day cut by `to` is summed from its hourly rows
// instead); a month's mean is the mean of its sufficient daily means (75 % of its days). Sums
// run in time order, as the domain adds them, so the figures are the same to the last bit.
// `source=raw` runs the domain itself on the raw records; the integration tests check both give
// the same figures.
//
// The route asks in one statement (averagesForCaller): the caller's app_user row, the asked
// stations and their parameters as RLS lets the caller see them, the periods of every series
// those stations have among the asked codes and the stations' maintenance windows, so the answer
// costs one round trip besides the transaction's own. The same statement over a given list of
// series (averagesQuery) is what the benchmark compares the API with.

export interface AverageSeries {
  readonly stationId: number;
  readonly parameter: string;
}

export interface AverageRequest {
  /** One AverageColumns comes back per series, in this order. */
  readonly series: readonly AverageSeries[];
  /** Whole periods of `interval` (the caller expands the asked range). */
  readonly from: Date;
  /** End of the range, already clamped to now so a running period is marked partial. */
  readonly to: Date;
  readonly interval: AveragingPeriod;
}

/** The answer's columns of one series' periods (the raw source's form of the SQL's). */
export const averageColumns = (averages: readonly PeriodAverage[]): AverageColumns => ({
  value: averages.map((average) => average.value),
  min: averages.map((average) => average.min),
  max: averages.map((average) => average.max),
  validCount: averages.map((average) => average.validCount),
  completeness: averages.map((average) => average.completeness),
  sufficient: averages.map((average) => average.sufficient),
  excludedCount: averages.map((average) => average.excludedCount),
});

/** The periods of a range as the roll-up statement writes them, from the domain (raw source). */
export function periodColumns(
  interval: AveragingPeriod,
  range: { readonly from: Date; readonly to: Date },
): PeriodColumns {
  const frames = periodFrames(interval, range);
  return {
    start: frames.map((frame) => frame.start.toISOString()),
    end: frames.map((frame) => frame.end.toISOString()),
    expectedCount: frames.map((frame) => frame.expectedCount),
    requiredCount: frames.map((frame) => frame.requiredCount),
    partial: frames.map((frame) => frame.partial),
  };
}

/** What an hour and a day must hold (the domain's settings: 9 of 12 values, 18 of 24 hours). */
function expectations() {
  const settings = monitoringSettings();
  const required = (expected: number) => Math.ceil(expected * settings.minValidFraction - 1e-9);
  const hourExpected = Math.round(60 / settings.recordIntervalMinutes);
  return {
    hourExpected,
    hourRequired: required(hourExpected),
    dayRequired: required(24),
    minValidFraction: settings.minValidFraction,
  };
}

// Local (UTC+7) wall-clock time of an instant and back, as the roll-ups count days.
const local = (instant: string) => `((${instant} at time zone 'UTC') + interval '7 hours')`;
const instant = (wallClock: string) => `((${wallClock} - interval '7 hours') at time zone 'UTC')`;

// Instants as JSON.stringify writes a Date, so both sources answer the same text.
const iso = (instant: string) =>
  `to_char((${instant}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// A query's rows (one per period, its instant `at`) as JSON columns: an array per named column,
// in time order; empty arrays for an empty range. The rows are sorted once, in the subquery the
// aggregates read directly: an `order by` in each aggregate sorted them once per column (seven
// sorts of each series, 6.5 ms of a 21 ms year of 8 series).
const columnsOf = (names: readonly string[], rows: string) => {
  const arrays = names.map((name) => `'${name}', coalesce(array_agg(p."${name}"), '{}')`);
  return `(select json_build_object(${arrays.join(', ')}) from (${rows} order by at) p)::text`;
};

// What a period must hold: an expression of its expected count and of its required count.
interface Expectation {
  readonly expected: string;
  readonly required: string;
}

/** The periods of the range (`buckets`: start and stop of each) as PeriodColumns. */
const periodsOf = (buckets: string, { expected, required }: Expectation) =>
  columnsOf(
    PERIOD_COLUMN_NAMES,
    `select b.start as at, ${iso('b.start')} as "start", ${iso('b.stop')} as "end",
            ${expected} as "expectedCount", ${required} as "requiredCount",
            (b.start < $3::timestamptz or b.stop > $4::timestamptz) as "partial"
     from ${buckets} b`,
  );

// Where the series come from ($1 and $2) and what the statement selects: the periods of the
// range (PeriodColumns) and the figures of each series (`figures`, a query of series k).
interface Shape {
  readonly series: string;
  readonly select: (periods: string, figures: string) => string;
}

/** The listed series ($1 station ids, $2 codes, pairwise): a row of the periods (ord 0), then
 * a row of AverageColumns per series, in order. */
const LISTED: Shape = {
  series: `series as (
  select s.station_id, s.parameter_code, s.ord
  from unnest($1::bigint[], $2::text[]) with ordinality as s(station_id, parameter_code, ord)
)`,
  select: (periods, figures) => `
select 0::bigint as ord, ${periods} as columns
union all
select k.ord, ${columnsOf(AVERAGE_COLUMN_NAMES, figures)} from series k
order by 1`,
};

/**
 * As the caller: the asked stations ($1) seen under RLS, each with its parameters whose code is
 * among $2 (all of them when $2 is empty), in the station's order; rows of the caller and the
 * stations (report-access.ts), then one row of the periods (part 2), one row of AverageColumns
 * per series (part 3) and the maintenance windows of the stations (part 4, their values by code
 * among $2).
 */
const FOR_CALLER: Shape = {
  series: `${CALLER_AND_STATIONS},
series as materialized (
  select s.id as station_id, p.code as parameter_code,
         row_number() over (order by s.ord, p.sort_order, p.code) as ord
  from stations s join public.station_parameter p on p.station_id = s.id
  where cardinality($2::text[]) = 0 or p.code = any($2::text[])
)`,
  select: (periods, figures) => `${CALLER_AND_STATION_ROWS}
union all
select 2, 0, null, null, ${periods}
union all
select 3, k.ord, k.station_id, k.parameter_code, ${columnsOf(AVERAGE_COLUMN_NAMES, figures)}
from series k
union all
select 4, row_number() over (order by w.station_id, w.starts_at), w.station_id, null,
       row_to_json(w)::text
from (${MAINTENANCE_WINDOWS('w.station_id in (select s.id from stations s)', '$3::timestamptz', '$4::timestamptz', '$2::text[]')}) w
order by 1, 2`,
};

/** The figures every period carries after its mean, min and max: counts and completeness. */
const periodTail = (n: string, { expected, required }: Expectation, excluded: string) => `
  ${n} as "validCount", least(1, ${n}::float8 / ${expected}) as "completeness",
  ${n} >= ${required} as "sufficient", ${excluded} as "excludedCount"`;

const HOUR: Expectation = { expected: '$5::int', required: '$6::int' };
const DAY: Expectation = { expected: '24', required: '$6::int' };
const MONTH: Expectation = {
  expected: 'b.days',
  required: 'ceil(b.days * $7::float8 - 1e-9)::int',
};

const hoursSql = (shape: Shape) => `
with ${shape.series},
buckets as materialized (
  select start, start + interval '1 hour' as stop
  from generate_series($3::timestamptz, $4::timestamptz - interval '1 microsecond',
                       interval '1 hour') start
)
${shape.select(
  periodsOf('buckets', HOUR),
  `
  select b.start as at,
         case when h.count_valid > 0 then h.avg_value end as "value",
         case when h.count_valid > 0 then h.min_value end as "min",
         case when h.count_valid > 0 then h.max_value end as "max",
         ${periodTail('coalesce(h.count_valid, 0)', HOUR, 'coalesce(h.count_all - h.count_valid, 0)')}
  from buckets b
  left join public.measurement_hourly h
    on h.station_id = k.station_id and h.parameter_code = k.parameter_code and h.hour = b.start
   and h.hour >= $3::timestamptz and h.hour < $4::timestamptz`,
)}`;

// Local days of the range (with the start of their month), and the figures of the day cut by
// `to`, summed from its hourly rows before `to` as the hours of the range are. That day (none
// when `to` ends a day) is picked out first: joined to the days as a condition, it was tested
// against every day of the range for each hourly row read (6 ms of a 24 ms year of 8 series).
const DAYS = `
days as materialized (
  select start, start + interval '1 day' as stop, day, month_start
  from (select ${instant('l')} as start, l::date as day,
               ${instant("date_trunc('month', l)")} as month_start
        from generate_series(${local('$3::timestamptz')},
                             ${local('$4::timestamptz')} - interval '1 microsecond',
                             interval '1 day') l) d
),
cut as materialized (select start from days where stop > $4::timestamptz),
cut_day as materialized (
  select k.ord, b.start, count(*) filter (where h.count_valid >= $5::int) as n,
         sum(h.avg_value order by h.hour) filter (where h.count_valid >= $5::int) as total,
         min(h.avg_value) filter (where h.count_valid >= $5::int) as low,
         max(h.avg_value) filter (where h.count_valid >= $5::int) as high,
         sum(h.count_all - h.count_valid) as excluded
  from cut b
  cross join series k
  join public.measurement_hourly h
    on h.station_id = k.station_id and h.parameter_code = k.parameter_code
   and h.hour >= b.start and h.hour < $4::timestamptz
   -- Implied by the line above, but a bound the planner can use: only the cut day's month
   -- partitions are read, and the cost estimate stays small enough not to trigger JIT
   -- compilation (which took 190 ms of a 206 ms report at a year of 20 stations).
   and h.hour >= $4::timestamptz - interval '1 day'
  group by k.ord, b.start
)`;

// One series' day figures (k): sufficient hourly means (n), their sum in hour order, min, max
// and the values left out (calibration, fault); whole days from measurement_daily.
const DAY_ROWS = `
  select b.start, b.stop, b.month_start,
         coalesce(d.sufficient_hours, c.n, 0) as n, coalesce(d.hourly_mean_sum, c.total) as total,
         coalesce(d.hourly_mean_min, c.low) as low, coalesce(d.hourly_mean_max, c.high) as high,
         coalesce(d.count_all - d.count_valid, c.excluded, 0) as excluded
  from days b
  left join public.measurement_daily d
    on d.station_id = k.station_id and d.parameter_code = k.parameter_code and d.day = b.day
   and b.stop <= $4::timestamptz
   and d.day >= ${local('$3::timestamptz')}::date and d.day <= ${local('$4::timestamptz')}::date
  left join cut_day c on c.ord = k.ord and c.start = b.start`;

const daysSql = (shape: Shape) => `
with ${shape.series}, ${DAYS}
${shape.select(
  periodsOf('days', DAY),
  `
  select b.start as at,
         case when b.n > 0 then b.total / b.n end as "value",
         case when b.n > 0 then b.low end as "min",
         case when b.n > 0 then b.high end as "max",
         ${periodTail('b.n', DAY, 'b.excluded')}
  from (${DAY_ROWS}) b`,
)}`;

const monthsSql = (shape: Shape) => `
with ${shape.series}, ${DAYS},
buckets as materialized (
  select start, stop, days
  from (select ${instant('l')} as start, ${instant("l + interval '1 month'")} as stop,
               extract(day from l + interval '1 month' - interval '1 day')::int as days
        from generate_series(${local('$3::timestamptz')},
                             ${local('$4::timestamptz')} - interval '1 microsecond',
                             interval '1 month') l) m
)
${shape.select(
  periodsOf('buckets', MONTH),
  `
  select b.start as at,
         f.total / f.n as "value", f.low as "min", f.high as "max",
         ${periodTail('coalesce(f.n, 0)', MONTH, 'coalesce(f.excluded, 0)')}
  from buckets b
  left join (
    select m.month_start,
           (count(*) filter (where m.n >= $6::int))::int as n,
           sum(m.total / m.n order by m.start) filter (where m.n >= $6::int) as total,
           min(m.total / m.n) filter (where m.n >= $6::int) as low,
           max(m.total / m.n) filter (where m.n >= $6::int) as high,
           sum(m.excluded) as excluded
    from (${DAY_ROWS}) m
    group by m.month_start
  ) f on f.month_start = b.start`,
)}`;

const statements = (shape: Shape): Readonly<Record<AveragingPeriod, string>> => ({
  hour: hoursSql(shape),
  day: daysSql(shape),
  month: monthsSql(shape),
});
const LISTED_SQL = statements(LISTED);
const FOR_CALLER_SQL = statements(FOR_CALLER);

/** The parameters after $1 and $2: the range and what a period must hold. */
function rangeParams(request: Pick<AverageRequest, 'from' | 'to' | 'interval'>): unknown[] {
  const e = expectations();
  const range = [request.from.toISOString(), request.to.toISOString()];
  if (request.interval === 'hour') return [...range, e.hourExpected, e.hourRequired];
  if (request.interval === 'day') return [...range, e.hourRequired, e.dayRequired];
  return [...range, e.hourRequired, e.dayRequired, e.minValidFraction];
}

/** The statement and parameters of the listed series (the benchmark's floor). */
export function averagesQuery(request: AverageRequest): { sql: string; params: unknown[] } {
  return {
    sql: LISTED_SQL[request.interval],
    params: [
      request.series.map((s) => s.stationId),
      request.series.map((s) => s.parameter),
      ...rangeParams(request),
    ],
  };
}

/** What the averages route asks: stations and codes as given, the range as widened. */
export interface CallerAverageRequest extends Omit<AverageRequest, 'series'> {
  readonly claims: JwtClaims;
  readonly routeKey: string;
  readonly stationIds: readonly number[];
  /** Codes as listed in the request (a code may contain a comma: resolveParameters). */
  readonly parameters: readonly string[];
}

export interface CallerAverages {
  readonly stations: StationInfo[];
  /** The resolved codes (resolveParameters). */
  readonly parameters: string[];
  /** PeriodColumns of the range. */
  readonly periods: RawJson;
  /** AverageColumns of each station's asked parameters, station by station in their order. */
  readonly averages: RawJson[];
  /** The stations' maintenance windows in the range, their values counted for `parameters`. */
  readonly maintenance: MaintenanceInReport[];
}

/** The averages route's one statement, run as the caller (inside readAsCaller). */
export async function averagesForCaller(
  tx: Executor,
  request: CallerAverageRequest,
): Promise<CallerAverages> {
  const rows = await tx.query<CallerAndStationRow>(
    FOR_CALLER_SQL[request.interval],
    [request.stationIds, parameterCandidates(request.parameters), ...rangeParams(request)],
    { prepare: true },
  );
  const { stations } = callerAndStationsFromRows(
    request.claims,
    request.routeKey,
    rows,
    request.stationIds,
  );
  const parameters = resolveParameters(stations, request.parameters);
  const periods = rows.find((row) => row.part === 2)!.data!;
  const maintenance = rows
    .filter((row) => row.part === 4)
    .map((row) => maintenanceFromRow(JSON.parse(row.data!) as MaintenanceRow, parameters));
  const columns = new Map<number, Map<string, string>>();
  for (const row of rows) {
    if (row.part !== 3) continue;
    const station = Number(row.station_id);
    if (!columns.has(station)) columns.set(station, new Map());
    columns.get(station)!.set(row.code!, row.data!);
  }
  return {
    stations,
    parameters,
    periods: new RawJson(periods),
    averages: stations.flatMap((station) =>
      station.parameters
        .filter((parameter) => parameters.includes(parameter.code))
        .map((parameter) => {
          const json = columns.get(station.id)?.get(parameter.code);
          // resolveParameters picks among the candidates the statement read.
          if (json === undefined) throw new Error(`averages: no columns of ${parameter.code}`);
          return new RawJson(json);
        }),
    ),
    maintenance,
  };
}

/** The same figures straight from the raw records (verification and benchmark). */
export async function averagesFromRaw(
  tx: Executor,
  request: AverageRequest,
): Promise<AverageColumns[]> {
  const results: AverageColumns[] = [];
  // One read per station: the series come station by station.
  for (let first = 0; first < request.series.length;) {
    const { stationId } = request.series[first];
    let end = first;
    while (end < request.series.length && request.series[end].stationId === stationId) end += 1;
    const codes = request.series.slice(first, end).map((s) => s.parameter);
    const records = await loadRecords(tx, {
      stationId,
      parameters: codes,
      from: request.from,
      to: request.to,
    });
    const averages = periodAverages(request.interval, [...records.values()].flat(), {
      from: request.from,
      to: request.to,
      parameters: codes,
    });
    for (const code of codes) {
      results.push(averageColumns(averages.filter((average) => average.parameter === code)));
    }
    first = end;
  }
  return results;
}
