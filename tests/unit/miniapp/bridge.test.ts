import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as zmp from 'zmp-sdk/apis';
import {
  AccessTokenManager,
  ActionLog,
  createHostBridge,
  createMiniAppHelpers,
  HOST_COOKIE,
  hostCookie,
  LoginState,
  MiniAppError,
  miniAppRedirectUri,
  SAMPLE_USER,
  systemClock,
  zaloEndpoints,
  type ActionLogEntry,
} from '../../../src/miniapp';
import { fakeHttp, form, json } from './fake-http';

vi.mock('zmp-sdk/apis', () => ({
  getUserInfo: vi.fn(),
  getAccessToken: vi.fn(),
  authorize: vi.fn(),
  getPhoneNumber: vi.fn(),
  openChat: vi.fn(),
  followOA: vi.fn(),
  openWebview: vi.fn(),
  showToast: vi.fn(),
  getAuthCode: vi.fn(),
  getSetting: vi.fn(),
  events: { on: vi.fn() },
  EventName: { AppPaused: 'h5.event.paused' },
}));

const sdk = vi.mocked(zmp);
const user = { id: '77', name: 'Trần Thị B', avatar: 'https://avatar.test/b.png' };

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetAllMocks();
});
afterEach(() => vi.useRealTimers());

/** The token and profile the runtime would fetch over HTTP, as spies. */
function httpApis() {
  return {
    accessToken: vi.fn(async () => 'zalo-token'),
    userInfo: vi.fn(async () => user),
  };
}

async function failureOf(work: Promise<unknown>): Promise<MiniAppError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MiniAppError);
  return error as MiniAppError;
}

describe('host bridge inside the Zalo container', () => {
  it('reads user info and the token over HTTP, never through zmp-sdk', async () => {
    const apis = httpApis();
    const bridge = createHostBridge({ host: 'zalo', httpApis: apis });
    await expect(bridge.getUserInfo({ avatarType: 'large' })).resolves.toEqual(user);
    await expect(bridge.getAccessToken()).resolves.toBe('zalo-token');
    expect(apis.userInfo).toHaveBeenCalledWith({
      avatarType: 'large',
      autoRequestPermission: false,
    });
    expect(sdk.getUserInfo).not.toHaveBeenCalled();
    expect(sdk.getAccessToken).not.toHaveBeenCalled();
    const without = createHostBridge({ host: 'zalo' });
    expect((await failureOf(without.getAccessToken())).code).toBe(-1404);
  });

  it('asks for scope.userInfo, and a refusal is authentication required', async () => {
    const bridge = createHostBridge({ host: 'zalo' });
    sdk.authorize.mockResolvedValueOnce({ 'scope.userInfo': true });
    await expect(bridge.authorizeUserInfo()).resolves.toBeUndefined();
    expect(sdk.authorize).toHaveBeenCalledWith({ scopes: ['scope.userInfo'] });
    sdk.authorize.mockResolvedValueOnce({ 'scope.userInfo': false });
    expect((await failureOf(bridge.authorizeUserInfo())).code).toBe(-1401);
  });

  it('opens chat, follows the OA and opens the web view with the URL rule and defaults', async () => {
    const bridge = createHostBridge({ host: 'zalo' });
    await bridge.openChat({ id: 'oa-1', type: 'oa' });
    await bridge.followOA({ id: 'oa-1' });
    await bridge.openWebview({ url: 'https://greenwatch.vn/help' });
    await bridge.openWebview({ url: 'https://payment.momo.vn/pay?x=1', style: 'normal' });
    expect(sdk.openChat).toHaveBeenCalledWith({ id: 'oa-1', type: 'oa' });
    expect(sdk.followOA).toHaveBeenCalledWith({ id: 'oa-1' });
    expect(sdk.openWebview).toHaveBeenNthCalledWith(1, {
      url: 'https://greenwatch.vn/help?typeInapp=1',
      config: { style: 'bottomSheet', leftButton: 'back' },
    });
    expect(sdk.openWebview).toHaveBeenNthCalledWith(2, {
      url: 'https://payment.momo.vn/pay?x=1',
      config: { style: 'normal', leftButton: 'back' },
    });
  });

  it('returns the phone-number token, or not-supported when none comes back', async () => {
    const bridge = createHostBridge({ host: 'zalo' });
    sdk.getPhoneNumber.mockResolvedValueOnce({ token: 'phone-token' });
    await expect(bridge.getPhoneNumberToken()).resolves.toBe('phone-token');
    sdk.getPhoneNumber.mockResolvedValueOnce({ number: '' } as never);
    const failure = await failureOf(bridge.getPhoneNumberToken());
    expect(failure.code).toBe(-1404);
  });

  it('wraps the plain {code, message} objects zmp-sdk rejects with', async () => {
    sdk.getPhoneNumber.mockRejectedValue({
      code: -2002,
      message: 'User denied',
      api: 'getPhoneNumber',
    });
    const failure = await failureOf(createHostBridge({ host: 'zalo' }).getPhoneNumberToken());
    expect(failure).toMatchObject({ code: -2002, message: 'User denied', api: 'getPhoneNumber' });
  });

  it('rejects invalid input before calling the host', async () => {
    const apis = httpApis();
    const bridge = createHostBridge({ host: 'zalo', httpApis: apis });
    expect((await failureOf(bridge.openChat({ id: 'x', type: 'group' }))).code).toBe(-1400);
    expect((await failureOf(bridge.followOA({}))).code).toBe(-1400);
    expect((await failureOf(bridge.openWebview({ url: 'nope' }))).code).toBe(-1400);
    expect((await failureOf(bridge.getUserInfo({ avatarType: 'xl' }))).code).toBe(-1400);
    expect(sdk.openChat).not.toHaveBeenCalled();
    expect(sdk.followOA).not.toHaveBeenCalled();
    expect(sdk.openWebview).not.toHaveBeenCalled();
    expect(apis.userInfo).not.toHaveBeenCalled();
  });

  it('applies the per-action rate limit before the host, and it resets after 1 s idle', async () => {
    const apis = httpApis();
    const bridge = createHostBridge({ host: 'zalo', httpApis: apis });
    for (let i = 0; i < 3; i += 1) await bridge.getUserInfo();
    expect((await failureOf(bridge.getUserInfo())).code).toBe(-1409);
    expect(apis.userInfo).toHaveBeenCalledTimes(3);
    await expect(bridge.openChat({ id: 'u', type: 'user' })).resolves.toBeUndefined();
    vi.advanceTimersByTime(1000);
    await expect(bridge.getUserInfo()).resolves.toEqual(user);
  });

  it('times out after 8 s by default and after 2 s for a toast', async () => {
    const apis = { ...httpApis(), userInfo: vi.fn(() => new Promise<never>(() => {})) };
    sdk.showToast.mockReturnValue(new Promise(() => {}));
    const bridge = createHostBridge({ host: 'zalo', clock: systemClock, httpApis: apis });
    const slowUser = failureOf(bridge.getUserInfo());
    const slowToast = failureOf(bridge.showToast('Đã lưu'));
    let toastDone = false;
    void slowToast.then(() => (toastDone = true));
    await vi.advanceTimersByTimeAsync(1999);
    expect(toastDone).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await slowToast).toMatchObject({ code: -1408, api: 'showToast' });
    await vi.advanceTimersByTimeAsync(6000);
    expect(await slowUser).toMatchObject({ code: -1408, api: 'getUserInfo' });
  });

  it('records every outcome in the action log', async () => {
    const sent: ActionLogEntry[][] = [];
    const actionLog = new ActionLog(async (batch) => void sent.push(batch), systemClock);
    sdk.followOA.mockRejectedValue({
      code: -1410,
      message: 'Duplicate request. Please try again later.',
    });
    const bridge = createHostBridge({ host: 'zalo', actionLog });
    await bridge.openChat({ id: 'u1', type: 'user' });
    await bridge.followOA({ id: 'oa-2' }).catch(() => undefined);
    await actionLog.flush();
    expect(sent).toEqual([
      [
        { action: 'openChat', error: 0, message: 'Success', data: { uid: 'u1', type: 'user' } },
        {
          action: 'followOA',
          error: -1410,
          message: 'Duplicate request. Please try again later.',
          data: { uid: 'oa-2' },
        },
      ],
    ]);
  });

  it('builds a host login from getAuthCode and getSetting for the token manager', async () => {
    sdk.getAuthCode.mockResolvedValue({ authCode: 'code-a', authCodeVerify: 'verifier-a' });
    sdk.getSetting.mockResolvedValue({ authSetting: { 'scope.userInfo': true } });
    const bridge = createHostBridge({ host: 'zalo' });
    const login = await bridge.getHostLogin();
    expect(login).toEqual({
      miniProgramConfig: { userAuthorized: true },
      cookiesOAuthLogins: [
        { name: HOST_COOKIE.authCode, value: 'code-a' },
        { name: HOST_COOKIE.verifier, value: 'verifier-a' },
      ],
    });
    expect(hostCookie(login, HOST_COOKIE.verifier)).toBe('verifier-a');

    sdk.getSetting.mockResolvedValue({ authSetting: {} });
    await expect(bridge.getHostLogin()).resolves.toMatchObject({
      miniProgramConfig: { userAuthorized: false },
    });
  });

  it('drives the token manager: the v4 exchange uses the code and verifier of getAuthCode', async () => {
    sdk.getAuthCode.mockResolvedValue({ authCode: 'code-b', authCodeVerify: 'verifier-b' });
    sdk.getSetting.mockResolvedValue({ authSetting: { 'scope.userInfo': true } });
    const bridge = createHostBridge({ host: 'zalo' });
    const { http, requests } = fakeHttp(() =>
      json({ access_token: 'zalo-token', expires_in: 3600 }),
    );
    const tokens = new AccessTokenManager({
      http,
      endpoints: zaloEndpoints(),
      clock: systemClock,
      login: new LoginState(() => bridge.getHostLogin()),
      miniAppId: 'app-1',
      zaloAppId: 'zalo-1',
      redirectUri: miniAppRedirectUri('app-1'),
    });
    await expect(tokens.getAccessToken()).resolves.toBe('zalo-token');
    expect(requests[0].url.href).toBe('https://h5.zalo.me/openapi/access_token');
    expect(form(requests[0])).toEqual({
      app_id: 'app-1',
      grant_type: 'authorization_code',
      code: 'code-b',
      code_verifier: 'verifier-b',
    });
  });

  it('subscribes to the container pause event', async () => {
    const listener = vi.fn();
    await createHostBridge({ host: 'zalo' }).onAppPaused(listener);
    expect(sdk.events.on).toHaveBeenCalledWith('h5.event.paused', listener);
  });
});

describe('host bridge in the web preview', () => {
  it('returns the fixed sample user and resolves other calls silently without the SDK', async () => {
    const loadSdk = vi.fn();
    const bridge = createHostBridge({ host: 'web-preview', loadSdk });
    await expect(bridge.getUserInfo()).resolves.toEqual(SAMPLE_USER);
    await expect(bridge.getAccessToken()).resolves.toBe('');
    await expect(bridge.openChat({ id: 'u', type: 'user' })).resolves.toBeUndefined();
    await expect(bridge.followOA({ id: 'oa' })).resolves.toBeUndefined();
    await expect(bridge.openWebview({ url: 'https://a.vn' })).resolves.toBeUndefined();
    await expect(bridge.showToast('x')).resolves.toBeUndefined();
    await expect(bridge.getHostLogin()).resolves.toEqual({
      miniProgramConfig: {},
      cookiesOAuthLogins: [],
    });
    await bridge.onAppPaused(() => {});
    expect(loadSdk).not.toHaveBeenCalled();
    expect(SAMPLE_USER).toEqual({
      id: '3368637342326461234',
      name: 'User Name',
      avatar: 'https://h5.zdn.vn/static/images/avatar.png',
    });
  });

  it('still validates input, and has no phone token to give', async () => {
    const bridge = createHostBridge({ host: 'web-preview' });
    expect((await failureOf(bridge.openChat({ type: 'user' }))).code).toBe(-1400);
    expect((await failureOf(bridge.getPhoneNumberToken())).code).toBe(-1404);
  });
});

describe('host bridge on an unsupported platform (plain browser)', () => {
  it('rejects every native call with not-supported (-1404)', async () => {
    const loadSdk = vi.fn();
    const bridge = createHostBridge({ host: 'browser', loadSdk });
    const calls = [
      bridge.getUserInfo(),
      bridge.getAccessToken(),
      bridge.getPhoneNumberToken(),
      bridge.openChat({ id: 'u', type: 'user' }),
      bridge.followOA({ id: 'oa' }),
      bridge.openWebview({ url: 'https://a.vn' }),
      bridge.showToast('x'),
      bridge.getHostLogin(),
    ];
    for (const call of calls) {
      const failure = await failureOf(call);
      expect(failure.code).toBe(-1404);
      expect(failure.message).toBe('This API is not supported in this version of Zalo.');
    }
    expect(loadSdk).not.toHaveBeenCalled();
  });
});

describe('app-level helpers', () => {
  it('swallow failures and return null', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const helpers = createMiniAppHelpers(createHostBridge({ host: 'browser' }));
    await expect(helpers.getUserInfo()).resolves.toBeNull();
    await expect(helpers.getAccessToken()).resolves.toBeNull();
    await expect(helpers.getPhoneNumberToken()).resolves.toBeNull();
    await expect(helpers.openChat({ id: 'u', type: 'user' })).resolves.toBeNull();
    await expect(helpers.followOA({ id: 'oa' })).resolves.toBeNull();
    await expect(helpers.openWebview({ url: 'bad' })).resolves.toBeNull();
    await expect(helpers.showToast('x')).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(7);
    expect(warn.mock.calls[0][0]).toBe(
      'Mini-app call getUserInfo failed (-1404): This API is not supported in this version of Zalo.',
    );
    warn.mockRestore();
  });

  it('pass results through when the host answers', async () => {
    sdk.getPhoneNumber.mockResolvedValue({ token: 'tk' });
    const helpers = createMiniAppHelpers(createHostBridge({ host: 'zalo', httpApis: httpApis() }));
    await expect(helpers.getUserInfo()).resolves.toEqual(user);
    await expect(helpers.getPhoneNumberToken()).resolves.toBe('tk');
    await expect(helpers.openChat({ id: 'u', type: 'user' })).resolves.toBe(true);
  });
});
