import { useMemo } from 'react';
import { useRecoilValue } from 'recoil';
import { sessionAccess, sessionState } from '../features/auth';
import { remoteConfigState } from '../features/remote-config';
import type { GuardContext } from './access';
import { currentHost, isInsideMiniApp } from './base-path';

/** What the guards decide from: the session atom, remote config and where the app runs. */
export function useGuardContext(): GuardContext {
  const session = useRecoilValue(sessionState);
  const { welcomePageEnabled } = useRecoilValue(remoteConfigState);
  const insideMiniApp = useMemo(() => isInsideMiniApp(currentHost()), []);
  const user = useMemo(() => (session.user ? sessionAccess(session.user) : null), [session.user]);
  return { loading: session.loading, user, insideMiniApp, welcomePageEnabled };
}
