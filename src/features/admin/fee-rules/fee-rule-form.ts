// The fee rule console's forms. A rule set's rates are never edited in place: a report made
// earlier must compute the same fee again, so new rates are a new rule set (a version), and an
// existing one only gets its end date, confirmation, legal source and notes changed. Both forms
// check what the reports will check (shared/fees/fee-rule-schema.ts) before anything is saved.
import { addDays, format, parseISO } from 'date-fns';
import * as yup from 'yup';
import type { FeeRuleRow } from '../../../../shared/fees/fee-rule-row';
import {
  FEE_FORMULA_KINDS,
  feeRatesProblem,
  INSTRUMENT_OF_KIND,
  type FeeFormulaKind,
} from '../../../../shared/fees/fee-rule-schema';

export type { FeeRuleRow };
export const APPLIES_TO = ['any', 'monitored', 'not_monitored'] as const;
export type AppliesTo = (typeof APPLIES_TO)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const RULE_ID = /^[a-z0-9][a-z0-9._-]{1,63}$/;
const MAX_TEXT = 2000;
const MAX_RATES_JSON = 10_000;

export interface FeeRuleFormValues {
  id: string;
  code: string;
  title: string;
  formulaKind: FeeFormulaKind;
  appliesTo: AppliesTo;
  effectiveFrom: string;
  /** '' while in force. */
  effectiveTo: string;
  ratesJson: string;
  legalSource: string;
  confirmed: boolean;
  notes: string;
}

export type FeeRuleEditValues = Pick<
  FeeRuleFormValues,
  'effectiveTo' | 'confirmed' | 'legalSource' | 'notes'
>;

function parsedRates(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

const text = (required: string) =>
  yup.string().trim().required(required).max(MAX_TEXT, `Tối đa ${MAX_TEXT} ký tự`);
const optionalDate = yup
  .string()
  .defined()
  .test('date', 'Ngày phải có dạng YYYY-MM-DD', (value) => !value || ISO_DATE.test(value));
const endNotBeforeStart = (start: (context: yup.TestContext) => string) =>
  optionalDate.test(
    'order',
    'Ngày hết hiệu lực phải từ ngày hiệu lực trở đi',
    (value, context) => !value || value >= start(context),
  );

const editShape = {
  confirmed: yup.boolean().required(),
  legalSource: text('Vui lòng nhập căn cứ pháp lý'),
  notes: yup.string().defined().max(MAX_TEXT, `Tối đa ${MAX_TEXT} ký tự`),
};

export const feeRuleSchema: yup.ObjectSchema<FeeRuleFormValues> = yup.object({
  ...editShape,
  id: yup
    .string()
    .trim()
    .required('Vui lòng nhập mã phiên bản')
    .matches(RULE_ID, 'Mã phiên bản gồm chữ thường, chữ số, dấu chấm, gạch ngang, 2–64 ký tự'),
  code: text('Vui lòng nhập số hiệu văn bản').max(64, 'Tối đa 64 ký tự'),
  title: text('Vui lòng nhập tên quy định').max(300, 'Tối đa 300 ký tự'),
  formulaKind: yup.mixed<FeeFormulaKind>().oneOf(FEE_FORMULA_KINDS).required(),
  appliesTo: yup.mixed<AppliesTo>().oneOf(APPLIES_TO).required(),
  effectiveFrom: yup
    .string()
    .required('Vui lòng nhập ngày hiệu lực')
    .matches(ISO_DATE, 'Ngày phải có dạng YYYY-MM-DD'),
  effectiveTo: endNotBeforeStart((context) => (context.parent as FeeRuleFormValues).effectiveFrom),
  ratesJson: yup
    .string()
    .required('Vui lòng nhập mức thu')
    .max(MAX_RATES_JSON, `Tối đa ${MAX_RATES_JSON} ký tự`)
    .test('rates', (value, context) => {
      const rates = parsedRates(value);
      if (rates === undefined)
        return context.createError({ message: 'Mức thu không phải JSON hợp lệ' });
      const kind = (context.parent as FeeRuleFormValues).formulaKind;
      const problem = feeRatesProblem(kind, rates);
      return problem ? context.createError({ message: `Mức thu không hợp lệ: ${problem}` }) : true;
    }),
});

/** The edit form's schema, for a rule set in force from `effectiveFrom`. */
export const feeRuleEditSchema = (effectiveFrom: string): yup.ObjectSchema<FeeRuleEditValues> =>
  yup.object({ ...editShape, effectiveTo: endNotBeforeStart(() => effectiveFrom) });

/** A new version's starting values: a copy of `from` from tomorrow on, or an empty water rule. */
export function newVersionValues(today: Date, from?: FeeRuleRow): FeeRuleFormValues {
  return {
    id: '',
    code: from?.code ?? '',
    title: from?.title ?? '',
    formulaKind: (from?.formula_kind as FeeFormulaKind | undefined) ?? 'water_fixed_plus_load',
    appliesTo: (from?.applies_to as AppliesTo | undefined) ?? 'any',
    effectiveFrom: format(addDays(today, 1), 'yyyy-MM-dd'),
    effectiveTo: '',
    ratesJson: from ? JSON.stringify(from.rates, null, 2) : '',
    legalSource: from?.legal_source ?? '',
    confirmed: false,
    notes: '',
  };
}

export const editValues = (row: FeeRuleRow): FeeRuleEditValues => ({
  effectiveTo: row.effective_to ?? '',
  confirmed: row.confirmed,
  legalSource: row.legal_source,
  notes: row.notes ?? '',
});

/** The row a valid new-version form stores. */
export function rowOfValues(values: FeeRuleFormValues): FeeRuleRow {
  return {
    id: values.id.trim(),
    instrument: INSTRUMENT_OF_KIND[values.formulaKind],
    code: values.code.trim(),
    title: values.title.trim(),
    effective_from: values.effectiveFrom,
    effective_to: values.effectiveTo || null,
    applies_to: values.appliesTo,
    formula_kind: values.formulaKind,
    rates: parsedRates(values.ratesJson),
    legal_source: values.legalSource.trim(),
    confirmed: values.confirmed,
    notes: values.notes.trim() || null,
  };
}

/** The columns a valid edit form changes. */
export const patchOfEdit = (values: FeeRuleEditValues) => ({
  effective_to: values.effectiveTo || null,
  confirmed: values.confirmed,
  legal_source: values.legalSource.trim(),
  notes: values.notes.trim() || null,
});

/**
 * The rule set still in force that a new version replaces: same instrument and facilities,
 * no end date, started before the new one. Saving the new one ends it the day before.
 */
export function replacedRuleSet(
  rows: readonly FeeRuleRow[],
  values: Pick<FeeRuleFormValues, 'formulaKind' | 'appliesTo' | 'effectiveFrom'>,
): FeeRuleRow | undefined {
  const instrument = INSTRUMENT_OF_KIND[values.formulaKind];
  return rows
    .filter(
      (row) =>
        row.instrument === instrument &&
        row.applies_to === values.appliesTo &&
        row.effective_to === null &&
        row.effective_from < values.effectiveFrom,
    )
    .sort((a, b) => b.effective_from.localeCompare(a.effective_from))[0];
}

/** 'YYYY-MM-DD' as the app shows dates: dd/MM/yyyy. */
export const shownDate = (date: string): string => format(parseISO(date), 'dd/MM/yyyy');

export const dayBefore = (date: string): string =>
  format(addDays(parseISO(date), -1), 'yyyy-MM-dd');
