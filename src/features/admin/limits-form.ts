// The limits form of /station-limits: one row per parameter of a station with its new limits,
// each a number or empty (no limit), the lower one not above the upper one, as the table's check
// would refuse; then the day they apply from and their legal basis. Saving adds one permit-limit
// version per changed parameter (public.parameter_limit_version): a limit is never rewritten,
// so past data keeps being judged by the limit of its day. A new version goes after the one in
// force today (the database refuses anything earlier, and a second version on the same day).
// Inputs are text so that a half-typed value ('-', '1,') stays on screen with its message.
import { array, number, object, string, type ObjectSchema } from 'yup';
import { admin } from '../../i18n/features/admin';
import { isCalendarDay } from './plans/subscription-dates';

/** Beyond any real discharge limit, and well inside a double's exact integers. */
export const LIMIT_BOUND = 1_000_000_000;
export const LEGAL_BASIS_MAX = 200;
export const NOTE_MAX = 1000;
/** The days the table accepts. */
const FIRST_DAY = '1900-01-01';
const LAST_DAY = '2999-12-31';

export interface StationParameterLimits {
  id: number;
  code: string;
  name: string;
  unit: string;
  /** The limits in force today. */
  limit_min: number | null;
  limit_max: number | null;
  /** The day of the version in force today ('yyyy-MM-dd'); null when none is. */
  in_force_from: string | null;
}

export interface LimitRow {
  id: number;
  limit_min: string;
  limit_max: string;
}

export interface LimitsFormValues {
  rows: LimitRow[];
  /** 'yyyy-MM-dd', a Vietnamese calendar day. */
  effective_from: string;
  legal_basis: string;
  note: string;
}

/** A version to add, as parameter_limit_version takes it. */
export interface LimitVersionInsert {
  station_parameter_id: number;
  effective_from: string;
  limit_min: number | null;
  limit_max: number | null;
  legal_basis: string;
  note: string | null;
}

const messages = admin.limits.errors;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
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

/** A calendar day as the console shows it: 'yyyy-MM-dd' → 'dd/MM/yyyy'. */
export const dayText = (day: string): string => day.split('-').reverse().join('/');

const limitField = () =>
  string()
    .defined()
    .test('number', messages.notNumber, (text) => !Number.isNaN(parseLimit(text)))
    .test(
      'bounded',
      fill(messages.tooLarge, { bound: LIMIT_BOUND.toLocaleString('vi-VN') }),
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

/** The parameters whose limits the rows change. */
function changedParameters(
  parameters: readonly StationParameterLimits[],
  rows: readonly LimitRow[],
): StationParameterLimits[] {
  const typed = new Map(rows.map((row) => [row.id, row]));
  return parameters.filter((parameter) => {
    const row = typed.get(parameter.id);
    return (
      row !== undefined &&
      (parseLimit(row.limit_min) !== parameter.limit_min ||
        parseLimit(row.limit_max) !== parameter.limit_max)
    );
  });
}

/** The form's rules for these parameters (the new day must follow each changed one's version). */
export function limitsSchema(
  parameters: readonly StationParameterLimits[],
): ObjectSchema<LimitsFormValues> {
  return object({
    rows: array(rowSchema).required(),
    effective_from: string()
      .defined()
      .test('date', messages.date, (day) => isCalendarDay(day))
      .test(
        'range',
        fill(messages.dateRange, { first: dayText(FIRST_DAY), last: dayText(LAST_DAY) }),
        (day) => !isCalendarDay(day) || (day > FIRST_DAY && day <= LAST_DAY),
      )
      .test('after', function (day) {
        const rows = (this.parent as LimitsFormValues).rows;
        const blocking = changedParameters(parameters, rows).find(
          (parameter) => parameter.in_force_from !== null && day <= parameter.in_force_from,
        );
        return (
          !blocking ||
          !isCalendarDay(day) ||
          this.createError({
            message: fill(messages.dateAfter, {
              day: dayText(blocking.in_force_from!),
              parameter: blocking.name,
            }),
          })
        );
      }),
    legal_basis: string()
      .trim()
      .required(messages.legalBasis)
      .max(LEGAL_BASIS_MAX, fill(messages.tooLong, { max: String(LEGAL_BASIS_MAX) })),
    note: string()
      .trim()
      .defined()
      .max(NOTE_MAX, fill(messages.tooLong, { max: String(NOTE_MAX) })),
  });
}

/** The form for these parameters: their current limits, from `today`, no basis yet. */
export function limitsFormValues(
  parameters: readonly StationParameterLimits[],
  today: string,
): LimitsFormValues {
  return {
    rows: parameters.map(({ id, limit_min, limit_max }) => ({
      id,
      limit_min: limitText(limit_min),
      limit_max: limitText(limit_max),
    })),
    effective_from: today,
    legal_basis: '',
    note: '',
  };
}

/** One new version per parameter whose limits the form changes. */
export function limitVersions(
  parameters: readonly StationParameterLimits[],
  values: LimitsFormValues,
): LimitVersionInsert[] {
  const typed = new Map(values.rows.map((row) => [row.id, row]));
  const note = values.note.trim();
  return changedParameters(parameters, values.rows).map((parameter) => {
    const row = typed.get(parameter.id)!;
    return {
      station_parameter_id: parameter.id,
      effective_from: values.effective_from,
      limit_min: parseLimit(row.limit_min),
      limit_max: parseLimit(row.limit_max),
      legal_basis: values.legal_basis.trim(),
      note: note === '' ? null : note,
    };
  });
}

/** A stored version as the screen reads it. */
export interface StoredVersion {
  id: number;
  station_parameter_id: number;
  effective_from: string;
}

export type VersionState = 'upcoming' | 'inForce' | 'past';

/** Each parameter's version in force on `today`: its latest one from that day or before. */
export function versionsInForce<T extends StoredVersion>(
  versions: readonly T[],
  today: string,
): Map<number, T> {
  const inForce = new Map<number, T>();
  for (const version of versions) {
    const current = inForce.get(version.station_parameter_id);
    if (
      version.effective_from <= today &&
      (!current || version.effective_from > current.effective_from)
    ) {
      inForce.set(version.station_parameter_id, version);
    }
  }
  return inForce;
}

/** Whether a version is still to come, the one in force, or replaced by a later one. */
export function versionState(
  version: StoredVersion,
  inForce: ReadonlyMap<number, StoredVersion>,
  today: string,
): VersionState {
  if (version.effective_from > today) return 'upcoming';
  return inForce.get(version.station_parameter_id)?.id === version.id ? 'inForce' : 'past';
}
