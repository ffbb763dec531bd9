// When a subscription runs out, in the terms of the plan card (spec §2, §9). Days are counted in
// Vietnam's calendar (Asia/Ho_Chi_Minh) whatever the device's zone: on the end date itself 0 days
// are left and the plan is still valid; from the next day on, daysLeft is negative and the plan
// has expired. An end date is a calendar date ('2026-12-31', as the database's `date` column
// gives it) or any instant, which is read as the Vietnam date it falls on.
import { TZDate, tz } from '@date-fns/tz';
import { differenceInCalendarDays, format, isValid } from 'date-fns';
import { translate } from '../i18n';

export const VIETNAM_TIME_ZONE = 'Asia/Ho_Chi_Minh';
const inVietnam = tz(VIETNAM_TIME_ZONE);

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
    ? new TZDate(
        Number(calendar[1]),
        Number(calendar[2]) - 1,
        Number(calendar[3]),
        VIETNAM_TIME_ZONE,
      )
    : new Date(text);
  // Guards against impossible dates such as 2026-02-30, which Date would roll over.
  if (calendar && format(date, 'yyyy-MM-dd', { in: inVietnam }) !== text) return null;
  return isValid(date) ? date : null;
}

/** Expiry of a plan ending on `endDate`, seen at `now`; null when there is no usable date. */
export function expiryOf(endDate: string | Date | null | undefined, now: Date): Expiry | null {
  if (endDate === null || endDate === undefined || endDate === '') return null;
  const end = endDateOf(endDate);
  if (!end) return null;
  const daysLeft = differenceInCalendarDays(end, now, { in: inVietnam });
  return {
    dateText: format(end, 'dd/MM/yyyy', { in: inVietnam }),
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
