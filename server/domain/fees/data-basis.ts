import dataBasisRules from '../data/fee-data-basis.json';
import { formatVietnamTime } from '../vietnam-time';

// What a fee figure stands on. Reports state the time with valid data behind every quarter and
// never turn "no data" into a figure. The rules for missing data and standard conditions are
// data (data/fee-data-basis.json): the reference leaves them unverified, so the shipped entries
// are the conservative reading and are shown on the report as not confirmed.

export interface WaterMissingDataRule {
  readonly id: string;
  /** 'mean_of_measured_time': volume ÷ time with valid flow; 'calendar_days': ÷ days of the period. */
  readonly dailyFlowBasis: 'mean_of_measured_time' | 'calendar_days';
  readonly volumeBasis: 'measured_only';
  readonly quarterWithoutData: 'not_computed';
  /** Below this share of the quarter with valid data the report flags the figure. */
  readonly minCompleteness: number;
  readonly verified: boolean;
  readonly description: string;
}

export interface AirMissingDataRule {
  readonly id: string;
  readonly hourBasis: 'valid_hours_only';
  readonly quarterWithoutData: 'variable_not_computed';
  readonly minCompleteness: number;
  readonly verified: boolean;
  readonly description: string;
}

export interface StandardConditionsRule {
  readonly temperatureC: number;
  readonly pressureKPa: number;
  /** Stack parameters (any case) read as the flue-gas temperature and pressure. */
  readonly temperatureParameters: readonly string[];
  readonly pressureParameters: readonly string[];
  readonly moistureCorrection: boolean;
  readonly verified: boolean;
  readonly source: string;
  readonly description: string;
}

export const WATER_MISSING_DATA_RULE = dataBasisRules.water as WaterMissingDataRule;
export const AIR_MISSING_DATA_RULE = dataBasisRules.air as AirMissingDataRule;
export const STANDARD_CONDITIONS = dataBasisRules.standardConditions as StandardConditionsRule;

/** The data one quarter's figure stands on. */
export interface QuarterDataBasis {
  /** Hours the valid values stand for (valid values × record interval). */
  readonly measuredHours: number;
  readonly hoursInQuarter: number;
  /** Local calendar days with at least one valid value. */
  readonly daysWithData: number;
  readonly calendarDays: number;
  /** measuredHours / hoursInQuarter, 0…1. */
  readonly completeness: number;
  /** 'measured': from monitoring data; 'declared': from a declared/permitted flow; 'no_data'. */
  readonly basis: 'measured' | 'declared' | 'no_data';
  /** False when completeness is below the rule's minimum or there is no data at all. */
  readonly sufficient: boolean;
}

/** What a report says about the rule it applied for missing data. */
export interface DataRuleRef {
  readonly id: string;
  readonly description: string;
  readonly verified: boolean;
}

export const dataRuleRef = (rule: DataRuleRef): DataRuleRef => ({
  id: rule.id,
  description: rule.description,
  verified: rule.verified,
});

export function quarterDataBasis(
  input: {
    readonly measuredHours: number;
    readonly daysWithData: number;
    readonly calendarDays: number;
    readonly declared?: boolean;
  },
  minCompleteness: number,
): QuarterDataBasis {
  const hoursInQuarter = input.calendarDays * 24;
  const completeness = hoursInQuarter ? Math.min(1, input.measuredHours / hoursInQuarter) : 0;
  const basis = input.declared ? 'declared' : input.measuredHours > 0 ? 'measured' : 'no_data';
  return {
    measuredHours: input.measuredHours,
    hoursInQuarter,
    daysWithData: input.daysWithData,
    calendarDays: input.calendarDays,
    completeness,
    basis,
    sufficient: basis === 'declared' || (basis === 'measured' && completeness >= minCompleteness),
  };
}

/** Distinct local calendar days among `times`. */
export const distinctLocalDays = (times: Iterable<Date>): number =>
  new Set([...times].map((time) => formatVietnamTime(time, 'yyyy-MM-dd'))).size;

const percent = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });

/** "61 ngày, 1.464 giờ có số liệu hợp lệ (66,3 % thời gian của quý)". */
export function describeDataBasis(basis: QuarterDataBasis): string {
  const hours = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 }).format(
    basis.measuredHours,
  );
  return `${basis.daysWithData}/${basis.calendarDays} ngày, ${hours} giờ có số liệu hợp lệ (${percent.format(basis.completeness * 100)} % thời gian của quý)`;
}
