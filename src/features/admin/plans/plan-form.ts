// A service plan: name, price in đồng (typed with or without thousands dots: 12.000.000),
// duration in months, description and the first-year flag.
import { boolean, object, string, type InferType } from 'yup';
import { adminConsole } from '../../../i18n/features/admin-console';
import { numberText, optionalText, parseNumber, requiredText } from '../console-fields';

const texts = adminConsole.plans;

/** Far above any plan, well inside a double's exact integers and the bigint column. */
export const PRICE_MAX = 100_000_000_000;
export const DURATION_MAX_MONTHS = 120;

const GROUPED = /^\d{1,3}([.\s]\d{3})+$/;

/** The đồng a price field holds: null when empty, NaN when it is no whole number of đồng. */
export function parsePrice(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return GROUPED.test(trimmed) ? Number(trimmed.replace(/[.\s]/g, '')) : Number.NaN;
}

export const planSchema = object({
  name: requiredText(texts.name),
  price: string()
    .defined()
    .test(
      'price',
      adminConsole.errors.required.replace('{{field}}', texts.price.toLowerCase()),
      (text) => parsePrice(text) !== null,
    )
    .test('whole', adminConsole.errors.notInteger, (text) => !Number.isNaN(parsePrice(text)))
    .test(
      'range',
      adminConsole.errors.range
        .replace('{{min}}', '0')
        .replace('{{max}}', PRICE_MAX.toLocaleString('vi-VN')),
      (text) => {
        const price = parsePrice(text);
        return price === null || Number.isNaN(price) || price <= PRICE_MAX;
      },
    ),
  duration: numberText({
    min: 1,
    max: DURATION_MAX_MONTHS,
    integer: true,
    required: true,
    field: texts.duration,
  }),
  description: optionalText(1000),
  is_first_year: boolean().defined(),
});

export type PlanFormValues = InferType<typeof planSchema>;

export interface PlanValues {
  name: string;
  price: number;
  duration: number;
  description: string | null;
  is_first_year: boolean;
}

export const EMPTY_PLAN: PlanFormValues = {
  name: '',
  price: '',
  duration: '12',
  description: '',
  is_first_year: false,
};

export const planFormValues = (row: PlanValues | null): PlanFormValues =>
  row
    ? {
        name: row.name,
        price: Number(row.price).toLocaleString('vi-VN'),
        duration: String(row.duration),
        description: row.description ?? '',
        is_first_year: row.is_first_year,
      }
    : EMPTY_PLAN;

export const planValues = (form: PlanFormValues): PlanValues => ({
  name: form.name,
  price: parsePrice(form.price)!,
  duration: parseNumber(form.duration)!,
  description: form.description === '' ? null : form.description,
  is_first_year: form.is_first_year,
});
