import { formatNumber, traceStep, type FeeTraceStep } from './fee-format';
import { periodBounds, quartersOf, type FeePeriod } from './fee-period';
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
  /** Average discharge from the permit or declaration; otherwise volume / days of the period. */
  readonly averageFlowM3PerDay?: number;
  /** Quarters ending before this are not charged (Decree 53/2020: f/4 from the start quarter). */
  readonly operatingSince?: Date;
}

function quarterTrace(fee: QuarterFee, volumeM3: number): FeeTraceStep[] {
  const volume = formatNumber(volumeM3);
  return [
    traceStep(`${fee.label} — lượng nước thải xả (Lq)`, 'Σ lưu lượng × khoảng đo', volumeM3, 'm³'),
    traceStep(`${fee.label} — phí cố định`, fee.fixedFormula, fee.fixedAmount, 'đồng'),
    ...fee.pollutants.flatMap((charge) => [
      traceStep(
        `${fee.label} — tải lượng ${charge.pollutant}`,
        `${volume} m³ × ${formatNumber(charge.concentration)} mg/L × 10⁻³`,
        charge.load,
        'kg',
      ),
      traceStep(`${fee.label} — phí ${charge.pollutant}`, charge.formula, charge.amount, 'đồng'),
    ]),
    traceStep(`${fee.label} — tổng phí quý`, fee.formula, fee.total, 'đồng'),
  ];
}

export function waterFee(input: WaterFeeInput): FeeResult {
  const ruleSets = input.ruleSets ?? SHIPPED_FEE_RULE_SETS;
  const { days } = periodBounds(input.period);
  const totalVolume = input.discharges.reduce((sum, discharge) => sum + discharge.volumeM3, 0);
  const declared = input.averageFlowM3PerDay;
  const averageFlow = declared ?? totalVolume / days;
  const warnings: string[] = [];
  if (totalVolume === 0 && declared === undefined) {
    warnings.push('Không có số liệu lưu lượng hợp lệ trong kỳ: lượng nước thải tính bằng 0 m³.');
  }
  const volumes = new Map<QuarterFee, number>();
  const quarters = quartersOf(input.period).map((span) => {
    const label = `Quý ${span.quarter}/${span.year}`;
    const selection = { instrument: 'water', monitored: input.monitored } as const;
    const ruleSet = selectFeeRuleSet(ruleSets, span, selection);
    if (!ruleSet) {
      throw new FeeCalculationError(`Không có quy định phí nước thải áp dụng cho ${label}`);
    }
    const discharge = input.discharges.find(
      (candidate) => candidate.year === span.year && candidate.quarter === span.quarter,
    ) ?? { year: span.year, quarter: span.quarter, volumeM3: 0, concentrationsMgPerL: {} };
    const operating = !input.operatingSince || input.operatingSince < span.end;
    const context = { span, label, discharge, averageFlow, operating, warnings };
    const fee = waterQuarterFee(ruleSet, context);
    volumes.set(fee, discharge.volumeM3);
    return fee;
  });
  const averageFormula =
    declared === undefined
      ? `${formatNumber(totalVolume)} m³ / ${days} ngày`
      : 'theo giấy phép / kê khai';
  return assembleFeeResult({
    instrument: 'water',
    period: input.period,
    quarters,
    leadingTrace: [traceStep('Lưu lượng trung bình', averageFormula, averageFlow, 'm³/ngày')],
    quarterTrace: (fee) => quarterTrace(fee, volumes.get(fee) ?? 0),
    warnings,
  });
}
