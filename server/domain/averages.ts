import type { PeriodFigures } from '../../shared/average-columns.js';
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

export interface PeriodAverage extends PeriodFigures {
  readonly parameter: string;
  readonly period: AveragingPeriod;
  readonly start: Date;
  readonly end: Date;
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

/** A period of the range with what it must hold to count and whether the range cuts it. */
export interface PeriodFrame extends PeriodBucket {
  readonly expectedCount: number;
  readonly requiredCount: number;
  readonly partial: boolean;
}

/** Every local hour, day or month of [from, to) as a PeriodFrame, in order. */
export function periodFrames(period: AveragingPeriod, options: AverageOptions): PeriodFrame[] {
  const settings = monitoringSettings(options.settings);
  const hourExpected = Math.round(60 / settings.recordIntervalMinutes);
  return periodBuckets(period, options.from, options.to).map((bucket) => {
    const expectedCount =
      period === 'hour' ? hourExpected : period === 'day' ? 24 : daysInVietnamMonth(bucket.start);
    return {
      ...bucket,
      expectedCount,
      requiredCount: Math.ceil(expectedCount * settings.minValidFraction - 1e-9),
      partial: bucket.start < options.from || bucket.end > options.to,
    };
  });
}

function summarise(
  parameter: string,
  period: AveragingPeriod,
  frame: PeriodFrame,
  valid: readonly Input[],
  excludedCount: number,
): PeriodAverage {
  const values = valid.map(({ value }) => value);
  return {
    parameter,
    period,
    start: frame.start,
    end: frame.end,
    value: values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null,
    min: values.length ? Math.min(...values) : null,
    max: values.length ? Math.max(...values) : null,
    validCount: values.length,
    expectedCount: frame.expectedCount,
    requiredCount: frame.requiredCount,
    completeness: Math.min(1, values.length / frame.expectedCount),
    sufficient: values.length >= frame.requiredCount,
    partial: frame.partial,
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
  const frames = periodFrames('hour', options);
  return byParameter(records, options).flatMap(({ parameter, records: series }) =>
    splitByBucket(frames, series, (record) => record.time).map((inHour, index) => {
      const valid = inHour.filter((r) => isValidForCompliance(r.deviceStatus, r.value));
      return summarise(parameter, 'hour', frames[index], valid, inHour.length - valid.length);
    }),
  );
}

/** Day or month means from finer means (exported so callers holding hourly roll-ups reuse the rule). */
export function rollUp(
  finer: readonly PeriodAverage[],
  period: 'day' | 'month',
  options: AverageOptions,
): PeriodAverage[] {
  const frames = periodFrames(period, options);
  const parameters = [...new Set(finer.map(({ parameter }) => parameter))];
  return parameters.flatMap((parameter) => {
    const series = finer.filter((average) => average.parameter === parameter);
    return splitByBucket(frames, series, (average) => average.start).map((inPeriod, index) => {
      const valid = inPeriod
        .filter((average) => average.sufficient && average.value !== null)
        .map((average) => ({ time: average.start, value: average.value as number }));
      const excluded = inPeriod.reduce((sum, average) => sum + average.excludedCount, 0);
      return summarise(parameter, period, frames[index], valid, excluded);
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
