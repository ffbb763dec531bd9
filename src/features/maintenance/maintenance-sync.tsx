// Keeps the current maintenance windows live for a signed-in user: read once, then read again on
// every window change their RLS lets through (declared, extended, ended, by anyone of their
// customer); cleared on sign-out (unmounted by MaintenanceStarter).
import { useEffect } from 'react';
import { useResetRecoilState, useSetRecoilState } from 'recoil';
import { fetchCurrentWindows, subscribeMaintenanceChanges } from './maintenance-api';
import {
  isLatestWindowsGeneration,
  maintenanceWindowsState,
  nextWindowsGeneration,
} from './maintenance-state';

export function MaintenanceSync() {
  const setWindows = useSetRecoilState(maintenanceWindowsState);
  const reset = useResetRecoilState(maintenanceWindowsState);
  useEffect(() => {
    let live = true;
    const load = () => {
      const mine = nextWindowsGeneration();
      return fetchCurrentWindows()
        .then((windows) => live && isLatestWindowsGeneration(mine) && setWindows(windows))
        .catch((error: unknown) => console.error('maintenance windows', error));
    };
    void load();
    const unsubscribe = subscribeMaintenanceChanges(() => void load());
    return () => {
      live = false;
      unsubscribe();
      reset();
    };
  }, [setWindows, reset]);
  return null;
}
