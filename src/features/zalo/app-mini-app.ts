import { createMiniAppRuntime, type MiniAppRuntime } from '../../miniapp';

let runtime: MiniAppRuntime | undefined;

/**
 * The app's one mini-app runtime (host bridge, helpers, action log), made on first use and
 * started then for the app's lifetime: its action log is sent every 5 s and whenever the app is
 * paused (spec §7/§9).
 */
export function appMiniApp(): MiniAppRuntime {
  if (runtime === undefined) {
    runtime = createMiniAppRuntime();
    runtime.start();
  }
  return runtime;
}
