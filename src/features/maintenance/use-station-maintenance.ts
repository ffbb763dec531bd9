// Which stations are in maintenance now, kept live: the current windows are shared state that
// realtime refreshes (MaintenanceStarter), and each window comes on screen at its start and
// leaves it at its end by the clock, without waiting for any change.
import { useEffect, useMemo, useState } from 'react';
import { useRecoilValue } from 'recoil';
import { maintenanceWindowsState } from './maintenance-state';
import { windowRunsAt, type MaintenanceWindow } from './maintenance-window';

/** Longest wait between two looks at the clock. */
const RECHECK_MS = 60_000;

/** The running window of each station, by station id. */
export function useRunningMaintenance(): ReadonlyMap<number, MaintenanceWindow> {
  const data = useRecoilValue(maintenanceWindowsState);
  const [now, setNow] = useState(() => new Date());
  // A changed list is read against the clock as it is now, not at the last look: a window
  // declared a moment ago may start after it (a start typed to the minute, on a page opened
  // late in the minute before).
  useEffect(() => setNow(new Date()), [data]);
  // The next start or end after the last look, when the list on screen changes by itself.
  const nextChange = useMemo(() => {
    const times = data
      .flatMap((window) => [window.starts_at, window.ends_at])
      .map((time) => new Date(time).getTime())
      .filter((time) => time > now.getTime());
    return times.length ? Math.min(...times) : null;
  }, [data, now]);
  useEffect(() => {
    const wait = Math.min(RECHECK_MS, Math.max(0, (nextChange ?? Infinity) - Date.now()) + 50);
    const timer = setTimeout(() => setNow(new Date()), wait);
    return () => clearTimeout(timer);
  }, [nextChange, now]);
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
