import * as yup from 'yup';

// What a fee rule set must look like, for the reports that read it (server/domain/fees) and the
// console that writes it (src/features/admin/fee-rules): one set of rules, so the console never
// saves a rule set the reports would refuse. Messages are Vietnamese and name the faulty field.

export const FEE_FORMULA_KINDS = [
  'water_fixed_plus_load',
  'water_flat_volume',
  'air_fixed_plus_emission',
] as const;
export type FeeFormulaKind = (typeof FEE_FORMULA_KINDS)[number];

export const INSTRUMENT_OF_KIND: Readonly<Record<FeeFormulaKind, 'water' | 'air'>> = {
  water_fixed_plus_load: 'water',
  water_flat_volume: 'water',
  air_fixed_plus_emission: 'air',
};

export const AIR_POLLUTANTS = ['dust', 'SOx', 'NOx', 'CO'] as const;

const isoDate = yup.string().matches(/^\d{4}-\d{2}-\d{2}$/, 'ngày phải có dạng YYYY-MM-DD');
const amount = yup
  .number()
  .typeError('${path} phải là số')
  .min(0, '${path} không được âm')
  .required('thiếu ${path}');
const rateTable = yup
  .object()
  .test('rates', 'mức thu phải là số không âm', (table) =>
    Object.values(table ?? {}).every((rate) => typeof rate === 'number' && rate >= 0),
  );

const ratesByKind: Record<FeeFormulaKind, yup.AnyObjectSchema> = {
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
          .min(1, 'cần ít nhất một bậc phí cố định')
          .required('thiếu ${path}'),
      })
      .nullable()
      .defined('thiếu ${path} (null nếu không có)'),
    pollutantRatesVndPerKg: rateTable.required('thiếu ${path}'),
  }),
  water_flat_volume: yup.object({ ratePerM3: amount }),
  air_fixed_plus_emission: yup.object({
    fixedFeePerYear: amount,
    firstChargeableMonth: yup
      .string()
      .matches(/^\d{4}-\d{2}$/, '${path} phải có dạng YYYY-MM')
      .nullable()
      .defined('thiếu ${path} (null nếu không có)'),
    pollutantRatesVndPerTonne: rateTable
      .test('pollutants', 'thiếu mức thu của bụi, SOx, NOx hoặc CO', (table) =>
        AIR_POLLUTANTS.every(
          (key) => typeof (table as Record<string, unknown>)?.[key] === 'number',
        ),
      )
      .required('thiếu ${path}'),
  }),
};

const ruleSetSchema = yup.object({
  id: yup.string().required('thiếu ${path}'),
  instrument: yup.string().oneOf(['water', 'air'], '${path} không hợp lệ').required(),
  code: yup.string().required('thiếu ${path}'),
  title: yup.string().required('thiếu ${path}'),
  effectiveFrom: isoDate.required('thiếu ${path}'),
  effectiveTo: isoDate.nullable().defined('thiếu ${path} (null khi còn hiệu lực)'),
  appliesTo: yup
    .string()
    .oneOf(['any', 'monitored', 'not_monitored'], '${path} không hợp lệ')
    .required(),
  formulaKind: yup.string().oneOf(FEE_FORMULA_KINDS, '${path} không hợp lệ').required(),
  rates: yup.lazy((_value, { parent }) => {
    // An unknown formula is reported on its own field; its rates are not checked.
    const kind = (parent as { formulaKind?: string }).formulaKind as FeeFormulaKind;
    return (ratesByKind[kind] ?? yup.object()).required('thiếu ${path}');
  }),
  legalSource: yup.string().required('thiếu ${path}'),
  confirmed: yup.boolean().required('thiếu ${path}'),
  notes: yup.string().optional(),
});

function schemaProblem(schema: yup.Schema, value: unknown): string | undefined {
  try {
    schema.validateSync(value, { strict: true, abortEarly: true });
    return undefined;
  } catch (error) {
    if (error instanceof yup.ValidationError) return error.message;
    throw error;
  }
}

/** Why `rates` cannot be the rates of a `kind` formula, or undefined when they can. */
export function feeRatesProblem(kind: FeeFormulaKind, rates: unknown): string | undefined {
  return schemaProblem(ratesByKind[kind].required('thiếu mức thu'), rates);
}

/** Why `candidate` (a rule set as the reports read it) is not a valid one, or undefined. */
export function feeRuleSetProblem(candidate: unknown): string | undefined {
  const problem = schemaProblem(ruleSetSchema, candidate);
  if (problem) return problem;
  const ruleSet = candidate as yup.InferType<typeof ruleSetSchema>;
  if (INSTRUMENT_OF_KIND[ruleSet.formulaKind] !== ruleSet.instrument) {
    return `công thức ${ruleSet.formulaKind} không dùng cho ${ruleSet.instrument}`;
  }
  if (ruleSet.effectiveTo !== null && ruleSet.effectiveTo < ruleSet.effectiveFrom) {
    return 'ngày hết hiệu lực trước ngày hiệu lực';
  }
  return undefined;
}
