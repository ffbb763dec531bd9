// The report dates as the user reads and types them: dd/MM/yyyy (spec §9), whatever the
// browser's locale. The form keeps yyyy-MM-dd; these convert between the two and tidy typing.
import { format, isValid, parse } from 'date-fns';
import { displayDate } from './vietnam-time';

const TYPED = /^\d{1,2}\/\d{1,2}\/\d{4}$/;
const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** yyyy-MM-dd of a typed d/M/yyyy or dd/MM/yyyy date, or null when it is not a calendar date. */
export function dateFromText(text: string): string | null {
  const trimmed = text.trim();
  if (!TYPED.test(trimmed)) return null;
  const date = parse(trimmed, 'd/M/yyyy', new Date(2000, 0, 1));
  return isValid(date) ? format(date, 'yyyy-MM-dd') : null;
}

/** dd/MM/yyyy of a yyyy-MM-dd date; anything else unchanged. */
export const textOfDate = (value: string) => (ISO.test(value) ? displayDate(value) : value);

/**
 * The text after the user typed or pasted: digits grouped as dd/MM/yyyy with the slashes put in,
 * a one-digit day or month padded when the user types its slash, and a pasted yyyy-MM-dd turned
 * around. Deleting is left alone (the caller calls this only when the text grew).
 */
export function tidyTypedDate(text: string): string {
  if (ISO.test(text.trim())) return displayDate(text.trim());
  const groups: string[] = [];
  let current = '';
  for (const char of text) {
    if (char >= '0' && char <= '9') {
      if (groups.length === 2 && current.length === 4) continue;
      current += char;
      if (groups.length < 2 && current.length === 2) {
        groups.push(current);
        current = '';
      }
    } else if (char === '/' && groups.length < 2 && current.length === 1) {
      groups.push(`0${current}`);
      current = '';
    }
  }
  const joined = [...groups, current].filter(Boolean).join('/');
  return text.endsWith('/') && current === '' && groups.length > 0 ? `${joined}/` : joined;
}
