import { createMiniAppRuntime, type MiniAppRuntime } from '../../miniapp';

let runtime: MiniAppRuntime | undefined;

/** The app's one mini-app runtime (host bridge, helpers, action log); made on first use. */
export function appMiniApp(): MiniAppRuntime {
  runtime ??= createMiniAppRuntime();
  return runtime;
}
