// A component started with each session: `load` fetches its module only once a user is signed
// in (the sign-in page does not carry it), it is mounted keyed by that user (another user signing
// in starts afresh), and unmounted on sign-out. For what every signed-in page needs from the
// start, beside the session check: the monitoring sync, the maintenance windows, the
// notifications (issue 13).
import { lazy, Suspense, type ComponentType } from 'react';
import { useRecoilValue } from 'recoil';
import { sessionUserState } from './session-state';

export function sessionStarter(load: () => Promise<ComponentType>): ComponentType {
  const Started = lazy(() => load().then((component) => ({ default: component })));
  return function SessionStarter() {
    const user = useRecoilValue(sessionUserState);
    if (user === null) return null;
    return (
      <Suspense fallback={null}>
        <Started key={user.id} />
      </Suspense>
    );
  };
}
