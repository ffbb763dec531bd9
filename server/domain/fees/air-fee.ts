import {
  AIR_POLLUTANT_LABEL,
  chargedMonths,
  stackCharges,
  type StackEmissions,
} from './air-emission-charges';
import { formatDong, formatNumber, roundDong, traceStep, type FeeTraceStep } from './fee-format';
import { quartersOf, type FeePeriod, type QuarterSpan } from './fee-period';
import {
  assembleFeeResult,
  FeeCalculationError,
  type FeeResult,
  type QuarterFee,
} from './fee-result';
import { SHIPPED_FEE_RULE_SETS } from './fee-rule-catalogue';
import {
  ruleSetRef,
  type AirEmissionRuleSet,
  type AirPollutant,
  type FeeRuleSet,
} from './fee-rule-set';
import { selectFeeRuleSet } from './select-rule-set';

// Emission fee, Decree 153/2024 (reference §4): F = f + C, C computed per quarter as Σ over
// stacks and pollutants of mass (tonnes) × rate. Plants not required to monitor pay f only.
// f is charged f/12 per month from the later of the rule's first chargeable month and the
// plant's start-up month, so a full quarter is f/4.

export type { HourlyEmission, StackEmissions } from './air-emission-charges';

export interface AirFeeInput {
  readonly period: FeePeriod;
  readonly stacks: readonly StackEmissions[];
  readonly monitoringRequired: boolean;
  readonly ruleSets?: readonly FeeRuleSet[];
  readonly operatingSince?: Date;
}

function airQuarterFee(
  ruleSet: AirEmissionRuleSet,
  span: QuarterSpan,
  input: AirFeeInput,
): QuarterFee {
  const months = chargedMonths(ruleSet, span, input.operatingSince);
  const f = ruleSet.rates.fixedFeePerYear;
  const fixedAmount = roundDong((f / 12) * months);
  const fixedFormula = months === 3 ? `${formatDong(f)}/4` : `${formatDong(f)}/12 × ${months}`;
  const charged = input.monitoringRequired && months > 0;
  const pollutants = charged
    ? input.stacks.flatMap((stack) => stackCharges(ruleSet, span, stack))
    : [];
  const variableAmount = pollutants.reduce((sum, charge) => sum + charge.amount, 0);
  const total = fixedAmount + variableAmount;
  const terms = pollutants.map(
    (charge) => `${formatNumber(charge.load)} × ${formatDong(charge.rate)}`,
  );
  const formula = input.monitoringRequired
    ? [
        'Fq = f/4 + Σ(Mi × Ri)',
        [fixedFormula, ...terms].join(' + '),
        `${formatDong(fixedAmount)} + ${formatDong(variableAmount)}`,
        `${formatDong(total)} đồng`,
      ].join(' = ')
    : `Fq = ${fixedFormula} = ${formatDong(total)} đồng (không thuộc đối tượng quan trắc: chỉ nộp phí cố định)`;
  return {
    year: span.year,
    quarter: span.quarter,
    label: `Quý ${span.quarter}/${span.year}`,
    ruleSet: ruleSetRef(ruleSet),
    category: months === 0 ? 'not_operating' : charged ? 'fixed_plus_load' : 'fixed_only',
    fixedAmount,
    fixedFormula,
    variableAmount,
    total,
    pollutants,
    formula,
  };
}

function quarterTrace(fee: QuarterFee): FeeTraceStep[] {
  return [
    traceStep(`${fee.label} — phí cố định`, fee.fixedFormula, fee.fixedAmount, 'đồng'),
    ...fee.pollutants.flatMap((charge) => {
      const name = `${fee.label} — ${charge.stack}`;
      const label = AIR_POLLUTANT_LABEL[charge.pollutant as AirPollutant];
      return [
        traceStep(
          `${name}: giờ vận hành có số liệu ${label}`,
          'số giờ có lưu lượng và nồng độ hợp lệ',
          charge.operatingHours ?? 0,
          'giờ',
        ),
        traceStep(
          `${name}: khối lượng ${label}`,
          'Σ(C mg/Nm³ × Q Nm³/h × 1 h) × 10⁻⁹',
          charge.load,
          't',
        ),
        traceStep(`${name}: phí ${label}`, charge.formula, charge.amount, 'đồng'),
      ];
    }),
    traceStep(`${fee.label} — tổng phí quý`, fee.formula, fee.total, 'đồng'),
  ];
}

export function airFee(input: AirFeeInput): FeeResult {
  const ruleSets = input.ruleSets ?? SHIPPED_FEE_RULE_SETS;
  const quarters = quartersOf(input.period).map((span) => {
    const selection = { instrument: 'air', monitored: input.monitoringRequired } as const;
    const ruleSet = selectFeeRuleSet(ruleSets, span, selection);
    if (!ruleSet || ruleSet.formulaKind !== 'air_fixed_plus_emission') {
      throw new FeeCalculationError(
        `Không có quy định phí khí thải áp dụng cho Quý ${span.quarter}/${span.year}`,
      );
    }
    return airQuarterFee(ruleSet, span, input);
  });
  return assembleFeeResult({
    instrument: 'air',
    period: input.period,
    quarters,
    leadingTrace: [],
    quarterTrace,
    warnings: [],
  });
}
