// Report requests to /api/reports through the product-API client (bearer token).
import { apiClient } from '../../services/api-client';
import type { ReportFilterValues } from './report-filter';

type QueryValue = string | number | readonly (string | number)[] | undefined;

/** '?a=1&b=x,y' with empty values left out (an empty parameter list means all parameters). */
export function queryString(params: Readonly<Record<string, QueryValue>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') search.set(name, text);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** stationIds, parameters, from, to of a range filter. */
export const rangeParams = (filter: ReportFilterValues) => ({
  stationIds: filter.stationIds,
  parameters: filter.parameters,
  from: filter.from,
  to: filter.to,
});

/** stationId or customerId, year and quarter of a fee filter. */
export function feeParams(filter: ReportFilterValues) {
  const [scope, id] = filter.scope.split(':');
  return {
    [scope === 'customer' ? 'customerId' : 'stationId']: id,
    year: filter.year,
    quarter: filter.quarter === 0 ? undefined : filter.quarter,
  };
}

export function getReport<T>(
  endpoint: string,
  params: Readonly<Record<string, QueryValue>>,
  signal?: AbortSignal,
): Promise<T> {
  return apiClient.get<T>(`/reports/${endpoint}${queryString(params)}`, signal);
}
