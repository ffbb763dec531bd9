import { isValidForCompliance } from './device-status';
import type { MeasurementRecord } from './measurement';
import { monitoringSettings, type MonitoringSettings } from './monitoring-conventions';
import { periodBuckets, splitByBucket, type PeriodBucket } from './period-buckets';
import { daysInVietnamMonth, type AveragingPeriod } from './vietnam-time';

// Reference §5 (product convention): an hourly mean is the mean of valid values in the local
// hour; a daily mean the mean of the valid hourly means of the local day; a monthly mean (our
// extension of the same rule) the mean of the valid daily means. Each counts only when at least
// 75 % of what was expected is valid (9 of 12 values, 18 of 24 hours, 23 of 30 days). Periods
// below that are returned and marked, never dropped.

export interface PeriodAverage {
  readonly parameter: string;
  readonly period: AveragingPeriod;
  readonly start: Date;
  readonly end: Date;
  /** Mean of the valid inputs, or null when there are none. */
  readonly value: number | null;
  readonly min: number | null;
  readonly max: number | null;
  /** Valid values (hour), valid hourly means (day) or valid daily means (month). */
  readonly validCount: number;
  readonly expectedCount: number;
  readonly requiredCount: number;
  /** validCount / expectedCount, 0..1. */
  readonly completeness: number;
  /** Meets the minimum completeness: the mean may be published and compared with limits. */
  readonly sufficient: boolean;
  /** Cut by the requested range (or still running): judged against its full length anyway. */
  readonly partial: boolean;
  /** Records left out of an hourly mean because the analyser was calibrating or faulty. */
  readonly excludedCount: number;
}

export interface AverageOptions {
  readonly from: Date;
  readonly to: Date;
  /** Parameters to report even without any record; defaults to those present. */
  readonly parameters?: readonly string[];
  readonly settings?: Partial<MonitoringSettings>;
}

interface Input {
  readonly time: Date;
  readonly value: number;
}

function summarise(
  parameter: string,
  period: AveragingPeriod,
  bucket: PeriodBucket,
  range: { from: Date; to: Date },
  valid: readonly Input[],
  expectedCount: number,
  settings: MonitoringSettings,
  excludedCount: number,
): PeriodAverage {
  const values = valid.map(({ value }) => value);
  const requiredCount = Math.ceil(expectedCount * settings.minValidFraction - 1e-9);
  return {
    parameter,
    period,
    start: bucket.start,
    end: bucket.end,
    value: values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null,
    min: values.length ? Math.min(...values) : null,
    max: values.length ? Math.max(...values) : null,
    validCount: values.length,
    expectedCount,
    requiredCount,
    completeness: Math.min(1, values.length / expectedCount),
    sufficient: values.length >= requiredCount,
    partial: bucket.start < range.from || bucket.end > range.to,
    excludedCount,
  };
}

/** One record per timestamp: a resent line must not count twice towards completeness. */
function byParameter(records: readonly MeasurementRecord[], options: AverageOptions) {
  const series = new Map<string, Map<number, MeasurementRecord>>();
  for (const name of options.parameters ?? []) series.set(name, new Map());
  for (const record of records) {
    if (record.time < options.from || record.time >= options.to) continue;
    if (!series.has(record.parameter)) series.set(record.parameter, new Map());
    series.get(record.parameter)?.set(record.time.getTime(), record);
  }
  return [...series.entries()].map(([parameter, byTime]) => ({
    parameter,
    records: [...byTime.values()].sort((a, b) => a.time.getTime() - b.time.getTime()),
  }));
}

export function hourlyAverages(
  records: readonly MeasurementRecord[],
  options: AverageOptions,
): PeriodAverage[] {
  const settings = monitoringSettings(options.settings);
  const expected = Math.round(60 / settings.recordIntervalMinutes);
  const buckets = periodBuckets('hour', options.from, options.to);
  return byParameter(records, options).flatMap(({ parameter, records: series }) =>
    splitByBucket(buckets, series, (record) => record.time).map((inHour, index) => {
      const valid = inHour.filter((r) => isValidForCompliance(r.deviceStatus, r.value));
      const excluded = inHour.length - valid.length;
      return summarise(
        parameter,
        'hour',
        buckets[index],
        options,
        valid,
        expected,
        settings,
        excluded,
      );
    }),
  );
}

/** Day or month means from finer means (exported so callers holding hourly roll-ups reuse the rule). */
export function rollUp(
  finer: readonly PeriodAverage[],
  period: 'day' | 'month',
  options: AverageOptions,
): PeriodAverage[] {
  const settings = monitoringSettings(options.settings);
  const buckets = periodBuckets(period, options.from, options.to);
  const parameters = [...new Set(finer.map(({ parameter }) => parameter))];
  return parameters.flatMap((parameter) => {
    const series = finer.filter((average) => average.parameter === parameter);
    return splitByBucket(buckets, series, (average) => average.start).map((inPeriod, index) => {
      const bucket = buckets[index];
      const valid = inPeriod
        .filter((average) => average.sufficient && average.value !== null)
        .map((average) => ({ time: average.start, value: average.value as number }));
      const expected = period === 'day' ? 24 : daysInVietnamMonth(bucket.start);
      const excluded = inPeriod.reduce((sum, average) => sum + average.excludedCount, 0);
      return summarise(parameter, period, bucket, options, valid, expected, settings, excluded);
    });
  });
}

export function dailyAverages(
  records: readonly MeasurementRecord[],
  options: AverageOptions,
): PeriodAverage[] {
  return rollUp(hourlyAverages(records, options), 'day', options);
}

export function monthlyAverages(
  records: readonly MeasurementRecord[],
  options: AverageOptions,
): PeriodAverage[] {
  return rollUp(dailyAverages(records, options), 'month', options);
}

export function periodAverages(
  period: AveragingPeriod,
  records: readonly MeasurementRecord[],
  options: AverageOptions,
): PeriodAverage[] {
  if (period === 'hour') return hourlyAverages(records, options);
  return period === 'day' ? dailyAverages(records, options) : monthlyAverages(records, options);
}

/**
 * Sufficient means as records, to judge exceedance on averages (pass valueIntervalMinutes: 60
 * for hourly means). Insufficient periods are left out: too little data to compare.
 */
export function averagesAsRecords(averages: readonly PeriodAverage[]): MeasurementRecord[] {
  return averages
    .filter((average) => average.sufficient && average.value !== null)
    .map((average) => ({
      parameter: average.parameter,
      time: average.start,
      value: average.value as number,
      deviceStatus: 'measuring' as const,
    }));
}
