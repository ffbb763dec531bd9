// The log's filter lives in the URL (?station=…&period=…&errors=1&page=…), so a link from a
// station opens its log and a reload or shared link shows the same view.
import { DEFAULT_LOG_PERIOD, isLogPeriod, type LogPeriod } from './ingest-log-period';

export interface StationLogParams {
  /** A station of the user's list, or the first of it; null when the list is empty. */
  readonly stationId: number | null;
  readonly period: LogPeriod;
  readonly onlyProblems: boolean;
  readonly page: number;
}

export function readStationLogParams(
  params: URLSearchParams,
  stationIds: readonly number[],
): StationLogParams {
  const asked = Number(params.get('station'));
  const stationId = stationIds.includes(asked) ? asked : (stationIds[0] ?? null);
  const period = params.get('period');
  const page = Number(params.get('page'));
  return {
    stationId,
    period: isLogPeriod(period) ? period : DEFAULT_LOG_PERIOD,
    onlyProblems: params.get('errors') === '1',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL of a view; a changed filter goes back to page 1 unless `page` is given. */
export function stationLogSearch(view: StationLogParams): URLSearchParams {
  const params = new URLSearchParams();
  if (view.stationId !== null) params.set('station', String(view.stationId));
  if (view.period !== DEFAULT_LOG_PERIOD) params.set('period', view.period);
  if (view.onlyProblems) params.set('errors', '1');
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The log of one station, for links from the station screens. */
export const stationLogPath = (stationId: number): string => `/station-log?station=${stationId}`;
