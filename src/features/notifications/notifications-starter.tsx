// Starts the notifications (spec §4: one load per page load, then realtime) once a user is
// signed in, beside the session check, and stops them on sign-out. When the header's bell
// started them, their first read waited for the signed-in layout's render, one round trip after
// the other start-up reads, and home's blocks wait for it (issue 13). Their code is downloaded
// only then, so the sign-in page does not carry it.
import { sessionStarter } from '../auth';

export const NotificationsStarter = sessionStarter(() =>
  import('./use-notifications-sync').then((module) => module.NotificationsSync),
);
