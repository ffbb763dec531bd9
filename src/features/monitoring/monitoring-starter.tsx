// Starts the shared monitoring data once a user is signed in and stops it on sign-out (spec §4).
// Its machinery (the sync, the API calls, decoding the customers answer) is downloaded only then,
// so the sign-in page does not carry it; the build preloads it with every signed-in page
// (scripts/build/route-preload-plugin.ts), so it is not a round trip later there.
import { sessionStarter } from '../auth';

export const MonitoringStarter = sessionStarter(() =>
  import('./monitoring-sync-runner').then((module) => module.MonitoringSyncRunner),
);
