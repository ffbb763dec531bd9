import * as yup from 'yup';
import feeRulesData from '../data/fee-rules.json';
import type { FeeRuleSet } from './fee-rule-set';

// Rule sets arrive as JSON (the shipped file, or rows an admin adds later), so they are checked
// before use: a malformed rule must fail loudly, not produce a wrong fee.

const isoDate = yup.string().matches(/^\d{4}-\d{2}-\d{2}$/, 'ngày phải có dạng YYYY-MM-DD');
const amount = yup.number().min(0).required();
const rateTable = yup
  .object()
  .test('rates', 'mức thu phải là số không âm', (table) =>
    Object.values(table ?? {}).every((rate) => typeof rate === 'number' && rate >= 0),
  );

const ratesByKind = {
  water_fixed_plus_load: yup.object({
    fixedFeePerYear: amount,
    smallFacility: yup
      .object({
        thresholdM3PerDay: amount,
        tiers: yup
          .array(
            yup.object({
              minM3PerDay: amount,
              maxM3PerDayExclusive: amount,
              feePerYear: amount,
            }),
          )
          .min(1)
          .required(),
      })
      .nullable()
      .defined(),
    pollutantRatesVndPerKg: rateTable.required(),
  }),
  water_flat_volume: yup.object({ ratePerM3: amount }),
  air_fixed_plus_emission: yup.object({
    fixedFeePerYear: amount,
    firstChargeableMonth: yup
      .string()
      .matches(/^\d{4}-\d{2}$/)
      .nullable()
      .defined(),
    pollutantRatesVndPerTonne: rateTable
      .test('pollutants', 'thiếu mức thu của bụi, SOx, NOx hoặc CO', (table) =>
        ['dust', 'SOx', 'NOx', 'CO'].every(
          (key) => typeof (table as Record<string, unknown>)?.[key] === 'number',
        ),
      )
      .required(),
  }),
} as const;

const ruleSetSchema = yup.object({
  id: yup.string().required(),
  instrument: yup.string().oneOf(['water', 'air']).required(),
  code: yup.string().required(),
  title: yup.string().required(),
  effectiveFrom: isoDate.required(),
  effectiveTo: isoDate.nullable().defined(),
  appliesTo: yup.string().oneOf(['any', 'monitored', 'not_monitored']).required(),
  formulaKind: yup.string().oneOf(Object.keys(ratesByKind)).required(),
  rates: yup.lazy((_value, { parent }) => {
    const kind = (parent as { formulaKind?: string }).formulaKind as keyof typeof ratesByKind;
    return (ratesByKind[kind] ?? yup.object()).required();
  }),
  legalSource: yup.string().required(),
  confirmed: yup.boolean().required(),
  notes: yup.string().optional(),
});

const INSTRUMENT_OF_KIND: Record<string, string> = {
  water_fixed_plus_load: 'water',
  water_flat_volume: 'water',
  air_fixed_plus_emission: 'air',
};

export class FeeRuleError extends Error {
  override readonly name = 'FeeRuleError';
}

/** Validates rule sets from JSON; throws FeeRuleError naming the first faulty rule set. */
export function parseFeeRuleSets(input: unknown): FeeRuleSet[] {
  if (!Array.isArray(input)) throw new FeeRuleError('Danh sách quy định phí phải là một mảng');
  return input.map((candidate, index) => {
    let ruleSet: yup.InferType<typeof ruleSetSchema>;
    try {
      ruleSet = ruleSetSchema.validateSync(candidate, { strict: true, abortEarly: true });
    } catch (error) {
      const reason = error instanceof yup.ValidationError ? error.message : String(error);
      throw new FeeRuleError(`Quy định phí thứ ${index + 1} không hợp lệ: ${reason}`);
    }
    if (INSTRUMENT_OF_KIND[ruleSet.formulaKind] !== ruleSet.instrument) {
      throw new FeeRuleError(
        `Quy định phí ${ruleSet.id}: công thức ${ruleSet.formulaKind} không dùng cho ${ruleSet.instrument}`,
      );
    }
    if (ruleSet.effectiveTo !== null && ruleSet.effectiveTo < ruleSet.effectiveFrom) {
      throw new FeeRuleError(`Quy định phí ${ruleSet.id}: ngày hết hiệu lực trước ngày hiệu lực`);
    }
    return candidate as FeeRuleSet;
  });
}

/** The rule sets shipped with the product (server/domain/data/fee-rules.json). */
export const SHIPPED_FEE_RULE_SETS: readonly FeeRuleSet[] = Object.freeze(
  parseFeeRuleSets(feeRulesData.ruleSets),
);
