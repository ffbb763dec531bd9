// How values read on screen when they are missing or coded (spec §6, §8): a missing value reads
// 'Chưa cập nhật'; a coded value reads its label from the enums table, or itself when the table
// has no label for it.
import { vi } from '../i18n/vi';

/** One row of the enums table. */
export interface EnumEntry {
  type: string;
  value: string;
  label?: string | null;
}

export const NOT_UPDATED = vi.display.notUpdated;
export const DEFAULT_ROLE_LABEL = vi.display.roleFallback;
export const USER_ROLE_ENUM = 'user_role';

const isBlank = (value: string | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value.trim() === '';

/** The value as text, or 'Chưa cập nhật' when it is missing, blank or not a number. */
export function displayValue(
  value: string | number | null | undefined,
  fallback: string = NOT_UPDATED,
): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : fallback;
  return isBlank(value) ? fallback : value.trim();
}

function labelOf(enums: readonly EnumEntry[], type: string, value: string): string | null {
  const label = enums.find((entry) => entry.type === type && entry.value === value)?.label;
  return isBlank(label) ? null : label.trim();
}

/** Label of `value` in the enumeration `type`; the raw value when it has none. */
export function enumLabel(
  enums: readonly EnumEntry[],
  type: string,
  value: string | null | undefined,
): string {
  if (isBlank(value)) return NOT_UPDATED;
  const key = value.trim();
  return labelOf(enums, type, key) ?? key;
}

/**
 * The role shown for a user (spec §6), labelled through the user_role enumeration. Fallbacks,
 * decided: no role → 'Chưa cập nhật'; the plain 'user' role without a label → 'User'; any other
 * role without a label shows its raw value, like every unlabelled enum value.
 */
export function roleLabel(enums: readonly EnumEntry[], role: string | null | undefined): string {
  if (isBlank(role)) return NOT_UPDATED;
  const key = role.trim();
  return labelOf(enums, USER_ROLE_ENUM, key) ?? (key === 'user' ? DEFAULT_ROLE_LABEL : key);
}
