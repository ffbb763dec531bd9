// Which stations are in maintenance now, kept live: the current windows are shared state that
// realtime refreshes (MaintenanceStarter), and each window leaves the screen at its end by the
// clock, without waiting for any change.
import { useEffect, useMemo, useState } from 'react';
import { useRecoilValue } from 'recoil';
import { maintenanceWindowsState } from './maintenance-state';
import { windowRunsAt, type MaintenanceWindow } from './maintenance-window';

/** Longest wait between two looks at the clock (a window may also start later than now). */
const RECHECK_MS = 60_000;

/** The running window of each station, by station id. */
export function useRunningMaintenance(): ReadonlyMap<number, MaintenanceWindow> {
  const data = useRecoilValue(maintenanceWindowsState);
  const [now, setNow] = useState(() => new Date());
  const nextEnd = useMemo(() => {
    const ends = data.map((window) => new Date(window.ends_at).getTime());
    return ends.length ? Math.min(...ends) : null;
  }, [data]);
  useEffect(() => {
    const wait = Math.min(RECHECK_MS, Math.max(0, (nextEnd ?? Infinity) - Date.now()) + 50);
    const timer = setTimeout(() => setNow(new Date()), wait);
    return () => clearTimeout(timer);
  }, [nextEnd, now]);
  return useMemo(
    () =>
      new Map(
        data
          .filter((window) => windowRunsAt(window, now))
          .map((window) => [window.station_id, window]),
      ),
    [data, now],
  );
}

export function useStationMaintenance(stationId: number): MaintenanceWindow | undefined {
  return useRunningMaintenance().get(stationId);
}
