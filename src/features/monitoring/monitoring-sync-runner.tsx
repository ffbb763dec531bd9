// The shared monitoring data of a signed-in user (spec §4), mounted by MonitoringStarter while
// that user is signed in: it starts the sync on mount and, on sign-out (unmount), stops it and
// clears the data and the station filter (which names that user's stations).
import { useEffect, useState } from 'react';
import { useResetRecoilState, useSetRecoilState } from 'recoil';
import { warmUpVietnameseIntl } from '../../lib/vietnamese-intl-warm-up';
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
    // The stations' sort and values need ICU's Vietnamese data: loaded in a worker while the
    // stations are on their way, not on the main thread when they come (issue 13). Then the
    // collator and number format are made, in under a millisecond, before the stations' render.
    const stopWarmUp = warmUpVietnameseIntl(() => {
      prepareStationSort();
      prepareValueFormat();
    });
    return () => {
      stopWarmUp();
      sync.stop();
      resetFilter();
    };
  }, [sync, resetFilter]);

  return null;
}
