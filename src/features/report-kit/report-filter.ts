// The filter of every report: which fields a screen shows, their default values and their
// validation (yup). Dates are yyyy-MM-dd Vietnamese calendar days; the server reads a date-only
// `to` as the whole day.
import { differenceInCalendarDays } from 'date-fns';
import * as yup from 'yup';
import { translate } from '../../i18n';
import { parseDate, shiftDate, vietnamDate } from './vietnam-time';

export type AveragingInterval = 'hour' | 'day' | 'month';
export type StationKind = 'water' | 'air';

export interface FilterConfig {
  /** 'multiple': stations multi-select; 'fee': one station or the whole facility. */
  readonly stations: 'multiple' | 'fee';
  /** Fee filters: one quarter only (a declaration), defaulting to the last ended quarter. */
  readonly quarterOnly?: boolean;
  readonly stationKind?: StationKind;
  readonly parameters?: boolean;
  readonly intervals?: boolean;
  /** Longest period in days (per interval when the screen averages). */
  readonly maxDays?: number;
}

export interface ReportFilterValues {
  stationIds: number[];
  parameters: string[];
  from: string;
  to: string;
  interval: AveragingInterval;
  /** Fee reports: 'station:5' or 'customer:2'. */
  scope: string;
  year: number;
  /** 1–4, or 0 for the whole year. */
  quarter: number;
}

export const MAX_STATIONS = 20;
export const FIRST_FEE_YEAR = 2020;
/** The server's caps (server/api/reports/monitoring-routes.ts). */
export const INTERVAL_MAX_DAYS: Readonly<Record<AveragingInterval, number>> = {
  hour: 92,
  day: 366,
  month: 1827,
};
export const RANGE_MAX_DAYS = 366;

/** What a link to one station opens: that station alone, today (Vietnamese calendar). */
export function linkedStationFilter(
  defaults: ReportFilterValues,
  stationId: number,
  now: Date,
): ReportFilterValues {
  return { ...defaults, stationIds: [stationId], ...presetRange('today', now) };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = parseDate(value);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/** Days from `from` to `to`, both included. */
export const spanDays = (from: string, to: string) =>
  differenceInCalendarDays(parseDate(to), parseDate(from)) + 1;

export const quarterOf = (date: string) => Math.floor((parseDate(date).getMonth() + 3) / 3);

export function maxDaysOf(config: FilterConfig, interval: AveragingInterval): number {
  return config.intervals ? INTERVAL_MAX_DAYS[interval] : (config.maxDays ?? RANGE_MAX_DAYS);
}

/** The quarter before today's: the one a declaration is usually made for. */
function lastEndedQuarter(today: string): { year: number; quarter: number } {
  const year = Number(today.slice(0, 4));
  const quarter = quarterOf(today);
  return quarter === 1 ? { year: year - 1, quarter: 4 } : { year, quarter: quarter - 1 };
}

export function defaultFilter(
  config: FilterConfig,
  stationIds: readonly number[],
  scope: string,
  now: Date,
): ReportFilterValues {
  const today = vietnamDate(now);
  return {
    stationIds: config.stations === 'multiple' ? stationIds.slice(0, MAX_STATIONS) : [],
    parameters: [],
    from: shiftDate(today, -6),
    to: today,
    interval: 'day',
    scope,
    ...(config.quarterOnly
      ? lastEndedQuarter(today)
      : { year: Number(today.slice(0, 4)), quarter: quarterOf(today) }),
  };
}

const dateField = (today: string) =>
  yup
    .string()
    .required(() => translate('reports.kit.dateRequired'))
    .test(
      'date',
      () => translate('reports.kit.dateInvalid'),
      (value) => isCalendarDate(value),
    )
    .test(
      'past',
      () => translate('reports.kit.dateFuture'),
      (value) => value <= today,
    );

export function reportFilterSchema(config: FilterConfig, now: Date) {
  const today = vietnamDate(now);
  const currentYear = Number(today.slice(0, 4));
  const fee = config.stations === 'fee';
  return yup.object({
    stationIds: fee
      ? yup.array(yup.number().required()).required()
      : yup
          .array(yup.number().required())
          .required()
          .min(1, () => translate('reports.kit.stationsRequired'))
          .max(MAX_STATIONS, () => translate('reports.kit.stationsTooMany', { max: MAX_STATIONS })),
    parameters: yup.array(yup.string().required()).required(),
    interval: yup.mixed<AveragingInterval>().oneOf(['hour', 'day', 'month']).required(),
    from: fee ? yup.string().required() : dateField(today),
    to: fee
      ? yup.string().required()
      : dateField(today)
          .test(
            'order',
            () => translate('reports.kit.rangeOrder'),
            function order(value) {
              const { from } = this.parent as ReportFilterValues;
              return !isCalendarDate(from) || value >= from;
            },
          )
          .test('span', function span(value) {
            const { from, interval } = this.parent as ReportFilterValues;
            const days = maxDaysOf(config, interval);
            if (!isCalendarDate(from) || !isCalendarDate(value)) return true;
            return (
              spanDays(from, value) <= days ||
              this.createError({ message: translate('reports.kit.rangeTooLong', { days }) })
            );
          }),
    scope: fee
      ? yup
          .string()
          .required(() => translate('reports.kit.scopeRequired'))
          .matches(/^(station|customer):\d+$/, {
            message: () => translate('reports.kit.scopeRequired'),
            excludeEmptyString: true,
          })
      : yup.string().defined(),
    year: yup
      .number()
      .required()
      .integer()
      .min(FIRST_FEE_YEAR, () =>
        translate('reports.kit.yearInvalid', { min: FIRST_FEE_YEAR, max: currentYear }),
      )
      .max(currentYear, () =>
        translate('reports.kit.yearInvalid', { min: FIRST_FEE_YEAR, max: currentYear }),
      ),
    quarter: yup
      .number()
      .required()
      .integer()
      .min(config.quarterOnly ? 1 : 0)
      .max(4)
      .test(
        'started',
        () => translate('reports.kit.quarterFuture'),
        function started(value) {
          const { year } = this.parent as ReportFilterValues;
          return !fee || year < currentYear || value <= quarterOf(today);
        },
      ),
  });
}

export type PeriodPreset = 'today' | 'last7' | 'thisMonth' | 'lastMonth';
export const PERIOD_PRESETS: readonly PeriodPreset[] = ['today', 'last7', 'thisMonth', 'lastMonth'];

/** The dates of a quick choice, in the Vietnamese calendar of `now`. */
export function presetRange(preset: PeriodPreset, now: Date): { from: string; to: string } {
  const today = vietnamDate(now);
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last7':
      return { from: shiftDate(today, -6), to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastDay = shiftDate(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}
