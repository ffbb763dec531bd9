import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeZalo, type FakeZalo, type SeenRequest } from './support/fake-zalo';
import { startTestServer, type TestServer } from './support/test-server';

// Zalo sign-in against our real server and a local stand-in for the Zalo platform (Graph
// profile endpoint and v4 OAuth token endpoint), the one external system these tests fake.

const LINKED_ZALO_ID = '5550001112223334';
const STRANGER_ZALO_ID = '9990001112223334';
const APP_ID = 'zalo-app-1';
const APP_SECRET = 'zalo-secret-for-tests';
const VERIFIER = 'v'.repeat(20) + '-._~' + 'A1'.repeat(12);
const NO_ACCESS = 'Tài khoản không có quyền truy cập hệ thống';

const PROFILES: Record<string, unknown> = {
  'linked-token': {
    id: LINKED_ZALO_ID,
    name: 'Nguyễn Văn Zalo',
    picture: { data: { url: 'https://example.test/a.png' } },
  },
  'stranger-token': { id: STRANGER_ZALO_ID, name: 'Người lạ' },
  'expired-token': { error: -124, message: 'Access token has expired' },
};

let zalo: FakeZalo;
let server: TestServer;
const savedEnv = { ...process.env };

beforeAll(async () => {
  zalo = await startFakeZalo({
    appId: APP_ID,
    appSecret: APP_SECRET,
    profiles: PROFILES,
    phones: {},
    code: { code: 'good-code', verifier: VERIFIER, accessToken: 'linked-token' },
  });
  Object.assign(process.env, {
    ZALO_GRAPH_URL: zalo.url,
    ZALO_OAUTH_URL: `${zalo.url}/`,
    ZALO_APP_ID: APP_ID,
    ZALO_APP_SECRET: APP_SECRET,
    ZALO_MINIAPP_ID: '4318394720137581234',
  });
  server = await startTestServer();
  await server.db.query(
    `update public.app_user set zalo_user_id = $1
     where user_id = (select id from auth.users where email = 'user@greenwatch.demo')`,
    [LINKED_ZALO_ID],
  );
});

afterAll(async () => {
  process.env = savedEnv;
  await server?.stop();
  await zalo?.close();
});

function signIn(body: unknown): Promise<Response> {
  return fetch(`${server.url}/api/zalo/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function lastRequest(pathname: string): SeenRequest {
  const matching = zalo.requestsTo(pathname);
  expect(matching.length).toBeGreaterThan(0);
  return matching[matching.length - 1]!;
}

async function sessionCount(): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(
    'select count(*)::int as n from auth.sessions',
  );
  return row!.n;
}

describe('POST /api/zalo/sign-in with a Zalo access token', () => {
  it('signs in the linked user with a session supabase-js accepts', async () => {
    const response = await signIn({ access_token: 'linked-token' });
    expect(response.status).toBe(200);
    const session = (await response.json()) as Record<string, unknown>;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });

    const graphCall = lastRequest('/v2.0/me');
    expect(graphCall.headers.access_token).toBe('linked-token');
    expect(graphCall.url.searchParams.get('fields')).toContain('id');
    expect(graphCall.url.searchParams.get('miniapp_id')).toBe('4318394720137581234');

    const client = server.client();
    const { error } = await client.auth.setSession({
      access_token: session.access_token as string,
      refresh_token: session.refresh_token as string,
    });
    expect(error).toBeNull();
    const { data: user } = await client.auth.getUser();
    expect(user.user?.email).toBe('user@greenwatch.demo');
    expect(user.user?.user_metadata.role).toBe('user');

    // RLS sees the linked user's customer only, exactly as after a password sign-in.
    const { data: customers } = await client.from('customer').select('id');
    expect(customers).toEqual([{ id: user.user?.user_metadata.customer_id }]);

    // The refresh token is a normal one.
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(session.refresh_token);
  });

  it("gives a Zalo account linked to nobody 403 'Tài khoản không có quyền truy cập hệ thống'", async () => {
    const before = await sessionCount();
    const response = await signIn({ access_token: 'stranger-token' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'no_access', message: NO_ACCESS });
    expect(await sessionCount()).toBe(before);
  });

  it.each([['expired-token'], ['made-up-token']])('answers 401 for %s', async (token) => {
    const before = await sessionCount();
    const response = await signIn({ access_token: token });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_zalo_token' });
    expect(await sessionCount()).toBe(before);
  });

  it('answers 502 when Zalo fails, not 401', async () => {
    const response = await signIn({ access_token: 'graph-down' });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: 'zalo_unavailable' });
  });

  it.each([
    ['not JSON', '{access_token:'],
    ['an array', '[]'],
    ['an empty object', {}],
    ['an empty token', { access_token: '' }],
    ['a number', { access_token: 42 }],
    ['a token with spaces', { access_token: 'linked token' }],
    ['a token and a code', { access_token: 'linked-token', code: 'good-code' }],
    ['a code without verifier', { code: 'good-code' }],
    ['a short verifier', { code: 'good-code', code_verifier: 'short' }],
  ])('answers 400 to %s without asking Zalo', async (_name, body) => {
    const asked = zalo.seen.length;
    const response = await signIn(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
    expect(zalo.seen.length).toBe(asked);
  });
});

describe('the web sign-in: Zalo v4 OAuth code with PKCE', () => {
  it('publishes where the web client starts Zalo OAuth', async () => {
    const response = await fetch(`${server.url}/api/zalo/config`);
    expect(await response.json()).toEqual({
      web: { appId: APP_ID, permissionUrl: `${zalo.url}/v4/permission` },
    });
  });

  it('exchanges the code with the app secret, then signs in the linked user', async () => {
    const response = await signIn({ code: 'good-code', code_verifier: VERIFIER });
    expect(response.status).toBe(200);
    const session = (await response.json()) as { access_token: string; refresh_token: string };
    const exchange = lastRequest('/v4/access_token');
    expect(exchange.headers.secret_key).toBe(APP_SECRET);
    expect(exchange.headers['content-type']).toContain('application/x-www-form-urlencoded');
    const client = server.client();
    await client.auth.setSession(session);
    expect((await client.auth.getUser()).data.user?.email).toBe('user@greenwatch.demo');
  });

  it('answers 401 for a code Zalo rejects', async () => {
    const response = await signIn({ code: 'used-code', code_verifier: VERIFIER });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_zalo_code' });
  });
});
