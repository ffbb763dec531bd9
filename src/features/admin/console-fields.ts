// The yup fields the console's customer, station and plan forms share. Numbers are typed as text
// (a half-typed '0,' stays on screen with its message) and read with parseLimit's rules: a
// decimal comma or dot, no exponent. Every field is bounded.
import { string, type StringSchema } from 'yup';
import { adminConsole } from '../../i18n/features/admin-console';
import { parseLimit } from './limits-form';

const messages = adminConsole.errors;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

export const NAME_MAX = 200;
export const URL_MAX = 2048;

/** A required text, trimmed, at most `max` characters. */
export const requiredText = (field: string, max = NAME_MAX): StringSchema<string> =>
  string()
    .trim()
    .required(fill(messages.required, { field: field.toLowerCase() }))
    .max(max, fill(messages.tooLong, { max }));

/** An optional text ('' when empty), at most `max` characters. */
export const optionalText = (max = NAME_MAX): StringSchema<string> =>
  string().trim().defined().max(max, fill(messages.tooLong, { max }));

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const SERVER_PATH = /^\/[^/\s][^\s]*$/;

/** An http(s) address, or with `allowPath` also a path on this server ('/demo-camera/…'). */
export const isWebAddress = (text: string, allowPath = false): boolean =>
  HTTP_URL.test(text) || (allowPath && SERVER_PATH.test(text));

/** An optional link the apps open: empty, or a web address (the table's check allows these). */
export const optionalUrl = (allowPath = false): StringSchema<string> =>
  optionalText(URL_MAX).test(
    'url',
    allowPath ? messages.urlOrPath : messages.url,
    (text) => text === '' || isWebAddress(text, allowPath),
  );

/** A number typed as text: the parsed number, null when empty, NaN when not a number. */
export const parseNumber = parseLimit;

interface NumberTextOptions {
  min: number;
  max: number;
  integer?: boolean;
  required?: boolean;
  field?: string;
}

/** A number typed as text, within [min, max]; empty only when not required. */
export const numberText = ({ min, max, integer, required, field = '' }: NumberTextOptions) =>
  string()
    .defined()
    .test('required', fill(messages.required, { field: field.toLowerCase() }), (text) =>
      required ? parseNumber(text) !== null : true,
    )
    .test('number', messages.notNumber, (text) => !Number.isNaN(parseNumber(text)))
    .test('integer', messages.notInteger, (text) => {
      const value = parseNumber(text);
      return !integer || value === null || Number.isNaN(value) || Number.isInteger(value);
    })
    .test(
      'range',
      fill(messages.range, {
        min: min.toLocaleString('vi-VN'),
        max: max.toLocaleString('vi-VN'),
      }),
      (text) => {
        const value = parseNumber(text);
        return value === null || Number.isNaN(value) || (value >= min && value <= max);
      },
    );

/** A number field as the form shows it. */
export const textOfNumber = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);
