// The authority screen's view lives in the URL (?station=…&period=…&bucket=…), so a link from a
// station opens it and a reload shows the same view. Periods are Vietnamese calendar days up to
// today; hourly rows go up to 7 days (the server's cap), so 30 days is always daily.

export const AUTHORITY_PERIODS = ['today', '7d', '30d'] as const;
export type AuthorityPeriod = (typeof AUTHORITY_PERIODS)[number];
export const AUTHORITY_BUCKETS = ['hour', 'day'] as const;
export type AuthorityBucket = (typeof AUTHORITY_BUCKETS)[number];

const DAYS_BACK: Readonly<Record<AuthorityPeriod, number>> = { today: 0, '7d': 6, '30d': 29 };

export interface AuthorityView {
  readonly stationId: number | null;
  readonly period: AuthorityPeriod;
  readonly bucket: AuthorityBucket;
}

const isPeriod = (value: string | null): value is AuthorityPeriod =>
  (AUTHORITY_PERIODS as readonly (string | null)[]).includes(value);

/** Whether a period may be shown by the hour. */
export const hourlyAllowed = (period: AuthorityPeriod) => period !== '30d';

/**
 * The view of the address; without a station (or with one the caller cannot see), the first
 * station that forwards to an authority (`forwarding`), else the first.
 */
export function readAuthorityView(
  params: URLSearchParams,
  stationIds: readonly number[],
  forwarding: readonly number[] = [],
): AuthorityView {
  const asked = Number(params.get('station'));
  const fallback = stationIds.find((id) => forwarding.includes(id)) ?? stationIds[0] ?? null;
  const stationId = stationIds.includes(asked) ? asked : fallback;
  const rawPeriod = params.get('period');
  const period = isPeriod(rawPeriod) ? rawPeriod : 'today';
  const rawBucket = params.get('bucket');
  const defaultBucket: AuthorityBucket = period === 'today' ? 'hour' : 'day';
  const bucket =
    rawBucket === 'hour' || rawBucket === 'day'
      ? rawBucket === 'hour' && !hourlyAllowed(period)
        ? 'day'
        : rawBucket
      : defaultBucket;
  return { stationId, period, bucket };
}

export function authoritySearch(view: AuthorityView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.stationId !== null) params.set('station', String(view.stationId));
  if (view.period !== 'today') params.set('period', view.period);
  const defaultBucket = view.period === 'today' ? 'hour' : 'day';
  if (view.bucket !== defaultBucket) params.set('bucket', view.bucket);
  return params;
}

/** YYYY-MM-DD of a Vietnamese calendar day (UTC+7, no daylight saving). */
const vietnamDate = (time: number) => new Date(time + 7 * 3_600_000).toISOString().slice(0, 10);

/** The period as the API takes it: two Vietnamese dates, both included. */
export function periodDates(period: AuthorityPeriod, now: Date = new Date()) {
  const to = vietnamDate(now.getTime());
  const from = vietnamDate(now.getTime() - DAYS_BACK[period] * 86_400_000);
  return { from, to };
}

/** The screen of one station, for links from the station screens. */
export const authorityPath = (stationId: number): string =>
  `/authority-forwarding?station=${stationId}`;
