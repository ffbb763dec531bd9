// Report times are Vietnamese wall-clock times whatever the viewer's time zone, because the
// periods (days, months, quarters) are Vietnamese calendar periods (reference §5).
import { addDays, format } from 'date-fns';
import { formatDateTime } from '../../lib/format-date';
import { vietnamWallClock } from '../../lib/vietnam-clock';

export { VIETNAM_TIME_ZONE } from '../../lib/vietnam-clock';

/** dd/MM/yyyy HH:mm (or another pattern) in Vietnam time. */
export function formatVietnamTime(
  time: Date | string | number,
  pattern = 'dd/MM/yyyy HH:mm',
): string {
  return formatDateTime(vietnamWallClock(time), pattern);
}

/** yyyy-MM-dd of the Vietnamese calendar day containing `time`. */
export function vietnamDate(time: Date | number): string {
  return format(vietnamWallClock(time), 'yyyy-MM-dd');
}

/** The calendar date `days` after a yyyy-MM-dd date. */
export function shiftDate(date: string, days: number): string {
  return format(addDays(parseDate(date), days), 'yyyy-MM-dd');
}

/** A yyyy-MM-dd date as a local Date at midnight (calendar arithmetic only). */
export function parseDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** dd/MM/yyyy of a yyyy-MM-dd date. */
export const displayDate = (date: string) => format(parseDate(date), 'dd/MM/yyyy');

/**
 * A wall-clock Date for Excel: exceljs writes a Date as the UTC serial, so the Vietnamese local
 * time is moved into the UTC fields and the cell reads the same time the screen shows.
 */
export function excelWallClock(time: Date | string | number): Date {
  const wallClock = vietnamWallClock(time);
  wallClock.setUTCMilliseconds(0);
  return new Date(wallClock.getTime());
}
