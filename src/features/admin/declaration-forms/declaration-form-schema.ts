// A fee declaration form as the console edits it (fee_declaration_form): its metadata, and its
// layout as JSON checked by the same parseDeclarationLayout the server applies before drawing a
// declaration (shared/fees/declaration.ts), so a layout the declaration screen could not draw is
// refused here with the path of the fault, and one the table's 20,000-byte cap would refuse is
// refused with its size.
import { boolean, mixed, object, string, type InferType } from 'yup';
import { parseDeclarationLayout } from '../../../../shared/fees/declaration';
import { adminConsole } from '../../../i18n/features/admin-console';
import { declarationForms } from '../../../i18n/features/declaration-forms';
import { optionalText, requiredText } from '../console-fields';
import { isCalendarDay } from '../plans/subscription-dates';

const fields = declarationForms.fields;
const errors = declarationForms.errors;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

export const INSTRUMENTS = ['water', 'air'] as const;
export const APPLIES_TO = ['any', 'monitored', 'not_monitored'] as const;
export type Instrument = (typeof INSTRUMENTS)[number];
export type AppliesTo = (typeof APPLIES_TO)[number];

/** The table's cap on the stored layout (octet_length(layout::text)). */
export const LAYOUT_MAX_BYTES = 20_000;
/** What the text area takes: room for indentation around the stored bytes. */
const LAYOUT_TEXT_MAX = 60_000;
const FORM_ID = /^[a-z0-9][a-z0-9-]{1,63}$/;

export interface DeclarationFormRow {
  id: string;
  instrument: Instrument;
  applies_to: AppliesTo;
  form_number: string;
  title: string;
  legal_source: string;
  /** 'yyyy-MM-dd' */
  effective_from: string;
  effective_to: string | null;
  verified: boolean;
  layout: unknown;
  notes: string | null;
}

/**
 * The bytes of a value as PostgreSQL writes jsonb as text (', ' and ': ' separators). Exact for
 * strings, objects and arrays, all a valid layout holds; numbers may be written differently.
 */
export function jsonbTextBytes(value: unknown): number {
  const bytes = (text: string) => new TextEncoder().encode(text).length;
  if (Array.isArray(value)) {
    const parts = value.map(jsonbTextBytes);
    return 2 + parts.reduce((sum, part) => sum + part, 0) + Math.max(0, parts.length - 1) * 2;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    const parts = entries.map(
      ([key, item]) => bytes(JSON.stringify(key)) + 2 + jsonbTextBytes(item),
    );
    return 2 + parts.reduce((sum, part) => sum + part, 0) + Math.max(0, entries.length - 1) * 2;
  }
  return bytes(JSON.stringify(value));
}

/** What is wrong with a layout typed as JSON, in Vietnamese; null when it can be stored. */
export function layoutProblem(json: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return fill(errors.layoutJson, { reason: (error as Error).message });
  }
  try {
    parseDeclarationLayout(value);
  } catch (error) {
    return (error as Error).message;
  }
  const size = jsonbTextBytes(value);
  return size > LAYOUT_MAX_BYTES
    ? fill(errors.layoutTooLarge, {
        size: size.toLocaleString('vi-VN'),
        max: LAYOUT_MAX_BYTES.toLocaleString('vi-VN'),
      })
    : null;
}

const day = () => string().defined().test('date', adminConsole.errors.date, isCalendarDay);

export const declarationFormSchema = object({
  id: string().trim().defined().matches(FORM_ID, errors.id),
  instrument: mixed<Instrument>().oneOf(INSTRUMENTS).defined(),
  applies_to: mixed<AppliesTo>().oneOf(APPLIES_TO).defined(),
  form_number: requiredText(fields.formNumber, 60),
  title: requiredText(fields.title, 300),
  legal_source: requiredText(fields.legalSource, 1000),
  effective_from: day(),
  effective_to: string()
    .defined()
    .test('date', adminConsole.errors.date, (text) => text === '' || isCalendarDay(text))
    .test('order', adminConsole.errors.dateOrder, function (end) {
      const { effective_from: start } = this.parent as { effective_from: string };
      return end === '' || !isCalendarDay(start) || !isCalendarDay(end) || start <= end;
    }),
  layout: string()
    .defined()
    .required(errors.layoutRequired)
    .max(LAYOUT_TEXT_MAX, fill(adminConsole.errors.tooLong, { max: LAYOUT_TEXT_MAX }))
    .test('layout', (json, context) => {
      const problem = json === '' ? null : layoutProblem(json);
      return problem === null || context.createError({ message: problem });
    }),
  notes: optionalText(2000),
  verified: boolean().defined(),
});

export type DeclarationFormValues = InferType<typeof declarationFormSchema>;

/** A stored form as the dialog shows it, the layout indented for reading. */
export const declarationFormValues = (row: DeclarationFormRow): DeclarationFormValues => ({
  id: row.id,
  instrument: row.instrument,
  applies_to: row.applies_to,
  form_number: row.form_number,
  title: row.title,
  legal_source: row.legal_source,
  effective_from: row.effective_from,
  effective_to: row.effective_to ?? '',
  layout: JSON.stringify(row.layout, null, 2),
  notes: row.notes ?? '',
  verified: row.verified,
});

/** The first day of the quarter after `today`'s: when a new version usually starts. */
export function nextQuarterStart(today: string): string {
  const [year, month] = today.split('-').map(Number);
  const quarterMonth = Math.floor((month - 1) / 3) * 3 + 4;
  return quarterMonth > 12
    ? `${year + 1}-01-01`
    : `${year}-${String(quarterMonth).padStart(2, '0')}-01`;
}

/** A new version copied from `from` (unverified, from next quarter), or an empty form. */
export function newVersionValues(today: string, from?: DeclarationFormRow): DeclarationFormValues {
  const start = nextQuarterStart(today);
  if (!from) {
    return {
      id: '',
      instrument: 'water',
      applies_to: 'any',
      form_number: '',
      title: '',
      legal_source: '',
      effective_from: start,
      effective_to: '',
      layout: '',
      notes: '',
      verified: false,
    };
  }
  return {
    ...declarationFormValues(from),
    id: '',
    effective_from: start,
    effective_to: '',
    notes: '',
    verified: false,
  };
}

/** The row a valid form stores (yup has trimmed the texts). */
export const declarationFormRow = (form: DeclarationFormValues): DeclarationFormRow => ({
  id: form.id,
  instrument: form.instrument,
  applies_to: form.applies_to,
  form_number: form.form_number,
  title: form.title,
  legal_source: form.legal_source,
  effective_from: form.effective_from,
  effective_to: form.effective_to || null,
  verified: form.verified,
  layout: JSON.parse(form.layout) as unknown,
  notes: form.notes || null,
});
