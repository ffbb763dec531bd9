import { parse, isValid } from 'date-fns';
import { vietnamTimeContext } from '../../domain/vietnam-time';

// Loggers stamp the measurement time as YYYYMMDDhhmmss in Vietnam local time (UTC+7). The
// result is an instant; date-fns rejects impossible dates such as 20250230 or hour 24.

const LOGGER_TIMESTAMP = /^\d{14}$/;

export function parseLoggerTimestamp(text: string): Date | null {
  if (!LOGGER_TIMESTAMP.test(text)) return null;
  const parsed = parse(text, 'yyyyMMddHHmmss', new Date(0), vietnamTimeContext);
  return isValid(parsed) ? new Date(parsed.getTime()) : null;
}
