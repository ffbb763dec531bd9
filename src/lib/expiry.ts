// When a subscription runs out, in the terms of the plan card (spec §2, §9). Days are counted in
// Vietnam's calendar (lib/vietnam-clock.ts) whatever the device's zone: on the end date itself 0 days
// are left and the plan is still valid; from the next day on, daysLeft is negative and the plan
// has expired. An end date is a calendar date ('2026-12-31', as the database's `date` column
// gives it) or any instant, which is read as the Vietnam date it falls on.
import { differenceInCalendarDays, format, isValid } from 'date-fns';
import { translate } from '../i18n';
import { vietnamDayStart, vietnamWallClock } from './vietnam-clock';

export interface Expiry {
  /** End date as dd/MM/yyyy in Vietnam. */
  dateText: string;
  /** Whole calendar days from today until the end date; negative once it has passed. */
  daysLeft: number;
  expired: boolean;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function endDateOf(endDate: string | Date): Date | null {
  if (endDate instanceof Date) return isValid(endDate) ? endDate : null;
  const text = endDate.trim();
  const calendar = CALENDAR_DATE.exec(text);
  const date = calendar
    ? vietnamDayStart(Number(calendar[1]), Number(calendar[2]), Number(calendar[3]))
    : new Date(text);
  // Guards against impossible dates such as 2026-02-30, which Date would roll over.
  if (calendar && format(vietnamWallClock(date), 'yyyy-MM-dd') !== text) return null;
  return isValid(date) ? date : null;
}

/** Expiry of a plan ending on `endDate`, seen at `now`; null when there is no usable date. */
export function expiryOf(endDate: string | Date | null | undefined, now: Date): Expiry | null {
  if (endDate === null || endDate === undefined || endDate === '') return null;
  const end = endDateOf(endDate);
  if (!end) return null;
  const endInVietnam = vietnamWallClock(end);
  const daysLeft = differenceInCalendarDays(endInVietnam, vietnamWallClock(now));
  return {
    dateText: format(endInVietnam, 'dd/MM/yyyy'),
    daysLeft,
    expired: daysLeft < 0,
  };
}

/** The plan card's badge: 'Đã hết hạn' or 'Hết hạn vào {date} (còn {n} ngày)'. */
export function expiryBadgeText(expiry: Expiry): string {
  return expiry.expired
    ? translate('plan.expired')
    : translate('plan.expiresOn', { date: expiry.dateText, days: expiry.daysLeft });
}
