// The map's filters: statuses (none picked = all) and station kind.
import { effectiveStatus, type Station, type StationKind, type StationStatus } from '../monitoring';

export type KindFilter = StationKind | 'all';

export interface MapFilter {
  statuses: readonly StationStatus[];
  kind: KindFilter;
}

export const NO_MAP_FILTER: MapFilter = { statuses: [], kind: 'all' };

export function isFiltering(filter: MapFilter): boolean {
  return filter.statuses.length > 0 || filter.kind !== 'all';
}

export function filterMapStations<S extends Pick<Station, 'kind' | 'latest_status'>>(
  stations: readonly S[],
  filter: MapFilter,
): S[] {
  return stations.filter(
    (station) =>
      (filter.kind === 'all' || station.kind === filter.kind) &&
      (filter.statuses.length === 0 ||
        filter.statuses.includes(effectiveStatus(station.latest_status))),
  );
}
