import { browserFetch, type HttpFetch } from '../../shared/zalo/http';
import { zaloActionLogSender } from '../../shared/zalo/zalo-api';
import { zaloEndpoints, type ZaloEndpoints } from '../../shared/zalo/zalo-endpoints';
import { ActionLog } from './action-log';
import { createMiniAppHelpers, type MiniAppHelpers } from './app-helpers';
import { onAppPause, type PageVisibility } from './app-pause';
import { createHostBridge, type HostBridge, type ZmpSdkModule } from './bridge';
import { systemClock, type Clock } from './clock';
import { currentMiniAppId, type HostKind } from './host-detect';

export interface MiniAppRuntimeOptions {
  host?: HostKind;
  clock?: Clock;
  http?: HttpFetch;
  endpoints?: ZaloEndpoints;
  /** The mini-app id the action log reports under; read from the container by default. */
  appId?: string;
  /** Where the web's pause (page hidden) is observed; `document` by default. */
  page?: PageVisibility;
  loadSdk?: () => Promise<ZmpSdkModule>;
}

export interface MiniAppRuntime {
  readonly bridge: HostBridge;
  readonly helpers: MiniAppHelpers;
  readonly actionLog: ActionLog;
  /**
   * Starts the action log: a flush every 5 s and one each time the app is paused. Returns the
   * stop function, which also sends what is still pending.
   */
  start(): () => void;
}

/** The mini-app layer assembled for the app: bridge, never-throwing helpers, action log. */
export function createMiniAppRuntime(options: MiniAppRuntimeOptions = {}): MiniAppRuntime {
  const clock = options.clock ?? systemClock;
  const deps = {
    http: options.http ?? browserFetch,
    endpoints: options.endpoints ?? zaloEndpoints(),
  };
  const actionLog = new ActionLog(
    zaloActionLogSender(deps, options.appId ?? currentMiniAppId()),
    clock,
  );
  const bridge = createHostBridge({
    host: options.host,
    clock,
    actionLog,
    loadSdk: options.loadSdk,
  });
  return {
    bridge,
    helpers: createMiniAppHelpers(bridge),
    actionLog,
    start() {
      actionLog.start();
      const page = options.page ?? (typeof document === 'undefined' ? undefined : document);
      const stopPause = onAppPause(bridge, page, () => void actionLog.flush());
      return () => {
        stopPause();
        actionLog.stop();
        void actionLog.flush();
      };
    },
  };
}
