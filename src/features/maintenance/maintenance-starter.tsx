// Starts the live maintenance windows once a user is signed in and stops them on sign-out. Their
// code (the API calls, the realtime subscription, the window rules) is downloaded only then, so
// the sign-in page does not carry it (issue 13). Each user reads the windows their RLS lets
// through.
import { sessionStarter } from '../auth';

export const MaintenanceStarter = sessionStarter(() =>
  import('./maintenance-sync').then((module) => module.MaintenanceSync),
);
