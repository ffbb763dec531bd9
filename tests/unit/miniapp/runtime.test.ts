// The mini-app layer as the app starts it: the action log flushes every 5 s and when the app
// is paused (the container's AppPaused event; the page turning hidden in a browser).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createMiniAppRuntime,
  onAppPause,
  zaloEndpoints,
  type PageVisibility,
  type ZmpSdkModule,
} from '../../../src/miniapp';
import { fakeHttp, form, json } from './fake-http';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A page whose visibility the test switches, like document's visibilitychange. */
function fakePage() {
  const listeners = new Set<() => void>();
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_type: 'visibilitychange', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'visibilitychange', listener: () => void) =>
      listeners.delete(listener),
  } satisfies PageVisibility;
  return {
    page,
    listeners,
    set(state: DocumentVisibilityState) {
      page.visibilityState = state;
      listeners.forEach((listener) => listener());
    },
  };
}

/** zmp-sdk as the container would give it: events.on keeps the AppPaused listeners. */
function fakeSdk() {
  const paused: Array<() => void> = [];
  const sdk = {
    EventName: { AppPaused: 'h5.event.paused' },
    events: {
      on: vi.fn((name: string, listener: () => void) => {
        if (name === 'h5.event.paused') paused.push(listener);
      }),
    },
    openChat: vi.fn(async () => undefined),
  };
  return {
    loadSdk: async () => sdk as unknown as ZmpSdkModule,
    pause: () => paused.forEach((listener) => listener()),
    sdk,
  };
}

const logPeer = () => fakeHttp(() => json({ error: 0 }));
const batches = (requests: ReturnType<typeof logPeer>['requests']) =>
  requests.map((request) => ({ ...form(request), data: JSON.parse(form(request).data!) }));

describe('onAppPause', () => {
  it('inside the container follows AppPaused, and a stopped subscription stays silent', async () => {
    const { loadSdk, pause } = fakeSdk();
    const { bridge } = createMiniAppRuntime({ host: 'zalo', loadSdk });
    const listener = vi.fn();
    const stop = onAppPause(bridge, fakePage().page, listener);
    await vi.advanceTimersByTimeAsync(0);
    pause();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    pause();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('in a browser follows the page turning hidden, and stop removes the listener', () => {
    const { bridge } = createMiniAppRuntime({ host: 'browser' });
    const visibility = fakePage();
    const listener = vi.fn();
    const stop = onAppPause(bridge, visibility.page, listener);
    visibility.set('visible');
    expect(listener).not.toHaveBeenCalled();
    visibility.set('hidden');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    expect(visibility.listeners.size).toBe(0);
  });
});

describe('mini-app runtime action log', () => {
  it('records container calls and sends them when the app is paused, before the 5 s tick', async () => {
    const { loadSdk, pause } = fakeSdk();
    const { http, requests } = logPeer();
    const runtime = createMiniAppRuntime({
      host: 'zalo',
      loadSdk,
      http,
      endpoints: zaloEndpoints({ actionLog: 'https://log.test/async' }),
      appId: 'app-42',
      page: fakePage().page,
    });
    const stop = runtime.start();
    await runtime.bridge.openChat({ id: 'oa-1', type: 'oa' });
    expect(runtime.actionLog.size).toBe(1);
    expect(requests).toHaveLength(0);

    pause();
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.map((request) => request.url.toString())).toEqual(['https://log.test/async']);
    expect(batches(requests)).toEqual([
      {
        appId: 'app-42',
        data: [
          { action: 'openChat', error: 0, message: 'Success', data: { uid: 'oa-1', type: 'oa' } },
        ],
      },
    ]);
    stop();
  });

  it('flushes every 5 s, and on stop sends what is left and ends the timer', async () => {
    const { loadSdk } = fakeSdk();
    const { http, requests } = logPeer();
    const runtime = createMiniAppRuntime({
      host: 'zalo',
      loadSdk,
      http,
      appId: 'a',
      page: fakePage().page,
    });
    const stop = runtime.start();
    await runtime.bridge.openChat({ id: '1', type: 'user' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(requests).toHaveLength(1);

    await runtime.bridge.openChat({ id: '2', type: 'user' });
    stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(2);
    await runtime.bridge.openChat({ id: '3', type: 'user' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(requests).toHaveLength(2);
  });

  it('in a browser flushes when the page is hidden', async () => {
    const { http, requests } = logPeer();
    const visibility = fakePage();
    const runtime = createMiniAppRuntime({
      host: 'browser',
      http,
      appId: 'a',
      page: visibility.page,
    });
    const stop = runtime.start();
    runtime.actionLog.record({ action: 'openWebview', error: -1404, message: 'no', data: {} });
    visibility.set('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(batches(requests)[0]?.data).toEqual([
      { action: 'openWebview', error: -1404, message: 'no', data: {} },
    ]);
    stop();
  });
});

describe('mini-app runtime: the token and user info through the Zalo layer', () => {
  /** zmp-sdk's login calls as the container answers them; `granted` is 'scope.userInfo'. */
  function loginSdk(granted: boolean) {
    let codes = 0;
    const sdk = {
      getSetting: vi.fn(async () => ({ authSetting: { 'scope.userInfo': granted } })),
      authorize: vi.fn(async () => {
        granted = true;
        return { 'scope.userInfo': true };
      }),
      getAuthCode: vi.fn(async () => {
        codes += 1;
        return { authCode: `code-${codes}`, authCodeVerify: `verifier-${codes}` };
      }),
      getAccessToken: vi.fn(),
      getUserInfo: vi.fn(),
    };
    return { sdk, loadSdk: async () => sdk as unknown as ZmpSdkModule };
  }

  /** Zalo's token endpoint and Graph profile, answering as the platform does. */
  const zaloPeer = () =>
    fakeHttp((request) =>
      request.url.pathname === '/openapi/access_token'
        ? json({ access_token: 'zalo-token-1', refresh_token: 'refresh-1', expires_in: '3600' })
        : json({ id: '5501', name: 'Nguyễn Văn A', picture: { data: { url: 'https://a.test' } } }),
    );

  it('single-flights the v4 exchange, reuses the token, and reads the profile with it', async () => {
    const { sdk, loadSdk } = loginSdk(true);
    const { http, requests } = zaloPeer();
    const { helpers } = createMiniAppRuntime({ host: 'zalo', loadSdk, http, appId: 'app-7' });
    // The second caller polls every 200 ms while the first one's request runs (spec §9).
    const both = Promise.all([helpers.getAccessToken(), helpers.getAccessToken()]);
    await vi.advanceTimersByTimeAsync(400);
    expect(await both).toEqual(['zalo-token-1', 'zalo-token-1']);
    await expect(helpers.getUserInfo({ avatarType: 'small' })).resolves.toMatchObject({
      id: '5501',
      name: 'Nguyễn Văn A',
    });
    const exchanges = requests.filter((r) => r.url.pathname === '/openapi/access_token');
    expect(exchanges).toHaveLength(1);
    expect(form(exchanges[0]!)).toMatchObject({
      app_id: 'app-7',
      grant_type: 'authorization_code',
      code: 'code-1',
      code_verifier: 'verifier-1',
    });
    const profile = requests.find((r) => r.url.pathname === '/v2.0/me')!;
    expect(profile.headers.get('access_token')).toBe('zalo-token-1');
    expect(profile.url.searchParams.get('miniapp_id')).toBe('app-7');
    expect(sdk.getAuthCode).toHaveBeenCalledTimes(1);
    expect(sdk.getAccessToken).not.toHaveBeenCalled();
    expect(sdk.getUserInfo).not.toHaveBeenCalled();
  });

  it('asks a user who has not granted scope.userInfo, then logs in again for a code', async () => {
    const { sdk, loadSdk } = loginSdk(false);
    const { http } = zaloPeer();
    const { helpers } = createMiniAppRuntime({ host: 'zalo', loadSdk, http, appId: 'app-7' });
    await expect(helpers.getAccessToken()).resolves.toBe('zalo-token-1');
    expect(sdk.authorize).toHaveBeenCalledTimes(1);
    expect(sdk.getAuthCode).toHaveBeenCalledTimes(1);
  });
});
