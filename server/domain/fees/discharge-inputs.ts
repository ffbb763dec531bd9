import { isValidForCompliance } from '../device-status';
import type { MeasurementRecord } from '../measurement';
import { monitoringSettings, type MonitoringSettings } from '../monitoring-conventions';
import { distinctLocalDays } from './data-basis';
import { quartersOf, type FeePeriod, type QuarterSpan } from './fee-period';
import type { QuarterDischarge } from './water-quarter-fee';

// Turns stored outlet records into what the water fee needs per quarter. Volume is integrated,
// never averaged (reference §5): each valid flow value stands for one record interval. Invalid
// or missing intervals add nothing, and the coverage says how much of the quarter was measured.

export type FlowUnit = 'm3/h' | 'm3/s' | 'm3/day';
const HOURS_PER_UNIT: Readonly<Record<FlowUnit, number>> = {
  'm3/h': 1,
  'm3/s': 1 / 3600,
  'm3/day': 24,
};

export interface DischargedVolume {
  readonly volumeM3: number;
  readonly validCount: number;
  readonly expectedCount: number;
  /** validCount / expectedCount: share of the period the volume is based on. */
  readonly coverage: number;
  /** Calibration and fault values left out. */
  readonly excludedCount: number;
  /** Hours the valid values stand for (validCount × record interval). */
  readonly measuredHours: number;
  /** Local calendar days with at least one valid value. */
  readonly daysWithData: number;
}

const within = (record: MeasurementRecord, from: Date, to: Date) =>
  record.time >= from && record.time < to;

/** One value per timestamp, so a resent file never doubles a volume. */
function distinctByTime(
  records: readonly MeasurementRecord[],
  from: Date,
  to: Date,
): MeasurementRecord[] {
  const byTime = new Map<number, MeasurementRecord>();
  for (const record of records)
    if (within(record, from, to)) byTime.set(record.time.getTime(), record);
  return [...byTime.values()];
}

export function dischargedVolume(
  flowRecords: readonly MeasurementRecord[],
  range: {
    readonly from: Date;
    readonly to: Date;
    readonly flowUnit: FlowUnit;
    readonly settings?: Partial<MonitoringSettings>;
  },
): DischargedVolume {
  const settings = monitoringSettings(range.settings);
  const records = distinctByTime(flowRecords, range.from, range.to);
  const valid = records.filter((record) => isValidForCompliance(record.deviceStatus, record.value));
  const ratePerHour = (value: number) => value / HOURS_PER_UNIT[range.flowUnit];
  // Summing rates first and multiplying once avoids accumulating rounding error.
  const rateSum = valid.reduce((sum, record) => sum + ratePerHour(record.value), 0);
  const volumeM3 = (rateSum * settings.recordIntervalMinutes) / 60;
  const expectedCount = Math.round(
    (range.to.getTime() - range.from.getTime()) / (settings.recordIntervalMinutes * 60_000),
  );
  return {
    volumeM3,
    validCount: valid.length,
    expectedCount,
    coverage: expectedCount ? Math.min(1, valid.length / expectedCount) : 0,
    excludedCount: records.length - valid.length,
    measuredHours: (valid.length * settings.recordIntervalMinutes) / 60,
    daysWithData: distinctLocalDays(valid.map((record) => record.time)),
  };
}

/** Mean of the valid values in [from, to); null when there are none. */
export function meanConcentration(
  records: readonly MeasurementRecord[],
  from: Date,
  to: Date,
): number | null {
  const valid = distinctByTime(records, from, to).filter((record) =>
    isValidForCompliance(record.deviceStatus, record.value),
  );
  return valid.length ? valid.reduce((sum, record) => sum + record.value, 0) / valid.length : null;
}

export interface OutletRecords {
  readonly period: FeePeriod;
  readonly flowRecords: readonly MeasurementRecord[];
  readonly flowUnit: FlowUnit;
  /** Records per fee pollutant code of the rule set (e.g. COD, TSS), already mapped from parameters. */
  readonly pollutantRecords: Readonly<Record<string, readonly MeasurementRecord[]>>;
  readonly settings?: Partial<MonitoringSettings>;
}

export interface QuarterDischargeWithCoverage extends QuarterDischarge {
  readonly flow: DischargedVolume;
}

export function quarterDischarges(input: OutletRecords): QuarterDischargeWithCoverage[] {
  return quartersOf(input.period).map((span: QuarterSpan) => {
    const flow = dischargedVolume(input.flowRecords, {
      from: span.start,
      to: span.end,
      flowUnit: input.flowUnit,
      settings: input.settings,
    });
    const concentrationsMgPerL = Object.fromEntries(
      Object.entries(input.pollutantRecords).map(([pollutant, records]) => [
        pollutant,
        meanConcentration(records, span.start, span.end),
      ]),
    );
    return {
      year: span.year,
      quarter: span.quarter,
      volumeM3: flow.volumeM3,
      concentrationsMgPerL,
      measuredHours: flow.measuredHours,
      daysWithData: flow.daysWithData,
      flow,
    };
  });
}
