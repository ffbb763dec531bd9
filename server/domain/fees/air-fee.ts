import {
  AIR_POLLUTANT_LABEL,
  chargedMonths,
  FLOW_CONVERSION_NOTE,
  stackCharges,
  type StackEmissions,
} from './air-emission-charges';
import {
  AIR_MISSING_DATA_RULE,
  dataRuleRef,
  describeDataBasis,
  distinctLocalDays,
  quarterDataBasis,
  STANDARD_CONDITIONS,
  type AirMissingDataRule,
  type QuarterDataBasis,
} from './data-basis';
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
  /** How missing hours are handled; default the shipped rule (data/fee-data-basis.json). */
  readonly missingDataRule?: AirMissingDataRule;
}

/** Valid hours per stack in the quarter (averaged over the stacks) and the days they fall on. */
function airDataBasis(
  stacks: readonly StackEmissions[],
  span: QuarterSpan,
  rule: AirMissingDataRule,
): QuarterDataBasis {
  const hours = stacks.flatMap((stack) =>
    stack.hours.filter((hour) => hour.hourStart >= span.start && hour.hourStart < span.end),
  );
  return quarterDataBasis(
    {
      measuredHours: stacks.length ? hours.length / stacks.length : 0,
      daysWithData: distinctLocalDays(hours.map((hour) => hour.hourStart)),
      calendarDays: span.days,
    },
    rule.minCompleteness,
  );
}

function airQuarterFee(
  ruleSet: AirEmissionRuleSet,
  span: QuarterSpan,
  input: AirFeeInput,
  dataBasis: QuarterDataBasis,
): QuarterFee {
  const months = chargedMonths(ruleSet, span, input.operatingSince);
  const f = ruleSet.rates.fixedFeePerYear;
  const fixedAmount = roundDong((f / 12) * months);
  const fixedFormula = months === 3 ? `${formatDong(f)}/4` : `${formatDong(f)}/12 × ${months}`;
  const charged = input.monitoringRequired && months > 0;
  const noData = charged && dataBasis.basis === 'no_data';
  const pollutants = charged
    ? input.stacks.flatMap((stack) => stackCharges(ruleSet, span, stack))
    : [];
  const variableAmount = pollutants.reduce((sum, charge) => sum + charge.amount, 0);
  const total = fixedAmount + variableAmount;
  const terms = pollutants.map(
    (charge) => `${formatNumber(charge.load)} × ${formatDong(charge.rate)}`,
  );
  const formula = noData
    ? `Fq = ${fixedFormula} = ${formatDong(total)} đồng; phần phí theo khối lượng không tính được: không có giờ nào có số liệu hợp lệ`
    : input.monitoringRequired
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
    category:
      months === 0
        ? 'not_operating'
        : noData
          ? 'no_data'
          : charged
            ? 'fixed_plus_load'
            : 'fixed_only',
    fixedAmount,
    fixedFormula,
    variableAmount,
    total,
    pollutants,
    formula,
    dataBasis,
  };
}

function airDataWarnings(fee: QuarterFee, rule: AirMissingDataRule): string[] {
  if (fee.category === 'no_data') {
    return [
      `${fee.label}: không có giờ nào có số liệu lưu lượng hợp lệ — chỉ tính phí cố định, phần phí theo khối lượng không tự tính được.`,
    ];
  }
  // One note per stack: its pollutants share the stack's flow.
  const byStack = new Map(
    fee.pollutants
      .filter((charge) => charge.flowConversion && charge.flowConversion !== 'standard')
      .map((charge) => [charge.stack, charge.flowConversion!] as const),
  );
  const notes = [...byStack].map(
    ([stack, conversion]) =>
      `${fee.label} — ${stack}: ${FLOW_CONVERSION_NOTE[conversion]} (thiếu nhiệt độ hoặc áp suất đo ở ống khói), khối lượng chất ô nhiễm chỉ là tạm tính.`,
  );
  if (fee.category === 'fixed_plus_load' && !fee.dataBasis.sufficient) {
    notes.push(
      `${fee.label}: ${describeDataBasis(fee.dataBasis)}, dưới mức ${formatNumber(rule.minCompleteness * 100)} %: khối lượng chỉ gồm các giờ có số liệu (giờ thiếu có thể do ngừng vận hành hoặc mất dữ liệu).`,
    );
  }
  return notes;
}

function quarterTrace(fee: QuarterFee): FeeTraceStep[] {
  return [
    traceStep(
      `${fee.label} — số liệu hợp lệ (trung bình mỗi ống khói)`,
      describeDataBasis(fee.dataBasis),
      fee.dataBasis.measuredHours,
      'giờ',
    ),
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
  const rule = input.missingDataRule ?? AIR_MISSING_DATA_RULE;
  const warnings: string[] = [];
  const quarters = quartersOf(input.period).map((span) => {
    const selection = { instrument: 'air', monitored: input.monitoringRequired } as const;
    const ruleSet = selectFeeRuleSet(ruleSets, span, selection);
    if (!ruleSet || ruleSet.formulaKind !== 'air_fixed_plus_emission') {
      throw new FeeCalculationError(
        `Không có quy định phí khí thải áp dụng cho Quý ${span.quarter}/${span.year}`,
      );
    }
    const fee = airQuarterFee(ruleSet, span, input, airDataBasis(input.stacks, span, rule));
    warnings.push(...airDataWarnings(fee, rule));
    return fee;
  });
  const charges = quarters.flatMap((quarter) => quarter.pollutants);
  if (charges.some((charge) => charge.flowConversion !== 'standard')) {
    warnings.push(`Điều kiện chuẩn: ${STANDARD_CONDITIONS.description}`);
  }
  const incomplete = quarters.some(
    (quarter) =>
      quarter.category !== 'not_operating' &&
      quarter.category !== 'fixed_only' &&
      quarter.dataBasis.completeness < 1,
  );
  if (!rule.verified && incomplete) {
    warnings.push(`Thiếu số liệu được xử lý theo quy ước chưa xác nhận: ${rule.description}`);
  }
  return assembleFeeResult({
    instrument: 'air',
    period: input.period,
    quarters,
    leadingTrace: [],
    quarterTrace,
    warnings,
    dataRule: dataRuleRef(rule),
  });
}
