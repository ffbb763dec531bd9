// Station status rules of spec §4 as the client applies them to server-computed statuses.
import { lazy } from '../../../lib/lazy';
import { STATION_STATUSES, type Station, type StationStatus } from './types';

/** The status a station is shown and counted with: a missing status counts as signal_lost. */
export function effectiveStatus(status: StationStatus | null | undefined): StationStatus {
  return status && (STATION_STATUSES as readonly string[]).includes(status)
    ? status
    : 'signal_lost';
}

/** A station counts as connected unless its status is signal_lost. */
export function isConnected(station: Pick<Station, 'latest_status'>): boolean {
  return station.latest_status !== 'signal_lost';
}

const PRIORITY: Record<StationStatus, number> = {
  exceed_threshold: 1,
  near_threshold: 2,
  within_threshold: 3,
  signal_lost: 4,
};
const UNKNOWN_PRIORITY = 5;

export function statusPriority(status: string | null | undefined): number {
  return status && status in PRIORITY ? PRIORITY[status as StationStatus] : UNKNOWN_PRIORITY;
}

export const STATION_SORT_OPTIONS = ['status_priority', 'name_asc'] as const;
export type StationSort = (typeof STATION_SORT_OPTIONS)[number];

// One collator for every sort: `localeCompare` with a locale and options builds one per call,
// which made sorting a thousand stations take ~40 ms, again on each live update (issue 13). Made
// on the first sort: home only counts stations.
const vietnameseNames = lazy(() => new Intl.Collator('vi', { sensitivity: 'base', numeric: true }));
const byName = (a: Station, b: Station) => vietnameseNames().compare(a.displayName, b.displayName);

/** Makes the collator ahead of the first sort (see monitoring-sync-runner.tsx). */
export function prepareStationSort(): void {
  vietnameseNames();
}

export function sortStations(stations: readonly Station[], sortBy: StationSort): Station[] {
  const sorted = [...stations];
  if (sortBy === 'name_asc') return sorted.sort(byName);
  return sorted.sort(
    (a, b) => statusPriority(a.latest_status) - statusPriority(b.latest_status) || byName(a, b),
  );
}

/** Counts per status; stations without a status count as signal_lost (grouped view rule). */
export function countByStatus(stations: readonly Station[]): Record<StationStatus, number> {
  const counts: Record<StationStatus, number> = {
    exceed_threshold: 0,
    near_threshold: 0,
    within_threshold: 0,
    signal_lost: 0,
  };
  for (const station of stations) counts[effectiveStatus(station.latest_status)] += 1;
  return counts;
}
