// The signed-in user's /online-monitoring view, read from and saved to local storage.
import { useCallback, useState } from 'react';
import { useRecoilValue } from 'recoil';
import { sessionUserState } from '../../auth';
import {
  readMonitoringView,
  saveMonitoringView,
  type MonitoringView,
} from '../lib/monitoring-view';

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // A sandboxed frame may refuse the storage itself.
    return null;
  }
}

export function useMonitoringView(): [MonitoringView, (view: MonitoringView) => void] {
  const userId = useRecoilValue(sessionUserState)?.id ?? null;
  const [chosen, setChosen] = useState(() => ({
    userId,
    view: readMonitoringView(browserStorage(), userId),
  }));
  // Another user signed in on this screen: their own choice, not the previous user's.
  const view =
    chosen.userId === userId ? chosen.view : readMonitoringView(browserStorage(), userId);
  const choose = useCallback(
    (next: MonitoringView) => {
      saveMonitoringView(browserStorage(), userId, next);
      setChosen({ userId, view: next });
    },
    [userId],
  );
  return [view, choose];
}
