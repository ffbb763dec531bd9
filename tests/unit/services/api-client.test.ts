import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, ApiError } from '../../../src/services/api-client';

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
