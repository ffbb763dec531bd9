// A station parameter: the code its data logger sends, its name and unit, the permit limits
// (as on /station-limits: a number or empty, lower not above upper), whether fees count it, and
// its place in the lists.
import { boolean, object, type InferType } from 'yup';
import { adminConsole } from '../../../i18n/features/admin-console';
import {
  numberText,
  optionalText,
  parseNumber,
  requiredText,
  textOfNumber,
} from '../console-fields';
import { LIMIT_BOUND } from '../limits-form';

const texts = adminConsole.stations;

export const PARAMETER_CODE = /^[A-Za-z0-9_.,-]{1,32}$/;

const limit = () => numberText({ min: -LIMIT_BOUND, max: LIMIT_BOUND });

export const parameterSchema = object({
  code: requiredText(texts.parameterCode, 32).matches(PARAMETER_CODE, texts.parameterCodeInvalid),
  name: requiredText(texts.parameterName),
  unit: optionalText(32),
  limit_min: limit().test('order', texts.limitOrder, function (text) {
    const min = parseNumber(text);
    const max = parseNumber((this.parent as { limit_max: string }).limit_max);
    return min === null || max === null || Number.isNaN(min) || Number.isNaN(max) || min <= max;
  }),
  limit_max: limit(),
  fee_enabled: boolean().defined(),
  sort_order: numberText({
    min: 0,
    max: 1000,
    integer: true,
    required: true,
    field: texts.sortOrder,
  }),
});

export type ParameterFormValues = InferType<typeof parameterSchema>;

export interface ParameterValues {
  code: string;
  name: string;
  unit: string;
  limit_min: number | null;
  limit_max: number | null;
  fee_enabled: boolean;
  sort_order: number;
}

/** A new parameter's values, placed after `count` existing ones. */
export const newParameter = (count: number): ParameterFormValues => ({
  code: '',
  name: '',
  unit: '',
  limit_min: '',
  limit_max: '',
  fee_enabled: false,
  sort_order: String(count),
});

export function parameterFormValues(row: ParameterValues): ParameterFormValues {
  return {
    code: row.code,
    name: row.name,
    unit: row.unit,
    limit_min: textOfNumber(row.limit_min),
    limit_max: textOfNumber(row.limit_max),
    fee_enabled: row.fee_enabled,
    sort_order: textOfNumber(row.sort_order),
  };
}

export function parameterValues(form: ParameterFormValues): ParameterValues {
  return {
    code: form.code,
    name: form.name,
    unit: form.unit,
    limit_min: parseNumber(form.limit_min),
    limit_max: parseNumber(form.limit_max),
    fee_enabled: form.fee_enabled,
    sort_order: parseNumber(form.sort_order)!,
  };
}
