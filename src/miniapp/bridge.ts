import type * as ZmpSdk from 'zmp-sdk/apis';
import { authenticationRequired, notSupported, toMiniAppError } from '../../shared/zalo/errors';
import type { HostLogin, MiniAppUserInfo } from '../../shared/zalo/types';
import type { ActionLog } from './action-log';
import { systemClock, type Clock } from './clock';
import { detectHost, type HostKind } from './host-detect';
import { HOST_COOKIE } from './login-state';
import { ActionRateLimiter } from './rate-limit';
import { timeoutFor, withTimeout } from './timeouts';
import {
  validateFollowOA,
  validateOpenChat,
  validateOpenWebView,
  validateUserInfoOptions,
  type UserInfoOptions,
} from './validation';
import { webViewUrl } from './web-view-url';

export type ZmpSdkModule = typeof ZmpSdk;

/** The fixed sample user the web preview returns (the SDK's own localhost mock). */
export const SAMPLE_USER: Readonly<MiniAppUserInfo> = {
  id: '3368637342326461234',
  name: 'User Name',
  avatar: 'https://h5.zdn.vn/static/images/avatar.png',
};

/**
 * What the layer reaches over HTTP rather than through the native bridge (spec §4): the
 * access token from the login-state queue and the v3/v4 exchanges, and the Graph profile
 * read with that token. The runtime supplies them; the bridge adds the rate limits,
 * timeouts and action log every host call gets.
 */
export interface HostHttpApis {
  accessToken(): Promise<string>;
  userInfo(options: UserInfoOptions): Promise<MiniAppUserInfo>;
}

export interface HostBridge {
  readonly host: HostKind;
  getUserInfo(options?: unknown): Promise<MiniAppUserInfo>;
  getAccessToken(): Promise<string>;
  /** The single-use phone-number token (never the number itself; the server swaps it). */
  getPhoneNumberToken(): Promise<string>;
  openChat(input: unknown): Promise<void>;
  followOA(input: unknown): Promise<void>;
  openWebview(input: unknown): Promise<void>;
  showToast(message: string): Promise<void>;
  /**
   * A fresh host login for LoginState/AccessTokenManager: a new authorization code and PKCE
   * verifier (zmp-sdk getAuthCode), and whether the user granted 'scope.userInfo'.
   */
  getHostLogin(): Promise<HostLogin>;
  /** Asks the user for 'scope.userInfo' (zmp-sdk authorize); rejects when it is refused. */
  authorizeUserInfo(): Promise<void>;
  /** Calls `listener` whenever the container pauses the app; nothing fires outside it. */
  onAppPaused(listener: () => void): Promise<void>;
}

export interface HostBridgeOptions {
  host?: HostKind;
  clock?: Clock;
  limiter?: ActionRateLimiter;
  actionLog?: ActionLog;
  /** The token and profile over HTTP; without them those calls are not supported. */
  httpApis?: HostHttpApis;
  /** Loaded only inside the container, so the web build never runs the SDK's side effects. */
  loadSdk?: () => Promise<ZmpSdkModule>;
}

/**
 * Host calls of spec §7 with the §5 input rules, §9 rate limits and timeouts. Inside the
 * container the token and user info go over HTTP (`httpApis`), and only what nothing else can
 * reach (host login, consent, phone token, chat, OA, web view, toast, pause) goes to zmp-sdk's
 * native bridge; in the web preview user info is the sample user and the other
 * calls resolve without doing anything; in a plain browser they reject with -1404.
 * The phone-number rule (a token, else not supported) holds in the preview too: it has no phone.
 * Note: zmp-sdk's openWebview adds `typeInapp=1` itself unless the URL contains "vnpay", so
 * inside the container our gateway exception fully applies only to VNPay URLs.
 */
export function createHostBridge(options: HostBridgeOptions = {}): HostBridge {
  const host = options.host ?? detectHost();
  const clock = options.clock ?? systemClock;
  const limiter = options.limiter ?? new ActionRateLimiter(clock);
  const loadSdk = options.loadSdk ?? (() => import('zmp-sdk/apis'));
  let sdk: Promise<ZmpSdkModule> | undefined;

  const native =
    <T>(use: (zmp: ZmpSdkModule) => Promise<T>) =>
    (): Promise<T> => {
      sdk ??= loadSdk();
      return sdk.then(use);
    };
  const overHttp = <T>(use: (apis: HostHttpApis) => Promise<T>) => {
    const apis = options.httpApis;
    return (): Promise<T> => (apis ? use(apis) : Promise.reject(notSupported('http')));
  };

  async function call<T>(
    action: string,
    inContainer: () => Promise<T>,
    inPreview: () => T,
    logData: unknown = {},
  ): Promise<T> {
    if (host === 'browser') throw notSupported(action);
    if (host === 'web-preview') return inPreview();
    try {
      limiter.attempt(action);
      const result = await withTimeout(inContainer(), timeoutFor(action), clock, action);
      options.actionLog?.record({ action, error: 0, message: 'Success', data: logData });
      return result;
    } catch (error) {
      const failure = toMiniAppError(error, action);
      options.actionLog?.record({
        action,
        error: failure.code,
        message: failure.message,
        data: logData,
      });
      throw failure;
    }
  }

  return {
    host,
    async getUserInfo(input) {
      const args = validateUserInfoOptions(input);
      return call(
        'getUserInfo',
        overHttp((apis) => apis.userInfo(args)),
        () => ({ ...SAMPLE_USER }),
      );
    },
    getAccessToken: () =>
      call(
        'getAccessToken',
        overHttp((apis) => apis.accessToken()),
        () => '',
      ),
    async getPhoneNumberToken() {
      const { token } = await call(
        'getPhoneNumber',
        native((zmp) => zmp.getPhoneNumber()),
        (): { token?: string } => ({}),
      );
      if (!token) throw notSupported('getPhoneNumber');
      return token;
    },
    async openChat(input) {
      const args = validateOpenChat(input);
      return call(
        'openChat',
        native((zmp) => zmp.openChat(args)),
        () => undefined,
        { uid: args.id, type: args.type },
      );
    },
    async followOA(input) {
      const args = validateFollowOA(input);
      return call(
        'followOA',
        native((zmp) => zmp.followOA(args)),
        () => undefined,
        { uid: args.id },
      );
    },
    async openWebview(input) {
      const { url, style, leftButton } = validateOpenWebView(input);
      const target = webViewUrl(url);
      return call(
        'openWebview',
        native((zmp) => zmp.openWebview({ url: target, config: { style, leftButton } })),
        () => undefined,
        { url: target },
      );
    },
    getHostLogin: () =>
      call(
        'getAuthCode',
        native(async (zmp): Promise<HostLogin> => {
          // zmp-sdk's getAuthCode refuses a user who has not granted 'scope.userInfo', so the
          // setting comes first: such a login carries no code, and the token manager asks
          // for consent and then jumps again.
          const { authSetting } = await zmp.getSetting();
          if (authSetting['scope.userInfo'] !== true) {
            return { miniProgramConfig: { userAuthorized: false }, cookiesOAuthLogins: [] };
          }
          const { authCode, authCodeVerify } = await zmp.getAuthCode();
          return {
            miniProgramConfig: { userAuthorized: true },
            cookiesOAuthLogins: [
              { name: HOST_COOKIE.authCode, value: authCode },
              { name: HOST_COOKIE.verifier, value: authCodeVerify },
            ],
          };
        }),
        (): HostLogin => ({ miniProgramConfig: {}, cookiesOAuthLogins: [] }),
      ),
    authorizeUserInfo: () =>
      call(
        'authorize',
        native(async (zmp) => {
          const granted = await zmp.authorize({ scopes: ['scope.userInfo'] });
          if (granted['scope.userInfo'] !== true) throw authenticationRequired('authorize');
        }),
        () => undefined,
      ),
    showToast: (message) =>
      call(
        'showToast',
        native(async (zmp) => void (await zmp.showToast({ message }))),
        () => undefined,
      ),
    async onAppPaused(listener) {
      if (host !== 'zalo') return;
      sdk ??= loadSdk();
      const zmp = await sdk;
      zmp.events.on(zmp.EventName.AppPaused, listener);
    },
  };
}
