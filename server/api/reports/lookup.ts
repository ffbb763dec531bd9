import type { Executor } from '../../db/database.js';
import type { StationInfo } from './report-access.js';

// /data-lookup: the stored values themselves. Two forms:
// - table: every record (any device status) in time order, paged, with the total count;
// - series (format=series): per station × parameter arrays for a chart, valid values (device
//   status 00) only, downsampled in the database to at most maxPoints points per series by
//   keeping the lowest and the highest value of each of maxPoints/2 equal time slices, so
//   peaks and dips (exceedances) survive any zoom level.

export interface LookupRange {
  readonly stationIds: readonly number[];
  readonly parameters: readonly string[];
  readonly from: Date;
  readonly to: Date;
}

export interface LookupRow {
  readonly stationId: number;
  readonly parameter: string;
  readonly time: string;
  readonly value: number;
  readonly deviceStatus: '00' | '01' | '02';
  /** Measured in a maintenance window: left out of every average and count. */
  readonly maintenance: boolean;
}

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

const FILTER = `m.station_id = any($1::bigint[]) and m.parameter_code = any($2::text[])
  and m.time >= $3::timestamptz and m.time < $4::timestamptz`;

const rangeParams = (range: LookupRange) => [
  range.stationIds,
  range.parameters,
  range.from.toISOString(),
  range.to.toISOString(),
];

export async function lookupPage(
  tx: Executor,
  range: LookupRange,
  page: number,
  pageSize: number,
): Promise<{ total: number; rows: LookupRow[] }> {
  const [{ total }] = await tx.query<{ total: number }>(
    `select count(*)::int as total from public.measurement m where ${FILTER}`,
    rangeParams(range),
  );
  const rows = await tx.query<{
    station_id: number;
    parameter_code: string;
    time: Date | string;
    value: number;
    device_status: '00' | '01' | '02';
    maintenance: boolean;
  }>(
    `select m.station_id, m.parameter_code, m.time, m.value, m.device_status,
            public.in_maintenance(m.station_id, m.time) as maintenance
     from public.measurement m where ${FILTER}
     order by m.time, m.station_id, m.parameter_code
     limit $5 offset $6`,
    [...rangeParams(range), pageSize, (page - 1) * pageSize],
  );
  return {
    total: Number(total),
    rows: rows.map((row) => ({
      stationId: Number(row.station_id),
      parameter: row.parameter_code,
      time: iso(row.time),
      value: Number(row.value),
      deviceStatus: row.device_status,
      maintenance: row.maintenance,
    })),
  };
}

export interface Series {
  readonly stationId: number;
  readonly stationCode: string;
  readonly parameter: string;
  /** The station's own name of the parameter, the one the screens and exports show. */
  readonly name: string;
  readonly unit: string;
  readonly limitMin: number | null;
  readonly limitMax: number | null;
  /** Valid values in the range before downsampling. */
  readonly validCount: number;
  readonly downsampled: boolean;
  readonly times: string[];
  readonly values: number[];
}

export async function lookupSeries(
  tx: Executor,
  range: LookupRange,
  stations: readonly StationInfo[],
  maxPoints: number,
): Promise<Series[]> {
  const slices = Math.max(1, Math.floor(maxPoints / 2));
  const sliceMs = Math.max(1, Math.ceil((range.to.getTime() - range.from.getTime()) / slices));
  const rows = await tx.query<{
    station_id: number;
    parameter_code: string;
    time: Date | string;
    value: number;
    valid_count: number;
  }>(
    `with v as (
       select m.station_id, m.parameter_code, m.time, m.value,
              floor(extract(epoch from (m.time - $3::timestamptz)) * 1000 / $5::float8) as slice
       from public.measurement m
       where ${FILTER} and m.device_status = '00'
     ), ranked as (
       select v.*,
              row_number() over (partition by station_id, parameter_code, slice order by value, time) as low,
              row_number() over (partition by station_id, parameter_code, slice order by value desc, time) as high,
              count(*) over (partition by station_id, parameter_code) as valid_count
       from v
     )
     select station_id, parameter_code, time, value, valid_count from ranked
     where low = 1 or high = 1
     order by station_id, parameter_code, time`,
    [...rangeParams(range), sliceMs],
  );
  const byKey = new Map<string, { times: string[]; values: number[]; validCount: number }>();
  for (const row of rows) {
    const key = `${Number(row.station_id)}|${row.parameter_code}`;
    const series = byKey.get(key) ?? { times: [], values: [], validCount: Number(row.valid_count) };
    series.times.push(iso(row.time));
    series.values.push(Number(row.value));
    byKey.set(key, series);
  }
  return stations.flatMap((station) =>
    station.parameters
      .filter((parameter) => range.parameters.includes(parameter.code))
      .map((parameter) => {
        const series = byKey.get(`${station.id}|${parameter.code}`);
        return {
          stationId: station.id,
          stationCode: station.code,
          parameter: parameter.code,
          name: parameter.name,
          unit: parameter.unit,
          limitMin: parameter.limitMin,
          limitMax: parameter.limitMax,
          validCount: series?.validCount ?? 0,
          downsampled: (series?.validCount ?? 0) > (series?.values.length ?? 0),
          times: series?.times ?? [],
          values: series?.values ?? [],
        };
      }),
  );
}
