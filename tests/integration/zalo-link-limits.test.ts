import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeZalo, type FakeZalo } from './support/fake-zalo';
import { startTestServer, type TestServer } from './support/test-server';

// Issue 15: linking and the phone sign-in ask Zalo on the caller's behalf, so they are limited
// like /api/zalo/sign-in (per client address, and per Zalo account across all three), here
// with small limits and one trusted proxy (X-Forwarded-For picks the client address). Without
// the Zalo App secret the phone sign-in is not configured.

let zalo: FakeZalo;
let server: TestServer;
let bearer: string;
const APP_SECRET = 'zalo-secret-for-tests';
const savedEnv = { ...process.env };
let lastAddress = 0;
const freshAddress = () => `198.51.100.${(lastAddress += 1)}`;

beforeAll(async () => {
  zalo = await startFakeZalo({
    appId: 'zalo-app-1',
    appSecret: APP_SECRET,
    profiles: {
      'token-a': { id: '3330000000000001', name: 'Zalo A' },
      'token-b': { id: '3330000000000002', name: 'Zalo B' },
    },
    phones: {},
    code: { code: 'unused', verifier: 'unused', accessToken: 'unused' },
  });
  Object.assign(process.env, { ZALO_GRAPH_URL: zalo.url, ZALO_APP_SECRET: APP_SECRET });
  server = await startTestServer({
    authRateLimits: { tokenRefresh: 2, signInSignUps: 2, burst: 2 },
    trustedProxies: 1,
  });
  const client = await server.signedIn('user@greenwatch.demo');
  bearer = (await client.auth.getSession()).data.session!.access_token;
});

afterAll(async () => {
  process.env = savedEnv;
  await server?.stop();
  await zalo?.close();
});

function post(
  path: string,
  body: unknown,
  address: string,
  target: TestServer = server,
): Promise<Response> {
  return fetch(`${target.url}/api/zalo/${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': address,
      Authorization: `Bearer ${bearer}`,
    },
    body: JSON.stringify(body),
  });
}

const phoneBody = (accessToken: string) => ({
  access_token: accessToken,
  phone_token: 'phone-token',
  consent: true,
});

async function expectLimited(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(await response.json()).toEqual({
    error: 'over_request_rate_limit',
    message: 'Request rate limit reached',
  });
}

describe('without ZALO_APP_SECRET', () => {
  let unconfigured: TestServer;
  beforeAll(async () => {
    delete process.env.ZALO_APP_SECRET;
    unconfigured = await startTestServer();
  });
  afterAll(async () => {
    await unconfigured?.stop();
  });

  it('answers the phone sign-in 503 zalo_not_configured without asking Zalo', async () => {
    const asked = zalo.seen.length;
    const body = phoneBody('token-a');
    const response = await post('phone-sign-in', body, freshAddress(), unconfigured);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'zalo_not_configured',
      message: 'Đăng nhập Zalo bằng số điện thoại chưa được cấu hình.',
    });
    expect(zalo.seen.length).toBe(asked);
  });
});

describe('rate limits', () => {
  it('limits POST /link per client address, before asking Zalo', async () => {
    const address = freshAddress();
    for (let i = 0; i < 2; i += 1) {
      expect((await post('link', { access_token: 'token-a' }, address)).status).toBe(200);
    }
    const asked = zalo.seen.length;
    await expectLimited(await post('link', { access_token: 'token-b' }, address));
    await expectLimited(await post('phone-sign-in', phoneBody('token-b'), address));
    expect(zalo.seen.length).toBe(asked);
  });

  it('limits linking and phone sign-in per Zalo account, from any address', async () => {
    // token-a's Zalo account used its two attempts above.
    await expectLimited(await post('link', { access_token: 'token-a' }, freshAddress()));
    expect((await post('link', { access_token: 'token-b' }, freshAddress())).status).toBe(200);
    expect((await post('link', { access_token: 'token-b' }, freshAddress())).status).toBe(200);
    // Sign-in and the phone sign-in count for the same Zalo account, before the phone exchange.
    const exchanges = zalo.requestsTo('/v2.0/me/info').length;
    await expectLimited(await post('phone-sign-in', phoneBody('token-b'), freshAddress()));
    await expectLimited(await post('sign-in', { access_token: 'token-b' }, freshAddress()));
    expect(zalo.requestsTo('/v2.0/me/info')).toHaveLength(exchanges);
  });
});
