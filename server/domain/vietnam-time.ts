import { TZDate, tz } from '@date-fns/tz';
import {
  addDays,
  addHours,
  addMonths,
  format,
  getDaysInMonth,
  startOfDay,
  startOfHour,
  startOfMonth,
} from 'date-fns';

// Loggers stamp local time and reports bucket by the local calendar: every hour, day, month and
// quarter boundary in the domain goes through this zone (UTC+7, no DST), never the UTC date.
export const VIETNAM_TIME_ZONE = 'Asia/Ho_Chi_Minh';
const inVietnam = { in: tz(VIETNAM_TIME_ZONE) };

export type AveragingPeriod = 'hour' | 'day' | 'month';

const toInstant = (date: Date): Date => new Date(date.getTime());

export function startOfPeriod(period: AveragingPeriod, time: Date): Date {
  if (period === 'hour') return toInstant(startOfHour(time, inVietnam));
  if (period === 'day') return toInstant(startOfDay(time, inVietnam));
  return toInstant(startOfMonth(time, inVietnam));
}

export function nextPeriodStart(period: AveragingPeriod, start: Date): Date {
  if (period === 'hour') return toInstant(addHours(start, 1, inVietnam));
  if (period === 'day') return toInstant(addDays(start, 1, inVietnam));
  return toInstant(addMonths(start, 1, inVietnam));
}

export function daysInVietnamMonth(time: Date): number {
  return getDaysInMonth(time, inVietnam);
}

/** Start instant of a local calendar date given as year, month (1-12) and day. */
export function vietnamDateStart(year: number, month: number, day = 1): Date {
  return toInstant(new TZDate(year, month - 1, day, VIETNAM_TIME_ZONE));
}

export function formatVietnamTime(time: Date, pattern = 'dd/MM/yyyy HH:mm'): string {
  return format(time, pattern, inVietnam);
}

export const vietnamTimeContext = inVietnam;
