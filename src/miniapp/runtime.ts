import { browserFetch, type HttpFetch } from '../../shared/zalo/http';
import { fetchZaloUserInfo, zaloActionLogSender } from '../../shared/zalo/zalo-api';
import {
  miniAppRedirectUri,
  zaloEndpoints,
  type ZaloEndpoints,
} from '../../shared/zalo/zalo-endpoints';
import { AccessTokenManager } from './access-token';
import { ActionLog } from './action-log';
import { createMiniAppHelpers, type MiniAppHelpers } from './app-helpers';
import { onAppPause, type PageVisibility } from './app-pause';
import { createHostBridge, type HostBridge, type ZmpSdkModule } from './bridge';
import { systemClock, type Clock } from './clock';
import { currentMiniAppId, currentZaloAppId, type HostKind } from './host-detect';
import { LoginState } from './login-state';

export interface MiniAppRuntimeOptions {
  host?: HostKind;
  clock?: Clock;
  http?: HttpFetch;
  endpoints?: ZaloEndpoints;
  /** The mini-app id (action log, token exchange); read from the container by default. */
  appId?: string;
  /** The Zalo App id of the v3 exchange (`window.zAppID`); read from the container by default. */
  zaloAppId?: string;
  /** Where the web's pause (page hidden) is observed; `document` by default. */
  page?: PageVisibility;
  loadSdk?: () => Promise<ZmpSdkModule>;
}

export interface MiniAppRuntime {
  readonly bridge: HostBridge;
  readonly helpers: MiniAppHelpers;
  readonly actionLog: ActionLog;
  /** The login-state queue and the v3/v4 token flows behind `helpers.getAccessToken`. */
  readonly tokens: AccessTokenManager;
  /**
   * Starts the action log: a flush every 5 s and one each time the app is paused. Returns the
   * stop function, which also sends what is still pending.
   */
  start(): () => void;
}

/**
 * The mini-app layer assembled for the app: the host bridge, whose token and user info go
 * through the login-state queue, the v3/v4 flows and the Graph profile; the never-throwing
 * helpers the features call; the action log.
 */
export function createMiniAppRuntime(options: MiniAppRuntimeOptions = {}): MiniAppRuntime {
  const clock = options.clock ?? systemClock;
  const miniAppId = options.appId ?? currentMiniAppId();
  const deps = {
    http: options.http ?? browserFetch,
    endpoints: options.endpoints ?? zaloEndpoints(),
  };
  const actionLog = new ActionLog(zaloActionLogSender(deps, miniAppId), clock);
  const bridge = createHostBridge({
    host: options.host,
    clock,
    actionLog,
    loadSdk: options.loadSdk,
    httpApis: {
      accessToken: () => tokens.getAccessToken(),
      userInfo: async ({ avatarType }) =>
        fetchZaloUserInfo(deps, {
          accessToken: await tokens.getAccessToken(),
          miniAppId,
          avatarType,
        }),
    },
  });
  const tokens = new AccessTokenManager({
    ...deps,
    clock,
    login: new LoginState(() => bridge.getHostLogin()),
    miniAppId,
    zaloAppId: options.zaloAppId ?? currentZaloAppId(),
    redirectUri: miniAppRedirectUri(miniAppId),
    confirmAuthorised: () => bridge.authorizeUserInfo(),
  });
  return {
    bridge,
    helpers: createMiniAppHelpers(bridge),
    actionLog,
    tokens,
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
