import type { Executor } from '../../db/database.js';
import {
  monitoringSettings,
  periodAverages,
  periodBuckets,
  rollUp,
  type AveragingPeriod,
  type PeriodAverage,
} from '../../domain/index.js';
import { loadRecords, type RecordsByParameter } from './measurement-records.js';

// /average-data: hourly, daily and monthly means with completeness (reference §5).
//
// Fast path (default): the hourly roll-up table holds, per station, parameter and hour, the
// count and mean of the valid (status 00) values — exactly the inputs of the reference's hourly
// mean. Each roll-up row becomes the domain's PeriodAverage for that hour (value, validCount,
// 9-of-12 sufficiency, excluded calibration/fault records), and days and months are built from
// those by the domain's own rollUp (mean of sufficient hourly means, 18 of 24; mean of sufficient
// daily means, 75 % of the month's days). measurement_daily is NOT used: it is a mean of all
// valid values, not of valid hourly means. `source=raw` runs the domain on the raw records
// instead; the integration tests check both give the same figures.

export interface AverageRequest {
  readonly stationId: number;
  readonly parameters: readonly string[];
  /** Whole periods of `interval` (the caller expands the asked range). */
  readonly from: Date;
  /** End of the range, already clamped to now so a running period is marked partial. */
  readonly to: Date;
  readonly interval: AveragingPeriod;
}

interface HourlyRow {
  parameter_code: string;
  hour: Date | string;
  count_all: number;
  count_valid: number;
  avg_value: number | null;
  min_value: number | null;
  max_value: number | null;
}

/** What an hour must hold (the domain's settings: 12 records, 9 of them valid). */
function hourExpectation() {
  const settings = monitoringSettings();
  const expectedCount = Math.round(60 / settings.recordIntervalMinutes);
  const requiredCount = Math.ceil(expectedCount * settings.minValidFraction - 1e-9);
  return { expectedCount, requiredCount };
}

function hourFromRollup(
  row: HourlyRow | undefined,
  parameter: string,
  bucket: { start: Date; end: Date },
  range: { from: Date; to: Date },
  { expectedCount, requiredCount }: ReturnType<typeof hourExpectation>,
): PeriodAverage {
  const validCount = row ? Number(row.count_valid) : 0;
  const number = (value: number | null | undefined) =>
    validCount > 0 && value !== null && value !== undefined ? Number(value) : null;
  return {
    parameter,
    period: 'hour',
    start: bucket.start,
    end: bucket.end,
    value: number(row?.avg_value),
    min: number(row?.min_value),
    max: number(row?.max_value),
    validCount,
    expectedCount,
    requiredCount,
    completeness: Math.min(1, validCount / expectedCount),
    sufficient: validCount >= requiredCount,
    partial: bucket.start < range.from || bucket.end > range.to,
    excludedCount: row ? Number(row.count_all) - validCount : 0,
  };
}

export async function averagesFromRollups(
  tx: Executor,
  request: AverageRequest,
): Promise<PeriodAverage[]> {
  const rows = await tx.query<HourlyRow>(
    `select parameter_code, hour, count_all, count_valid, avg_value, min_value, max_value
     from public.measurement_hourly
     where station_id = $1 and parameter_code = any($2::text[])
       and hour >= $3::timestamptz and hour < $4::timestamptz`,
    [request.stationId, request.parameters, request.from.toISOString(), request.to.toISOString()],
  );
  const byKey = new Map(
    rows.map((row) => [`${row.parameter_code}|${new Date(row.hour).getTime()}`, row]),
  );
  const range = { from: request.from, to: request.to };
  const buckets = periodBuckets('hour', request.from, request.to);
  const expectation = hourExpectation();
  const hourly = request.parameters.flatMap((parameter) =>
    buckets.map((bucket) =>
      hourFromRollup(
        byKey.get(`${parameter}|${bucket.start.getTime()}`),
        parameter,
        bucket,
        range,
        expectation,
      ),
    ),
  );
  if (request.interval === 'hour') return hourly;
  const options = { ...range, parameters: request.parameters };
  const daily = rollUp(hourly, 'day', options);
  return request.interval === 'day' ? daily : rollUp(daily, 'month', options);
}

/** The same figures straight from the raw records (verification and benchmark). */
export async function averagesFromRaw(
  tx: Executor,
  request: AverageRequest,
): Promise<PeriodAverage[]> {
  const records: RecordsByParameter = await loadRecords(tx, {
    stationId: request.stationId,
    parameters: request.parameters,
    from: request.from,
    to: request.to,
  });
  return periodAverages(request.interval, [...records.values()].flat(), {
    from: request.from,
    to: request.to,
    parameters: request.parameters,
  });
}
