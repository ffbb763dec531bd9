// Keeps the current maintenance windows live for a signed-in user: read once, then read again on
// every window change their RLS lets through (declared, extended, ended, by anyone of their
// customer); cleared on sign-out.
import { useEffect } from 'react';
import { useRecoilValue, useResetRecoilState, useSetRecoilState } from 'recoil';
import { sessionUserState } from '../auth';
import { fetchCurrentWindows, subscribeMaintenanceChanges } from './maintenance-api';
import { maintenanceWindowsState } from './maintenance-state';

export function MaintenanceStarter() {
  const userId = useRecoilValue(sessionUserState)?.id ?? null;
  const setWindows = useSetRecoilState(maintenanceWindowsState);
  const reset = useResetRecoilState(maintenanceWindowsState);
  useEffect(() => {
    if (userId === null) return undefined;
    let live = true;
    const load = () =>
      fetchCurrentWindows()
        .then((windows) => live && setWindows(windows))
        .catch((error: unknown) => console.error('maintenance windows', error));
    void load();
    const unsubscribe = subscribeMaintenanceChanges(() => void load());
    return () => {
      live = false;
      unsubscribe();
      reset();
    };
  }, [userId, setWindows, reset]);
  return null;
}
