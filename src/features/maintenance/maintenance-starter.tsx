// Starts the live maintenance windows once a user is signed in and stops them on sign-out. Their
// code (the API calls, the realtime subscription, the window rules) is downloaded only then, so
// the sign-in page does not carry it (issue 13).
import { lazy, Suspense } from 'react';
import { useRecoilValue } from 'recoil';
import { sessionUserState } from '../auth';

const MaintenanceSync = lazy(() =>
  import('./maintenance-sync').then((module) => ({ default: module.MaintenanceSync })),
);

export function MaintenanceStarter() {
  const user = useRecoilValue(sessionUserState);
  if (user === null) return null;
  // Keyed by user: another user signing in reads the windows their RLS lets through.
  return (
    <Suspense fallback={null}>
      <MaintenanceSync key={user.id} />
    </Suspense>
  );
}
