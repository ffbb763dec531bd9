// Recoil home of the shared monitoring data (spec §4) and the derived stations and groups.
import { atom, selector, useRecoilValue } from 'recoil';
import { INITIAL_MONITORING_STATE, type MonitoringState } from './lib/monitoring-state';
import { buildCustomerGroups, buildStations } from './lib/station-model';
import type { CustomerGroupMap, Station } from './lib/types';

export const monitoringState = atom<MonitoringState>({
  key: 'monitoring/shared-data',
  default: INITIAL_MONITORING_STATE,
});

export const monitoringStationsState = selector<Station[]>({
  key: 'monitoring/stations',
  get: ({ get }) => buildStations(get(monitoringState).customers),
});

export const monitoringGroupsState = selector<CustomerGroupMap>({
  key: 'monitoring/groups',
  get: ({ get }) => buildCustomerGroups(get(monitoringState).customers),
});

export interface MonitoringData {
  groups: CustomerGroupMap;
  stations: Station[];
  /** True only during the first fetch. */
  loading: boolean;
  /** Spec §8 message of the last failed fetch, null after a success. */
  error: string | null;
  /** The realtime station subscription is joined: values arrive without reload. */
  live: boolean;
  initialised: boolean;
  lastUpdate: number | null;
}

export function useMonitoringData(): MonitoringData {
  const state = useRecoilValue(monitoringState);
  const stations = useRecoilValue(monitoringStationsState);
  const groups = useRecoilValue(monitoringGroupsState);
  return {
    groups,
    stations,
    loading: state.loading,
    error: state.error,
    live: state.subscribed,
    initialised: state.initialised,
    lastUpdate: state.lastUpdate,
  };
}
