// Starts the shared monitoring data once a user is signed in and stops it on sign-out (spec §4).
// Its machinery (the sync, the API calls, decoding the customers answer) is downloaded only then,
// so the sign-in page does not carry it; the build preloads it with every signed-in page
// (scripts/build/route-preload-plugin.ts), so it is not a round trip later there.
import { lazy, Suspense } from 'react';
import { useRecoilValue } from 'recoil';
import { sessionUserState } from '../auth';

const MonitoringSyncRunner = lazy(() =>
  import('./monitoring-sync-runner').then((module) => ({ default: module.MonitoringSyncRunner })),
);

export function MonitoringStarter() {
  const user = useRecoilValue(sessionUserState);
  if (user === null) return null;
  // Keyed by user: another user signing in gets a sync of their own.
  return (
    <Suspense fallback={null}>
      <MonitoringSyncRunner key={user.id} />
    </Suspense>
  );
}
