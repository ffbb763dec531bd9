// The declaration's choice in its address (`?year=&quarter=&station=` or `&customer=`): the
// reminder e-mail links to the quarter due, and a reload or a shared link opens the same return.
// Each value is checked against the filter's own rules (no future quarter, a station or
// facility the user can see); one that fails is dropped for the default, never an error page.
import {
  linkedStationId,
  reportFilterSchema,
  type FilterConfig,
  type ReportFilterValues,
  type StationChoice,
} from '../../report-kit';

const YEAR = /^\d{4}$/;
const QUARTER = /^[1-4]$/;

function addressedScope(params: URLSearchParams, stations: readonly StationChoice[]) {
  const station = linkedStationId(params.get('station'), stations);
  if (station !== null) return `station:${station}`;
  const customer = params.get('customer');
  if (customer && /^\d{1,18}$/.test(customer)) {
    if (stations.some((choice) => String(choice.customerId) === customer))
      return `customer:${customer}`;
  }
  return null;
}

/** `defaults` with the address's quarter and scope wherever they are valid at `now`. */
export function addressedFilter(
  defaults: ReportFilterValues,
  params: URLSearchParams,
  config: FilterConfig,
  stations: readonly StationChoice[],
  now: Date,
): ReportFilterValues {
  let filter = defaults;
  const year = params.get('year') ?? '';
  const quarter = params.get('quarter') ?? '';
  if (YEAR.test(year) && QUARTER.test(quarter)) {
    const dated = { ...defaults, year: Number(year), quarter: Number(quarter) };
    if (reportFilterSchema(config, now).isValidSync(dated)) filter = dated;
  }
  const scope = addressedScope(params, stations);
  return scope === null ? filter : { ...filter, scope };
}

/** The address of a chosen return. */
export function declarationSearch(filter: ReportFilterValues): Record<string, string> {
  const [kind, id] = filter.scope.split(':');
  return {
    year: String(filter.year),
    quarter: String(filter.quarter),
    ...(kind === 'station' || kind === 'customer' ? { [kind]: id } : {}),
  };
}
