// The limits form of /station-limits: one row per parameter of a station, each limit a
// number or empty (no limit), the lower one not above the upper one, as the table's check
// (station_parameter: limit_min <= limit_max) would refuse. Inputs are text so that a half-typed
// value ('-', '1,') stays on screen with its message instead of being dropped by the browser.
import { array, number, object, string, type ObjectSchema } from 'yup';
import { admin } from '../../i18n/features/admin';

/** Beyond any real discharge limit, and well inside a double's exact integers. */
export const LIMIT_BOUND = 1_000_000_000;

export interface StationParameterLimits {
  id: number;
  code: string;
  name: string;
  unit: string;
  limit_min: number | null;
  limit_max: number | null;
}

export interface LimitRow {
  id: number;
  limit_min: string;
  limit_max: string;
}

export interface LimitsFormValues {
  rows: LimitRow[];
}

export interface LimitChange {
  id: number;
  limit_min: number | null;
  limit_max: number | null;
}

const messages = admin.limits.errors;
// A decimal comma is what Vietnamese users type; a dot is accepted too. No exponent, no spaces.
const NUMBER_TEXT = /^-?(\d+([.,]\d*)?|[.,]\d+)$/;

/** The number a limit field holds: null when empty, NaN when it is not a number. */
export function parseLimit(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return NUMBER_TEXT.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** A stored limit as the form shows it. */
export const limitText = (value: number | null): string => (value === null ? '' : String(value));

const limitField = () =>
  string()
    .defined()
    .test('number', messages.notNumber, (text) => !Number.isNaN(parseLimit(text)))
    .test(
      'bounded',
      messages.tooLarge.replace('{{bound}}', LIMIT_BOUND.toLocaleString('vi-VN')),
      (text) => {
        const value = parseLimit(text);
        return value === null || Number.isNaN(value) || Math.abs(value) <= LIMIT_BOUND;
      },
    );

const rowSchema: ObjectSchema<LimitRow> = object({
  id: number().required(),
  limit_min: limitField().test('order', messages.order, function (text) {
    const min = parseLimit(text);
    const max = parseLimit((this.parent as LimitRow).limit_max);
    // Only two numbers can be out of order; a bad or empty one has its own message or none.
    return min === null || max === null || Number.isNaN(min) || Number.isNaN(max) || min <= max;
  }),
  limit_max: limitField(),
});

export const limitsSchema: ObjectSchema<LimitsFormValues> = object({
  rows: array(rowSchema).required(),
});

export function limitsFormValues(parameters: readonly StationParameterLimits[]): LimitsFormValues {
  return {
    rows: parameters.map(({ id, limit_min, limit_max }) => ({
      id,
      limit_min: limitText(limit_min),
      limit_max: limitText(limit_max),
    })),
  };
}

/** The rows whose limits differ from what is stored, as the values to write. */
export function changedLimits(
  parameters: readonly StationParameterLimits[],
  values: LimitsFormValues,
): LimitChange[] {
  const stored = new Map(parameters.map((parameter) => [parameter.id, parameter]));
  return values.rows.flatMap((row) => {
    const before = stored.get(row.id);
    const change = {
      id: row.id,
      limit_min: parseLimit(row.limit_min),
      limit_max: parseLimit(row.limit_max),
    };
    if (before && before.limit_min === change.limit_min && before.limit_max === change.limit_max) {
      return [];
    }
    return [change];
  });
}
