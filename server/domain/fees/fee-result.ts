import type { DataRuleRef, QuarterDataBasis } from './data-basis';
import { formatDong, traceStep, type FeeTraceStep } from './fee-format';
import { periodBounds, periodLabel, type FeePeriod, type Quarter } from './fee-period';
import type { FeeInstrument, FeeRuleSetRef } from './fee-rule-set';

export interface PollutantCharge {
  readonly pollutant: string;
  /** Air only: the emission stream (stack) the mass went through. */
  readonly stack?: string;
  /** Air only: hours with valid flow and concentration that the mass sums. */
  readonly operatingHours?: number;
  /** Water: quarter mean. Air: flow-weighted quarter mean of the hourly values. */
  readonly concentration: number;
  readonly concentrationUnit: 'mg/L' | 'mg/Nm3';
  /** kg for water (rates per kg), tonnes for air (rates per tonne). */
  readonly load: number;
  readonly loadUnit: 'kg' | 't';
  readonly rate: number;
  readonly rateUnit: 'đồng/kg' | 'đồng/tấn';
  readonly amount: number;
  readonly formula: string;
  /** Air only: whether the stack flow behind the mass is at standard conditions. */
  readonly flowConversion?: 'standard' | 'partly_converted' | 'not_converted';
}

export type QuarterFeeCategory =
  | 'fixed_plus_load'
  | 'small_facility_fixed'
  | 'flat_volume'
  | 'fixed_only'
  | 'not_operating'
  /** No valid data in the quarter: the fee is not computed from nothing (total 0, flagged). */
  | 'no_data';

export interface QuarterFee {
  readonly year: number;
  readonly quarter: Quarter;
  readonly label: string;
  readonly ruleSet: FeeRuleSetRef;
  readonly category: QuarterFeeCategory;
  readonly fixedAmount: number;
  /** How the fixed part was obtained, e.g. "4.000.000/4" or "3.000.000/12 × 2". */
  readonly fixedFormula: string;
  readonly variableAmount: number;
  readonly total: number;
  readonly pollutants: readonly PollutantCharge[];
  readonly formula: string;
  /** The valid data the quarter's figure stands on. */
  readonly dataBasis: QuarterDataBasis;
}

export interface FeeResult {
  readonly instrument: FeeInstrument;
  readonly period: FeePeriod;
  readonly periodLabel: string;
  readonly start: Date;
  readonly end: Date;
  readonly quarters: readonly QuarterFee[];
  readonly fixedAmount: number;
  readonly variableAmount: number;
  readonly total: number;
  /** Every rule set used, once each. */
  readonly ruleSets: readonly FeeRuleSetRef[];
  /** False when any figure comes from a rule set marked unconfirmed. */
  readonly confirmed: boolean;
  readonly formula: string;
  readonly trace: readonly FeeTraceStep[];
  readonly warnings: readonly string[];
  /** The rule applied where data is missing (unverified rules are shown as such). */
  readonly dataRule: DataRuleRef;
  /** False when any quarter has no data or less than the rule's minimum completeness. */
  readonly dataSufficient: boolean;
}

export class FeeCalculationError extends Error {
  override readonly name = 'FeeCalculationError';
}

export function uniqueRuleSets(quarters: readonly QuarterFee[]): FeeRuleSetRef[] {
  const byId = new Map(quarters.map((quarter) => [quarter.ruleSet.id, quarter.ruleSet]));
  return [...byId.values()];
}

export function unconfirmedWarnings(ruleSets: readonly FeeRuleSetRef[]): string[] {
  return ruleSets
    .filter((ruleSet) => !ruleSet.confirmed)
    .map(
      (ruleSet) =>
        `Quy định ${ruleSet.code} (${ruleSet.title}) chưa được xác nhận: số tiền chỉ là tạm tính.`,
    );
}

export interface FeeResultParts {
  readonly instrument: FeeInstrument;
  readonly period: FeePeriod;
  readonly quarters: readonly QuarterFee[];
  /** Period-level figures shown before the quarters (e.g. the average flow). */
  readonly leadingTrace: readonly FeeTraceStep[];
  readonly quarterTrace: (quarter: QuarterFee) => FeeTraceStep[];
  readonly warnings: readonly string[];
  readonly dataRule: DataRuleRef;
}

/** Categories whose figure depends on monitoring data (not: not operating, fixed fee only). */
const DATA_DEPENDENT: ReadonlySet<QuarterFeeCategory> = new Set([
  'fixed_plus_load',
  'small_facility_fixed',
  'flat_volume',
  'no_data',
]);

/** Adds up the quarters of a period into one result that names every rule set it used. */
export function assembleFeeResult(parts: FeeResultParts): FeeResult {
  const { quarters } = parts;
  const sum = (pick: (quarter: QuarterFee) => number) =>
    quarters.reduce((total, quarter) => total + pick(quarter), 0);
  const total = sum((quarter) => quarter.total);
  const used = uniqueRuleSets(quarters);
  const bounds = periodBounds(parts.period);
  return {
    instrument: parts.instrument,
    period: parts.period,
    periodLabel: periodLabel(parts.period),
    start: bounds.start,
    end: bounds.end,
    quarters,
    fixedAmount: sum((quarter) => quarter.fixedAmount),
    variableAmount: sum((quarter) => quarter.variableAmount),
    total,
    ruleSets: used,
    confirmed: used.every((ruleSet) => ruleSet.confirmed),
    formula:
      quarters.length === 1
        ? quarters[0].formula
        : `F = ${quarters.map((quarter) => formatDong(quarter.total)).join(' + ')} = ${formatDong(total)} đồng`,
    trace: [
      ...parts.leadingTrace,
      ...quarters.flatMap(parts.quarterTrace),
      traceStep('Tổng phí', 'Σ phí các quý', total, 'đồng'),
    ],
    warnings: [...unconfirmedWarnings(used), ...parts.warnings],
    dataRule: parts.dataRule,
    dataSufficient: quarters.every(
      (quarter) => !DATA_DEPENDENT.has(quarter.category) || quarter.dataBasis.sufficient,
    ),
  };
}
