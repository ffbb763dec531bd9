// What the monitoring feature shares: the shared monitoring data (spec §4), its station model
// and filters, and the building blocks of the station screens.
export { MonitoringStarter } from './monitoring-starter';
export { useMonitoringData, type MonitoringData } from './monitoring-data';
export { stationFilterState } from './station-filter-state';
export { OnlineMonitoringPage } from './pages/online-monitoring-page';
export {
  STATION_STATUSES,
  type ApiStation,
  type Camera,
  type Customer,
  type CustomerGroup,
  type CustomerGroupMap,
  type CustomerGroupRef,
  type DeviceStatusCode,
  type Measurement,
  type Station,
  type StationKind,
  type StationStatus,
} from './lib/types';
export { UNKNOWN_GROUP, stationDisplayName } from './lib/station-model';
export {
  STATION_SORT_OPTIONS,
  countByStatus,
  effectiveStatus,
  isConnected,
  sortStations,
  statusPriority,
  type StationSort,
} from './lib/station-status';
export { applyStationFilter, type StationFilterState } from './lib/station-filter';
export { parameterState, exceededMeasurements, type ParameterState } from './lib/parameter-state';
export { formatMeasurementValue, formatAbsoluteTime } from './lib/format';
export { useGroupLabel } from './components/group-label';
export { LiveIndicator, MonitoringGate, MonitoringSkeleton } from './components/monitoring-gate';
export { useLimitText } from './components/measurement-tile';
export { StationCard, type StationCardData } from './components/station-card';
export { StationFilters } from './components/station-filters';
export { StationStatusBadge } from './components/status-badge';
export { StationTime } from './components/station-time';
export { StatusCounts } from './components/status-counts';
export { MonitoringOverview } from './components/monitoring-overview';
export { useOpenStationLive } from './components/use-open-station-live';
export { LatestAlerts } from './home/latest-alerts';
export { PlanExpiryWarning } from './home/plan-expiry-warning';
