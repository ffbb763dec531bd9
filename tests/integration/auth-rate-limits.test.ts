import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEFAULT_AUTH_RATE_LIMITS } from '../../server/compat/auth/rate-limits';
import { DEMO_PASSWORD } from '../../server/seed/demo-catalog';
import { freshPostgresDatabase } from './support/postgres';
import { startTestServer, type TestServer } from './support/test-server';

// GoTrue's rate limits on /auth/v1 and on Zalo sign-in, on GoTrue's defaults (`authRateLimits:
// {}`), per client address and per account: 429 with GoTrue's code and Retry-After. supabase-js
// makes the calls it has; raw fetch reads the headers. The servers trust one proxy hop, so each
// test speaks from addresses of its own through X-Forwarded-For, except where the point is that
// the header is not believed without that setting.

const { burst, otpMaxAttempts } = DEFAULT_AUTH_RATE_LIMITS;

let addresses = 0;
/** A client address no other request in this file used. */
function freshAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

function clientFrom(server: TestServer, address: string): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'X-Forwarded-For': address } },
    realtime: { transport: WebSocket as never },
  });
}

function authPost(server: TestServer, path: string, body: unknown, address?: string) {
  return fetch(`${server.url}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: server.anonKey,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
      ...(address ? { 'X-Forwarded-For': address } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** A 429 the GoTrue way: the code in body and header, and a Retry-After in whole seconds. */
async function expectLimited(response: Response, code: string, maxSeconds: number) {
  expect(response.status).toBe(429);
  expect(response.headers.get('x-sb-error-code')).toBe(code);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  const body = (await response.json()) as { code: string; error_code: string; message: string };
  expect(body.code).toBe(code);
  expect(body.error_code).toBe(code);
  return { retryAfter, message: body.message };
}

async function outbox(
  server: TestServer,
): Promise<{ to: string; subject: string; text: string }[]> {
  const response = await fetch(`${server.url}/dev/mail.json`, {
    headers: { apikey: server.serviceRoleKey },
  });
  return (await response.json()) as { to: string; subject: string; text: string }[];
}

const recoveryMailsTo = async (server: TestServer, address: string) =>
  (await outbox(server)).filter((m) => m.to === address && m.subject.includes('Đặt lại mật khẩu'));

const codeIn = (text: string) => /mã: (\d{6})/.exec(text)![1]!;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('on GoTrue’s defaults, behind one trusted proxy', () => {
  let server: TestServer;
  let zalo: Server;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    // Zalo's profile endpoint, the one outside system here: every token belongs to the same
    // Zalo account, linked to nobody.
    zalo = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ id: '7770001112223334', name: 'Khách' }));
    });
    await new Promise<void>((done) => zalo.listen(0, '127.0.0.1', done));
    process.env.ZALO_GRAPH_URL = `http://127.0.0.1:${(zalo.address() as AddressInfo).port}`;
    server = await startTestServer({ authRateLimits: {}, trustedProxies: 1 });
  });
  afterAll(async () => {
    process.env = savedEnv;
    await server?.stop();
    await new Promise((done) => zalo?.close(done));
  });

  it('refuses a client address after its burst of sign-ins, even with the right password', async () => {
    const attacker = freshAddress();
    for (let i = 0; i < burst; i += 1) {
      const { error } = await clientFrom(server, attacker).auth.signInWithPassword({
        email: `guess-${i}@greenwatch.demo`,
        password: 'wrong-password',
      });
      expect(error?.code).toBe('invalid_credentials');
    }
    const right = { email: 'admin@greenwatch.demo', password: DEMO_PASSWORD };
    const { data, error } = await clientFrom(server, attacker).auth.signInWithPassword(right);
    expect(data.session).toBeNull();
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
    const limited = await expectLimited(
      await authPost(server, '/token?grant_type=password', right, attacker),
      'over_request_rate_limit',
      // 150 per 5 minutes with a burst of 30: the window is a minute.
      60,
    );
    expect(limited.message).toBe('Request rate limit reached');
    // The account itself is not limited: from elsewhere the same sign-in works.
    const elsewhere = await clientFrom(server, freshAddress()).auth.signInWithPassword(right);
    expect(elsewhere.error).toBeNull();
  });

  it('refuses an account after its share of sign-ins from any number of addresses', async () => {
    const account = 'user2@greenwatch.demo';
    for (let i = 0; i < burst; i += 1) {
      const { error } = await clientFrom(server, freshAddress()).auth.signInWithPassword({
        email: account,
        password: `wrong-${i}`,
      });
      expect(error?.code).toBe('invalid_credentials');
    }
    const { data, error } = await clientFrom(server, freshAddress()).auth.signInWithPassword({
      email: account,
      password: DEMO_PASSWORD,
    });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
    await expectLimited(
      await authPost(
        server,
        '/token?grant_type=password',
        { email: account.toUpperCase(), password: DEMO_PASSWORD },
        freshAddress(),
      ),
      'over_request_rate_limit',
      300,
    );
  });

  it('counts refused sign-ups per address and per account', async () => {
    const address = freshAddress();
    for (let i = 0; i < burst; i += 1) {
      const { error } = await clientFrom(server, address).auth.signUp({
        email: `new-${i}@greenwatch.demo`,
        password: 'Secret@2026',
      });
      expect(error?.code).toBe('signup_disabled');
    }
    const fromAddress = await clientFrom(server, address).auth.signUp({
      email: 'one-more@greenwatch.demo',
      password: 'Secret@2026',
    });
    expect(fromAddress.error?.status).toBe(429);
    expect(fromAddress.error?.code).toBe('over_request_rate_limit');

    for (let i = 0; i < burst; i += 1) {
      const { error } = await clientFrom(server, freshAddress()).auth.signUp({
        email: 'same-person@greenwatch.demo',
        password: 'Secret@2026',
      });
      expect(error?.code).toBe('signup_disabled');
    }
    const forAccount = await clientFrom(server, freshAddress()).auth.signUp({
      email: 'same-person@greenwatch.demo',
      password: 'Secret@2026',
    });
    expect(forAccount.error?.code).toBe('over_request_rate_limit');
  });

  it('mails one recovery link per address per minute, whoever asks and whether or not it exists', async () => {
    const address = 'user@greenwatch.demo';
    const first = await clientFrom(server, freshAddress()).auth.resetPasswordForEmail(address);
    expect(first.error).toBeNull();
    for (let i = 0; i < 5; i += 1) {
      const { error } = await clientFrom(server, freshAddress()).auth.resetPasswordForEmail(
        address,
      );
      expect(error?.status).toBe(429);
      expect(error?.code).toBe('over_email_send_rate_limit');
      expect(error?.message).toMatch(
        /^For security purposes, you can only request this after \d+ seconds\.$/,
      );
    }
    expect(await recoveryMailsTo(server, address)).toHaveLength(1);
    const limited = await expectLimited(
      await authPost(server, '/recover', { email: address }, freshAddress()),
      'over_email_send_rate_limit',
      60,
    );
    expect(limited.message).toBe(
      `For security purposes, you can only request this after ${limited.retryAfter} seconds.`,
    );
    // An address without an account gets the same answers, so the limit reveals nothing.
    const ghost = 'ghost@greenwatch.demo';
    expect(
      (await clientFrom(server, freshAddress()).auth.resetPasswordForEmail(ghost)).error,
    ).toBeNull();
    const again = await clientFrom(server, freshAddress()).auth.resetPasswordForEmail(ghost);
    expect(again.error?.code).toBe('over_email_send_rate_limit');
  });

  it('limits /recover per client address', async () => {
    const address = freshAddress();
    for (let i = 0; i < burst; i += 1) {
      // Malformed addresses: counted by the address limit, no mail and no mail budget spent.
      const response = await authPost(
        server,
        '/recover',
        { email: `not-an-address-${i}` },
        address,
      );
      expect(response.status).toBe(400);
    }
    await expectLimited(
      await authPost(server, '/recover', { email: 'admin@greenwatch.demo' }, address),
      'over_request_rate_limit',
      300,
    );
  });

  it('voids a mailed code after five wrong tries, even when the right one follows', async () => {
    // Control: four wrong codes leave the code alive.
    const survivor = 'user2@greenwatch.demo';
    await clientFrom(server, freshAddress()).auth.resetPasswordForEmail(survivor);
    const survivorCode = codeIn((await recoveryMailsTo(server, survivor))[0]!.text);
    for (let i = 0; i < otpMaxAttempts - 1; i += 1) {
      const { error } = await clientFrom(server, freshAddress()).auth.verifyOtp({
        email: survivor,
        token: wrongCode(survivorCode),
        type: 'recovery',
      });
      expect(error?.code).toBe('otp_expired');
    }
    const kept = await clientFrom(server, freshAddress()).auth.verifyOtp({
      email: survivor,
      token: survivorCode,
      type: 'recovery',
    });
    expect(kept.error).toBeNull();
    expect(kept.data.user?.email).toBe(survivor);

    const victim = 'admin@greenwatch.demo';
    await clientFrom(server, freshAddress()).auth.resetPasswordForEmail(victim);
    const mail = (await recoveryMailsTo(server, victim))[0]!;
    const code = codeIn(mail.text);
    for (let i = 0; i < otpMaxAttempts; i += 1) {
      const { error } = await clientFrom(server, freshAddress()).auth.verifyOtp({
        email: victim,
        token: wrongCode(code),
        type: 'recovery',
      });
      expect(error?.code).toBe('otp_expired');
    }
    const late = await clientFrom(server, freshAddress()).auth.verifyOtp({
      email: victim,
      token: code,
      type: 'recovery',
    });
    expect(late.data.session).toBeNull();
    expect(late.error?.status).toBe(403);
    expect(late.error?.code).toBe('otp_expired');
    // The link in the same mail died with the code.
    const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text)![1]!;
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('refuses the right code once five tries are counted, before the fifth is even judged', async () => {
    // Concurrent guesses: five are counted and still being compared when the right code
    // arrives. It is the sixth try, so it must lose, although the code is not voided yet.
    const racer = 'racer@greenwatch.demo';
    await server.db.query(
      `insert into auth.users (email, encrypted_password, email_confirmed_at)
       values ($1, 'no-password', now())`,
      [racer],
    );
    await clientFrom(server, freshAddress()).auth.resetPasswordForEmail(racer);
    const code = codeIn((await recoveryMailsTo(server, racer))[0]!.text);
    await server.db.query('update auth.users set recovery_attempts = $2 where email = $1', [
      racer,
      otpMaxAttempts,
    ]);
    const { error } = await clientFrom(server, freshAddress()).auth.verifyOtp({
      email: racer,
      token: code,
      type: 'recovery',
    });
    expect(error?.code).toBe('otp_expired');
  });

  it('limits /verify per client address and per account', async () => {
    const address = freshAddress();
    for (let i = 0; i < burst; i += 1) {
      const { error } = await clientFrom(server, address).auth.verifyOtp({
        email: `nobody-${i}@greenwatch.demo`,
        token: '123456',
        type: 'recovery',
      });
      expect(error?.code).toBe('otp_expired');
    }
    await expectLimited(
      await authPost(
        server,
        '/verify',
        { email: 'nobody@greenwatch.demo', token: '123456', type: 'recovery' },
        address,
      ),
      'over_request_rate_limit',
      300,
    );

    for (let i = 0; i < burst; i += 1) {
      const { error } = await clientFrom(server, freshAddress()).auth.verifyOtp({
        email: 'target@greenwatch.demo',
        token: String(100000 + i),
        type: 'recovery',
      });
      expect(error?.code).toBe('otp_expired');
    }
    const { error } = await clientFrom(server, freshAddress()).auth.verifyOtp({
      email: 'target@greenwatch.demo',
      token: '999999',
      type: 'recovery',
    });
    expect(error?.code).toBe('over_request_rate_limit');
  });

  it('limits refreshes per account, from any address', async () => {
    const signedIn = await clientFrom(server, freshAddress()).auth.signInWithPassword({
      email: 'user@greenwatch.demo',
      password: DEMO_PASSWORD,
    });
    let refreshToken = signedIn.data.session!.refresh_token;
    for (let i = 0; i < burst; i += 1) {
      const { data, error } = await clientFrom(server, freshAddress()).auth.refreshSession({
        refresh_token: refreshToken,
      });
      expect(error).toBeNull();
      refreshToken = data.session!.refresh_token;
    }
    const { data, error } = await clientFrom(server, freshAddress()).auth.refreshSession({
      refresh_token: refreshToken,
    });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
  });

  it('limits refreshes per client address, like every /token grant', async () => {
    const signedIn = await clientFrom(server, freshAddress()).auth.signInWithPassword({
      email: 'admin@greenwatch.demo',
      password: DEMO_PASSWORD,
    });
    const address = freshAddress();
    for (let i = 0; i < burst; i += 1) {
      const response = await authPost(
        server,
        '/token?grant_type=refresh_token',
        { refresh_token: `not-a-real-token-${i}` },
        address,
      );
      expect(response.status).toBe(400);
    }
    await expectLimited(
      await authPost(
        server,
        '/token?grant_type=refresh_token',
        { refresh_token: signedIn.data.session!.refresh_token },
        address,
      ),
      'over_request_rate_limit',
      60,
    );
  });

  it('limits Zalo sign-in per client address and per Zalo account', async () => {
    const zaloSignIn = (body: unknown, address: string) =>
      fetch(`${server.url}/api/zalo/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify(body),
      });
    const address = freshAddress();
    for (let i = 0; i < burst; i += 1) {
      expect((await zaloSignIn({}, address)).status).toBe(400);
    }
    const fromAddress = await zaloSignIn({ access_token: 'some-token' }, address);
    expect(fromAddress.status).toBe(429);
    expect(Number(fromAddress.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await fromAddress.json()).toEqual({
      error: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });

    for (let i = 0; i < burst; i += 1) {
      const response = await zaloSignIn({ access_token: 'same-account' }, freshAddress());
      expect(response.status).toBe(403);
    }
    const forAccount = await zaloSignIn({ access_token: 'same-account' }, freshAddress());
    expect(forAccount.status).toBe(429);
  });
});

describe('without a trusted proxy (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ authRateLimits: {} });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('limits by the socket address: a forged X-Forwarded-For does not help', async () => {
    for (let i = 0; i < burst; i += 1) {
      const { error } = await clientFrom(server, freshAddress()).auth.signInWithPassword({
        email: `forger-${i}@greenwatch.demo`,
        password: 'wrong-password',
      });
      expect(error?.code).toBe('invalid_credentials');
    }
    const { error } = await clientFrom(server, freshAddress()).auth.signInWithPassword({
      email: 'admin@greenwatch.demo',
      password: DEMO_PASSWORD,
    });
    expect(error?.code).toBe('over_request_rate_limit');
  });
});

describe('wrong tries at a code across a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'greenwatch-limits-'));
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
  const started: TestServer[] = [];
  const start = async () => {
    const server = await startTestServer({
      authRateLimits: {},
      trustedProxies: 1,
      dataDir,
      databaseUrl: database?.url,
    });
    started.push(server);
    return server;
  };

  beforeAll(async () => {
    if (process.env.DATABASE_URL) database = await freshPostgresDatabase(process.env.DATABASE_URL);
  });
  afterAll(async () => {
    for (const server of started) await server.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('are kept in the database: the code still dies after five in all', async () => {
    const email = 'user@greenwatch.demo';
    const first = await start();
    await clientFrom(first, freshAddress()).auth.resetPasswordForEmail(email);
    const code = codeIn((await recoveryMailsTo(first, email))[0]!.text);
    const guess = (server: TestServer) =>
      clientFrom(server, freshAddress()).auth.verifyOtp({
        email,
        token: wrongCode(code),
        type: 'recovery',
      });
    for (let i = 0; i < otpMaxAttempts - 2; i += 1) {
      expect((await guess(first)).error?.code).toBe('otp_expired');
    }
    await first.stop();

    const second = await start();
    for (let i = 0; i < 2; i += 1) expect((await guess(second)).error?.code).toBe('otp_expired');
    const late = await clientFrom(second, freshAddress()).auth.verifyOtp({
      email,
      token: code,
      type: 'recovery',
    });
    expect(late.error?.code).toBe('otp_expired');
  });
});

describe('the server-wide mail budget', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ authRateLimits: {}, trustedProxies: 1 });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('sends at most the hourly mail budget, then refuses with over_email_send_rate_limit', async () => {
    const { emailSent } = DEFAULT_AUTH_RATE_LIMITS;
    for (let i = 0; i < emailSent; i += 1) {
      const { error } = await clientFrom(server, freshAddress()).auth.resetPasswordForEmail(
        i === 0 ? 'admin@greenwatch.demo' : `budget-${i}@greenwatch.demo`,
      );
      expect(error).toBeNull();
    }
    const before = (await outbox(server)).length;
    const limited = await expectLimited(
      await authPost(server, '/recover', { email: 'user2@greenwatch.demo' }, freshAddress()),
      'over_email_send_rate_limit',
      3600,
    );
    expect(limited.message).toBe('email rate limit exceeded');
    expect(await recoveryMailsTo(server, 'user2@greenwatch.demo')).toHaveLength(0);
    expect((await outbox(server)).length).toBe(before);
  });
});
