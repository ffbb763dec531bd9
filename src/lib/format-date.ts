// Dates are shown the Vietnamese way: dd/MM/yyyy HH:mm, Vietnamese month and day names, and
// weeks starting on Monday (spec §9).
import { format } from 'date-fns';
import { vi } from 'date-fns/locale';

export const DEFAULT_DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm';
export const WEEK_STARTS_ON = 1 as const;

export function formatDateTime(date: Date | number, pattern = DEFAULT_DATE_TIME_FORMAT): string {
  return format(date, pattern, { locale: vi, weekStartsOn: WEEK_STARTS_ON });
}
