// Starts the notifications (spec §4: one load per page load, then realtime) once a user is
// signed in, beside the session check, and stops them on sign-out. When the header's bell
// started them, their first read waited for the signed-in layout's render, one round trip after
// the other start-up reads, and home's blocks wait for it (issue 13). Their code is downloaded
// only then, so the sign-in page does not carry it.
import { lazy, Suspense } from 'react';
import { useRecoilValue } from 'recoil';
import { sessionUserState } from '../auth';

const NotificationsSync = lazy(() =>
  import('./use-notifications-sync').then((module) => ({ default: module.NotificationsSync })),
);

export function NotificationsStarter() {
  const user = useRecoilValue(sessionUserState);
  if (user === null) return null;
  // Keyed by user: another user signing in starts from a load of their own.
  return (
    <Suspense fallback={null}>
      <NotificationsSync key={user.id} />
    </Suspense>
  );
}
