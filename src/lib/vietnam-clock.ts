// Vietnam's wall clock, whatever the device's time zone. Vietnam has kept UTC+7 all year since
// 1975, with no daylight saving, so its wall-clock time is the UTC time seven hours later: held
// as a UTCDate, whose fields date-fns reads and writes in UTC, it needs no time-zone database.
// Intl's first use of a named zone (what @date-fns/tz's TZDate does) took 140 ms of the main
// thread at a phone's speed (Chromium at 4× CPU), on the first render of home (issue 13). The
// mini UTCDate, without the full one's toString: that one makes three Intl formatters with a
// zone when its module loads, 60 ms at the same speed.
//
// date-fns functions are called on the wall-clock date itself, never with an `in` option: a
// shifting `in` would be applied again to the dates date-fns builds from it.
import { UTCDateMini } from '@date-fns/utc/date/mini';
import { startOfDay } from 'date-fns';

/** The zone's name, for what takes one (uPlot's tzDate). */
export const VIETNAM_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Vietnam's wall-clock time at `time`: its fields (year … seconds) are Vietnam's. */
export function vietnamWallClock(time: Date | string | number): Date {
  return new UTCDateMini(new Date(time).getTime() + VIETNAM_OFFSET_MS);
}

/** The instant a Vietnamese wall-clock time (vietnamWallClock, or date-fns on one) stands for. */
export function instantOf(wallClock: Date): Date {
  return new Date(wallClock.getTime() - VIETNAM_OFFSET_MS);
}

/** The instant Vietnam's calendar day `year`-`month`-`day` begins (month 1–12). */
export function vietnamDayStart(year: number, month: number, day: number): Date {
  return instantOf(new UTCDateMini(Date.UTC(year, month - 1, day)));
}

/** The instant the Vietnamese calendar day containing `time` began. */
export function vietnamMidnight(time: Date | number): Date {
  return instantOf(startOfDay(vietnamWallClock(time)));
}
