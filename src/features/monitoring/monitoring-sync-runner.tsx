// The shared monitoring data of a signed-in user (spec §4), mounted by MonitoringStarter while
// that user is signed in: it starts the sync on mount and, on sign-out (unmount), stops it and
// clears the data and the station filter (which names that user's stations).
import { useEffect, useState } from 'react';
import { useResetRecoilState, useSetRecoilState } from 'recoil';
import { runEachInOwnTask } from '../../lib/in-own-tasks';
import { prepareValueFormat } from './lib/format';
import { MonitoringSync, systemClock } from './lib/monitoring-sync';
import { prepareStationSort } from './lib/station-status';
import {
  fetchCustomers,
  fetchStationMeasurements,
  subscribeStationChanges,
} from './monitoring-api';
import { monitoringState } from './monitoring-data';
import { stationFilterState } from './station-filter-state';

export function MonitoringSyncRunner() {
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
  useEffect(() => {
    sync.start();
    // The first Vietnamese collator and number format load ICU's data: 60–160 ms on a slow
    // phone. Made while the stations are on their way, each in a task of its own, they no
    // longer lengthen the render of the stations when they come (issue 13).
    const cancelPreparing = runEachInOwnTask([prepareStationSort, prepareValueFormat]);
    return () => {
      cancelPreparing();
      sync.stop();
      resetFilter();
    };
  }, [sync, resetFilter]);

  return null;
}
