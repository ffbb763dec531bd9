// Starts the shared monitoring data once a user is signed in and stops it on sign-out (spec §4),
// when the data and the station filter (which names that user's stations) are cleared.
import { useEffect, useState } from 'react';
import { useRecoilValue, useResetRecoilState, useSetRecoilState } from 'recoil';
import { sessionUserState } from '../auth';
import { MonitoringSync, systemClock } from './lib/monitoring-sync';
import {
  fetchCustomers,
  fetchStationMeasurements,
  subscribeStationChanges,
} from './monitoring-api';
import { monitoringState } from './monitoring-data';
import { stationFilterState } from './station-filter-state';

export function MonitoringStarter() {
  const user = useRecoilValue(sessionUserState);
  const update = useSetRecoilState(monitoringState);
  const resetFilter = useResetRecoilState(stationFilterState);
  const [sync] = useState(
    () =>
      new MonitoringSync({
        fetchCustomers,
        fetchMeasurements: fetchStationMeasurements,
        subscribeStations: subscribeStationChanges,
        update,
        clock: systemClock,
        log: (message, error) => console.error(message, error),
      }),
  );
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) return undefined;
    sync.start();
    return () => {
      sync.stop();
      resetFilter();
    };
  }, [sync, userId, resetFilter]);

  return null;
}
