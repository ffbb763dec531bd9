// The dates of a subscription, as calendar days ('yyyy-MM-dd', the table's `date` columns) in
// Vietnam's calendar, like the plan card counts them (src/lib/expiry.ts). A plan of n months
// starting on day d ends the day before day d n months later, or on that month's last day
// when it has no day d (31/01 + 1 month ends 28/02; 01/03 + 1 month ends 31/03). A renewal starts
// the day after the current subscription ends. Pure: no clock, no I/O.
import { format } from 'date-fns';
import { vietnamWallClock } from '../../../lib/vietnam-clock';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Day {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (value: number, size = 2) => String(value).padStart(size, '0');
const text = ({ year, month, day }: Day) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The calendar day a 'yyyy-MM-dd' text names, or null when there is no such day. */
export function parseDay(value: string): Day | null {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export const isCalendarDay = (value: string): boolean => parseDay(value) !== null;

/** `date` moved by `days` (negative: back). */
export function addDays(date: string, days: number): string {
  const day = parseDay(date);
  if (!day) throw new RangeError(`Not a calendar date: ${date}`);
  const moved = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return text({
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  });
}

/** The last day of a subscription of `months` months starting on `start`. */
export function subscriptionEndDate(start: string, months: number): string {
  const day = parseDay(start);
  if (!day) throw new RangeError(`Not a calendar date: ${start}`);
  const index = day.year * 12 + (day.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = daysInMonth(year, month);
  return day.day > last
    ? text({ year, month, day: last })
    : addDays(text({ year, month, day: day.day }), -1);
}

/** A renewal starts the day after the subscription it follows ends. */
export const renewalStartDate = (currentEnd: string): string => addDays(currentEnd, 1);

/** Today in Vietnam, as a calendar date. */
export const todayInVietnam = (now: Date): string => format(vietnamWallClock(now), 'yyyy-MM-dd');

export interface SubscriptionDates {
  id: number;
  status: string;
  start_date: string;
  end_date: string;
}

/**
 * The subscription the customer's plan card shows: the active one with the latest end date
 * (spec §7); the newest row on a tie.
 */
export function currentSubscription<T extends SubscriptionDates>(rows: readonly T[]): T | null {
  return rows
    .filter((row) => row.status === 'active')
    .reduce<T | null>(
      (best, row) =>
        !best ||
        row.end_date > best.end_date ||
        (row.end_date === best.end_date && row.id > best.id)
          ? row
          : best,
      null,
    );
}

/**
 * Expiring a subscription now: status 'expired', and an end date no later than today (nor
 * before its start, which the table's check forbids).
 */
export function expiryChange(row: SubscriptionDates, today: string) {
  const end = row.end_date < today ? row.end_date : today;
  return { status: 'expired' as const, end_date: end < row.start_date ? row.start_date : end };
}
