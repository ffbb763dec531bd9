import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer, type StartServerOptions } from '../../server/server';
import { seedAverages, seriesPeriods, stationId } from './reports/report-fixtures';
import { startFakeZalo, type FakeZalo } from './support/fake-zalo';
import { freshPostgresDatabase } from './support/postgres';
import { startTestServer, type TestServer } from './support/test-server';

// Production next to a hosted Supabase project (GREENWATCH_COMPAT=off), run against our own
// embedded layer started separately on another port as if it were the hosted project: supabase-js
// signs in there, the product API on the other port checks that token through the project's
// JWKS, and Zalo sign-in on the product side has the project issue the session. Both servers use
// one database: on PostgreSQL through two pools, on PGlite (one data dir, one process) the product
// server runs on the hosted one's open database.

const LINKED_ZALO_ID = '5550001112223334';
const PHONE_ONLY_ZALO_ID = '5550001112229999';
const NO_ACCESS = 'Tài khoản không có quyền truy cập hệ thống';

let zalo: FakeZalo;
let hosted: TestServer;
let product: RunningServer;
let postgres: { url: string; drop(): Promise<void> } | undefined;
const dataDirs: string[] = [];
const savedEnv = { ...process.env };

/** A product server with compat off beside `hosted`, on the same database. */
async function startProduct(options: StartServerOptions = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'greenwatch-product-'));
  dataDirs.push(dataDir);
  return startServer({
    port: 0,
    host: '127.0.0.1',
    quiet: true,
    compat: false,
    dataDir,
    ...(postgres ? { databaseUrl: postgres.url } : { sharedDatabase: hosted.db }),
    simulatorIntervalMs: false,
    ftpPort: false,
    ingestDir: false,
    statusIntervalMs: false,
    supabaseUrl: hosted.url,
    supabaseAnonKey: hosted.anonKey,
    supabaseServiceRoleKey: hosted.serviceRoleKey,
    ...options,
  });
}

beforeAll(async () => {
  zalo = await startFakeZalo({
    appId: 'zalo-app-1',
    appSecret: 'zalo-secret-for-tests',
    profiles: {
      'linked-token': { id: LINKED_ZALO_ID, name: 'Nguyễn Văn Zalo' },
      'stranger-token': { id: '9990001112223334', name: 'Người lạ' },
      'phone-only-token': { id: PHONE_ONLY_ZALO_ID, name: 'Chỉ có số điện thoại' },
    },
    phones: {},
    code: { code: 'good-code', verifier: 'v'.repeat(43), accessToken: 'linked-token' },
  });
  Object.assign(process.env, { ZALO_GRAPH_URL: zalo.url, ZALO_OAUTH_URL: zalo.url });
  postgres = process.env.DATABASE_URL
    ? await freshPostgresDatabase(process.env.DATABASE_URL)
    : undefined;
  hosted = await startTestServer({ databaseUrl: postgres?.url });
  await hosted.db.query(
    `update public.app_user set zalo_user_id = $1
     where user_id = (select id from auth.users where email = 'user@greenwatch.demo')`,
    [LINKED_ZALO_ID],
  );
  await seedAverages(hosted, await stationId(hosted, 'PL-NT02'));
  product = await startProduct();
}, 120_000);

afterAll(async () => {
  process.env = savedEnv;
  await product?.close();
  await hosted?.stop();
  await postgres?.drop();
  await zalo?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const api = (server: RunningServer, path: string, token?: string) =>
  fetch(`${server.url}/api${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });

async function accessTokenOf(email: string): Promise<string> {
  const client = await hosted.signedIn(email);
  return (await client.auth.getSession()).data.session!.access_token;
}

const zaloSignIn = (server: RunningServer, accessToken: string) =>
  fetch(`${server.url}/api/zalo/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ access_token: accessToken }),
  });

describe('the embedded layer as a hosted project', () => {
  it('publishes its public signing key at /auth/v1/.well-known/jwks.json without an apikey', async () => {
    const response = await fetch(`${hosted.url}/auth/v1/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
    expect(keys[0]).not.toHaveProperty('k');
  });

  it('signs user access tokens with ES256 and that kid, and keeps the API keys HS256', async () => {
    const { keys } = (await (
      await fetch(`${hosted.url}/auth/v1/.well-known/jwks.json`)
    ).json()) as { keys: { kid: string }[] };
    const header = decodeProtectedHeader(await accessTokenOf('user@greenwatch.demo'));
    expect(header).toMatchObject({ alg: 'ES256', kid: keys[0]!.kid, typ: 'JWT' });
    expect(decodeProtectedHeader(hosted.anonKey).alg).toBe('HS256');
    expect(decodeProtectedHeader(hosted.serviceRoleKey).alg).toBe('HS256');
  });

  it('generates a magic link for the service role only, which /verify turns into a session once', async () => {
    const admin = hosted.client(hosted.serviceRoleKey);
    const { data, error } = await admin.auth.admin.generateLink({
      type: 'magiclink',
      email: 'User@GreenWatch.demo',
    });
    expect(error).toBeNull();
    expect(data.user!.email).toBe('user@greenwatch.demo');
    expect(data.properties).toMatchObject({ verification_type: 'magiclink' });
    expect(data.properties!.email_otp).toMatch(/^\d{6}$/);
    expect(data.properties!.action_link).toContain(`token=${data.properties!.hashed_token}`);
    const client = hosted.client();
    const verified = await client.auth.verifyOtp({
      token_hash: data.properties!.hashed_token,
      type: 'magiclink',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user!.email).toBe('user@greenwatch.demo');
    const again = await hosted
      .client()
      .auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'magiclink' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const opened = await admin.auth.admin.generateLink({
      type: 'magiclink',
      email: 'user@greenwatch.demo',
      options: { redirectTo: `${hosted.url}/welcome` },
    });
    const browser = await fetch(opened.data.properties!.action_link, { redirect: 'manual' });
    expect(browser.status).toBe(303);
    const location = new URL(browser.headers.get('location')!);
    expect(location.pathname).toBe('/welcome');
    expect(new URLSearchParams(location.hash.slice(1)).get('type')).toBe('magiclink');
    expect(location.hash).toContain('access_token=');

    const asAnon = await hosted
      .client()
      .auth.admin.generateLink({ type: 'magiclink', email: 'user@greenwatch.demo' });
    expect(asAnon.error).toMatchObject({ status: 403, code: 'not_admin' });
    const unknown = await admin.auth.admin.generateLink({
      type: 'magiclink',
      email: 'nobody@greenwatch.demo',
    });
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const signup = await admin.auth.admin.generateLink({
      type: 'signup',
      email: 'new@greenwatch.demo',
      password: 'a-long-password',
    });
    expect(signup.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('the product API with compat off', () => {
  it('hands the client the hosted project and mounts every product route', async () => {
    const config = (await (await fetch(`${product.url}/config.json`)).json()) as object;
    expect(config).toEqual({ supabaseUrl: hosted.url, supabaseAnonKey: hosted.anonKey });
    expect((await fetch(`${product.url}/api/zalo/config`)).status).toBe(200);
    expect((await fetch(`${product.url}/auth/v1/settings`)).status).not.toBe(200);
  });

  it('accepts a token the hosted project signed: customers and a report', async () => {
    const token = await accessTokenOf('user@greenwatch.demo');
    const customers = await api(product, '/customers', token);
    expect(customers.status).toBe(200);
    expect(JSON.stringify(await customers.json())).toContain('PL-NT02');
    const station = await stationId(hosted, 'PL-NT02');
    const report = await api(
      product,
      `/reports/averages?stationIds=${station}&parameters=COD&from=2025-06-01&to=2025-06-30&interval=day`,
      token,
    );
    expect(report.status).toBe(200);
    const body = (await report.json()) as Parameters<typeof seriesPeriods>[0];
    const tenth = seriesPeriods(body)[0]![0]!.find(
      (period) => period.start === new Date('2025-06-10T00:00:00+07:00').toISOString(),
    );
    expect(tenth?.value).toBe(18.5);
  });

  it('refuses forged tokens: another key, a guessed HS256 secret, alg none, expired', async () => {
    const token = await accessTokenOf('user@greenwatch.demo');
    const claims = decodeJwt(token);
    const { kid } = decodeProtectedHeader(token);
    const { privateKey } = await generateKeyPair('ES256');
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .sign(privateKey);
    const unknownKid = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: 'not-a-key-of-the-project', typ: 'JWT' })
      .sign(privateKey);
    const guessedSecret = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long'));
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
    const expired = await hosted.keys.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 120 });
    const [, payload] = token.split('.');
    const tampered = token.replace(payload!, encode({ ...claims, sub: crypto.randomUUID() }));
    for (const forged of [otherKey, unknownKid, guessedSecret, unsigned, expired, tampered]) {
      const response = await api(product, '/customers', forged);
      expect(response.status, forged.slice(0, 40)).toBe(401);
    }
    expect((await api(product, '/customers', token)).status).toBe(200);
  });

  it('signs a linked Zalo account in with a session the hosted project issued and accepts', async () => {
    const response = await zaloSignIn(product, 'linked-token');
    expect(response.status).toBe(200);
    const session = (await response.json()) as { access_token: string; refresh_token: string };
    expect(decodeProtectedHeader(session.access_token).alg).toBe('ES256');
    const client = hosted.client();
    const { data, error } = await client.auth.setSession(session);
    expect(error).toBeNull();
    expect(data.user!.email).toBe('user@greenwatch.demo');
    expect((await client.auth.getUser()).data.user!.email).toBe('user@greenwatch.demo');
    expect((await api(product, '/customers', session.access_token)).status).toBe(200);
    const link = await api(product, '/zalo/link', session.access_token);
    expect(await link.json()).toMatchObject({ linked: true });
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
  });

  it('refuses, with the reason, a linked account that has a phone but no e-mail address', async () => {
    const service = hosted.client(hosted.serviceRoleKey);
    const { data, error } = await service.auth.admin.createUser({
      phone: '84907770002',
      phone_confirm: true,
    });
    expect(error).toBeNull();
    const customer = await hosted.db.query<{ customer_id: number }>(
      `select customer_id from public.app_user
       where user_id = (select id from auth.users where email = 'user@greenwatch.demo')`,
    );
    await hosted.db.query(
      `insert into public.app_user (user_id, role, customer_id, zalo_user_id)
       values ($1, 'user', $2, $3)`,
      [data.user!.id, customer[0]!.customer_id, PHONE_ONLY_ZALO_ID],
    );
    const response = await zaloSignIn(product, 'phone-only-token');
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: 'email_required' });
  });

  it('refuses a Zalo account linked to nobody, as in embedded mode', async () => {
    const response = await zaloSignIn(product, 'stranger-token');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'no_access', message: NO_ACCESS });
  });
});

describe('compat off, misconfigured or with the project away', () => {
  let lonely: RunningServer;
  beforeAll(async () => {
    lonely = await startProduct({
      supabaseUrl: `http://127.0.0.1:${await closedPort()}`,
      supabaseServiceRoleKey: undefined,
    });
  });
  afterAll(() => lonely?.close());

  it('answers 503 with Retry-After, not 401, while the key set cannot be fetched', async () => {
    const token = await accessTokenOf('user@greenwatch.demo');
    const response = await api(lonely, '/customers', token);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toMatchObject({ error: 'auth_unavailable' });
    expect((await api(lonely, '/customers')).status).toBe(401);
  });

  it('answers Zalo sign-in 503 sessions_unavailable without the service-role key', async () => {
    const response = await zaloSignIn(lonely, 'linked-token');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'sessions_unavailable' });
  });

  it('refuses to start without the hosted project URL and anon key', async () => {
    await expect(startProduct({ supabaseUrl: undefined })).rejects.toThrow(/SUPABASE_URL/);
    await expect(startProduct({ supabaseAnonKey: '' })).rejects.toThrow(/SUPABASE_ANON_KEY/);
  });
});

/** A local port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
