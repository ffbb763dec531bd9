// Status colours of the map (markers, clusters, legend) and the most urgent status of a group of
// stations, by the spec §4 priority the monitoring feature applies.
import { statusPriority, type StationStatus } from '../monitoring';

/** Marker colours; the same hues as the --gw-map-* variables of maps.css. */
export const STATUS_COLOURS: Record<StationStatus, string> = {
  exceed_threshold: '#d32f2f',
  near_threshold: '#f08c00',
  within_threshold: '#16a34a',
  signal_lost: '#6b7280',
};

/** The most urgent of several statuses (a cluster's colour); signal lost when there are none. */
export function mostUrgentStatus(statuses: Iterable<StationStatus>): StationStatus {
  let urgent: StationStatus = 'signal_lost';
  for (const status of statuses) {
    if (statusPriority(status) < statusPriority(urgent)) urgent = status;
  }
  return urgent;
}
