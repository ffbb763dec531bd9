import { useMemo } from 'react';
import { useRecoilValue } from 'recoil';
import { sessionAccess, sessionState } from '../features/auth';
import { remoteConfigSettledState, remoteConfigState } from '../features/remote-config';
import { isZaloContainer } from '../miniapp';
import type { GuardContext } from './access';

/** What the guards decide from: the session atom, remote config and where the app runs. */
export function useGuardContext(): GuardContext {
  const session = useRecoilValue(sessionState);
  const { enable_welcome_page: welcomePageEnabled } = useRecoilValue(remoteConfigState);
  const remoteConfigSettled = useRecoilValue(remoteConfigSettledState);
  const insideMiniApp = useMemo(() => isZaloContainer(), []);
  const user = useMemo(() => (session.user ? sessionAccess(session.user) : null), [session.user]);
  return { loading: session.loading, user, insideMiniApp, welcomePageEnabled, remoteConfigSettled };
}
