import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AccessTokenManager,
  HOST_COOKIE,
  LoginState,
  authenticationRequired,
  MiniAppError,
  systemClock,
  zaloEndpoints,
  type HostLogin,
  type MiniProgramConfig,
} from '../../../src/miniapp';
import { fakeHttp, form, json, type FakeHandler } from './fake-http';

const endpoints = zaloEndpoints({
  accessTokenV4: 'https://zalo.test/openapi/access_token',
  accessTokenV3: 'https://oauth.zalo.test/v3/access_token',
});

function hostLogin(
  code: string | undefined,
  verifier: string | undefined,
  config: MiniProgramConfig = { userAuthorized: true },
): HostLogin {
  const cookies = [];
  if (code) cookies.push({ name: HOST_COOKIE.authCode, value: code });
  if (verifier) cookies.push({ name: HOST_COOKIE.verifier, value: verifier });
  return { miniProgramConfig: config, cookiesOAuthLogins: cookies };
}

interface Setup {
  verifier?: boolean;
  config?: MiniProgramConfig;
  handler?: FakeHandler;
  confirmAuthorised?: (login: HostLogin) => Promise<void>;
}

function setup(options: Setup = {}) {
  let jumps = 0;
  const jump = vi.fn(async () => {
    jumps += 1;
    return hostLogin(
      `code-${jumps}`,
      options.verifier ? `verifier-${jumps}` : undefined,
      options.config,
    );
  });
  let issued = 0;
  const defaultHandler: FakeHandler = () => {
    issued += 1;
    return json({
      access_token: `token-${issued}`,
      refresh_token: `refresh-${issued}`,
      expires_in: '3600',
    });
  };
  const { http, requests } = fakeHttp(options.handler ?? defaultHandler);
  const login = new LoginState(jump);
  const manager = new AccessTokenManager({
    http,
    endpoints,
    clock: systemClock,
    login,
    miniAppId: 'mini-app-1',
    zaloAppId: 'zalo-app-9',
    redirectUri: 'https://h5.zdn.vn/zapps/mini-app-1/',
    confirmAuthorised: options.confirmAuthorised,
  });
  return { manager, requests, jump, login };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T08:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AccessTokenManager: flow choice', () => {
  it('uses the v4 flow (code + verifier, form-encoded POST) when the verifier cookie exists', async () => {
    const { manager, requests } = setup({ verifier: true });
    await expect(manager.getAccessToken()).resolves.toBe('token-1');
    expect(manager.flow).toBe('v4-code');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url.href).toBe('https://zalo.test/openapi/access_token');
    expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(form(request)).toEqual({
      app_id: 'mini-app-1',
      grant_type: 'authorization_code',
      code: 'code-1',
      code_verifier: 'verifier-1',
    });
  });

  it('uses the v3 flow (GET with query) when there is no verifier cookie', async () => {
    const { manager, requests } = setup({ verifier: false });
    await expect(manager.getAccessToken()).resolves.toBe('token-1');
    expect(manager.flow).toBe('v3');
    const [request] = requests;
    expect(request.method).toBe('GET');
    expect(request.url.origin + request.url.pathname).toBe(
      'https://oauth.zalo.test/v3/access_token',
    );
    expect(request.url.searchParams.get('app_id')).toBe('zalo-app-9');
    expect(request.url.searchParams.get('redirect_uri')).toBe(
      'https://h5.zdn.vn/zapps/mini-app-1/',
    );
    expect(request.url.searchParams.get('code')).toBe('code-1');
  });
});

describe('AccessTokenManager: reuse and refresh', () => {
  it('reuses the token until expires_in seconds have passed, then uses the refresh token', async () => {
    const { manager, requests, jump } = setup({ verifier: true });
    await manager.getAccessToken();
    vi.advanceTimersByTime(3_599_999);
    await expect(manager.getAccessToken()).resolves.toBe('token-1');
    expect(requests).toHaveLength(1);

    vi.advanceTimersByTime(1);
    await expect(manager.getAccessToken()).resolves.toBe('token-2');
    expect(manager.flow).toBe('v4-refresh');
    expect(requests).toHaveLength(2);
    expect(form(requests[1])).toEqual({
      app_id: 'mini-app-1',
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
    });
    expect(jump).toHaveBeenCalledTimes(1);

    // Refresh tokens are single-use: the next refresh sends the newest one.
    vi.advanceTimersByTime(3_600_000);
    await manager.getAccessToken();
    expect(form(requests[2]).refresh_token).toBe('refresh-2');
  });

  it('after a v3 token expires it jumps again, since the old code is spent', async () => {
    const { manager, requests, jump } = setup({ verifier: false });
    await manager.getAccessToken();
    vi.advanceTimersByTime(3_600_000);
    await expect(manager.getAccessToken()).resolves.toBe('token-2');
    expect(jump).toHaveBeenCalledTimes(2);
    expect(requests[1].url.searchParams.get('code')).toBe('code-2');
  });

  it('a failed refresh drops the refresh token and the next call goes back to a fresh code', async () => {
    let calls = 0;
    const { manager, requests, jump } = setup({
      verifier: true,
      handler: (request) => {
        calls += 1;
        if (form(request).grant_type === 'refresh_token') {
          return json({ error: -14019, error_description: 'Invalid refresh token' });
        }
        return json({
          access_token: `token-${calls}`,
          refresh_token: `r-${calls}`,
          expires_in: 60,
        });
      },
    });
    await manager.getAccessToken();
    vi.advanceTimersByTime(60_000);
    const failure = await manager.getAccessToken().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MiniAppError);
    expect(failure).toMatchObject({ code: -1401, message: 'Invalid refresh token' });

    await expect(manager.getAccessToken()).resolves.toBe('token-3');
    expect(form(requests[2])).toMatchObject({ grant_type: 'authorization_code', code: 'code-2' });
    expect(jump).toHaveBeenCalledTimes(2);
  });

  it('reset() forces a new login and a new token', async () => {
    const { manager, jump, requests } = setup({ verifier: true });
    await manager.getAccessToken();
    manager.reset();
    await expect(manager.getAccessToken()).resolves.toBe('token-2');
    expect(jump).toHaveBeenCalledTimes(2);
    expect(form(requests[1])).toMatchObject({ grant_type: 'authorization_code', code: 'code-2' });
  });
});

describe('AccessTokenManager: concurrency', () => {
  it('queues concurrent callers on the login jump and makes a single token request', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { manager, requests, login } = setup({
      verifier: true,
      handler: async () => {
        await gate;
        return json({ access_token: 'shared', refresh_token: 'r', expires_in: 3600 });
      },
    });
    const callers = [manager.getAccessToken(), manager.getAccessToken(), manager.getAccessToken()];
    expect(login.status).toBe('doing');
    await vi.advanceTimersByTimeAsync(0);
    expect(login.status).toBe('done');
    expect(requests).toHaveLength(1);

    // Waiters poll every 200 ms while the request runs; it stays single-flight.
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(200);
    await expect(Promise.all(callers)).resolves.toEqual(['shared', 'shared', 'shared']);
    expect(requests).toHaveLength(1);
  });

  it('a caller arriving during a running request waits for the next 200 ms poll', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { manager, requests } = setup({
      verifier: true,
      handler: async () => {
        await gate;
        return json({ access_token: 'shared', expires_in: 3600 });
      },
    });
    const first = manager.getAccessToken();
    await vi.advanceTimersByTimeAsync(0);
    let late: string | undefined;
    void manager.getAccessToken().then((token) => (late = token));
    release();
    await expect(first).resolves.toBe('shared');
    await vi.advanceTimersByTimeAsync(199);
    expect(late).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(late).toBe('shared');
    expect(requests).toHaveLength(1);
  });
});

describe('AccessTokenManager: authorisation and failures', () => {
  const notAuthorised: MiniProgramConfig = {
    userAuthorized: false,
    canUseAccessTokenByDefault: false,
    jwt: 'host-jwt',
  };

  /** The host's consent prompt (zmp-sdk authorize) as the user answers it. */
  const consent = (granted: boolean) =>
    vi.fn(async () => {
      if (!granted) throw authenticationRequired('authorize');
    });

  it("refuses with 'authentication required' when scope.userInfo is refused", async () => {
    const confirmAuthorised = consent(false);
    const { manager, requests } = setup({
      verifier: true,
      config: notAuthorised,
      confirmAuthorised,
    });
    const failure = await manager.getAccessToken().catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: -1401 });
    expect((failure as Error).message).toMatch(/User Authentication Required/);
    expect(confirmAuthorised).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(0);
  });

  it('without a way to confirm, a user the host does not mark as authorised is refused', async () => {
    const { manager, requests } = setup({ verifier: true, config: notAuthorised });
    await expect(manager.getAccessToken()).rejects.toMatchObject({
      code: -1401,
      message: expect.stringMatching(/User Authentication Required/),
    });
    expect(requests).toHaveLength(0);
  });

  it('canUseAccessTokenByDefault lets the token flow run without a consent check', async () => {
    const confirmAuthorised = vi.fn(async () => {});
    const { manager } = setup({
      verifier: true,
      config: { canUseAccessTokenByDefault: true },
      confirmAuthorised,
    });
    await expect(manager.getAccessToken()).resolves.toBe('token-1');
    expect(confirmAuthorised).not.toHaveBeenCalled();
  });

  it('goes on to the token request when scope.userInfo is granted', async () => {
    const { manager, requests } = setup({
      verifier: true,
      config: notAuthorised,
      handler: () => json({ access_token: 'granted-token', expires_in: 3600 }),
      confirmAuthorised: consent(true),
    });
    await expect(manager.getAccessToken()).resolves.toBe('granted-token');
    expect(requests).toHaveLength(1);
  });

  it('fails with -1401 when the host gave no authorization code', async () => {
    const jump = vi.fn(async () => hostLogin(undefined, undefined));
    const { http } = fakeHttp(() => json({}));
    const manager = new AccessTokenManager({
      http,
      endpoints,
      clock: systemClock,
      login: new LoginState(jump),
      miniAppId: 'm',
      zaloAppId: 'z',
      redirectUri: 'https://h5.zdn.vn/zapps/m/',
    });
    await expect(manager.getAccessToken()).rejects.toMatchObject({
      code: -1401,
      message: 'Zalo app has not been activated',
    });
  });

  it('turns a non-OK token reply into a MiniAppError and releases the single-flight lock', async () => {
    let fail = true;
    const { manager } = setup({
      verifier: true,
      handler: () =>
        fail ? new Response('down', { status: 502 }) : json({ access_token: 'ok', expires_in: 10 }),
    });
    await expect(manager.getAccessToken()).rejects.toBeInstanceOf(MiniAppError);
    fail = false;
    await expect(manager.getAccessToken()).resolves.toBe('ok');
  });
});
