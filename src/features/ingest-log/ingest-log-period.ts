// The periods the log can show, as presets: a Vietnamese calendar day ("today") or a rolling
// window ending now. Bounded on purpose: the log is for catching a logger's recent trouble.
import { subDays } from 'date-fns';
import { vietnamMidnight } from '../../lib/vietnam-clock';

export const LOG_PERIODS = ['today', '7d', '30d', '90d'] as const;
export type LogPeriod = (typeof LOG_PERIODS)[number];
export const DEFAULT_LOG_PERIOD: LogPeriod = '7d';

const WINDOW_DAYS: Record<Exclude<LogPeriod, 'today'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

export function isLogPeriod(value: string | null | undefined): value is LogPeriod {
  return (LOG_PERIODS as readonly string[]).includes(value ?? '');
}

/** The first instant of the period, as of `now`: Vietnam midnight for "today". */
export function periodStart(period: LogPeriod, now: Date): Date {
  if (period === 'today') return vietnamMidnight(now);
  return subDays(now, WINDOW_DAYS[period]);
}
