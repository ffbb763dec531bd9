// Station filter state of spec §3: customerGroup, customer, statuses, sortBy, stations.
//
// The spec's reading swaps two names: the field called `customer` holds a customer GROUP and
// the field called `customerGroup` holds a CUSTOMER. We keep those names on purpose (they are
// the spec's entity) and give each field a branded type, so a group id can never be put in the
// field of a customer id or the other way round without the compiler refusing it.
import { effectiveStatus, sortStations, type StationSort } from './station-status';
import type { Station, StationStatus } from './types';

declare const brand: unique symbol;
export type GroupFilterId = string & { readonly [brand]: 'customer-group' };
export type CustomerFilterId = string & { readonly [brand]: 'customer' };

export const groupFilterId = (groupId: string) => groupId as GroupFilterId;
export const customerFilterId = (customerId: number | string) =>
  String(customerId) as CustomerFilterId;

export interface StationFilterState {
  /** Swapped name (spec §3): the selected customer GROUP id, or null for all groups. */
  customer: GroupFilterId | null;
  /** Swapped name (spec §3): the selected CUSTOMER id, or null for all customers. */
  customerGroup: CustomerFilterId | null;
  statuses: StationStatus[];
  sortBy: StationSort;
  /** Station ids; empty means every station. */
  stations: number[];
}

export const INITIAL_STATION_FILTER: StationFilterState = {
  customer: null,
  customerGroup: null,
  statuses: [],
  sortBy: 'status_priority',
  stations: [],
};

/** Stations of the selected group and customer (the scope the station picker offers). */
export function stationsInScope(
  stations: readonly Station[],
  filter: Pick<StationFilterState, 'customer' | 'customerGroup'>,
): Station[] {
  return stations.filter(
    (station) =>
      (filter.customer === null || station.customerGroup.id === filter.customer) &&
      (filter.customerGroup === null || String(station.customerId) === filter.customerGroup),
  );
}

export function applyStationFilter(
  stations: readonly Station[],
  filter: StationFilterState,
): Station[] {
  const matching = stationsInScope(stations, filter).filter(
    (station) =>
      (filter.statuses.length === 0 ||
        filter.statuses.includes(effectiveStatus(station.latest_status))) &&
      (filter.stations.length === 0 || filter.stations.includes(station.id)),
  );
  return sortStations(matching, filter.sortBy);
}

/** How many of the narrowing filters are set (sort is not a filter). */
export function activeFilterCount(filter: StationFilterState): number {
  return [
    filter.customer !== null,
    filter.customerGroup !== null,
    filter.statuses.length > 0,
    filter.stations.length > 0,
  ].filter(Boolean).length;
}
