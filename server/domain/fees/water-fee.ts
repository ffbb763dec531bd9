import {
  dataRuleRef,
  describeDataBasis,
  quarterDataBasis,
  WATER_MISSING_DATA_RULE,
  type WaterMissingDataRule,
} from './data-basis';
import { formatNumber, roundFigure, traceStep, type FeeTraceStep } from './fee-format';
import { quartersOf, type FeePeriod, type QuarterSpan } from './fee-period';
import {
  assembleFeeResult,
  FeeCalculationError,
  type FeeResult,
  type QuarterFee,
} from './fee-result';
import { SHIPPED_FEE_RULE_SETS } from './fee-rule-catalogue';
import type { FeeRuleSet } from './fee-rule-set';
import { selectFeeRuleSet } from './select-rule-set';
import { waterQuarterFee, type QuarterDischarge } from './water-quarter-fee';

// Wastewater fee (reference §3). Decree 53/2020: Fq = f/4 + Σ Lq × Ci × 10⁻³ × rate_i for plants
// discharging ≥ 20 m³/day, a yearly fixed tier below that. Decree 346/2025: Fq = Lq × 1,700 for
// plants that do not monitor. A year is the sum of its quarters, each under its own rule set.

export type { QuarterDischarge } from './water-quarter-fee';

export interface WaterFeeInput {
  readonly period: FeePeriod;
  readonly discharges: readonly QuarterDischarge[];
  /** Whether the facility monitors its wastewater (Decree 346/2025 splits on this). */
  readonly monitored: boolean;
  readonly ruleSets?: readonly FeeRuleSet[];
  /** Average discharge from the permit or declaration; it replaces the measured average. */
  readonly averageFlowM3PerDay?: number;
  /** Quarters ending before this are not charged (Decree 53/2020: f/4 from the start quarter). */
  readonly operatingSince?: Date;
  /** How missing flow data is handled; default the shipped rule (data/fee-data-basis.json). */
  readonly missingDataRule?: WaterMissingDataRule;
  /** Display names of the pollutants by code (the station's own names); the code otherwise. */
  readonly pollutantNames?: Readonly<Record<string, string>>;
}

function quarterTrace(
  fee: QuarterFee,
  volumeM3: number,
  pollutantName: (code: string) => string,
): FeeTraceStep[] {
  const volume = formatNumber(volumeM3);
  return [
    traceStep(
      `${fee.label} — số liệu lưu lượng hợp lệ`,
      describeDataBasis(fee.dataBasis),
      fee.dataBasis.measuredHours,
      'giờ',
    ),
    traceStep(`${fee.label} — lượng nước thải xả (Lq)`, 'Σ lưu lượng × khoảng đo', volumeM3, 'm³'),
    traceStep(`${fee.label} — phí cố định`, fee.fixedFormula, fee.fixedAmount, 'đồng'),
    ...fee.pollutants.flatMap((charge) => [
      traceStep(
        `${fee.label} — tải lượng ${pollutantName(charge.pollutant)}`,
        `${volume} m³ × ${formatNumber(charge.concentration)} mg/L × 10⁻³`,
        charge.load,
        'kg',
      ),
      traceStep(
        `${fee.label} — phí ${pollutantName(charge.pollutant)}`,
        charge.formula,
        charge.amount,
        'đồng',
      ),
    ]),
    traceStep(`${fee.label} — tổng phí quý`, fee.formula, fee.total, 'đồng'),
  ];
}

interface MeasuredQuarter {
  readonly span: QuarterSpan;
  readonly discharge: QuarterDischarge;
  readonly measuredHours: number;
  readonly daysWithData: number;
}

function measuredQuarters(input: WaterFeeInput): MeasuredQuarter[] {
  return quartersOf(input.period).map((span) => {
    const given = input.discharges.find(
      (candidate) => candidate.year === span.year && candidate.quarter === span.quarter,
    );
    const discharge = given ?? {
      year: span.year,
      quarter: span.quarter,
      volumeM3: 0,
      concentrationsMgPerL: {},
    };
    const whole = given ? 1 : 0;
    return {
      span,
      discharge,
      measuredHours: discharge.measuredHours ?? whole * span.days * 24,
      daysWithData: discharge.daysWithData ?? whole * span.days,
    };
  });
}

/** The average discharge per day the small-facility tier is judged on, and how it was found. */
function averageDischarge(
  input: WaterFeeInput,
  measured: readonly MeasuredQuarter[],
  rule: WaterMissingDataRule,
): { averageFlow: number | null; formula: string } {
  if (input.averageFlowM3PerDay !== undefined) {
    return {
      averageFlow: roundFigure(input.averageFlowM3PerDay),
      formula: 'theo giấy phép / kê khai',
    };
  }
  const totalVolume = roundFigure(measured.reduce((sum, q) => sum + q.discharge.volumeM3, 0));
  if (rule.dailyFlowBasis === 'calendar_days') {
    const days = measured.reduce((sum, q) => sum + q.span.days, 0);
    return {
      averageFlow: roundFigure(totalVolume / days),
      formula: `${formatNumber(totalVolume)} m³ / ${days} ngày`,
    };
  }
  const days = roundFigure(measured.reduce((sum, q) => sum + q.measuredHours, 0) / 24);
  if (days === 0) return { averageFlow: null, formula: 'không có số liệu lưu lượng hợp lệ' };
  return {
    averageFlow: roundFigure(totalVolume / days),
    formula: `${formatNumber(totalVolume)} m³ / ${formatNumber(days)} ngày có số liệu`,
  };
}

function dataWarnings(fee: QuarterFee, rule: WaterMissingDataRule): string[] {
  const basis = fee.dataBasis;
  if (fee.category === 'not_operating' || basis.basis === 'declared') return [];
  if (basis.basis === 'no_data') {
    return [
      `${fee.label}: không có số liệu lưu lượng hợp lệ — không tự tính phí; cần kê khai theo lưu lượng của giấy phép hoặc tờ khai.`,
    ];
  }
  if (basis.sufficient) return [];
  return [
    `${fee.label}: số liệu lưu lượng chưa đủ — ${describeDataBasis(basis)}, dưới mức ${formatNumber(rule.minCompleteness * 100)} %: lưu lượng trung bình và Lq chỉ tính trên thời gian có số liệu.`,
  ];
}

export function waterFee(input: WaterFeeInput): FeeResult {
  const ruleSets = input.ruleSets ?? SHIPPED_FEE_RULE_SETS;
  const rule = input.missingDataRule ?? WATER_MISSING_DATA_RULE;
  const pollutantName = (code: string) => input.pollutantNames?.[code] ?? code;
  const measured = measuredQuarters(input);
  const { averageFlow, formula: averageFormula } = averageDischarge(input, measured, rule);
  const declared = input.averageFlowM3PerDay !== undefined;
  const warnings: string[] = [];
  const volumes = new Map<QuarterFee, number>();
  const quarters = measured.map(({ span, discharge, measuredHours, daysWithData }) => {
    const label = `Quý ${span.quarter}/${span.year}`;
    const selection = { instrument: 'water', monitored: input.monitored } as const;
    const ruleSet = selectFeeRuleSet(ruleSets, span, selection);
    if (!ruleSet) {
      throw new FeeCalculationError(`Không có quy định phí nước thải áp dụng cho ${label}`);
    }
    const operating = !input.operatingSince || input.operatingSince < span.end;
    const dataBasis = quarterDataBasis(
      { measuredHours, daysWithData, calendarDays: span.days, declared },
      rule.minCompleteness,
    );
    const context = {
      span,
      label,
      discharge,
      averageFlow,
      operating,
      warnings,
      dataBasis,
      pollutantName,
    };
    const fee = waterQuarterFee(ruleSet, context);
    warnings.push(...dataWarnings(fee, rule));
    volumes.set(fee, roundFigure(discharge.volumeM3));
    return fee;
  });
  if (!rule.verified && quarters.some((q) => !declared && q.dataBasis.completeness < 1)) {
    warnings.push(`Thiếu số liệu được xử lý theo quy ước chưa xác nhận: ${rule.description}`);
  }
  return assembleFeeResult({
    instrument: 'water',
    period: input.period,
    quarters,
    leadingTrace: [traceStep('Lưu lượng trung bình', averageFormula, averageFlow ?? 0, 'm³/ngày')],
    quarterTrace: (fee) => quarterTrace(fee, volumes.get(fee) ?? 0, pollutantName),
    warnings,
    dataRule: dataRuleRef(rule),
  });
}
