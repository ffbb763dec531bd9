// The list's filter lives in the URL (?station=…&kind=…&status=…&period=…), so a reload or a
// shared link shows the same view.
import { subDays } from 'date-fns';
import { vietnamMidnight } from '../../lib/vietnam-clock';
import {
  isIncidentKind,
  isIncidentStatus,
  type IncidentKind,
  type IncidentStatus,
} from './incident';

export const INCIDENT_PERIODS = ['today', '7d', '30d', '90d'] as const;
export type IncidentPeriod = (typeof INCIDENT_PERIODS)[number];
export const DEFAULT_INCIDENT_PERIOD: IncidentPeriod = '30d';

const WINDOW_DAYS: Record<Exclude<IncidentPeriod, 'today'>, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
};

export interface IncidentFilter {
  /** null: every station the user sees. */
  readonly stationId: number | null;
  readonly kind: IncidentKind | null;
  readonly status: IncidentStatus | null;
  readonly period: IncidentPeriod;
}

const isPeriod = (value: string | null): value is IncidentPeriod =>
  (INCIDENT_PERIODS as readonly string[]).includes(value ?? '');

export function readIncidentFilter(
  params: URLSearchParams,
  stationIds: readonly number[],
): IncidentFilter {
  const station = Number(params.get('station'));
  const kind = params.get('kind');
  const status = params.get('status');
  const period = params.get('period');
  return {
    stationId: stationIds.includes(station) ? station : null,
    kind: isIncidentKind(kind) ? kind : null,
    status: isIncidentStatus(status) ? status : null,
    period: isPeriod(period) ? period : DEFAULT_INCIDENT_PERIOD,
  };
}

export function incidentSearch(filter: IncidentFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.stationId !== null) params.set('station', String(filter.stationId));
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.status) params.set('status', filter.status);
  if (filter.period !== DEFAULT_INCIDENT_PERIOD) params.set('period', filter.period);
  return params;
}

/** The first instant of the period as of `now`: Vietnam midnight for "today". */
export function incidentPeriodStart(period: IncidentPeriod, now: Date): Date {
  if (period === 'today') return vietnamMidnight(now);
  return subDays(now, WINDOW_DAYS[period]);
}
