import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiClient,
  ApiError,
  LOGIN_REDIRECT_DELAY_MS,
  REDIRECT_GUARD_RESET_MS,
  setUnauthorizedHandling,
} from '../../../src/services/api-client';

function captureFetch(status = 200, body: unknown = { ok: true }) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url: String(url), init });
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiClient', () => {
  it('sends the session access token as a bearer token to the product API', async () => {
    const now = Math.floor(Date.now() / 1000);
    // supabase-js keeps the session under sb-<first host label>-auth-token.
    localStorage.setItem(
      'sb-greenwatch-auth-token',
      JSON.stringify({
        access_token: 'token-123',
        refresh_token: 'r',
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: now + 3600,
        user: {
          id: 'u',
          aud: 'authenticated',
          app_metadata: {},
          user_metadata: {},
          created_at: '',
        },
      }),
    );
    const calls = captureFetch();
    await expect(apiClient.get('/customers/logo')).resolves.toEqual({ ok: true });
    expect(calls[0]!.url).toBe('http://greenwatch.test/api/customers/logo');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe(
      'Bearer token-123',
    );
  });

  it('sends no Authorization header without a session', async () => {
    const calls = captureFetch();
    await apiClient.get('/customers/');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('turns a failed reply into an ApiError with its status', async () => {
    captureFetch(403, { message: 'forbidden' });
    const failure = apiClient.get('/customers/');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403 });
  });
});

describe('a 401 from the product API (spec §8)', () => {
  const steps = () => {
    const clearAppData = vi.fn();
    const redirectToLogin = vi.fn();
    const unregister = setUnauthorizedHandling({ clearAppData, redirectToLogin });
    return { clearAppData, redirectToLogin, unregister };
  };

  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/online-monitoring');
  });

  afterEach(async () => {
    // Let the guard of the previous test reset.
    await vi.advanceTimersByTimeAsync(REDIRECT_GUARD_RESET_MS);
    vi.useRealTimers();
  });

  it('removes the auth storage, clears app data, and goes to /login after a short delay', async () => {
    const { clearAppData, redirectToLogin, unregister } = steps();
    localStorage.setItem('sb-greenwatch-auth-token', '{}');
    localStorage.setItem('sb-greenwatch-auth-token-code-verifier', 'v');
    localStorage.setItem('gw-password-recovery-code-verifier', 'v');
    localStorage.setItem('theme', 'dark');
    captureFetch(401, { message: 'A valid bearer access token is required' });

    await expect(apiClient.get('/customers/')).rejects.toMatchObject({ status: 401 });
    expect(Object.keys(localStorage)).toEqual(['theme']);
    expect(clearAppData).toHaveBeenCalledTimes(1);
    expect(redirectToLogin).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_DELAY_MS);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('redirects once for a burst of 401s, and again after the guard resets', async () => {
    const { clearAppData, redirectToLogin, unregister } = steps();
    captureFetch(401);
    await Promise.allSettled([
      apiClient.get('/customers/'),
      apiClient.get('/customers/logo'),
      apiClient.get('/customers/'),
    ]);
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_DELAY_MS);
    expect(clearAppData).toHaveBeenCalledTimes(1);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(REDIRECT_GUARD_RESET_MS - LOGIN_REDIRECT_DELAY_MS - 1);
    await apiClient.get('/customers/').catch(() => undefined);
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_DELAY_MS);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(REDIRECT_GUARD_RESET_MS);
    await apiClient.get('/customers/').catch(() => undefined);
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_DELAY_MS);
    expect(redirectToLogin).toHaveBeenCalledTimes(2);
    unregister();
  });

  it('does nothing on the login path, and nothing for other failures', async () => {
    const { clearAppData, redirectToLogin, unregister } = steps();
    window.history.replaceState(null, '', '/zapps/123/login');
    captureFetch(401);
    await expect(apiClient.get('/customers/')).rejects.toMatchObject({ status: 401 });
    window.history.replaceState(null, '', '/');
    captureFetch(403);
    await expect(apiClient.get('/customers/')).rejects.toMatchObject({ status: 403 });
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_DELAY_MS);
    expect(clearAppData).not.toHaveBeenCalled();
    expect(redirectToLogin).not.toHaveBeenCalled();
    unregister();
  });
});
