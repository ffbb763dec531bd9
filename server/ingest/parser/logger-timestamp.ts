import { parse, isValid } from 'date-fns';
import { vietnamTimeContext } from '../../domain/vietnam-time';

// Loggers stamp the measurement time as YYYYMMDDhhmmss in Vietnam local time (UTC+7). The
// result is an instant; impossible dates such as 20250230 or hour 24 are refused.
//
// Every line has a stamp, so this runs tens of thousands of times for a large file: Vietnam has
// kept UTC+7 without daylight saving since 1975, so later stamps are computed directly (a
// hundred times faster than a time-zone aware parse); earlier ones, whose offset the time-zone
// database knows better, go through date-fns.

const LOGGER_TIMESTAMP = /^\d{14}$/;
const FIXED_OFFSET_SINCE_YEAR = 1976;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

function parseWithTimeZoneDatabase(text: string): Date | null {
  const parsed = parse(text, 'yyyyMMddHHmmss', new Date(0), vietnamTimeContext);
  return isValid(parsed) ? new Date(parsed.getTime()) : null;
}

export function parseLoggerTimestamp(text: string): Date | null {
  if (!LOGGER_TIMESTAMP.test(text)) return null;
  const year = Number(text.slice(0, 4));
  if (year < FIXED_OFFSET_SINCE_YEAR) return parseWithTimeZoneDatabase(text);
  const [month, day, hour, minute, second] = [4, 6, 8, 10, 12].map((at) =>
    Number(text.slice(at, at + 2)),
  );
  const wallClock = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls 30 February over into March: a stamp is real only if it comes back unchanged.
  const real =
    wallClock.getUTCFullYear() === year &&
    wallClock.getUTCMonth() === month - 1 &&
    wallClock.getUTCDate() === day &&
    wallClock.getUTCHours() === hour &&
    wallClock.getUTCMinutes() === minute &&
    wallClock.getUTCSeconds() === second;
  return real ? new Date(wallClock.getTime() - VIETNAM_OFFSET_MS) : null;
}
