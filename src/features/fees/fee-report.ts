// The answers of GET /api/reports/water-fee and /air-fee (server/domain/fees/fee-result.ts).

export interface FeeRuleSetRef {
  id: string;
  code: string;
  title: string;
  legalSource: string;
  confirmed: boolean;
}

export interface PollutantCharge {
  pollutant: string;
  stack?: string;
  operatingHours?: number;
  concentration: number;
  concentrationUnit: string;
  load: number;
  loadUnit: string;
  rate: number;
  rateUnit: string;
  amount: number;
  formula: string;
  /** Air only. */
  flowConversion?: 'standard' | 'partly_converted' | 'not_converted';
}

export type QuarterFeeCategory =
  | 'fixed_plus_load'
  | 'small_facility_fixed'
  | 'flat_volume'
  | 'fixed_only'
  | 'not_operating'
  | 'no_data';

/** The valid data a quarter's figure stands on. */
export interface QuarterDataBasis {
  measuredHours: number;
  hoursInQuarter: number;
  daysWithData: number;
  calendarDays: number;
  completeness: number;
  basis: 'measured' | 'declared' | 'no_data';
  sufficient: boolean;
}

export interface QuarterFee {
  label: string;
  ruleSet: FeeRuleSetRef;
  category: QuarterFeeCategory;
  fixedAmount: number;
  fixedFormula: string;
  variableAmount: number;
  total: number;
  pollutants: PollutantCharge[];
  formula: string;
  dataBasis: QuarterDataBasis;
}

export interface FeeResult {
  instrument: 'water' | 'air';
  periodLabel: string;
  quarters: QuarterFee[];
  fixedAmount: number;
  variableAmount: number;
  total: number;
  ruleSets: FeeRuleSetRef[];
  confirmed: boolean;
  formula: string;
  trace: { label: string; formula: string; value: number; unit: string }[];
  warnings: string[];
  dataRule: { id: string; description: string; verified: boolean };
  dataSufficient: boolean;
}

export interface OutletReport {
  stationCode: string;
  stationName: string;
  quarters: {
    year: number;
    quarter: number;
    volumeM3: number;
    flowCoverage: number;
    flowMeasuredHours: number;
    flowDaysWithData: number;
    concentrationsMgPerL: Record<string, number | null>;
  }[];
}

export interface StackReport {
  stationCode: string;
  stationName: string;
  flowParameter: string | null;
  pollutantParameters: Record<string, string>;
  operatingHours: number;
  flowUnit: string | null;
  flowAtStandardConditions: boolean;
  temperatureCorrectedHours: number;
  pressureCorrectedHours: number;
}

export interface FeeReport {
  generatedAt: string;
  scope: {
    type: 'station' | 'customer';
    customerName: string;
    stations: { id: number; code: string; name: string }[];
  };
  period: { year: number; quarter?: number; label: string };
  monitored: boolean;
  fee: FeeResult;
  /** Water only. */
  outlets?: OutletReport[];
  /** Air only. */
  stacks?: StackReport[];
}
