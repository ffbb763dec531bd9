import type { QuarterDataBasis } from './data-basis';
import { formatDong, formatNumber, roundDong, roundFigure } from './fee-format';
import type { Quarter, QuarterSpan } from './fee-period';
import { FeeCalculationError, type PollutantCharge, type QuarterFee } from './fee-result';
import {
  ruleSetRef,
  type FeeRuleSet,
  type WaterFlatRuleSet,
  type WaterLoadRuleSet,
} from './fee-rule-set';

// One quarter of the wastewater fee under one rule set (reference §3).

export interface QuarterDischarge {
  readonly year: number;
  readonly quarter: Quarter;
  /** Wastewater discharged in the quarter (integrated from the outlet flow series). */
  readonly volumeM3: number;
  /** Quarter-mean concentration per pollutant; null when the pollutant has no valid data. */
  readonly concentrationsMgPerL: Readonly<Record<string, number | null>>;
  /**
   * Hours the valid flow values stand for. Omitted: the volume covers the whole quarter (a
   * complete series or a declared volume).
   */
  readonly measuredHours?: number;
  /** Local days with at least one valid flow value; omitted: every day of the quarter. */
  readonly daysWithData?: number;
}

export interface WaterQuarterContext {
  readonly span: QuarterSpan;
  readonly label: string;
  readonly discharge: QuarterDischarge;
  /** Average discharge (m³/day) deciding the Decree 53/2020 small-facility tier; null: no data. */
  readonly averageFlow: number | null;
  readonly operating: boolean;
  readonly dataBasis: QuarterDataBasis;
  /** Collects notes for the report. */
  readonly warnings: string[];
  /** A pollutant's display name in texts. */
  readonly pollutantName: (code: string) => string;
}

type QuarterFigures = Omit<QuarterFee, 'year' | 'quarter' | 'label' | 'ruleSet' | 'dataBasis'>;

/** Lq at the precision the report prints (and so the one the amounts are computed from). */
const volumeOf = (context: WaterQuarterContext) => roundFigure(context.discharge.volumeM3);

const dong = (amount: number) => `${formatDong(amount)} đồng`;

function pollutantCharges(
  ruleSet: WaterLoadRuleSet,
  context: WaterQuarterContext,
): PollutantCharge[] {
  const { concentrationsMgPerL } = context.discharge;
  const volumeM3 = volumeOf(context);
  return Object.entries(ruleSet.rates.pollutantRatesVndPerKg).flatMap(([pollutant, rate]) => {
    if (!(pollutant in concentrationsMgPerL)) return [];
    const measured = concentrationsMgPerL[pollutant];
    if (measured === null || measured === undefined) {
      context.warnings.push(
        `${context.label}: không có số liệu hợp lệ của ${context.pollutantName(pollutant)}, chưa tính phí chất này.`,
      );
      return [];
    }
    const concentration = roundFigure(measured);
    // m³ × mg/L = g; / 1000 = kg. Dividing (rather than × 10⁻³) keeps whole numbers exact.
    const load = (volumeM3 * concentration) / 1000;
    const amount = roundDong(load * rate);
    const formula = `${formatNumber(volumeM3)} m³ × ${formatNumber(concentration)} mg/L × 10⁻³ × ${formatDong(rate)} đồng/kg = ${dong(amount)}`;
    const unitFields = { concentrationUnit: 'mg/L', loadUnit: 'kg', rateUnit: 'đồng/kg' } as const;
    return [{ pollutant, concentration, load, rate, amount, formula, ...unitFields }];
  });
}

function smallFacilityQuarter(
  ruleSet: WaterLoadRuleSet,
  context: WaterQuarterContext,
): QuarterFigures | null {
  const small = ruleSet.rates.smallFacility;
  const averageFlow = context.averageFlow;
  if (!small || averageFlow === null || averageFlow >= small.thresholdM3PerDay) return null;
  const tier = small.tiers.find(
    (candidate) =>
      averageFlow >= candidate.minM3PerDay && averageFlow < candidate.maxM3PerDayExclusive,
  );
  if (!tier) {
    throw new FeeCalculationError(
      `Không có bậc phí cố định cho lưu lượng ${formatNumber(averageFlow)} m³/ngày`,
    );
  }
  const fixedAmount = roundDong(tier.feePerYear / 4);
  context.warnings.push(
    `${context.label}: lưu lượng trung bình ${formatNumber(averageFlow)} m³/ngày dưới ${small.thresholdM3PerDay} m³/ngày — chỉ nộp phí cố định ${dong(tier.feePerYear)}/năm, kê khai một lần trong năm.`,
  );
  const fixedFormula = `${formatDong(tier.feePerYear)}/4`;
  const band = `bậc ${formatNumber(tier.minM3PerDay)} – dưới ${formatNumber(tier.maxM3PerDayExclusive)} m³/ngày`;
  return {
    category: 'small_facility_fixed',
    fixedAmount,
    fixedFormula,
    variableAmount: 0,
    total: fixedAmount,
    pollutants: [],
    formula: `Fq = F/4 = ${fixedFormula} = ${dong(fixedAmount)} (${band})`,
  };
}

function loadBasedQuarter(ruleSet: WaterLoadRuleSet, context: WaterQuarterContext): QuarterFigures {
  const small = smallFacilityQuarter(ruleSet, context);
  if (small) return small;
  const fixedFormula = `${formatDong(ruleSet.rates.fixedFeePerYear)}/4`;
  const fixedAmount = roundDong(ruleSet.rates.fixedFeePerYear / 4);
  const pollutants = pollutantCharges(ruleSet, context);
  const variableAmount = pollutants.reduce((sum, charge) => sum + charge.amount, 0);
  const total = fixedAmount + variableAmount;
  const volume = formatNumber(volumeOf(context));
  const terms = pollutants.map(
    (charge) =>
      `${volume} × ${formatNumber(charge.concentration)} × 10⁻³ × ${formatDong(charge.rate)}`,
  );
  const amounts = [fixedAmount, ...pollutants.map((charge) => charge.amount)].map(formatDong);
  const formula = [
    'Fq = f/4 + Σ(Lq × Ci × 10⁻³ × Mi)',
    [fixedFormula, ...terms].join(' + '),
    amounts.join(' + '),
    dong(total),
  ].join(' = ');
  const category = 'fixed_plus_load';
  return { category, fixedAmount, fixedFormula, variableAmount, total, pollutants, formula };
}

function flatQuarter(ruleSet: WaterFlatRuleSet, context: WaterQuarterContext): QuarterFigures {
  const { ratePerM3 } = ruleSet.rates;
  const volumeM3 = volumeOf(context);
  const total = roundDong(volumeM3 * ratePerM3);
  const rate = formatDong(ratePerM3);
  return {
    category: 'flat_volume',
    fixedAmount: 0,
    fixedFormula: 'không có phí cố định',
    variableAmount: total,
    total,
    pollutants: [],
    formula: `Fq = Lq × ${rate} = ${formatNumber(volumeM3)} × ${rate} = ${dong(total)}`,
  };
}

const NOT_OPERATING: QuarterFigures = {
  category: 'not_operating',
  fixedAmount: 0,
  fixedFormula: 'chưa hoạt động',
  variableAmount: 0,
  total: 0,
  pollutants: [],
  formula: 'Cơ sở chưa hoạt động trong quý: không tính phí',
};

const NO_DATA: QuarterFigures = {
  category: 'no_data',
  fixedAmount: 0,
  fixedFormula: 'không có số liệu',
  variableAmount: 0,
  total: 0,
  pollutants: [],
  formula:
    'Không có số liệu lưu lượng hợp lệ trong quý: không tự tính phí — kê khai theo lưu lượng của giấy phép hoặc tờ khai',
};

export function waterQuarterFee(ruleSet: FeeRuleSet, context: WaterQuarterContext): QuarterFee {
  const head = {
    year: context.span.year,
    quarter: context.span.quarter,
    label: context.label,
    ruleSet: ruleSetRef(ruleSet),
    dataBasis: context.dataBasis,
  };
  if (!context.operating) return { ...head, ...NOT_OPERATING };
  if (context.dataBasis.basis === 'no_data') return { ...head, ...NO_DATA };
  if (ruleSet.formulaKind === 'water_flat_volume')
    return { ...head, ...flatQuarter(ruleSet, context) };
  if (ruleSet.formulaKind === 'water_fixed_plus_load') {
    return { ...head, ...loadBasedQuarter(ruleSet, context) };
  }
  throw new FeeCalculationError(`Quy định ${ruleSet.code} không phải quy định phí nước thải`);
}
