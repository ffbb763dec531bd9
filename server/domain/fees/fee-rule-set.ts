// A fee rule set is data: which decree, for which periods and facilities, with which formula and
// rates, from which legal source, and whether those figures are confirmed. Reports name the rule
// set they used, and an unconfirmed one is shown as such.

export type FeeInstrument = 'water' | 'air';
export type FacilityMonitoring = 'any' | 'monitored' | 'not_monitored';

export interface SmallFacilityTier {
  readonly minM3PerDay: number;
  readonly maxM3PerDayExclusive: number;
  readonly feePerYear: number;
}

/** Decree 53/2020 style: F = f + Σ load × rate, with a fixed-fee-only tier for small plants. */
export interface WaterLoadRates {
  readonly fixedFeePerYear: number;
  readonly smallFacility: {
    readonly thresholdM3PerDay: number;
    readonly tiers: readonly SmallFacilityTier[];
  } | null;
  readonly pollutantRatesVndPerKg: Readonly<Record<string, number>>;
}

/** Decree 346/2025 for plants that do not monitor: Fq = Lq × rate. */
export interface WaterFlatRates {
  readonly ratePerM3: number;
}

export type AirPollutant = 'dust' | 'SOx' | 'NOx' | 'CO';

/** Decree 153/2024: F = f + Σ mass (tonnes) × rate. */
export interface AirEmissionRates {
  readonly fixedFeePerYear: number;
  /** 'YYYY-MM': months before it are not charged (f/12 per month from then on). */
  readonly firstChargeableMonth: string | null;
  readonly pollutantRatesVndPerTonne: Readonly<Record<AirPollutant, number>>;
}

interface FeeRuleSetCommon {
  readonly id: string;
  readonly code: string;
  readonly title: string;
  /** Local calendar dates 'YYYY-MM-DD'; effectiveTo inclusive, null while in force. */
  readonly effectiveFrom: string;
  readonly effectiveTo: string | null;
  readonly appliesTo: FacilityMonitoring;
  readonly legalSource: string;
  readonly confirmed: boolean;
  readonly notes?: string;
}

export type WaterLoadRuleSet = FeeRuleSetCommon & {
  readonly instrument: 'water';
  readonly formulaKind: 'water_fixed_plus_load';
  readonly rates: WaterLoadRates;
};
export type WaterFlatRuleSet = FeeRuleSetCommon & {
  readonly instrument: 'water';
  readonly formulaKind: 'water_flat_volume';
  readonly rates: WaterFlatRates;
};
export type AirEmissionRuleSet = FeeRuleSetCommon & {
  readonly instrument: 'air';
  readonly formulaKind: 'air_fixed_plus_emission';
  readonly rates: AirEmissionRates;
};

export type FeeRuleSet = WaterLoadRuleSet | WaterFlatRuleSet | AirEmissionRuleSet;
export type FormulaKind = FeeRuleSet['formulaKind'];

/** What a report carries about the rule set it used. */
export interface FeeRuleSetRef {
  readonly id: string;
  readonly code: string;
  readonly title: string;
  readonly legalSource: string;
  readonly confirmed: boolean;
}

export const ruleSetRef = (ruleSet: FeeRuleSet): FeeRuleSetRef => ({
  id: ruleSet.id,
  code: ruleSet.code,
  title: ruleSet.title,
  legalSource: ruleSet.legalSource,
  confirmed: ruleSet.confirmed,
});
