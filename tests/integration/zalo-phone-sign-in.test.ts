import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seed } from '../../server/seed/seed';
import type { ZaloPhoneSignInRequest } from '../../shared/zalo/types';
import { startFakeZalo, type FakeZalo } from './support/fake-zalo';
import { startTestServer, type TestServer } from './support/test-server';

// Issue 15: inside Zalo a first-time user shares their phone number; POST
// /api/zalo/phone-sign-in swaps Zalo's phone token for the number, finds the one account that
// verified it (the seed gives user@greenwatch.demo the verified phone 84901234567, vouched for
// in app_metadata.verified_phone as an operator would), links it
// to the Zalo account and signs it in. Against our real server and a stand-in for Zalo.

const ZALO_NEW = '2220000000000001';
const ZALO_OTHER = '2220000000000002';
const APP_SECRET = 'zalo-secret-for-tests';
const SEEDED_PHONE = '84901234567';
const NO_MATCH = {
  error: 'no_matching_account',
  message: 'Không tìm thấy tài khoản nào có số điện thoại này đã được xác minh.',
};
const ALREADY_LINKED = {
  error: 'zalo_already_linked',
  message: 'Tài khoản Zalo này đã được liên kết với một tài khoản khác.',
};
const phoneReply = (number: string) => ({ data: { number }, error: 0, message: 'Success' });

let zalo: FakeZalo;
let server: TestServer;
const savedEnv = { ...process.env };

beforeAll(async () => {
  zalo = await startFakeZalo({
    appId: 'zalo-app-1',
    appSecret: APP_SECRET,
    profiles: {
      'token-new': { id: ZALO_NEW, name: 'Người mới' },
      'token-other': { id: ZALO_OTHER, name: 'Người khác' },
      'expired-token': { error: -124, message: 'Access token has expired' },
    },
    phones: {
      'phone-user': phoneReply(SEEDED_PHONE),
      'phone-user-national': phoneReply('0901234567'),
      'phone-user2': phoneReply('84901000003'),
      'phone-stranger': phoneReply('84999999999'),
      'phone-expired': { error: -2002, message: 'Phone token has expired' },
    },
    code: { code: 'unused', verifier: 'unused', accessToken: 'unused' },
  });
  Object.assign(process.env, {
    ZALO_GRAPH_URL: zalo.url,
    ZALO_APP_SECRET: APP_SECRET,
    ZALO_MINIAPP_ID: '4318394720137581234',
  });
  server = await startTestServer();
});

afterAll(async () => {
  process.env = savedEnv;
  await server?.stop();
  await zalo?.close();
});

beforeEach(async () => {
  await server.db.query('update public.app_user set zalo_user_id = null');
  await server.db.query('delete from public.zalo_link_event');
  await server.db.query(`update auth.users set banned_until = null`);
});

function phoneSignIn(body: ZaloPhoneSignInRequest | unknown): Promise<Response> {
  return fetch(`${server.url}/api/zalo/phone-sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const request = (accessToken: string, phoneToken: string): ZaloPhoneSignInRequest => ({
  access_token: accessToken,
  phone_token: phoneToken,
  consent: true,
});

async function zaloIdOf(email: string): Promise<string | null> {
  const [row] = await server.db.query<{ zalo_user_id: string | null }>(
    `select a.zalo_user_id from public.app_user a join auth.users u on u.id = a.user_id
     where u.email = $1`,
    [email],
  );
  return row!.zalo_user_id;
}

async function counts(): Promise<{ sessions: number; events: number }> {
  const [row] = await server.db.query<{ sessions: number; events: number }>(
    `select (select count(*)::int from auth.sessions) as sessions,
            (select count(*)::int from public.zalo_link_event) as events`,
  );
  return row!;
}

describe('the seed', () => {
  it('gives the ordinary demo user a verified phone, and nobody else', async () => {
    const rows = await server.db.query(
      `select email, phone, phone_confirmed_at is not null as verified from auth.users
       where phone is not null`,
    );
    expect(rows).toEqual([{ email: 'user@greenwatch.demo', phone: SEEDED_PHONE, verified: true }]);
  });

  it('adds that phone to data seeded before it was kept, unless the number is taken', async () => {
    const { db } = server;
    const forget = async () => {
      await db.query(`update auth.users set phone = null, phone_confirmed_at = null`);
      await db.query(`delete from greenwatch_meta.seed where step = 'demo-verified-phones'`);
    };
    const phones = () =>
      db.query(
        `select email, phone, phone_confirmed_at is not null as verified from auth.users
         where phone is not null`,
      );
    await forget();
    await seed(db, 'minimal', () => undefined);
    expect(await phones()).toEqual([
      { email: 'user@greenwatch.demo', phone: SEEDED_PHONE, verified: true },
    ]);

    await forget();
    await db.query(`update auth.users set phone = $1 where email = 'user2@greenwatch.demo'`, [
      SEEDED_PHONE,
    ]);
    await seed(db, 'minimal', () => undefined);
    expect(await phones()).toEqual([
      { email: 'user2@greenwatch.demo', phone: SEEDED_PHONE, verified: false },
    ]);
    await db.query(`update auth.users set phone = null where email = 'user2@greenwatch.demo'`);
    await db.query(
      `update auth.users set phone = $1, phone_confirmed_at = now()
       where email = 'user@greenwatch.demo'`,
      [SEEDED_PHONE],
    );
  });
});

describe('POST /api/zalo/phone-sign-in', () => {
  it('links the account with that verified phone and signs it in', async () => {
    const response = await phoneSignIn(request('token-new', 'phone-user'));
    expect(response.status).toBe(200);
    const session = (await response.json()) as { access_token: string; refresh_token: string };
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });

    const exchange = zalo.requestsTo('/v2.0/me/info').at(-1)!;
    expect(exchange.headers).toMatchObject({
      access_token: 'token-new',
      code: 'phone-user',
      secret_key: APP_SECRET,
    });
    const client = server.client();
    expect((await client.auth.setSession(session)).error).toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe('user@greenwatch.demo');

    expect(await zaloIdOf('user@greenwatch.demo')).toBe(ZALO_NEW);
    const { data: events } = await client.from('zalo_link_event').select('*');
    expect(events).toMatchObject([
      { zalo_user_id: ZALO_NEW, action: 'phone_match', method: 'phone', consent: true },
    ]);
    // From now on the Zalo account signs in directly.
    const direct = await fetch(`${server.url}/api/zalo/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ access_token: 'token-new' }),
    });
    expect(direct.status).toBe(200);
  });

  it("matches Zalo's national form '0…' too, and again once linked", async () => {
    expect((await phoneSignIn(request('token-new', 'phone-user-national'))).status).toBe(200);
    expect((await phoneSignIn(request('token-new', 'phone-user'))).status).toBe(200);
    expect(await zaloIdOf('user@greenwatch.demo')).toBe(ZALO_NEW);
    expect((await counts()).events).toBe(2);
  });

  it('refuses an account already linked to another Zalo account, with 409', async () => {
    await server.db.query(
      `update public.app_user set zalo_user_id = $1
       where user_id = (select id from auth.users where email = 'user@greenwatch.demo')`,
      [ZALO_OTHER],
    );
    const before = await counts();
    const response = await phoneSignIn(request('token-new', 'phone-user'));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(ALREADY_LINKED);
    expect(await zaloIdOf('user@greenwatch.demo')).toBe(ZALO_OTHER);
    expect(await counts()).toEqual(before);
  });

  it('refuses a Zalo account already linked to another account, with 409', async () => {
    await server.db.query(
      `update public.app_user set zalo_user_id = $1
       where user_id = (select id from auth.users where email = 'user2@greenwatch.demo')`,
      [ZALO_NEW],
    );
    const response = await phoneSignIn(request('token-new', 'phone-user'));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(ALREADY_LINKED);
    expect(await zaloIdOf('user@greenwatch.demo')).toBeNull();
  });

  it('finds no account for a number nobody verified, an unverified one or a banned one', async () => {
    await server.db.query(
      `update auth.users set phone = '84901000003', phone_confirmed_at = null
       where email = 'user2@greenwatch.demo'`,
    );
    const before = await counts();
    for (const phoneToken of ['phone-stranger', 'phone-user2']) {
      const response = await phoneSignIn(request('token-new', phoneToken));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(NO_MATCH);
    }
    await server.db.query(
      `update auth.users set banned_until = now() + interval '1 day'
       where email = 'user@greenwatch.demo'`,
    );
    const banned = await phoneSignIn(request('token-new', 'phone-user'));
    expect(banned.status).toBe(403);
    expect(await banned.json()).toEqual(NO_MATCH);
    expect(await counts()).toEqual(before);
    await server.db.query(
      `update auth.users set phone = null where email = 'user2@greenwatch.demo'`,
    );
  });

  it('never matches a phone a user confirmed on their own profile, only one an operator vouched for', async () => {
    // The attack: put a stranger's number on one's own account (the embedded auth confirms it
    // at once, as GoTrue's autoconfirm does), then wait for the stranger's Zalo to be matched in.
    const user2 = await server.signedIn('user2@greenwatch.demo');
    expect((await user2.auth.updateUser({ phone: '+84901000003' })).error).toBeNull();
    const [own] = await server.db.query<{ confirmed: boolean }>(
      `select phone_confirmed_at is not null as confirmed from auth.users
       where email = 'user2@greenwatch.demo' and phone = '84901000003'`,
    );
    expect(own).toEqual({ confirmed: true });
    const response = await phoneSignIn(request('token-new', 'phone-user2'));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(NO_MATCH);
    expect(await zaloIdOf('user2@greenwatch.demo')).toBeNull();

    // Vouched for a different number than the current one counts for nothing either.
    await server.db.query(
      `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"verified_phone":"84900000000"}'
       where email = 'user2@greenwatch.demo'`,
    );
    expect((await phoneSignIn(request('token-new', 'phone-user2'))).status).toBe(403);
    await server.db.query(
      `update auth.users set phone = null, phone_confirmed_at = null,
         raw_app_meta_data = raw_app_meta_data - 'verified_phone'
       where email = 'user2@greenwatch.demo'`,
    );
  });

  it('answers 401 for a phone token Zalo refuses', async () => {
    const response = await phoneSignIn(request('token-new', 'phone-expired'));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'invalid_phone_token',
      message: 'Mã số điện thoại Zalo không hợp lệ hoặc đã hết hạn.',
    });
    expect(await zaloIdOf('user@greenwatch.demo')).toBeNull();
  });

  it('checks the Zalo access token before spending the one-time phone token', async () => {
    const exchanges = zalo.requestsTo('/v2.0/me/info').length;
    const response = await phoneSignIn(request('expired-token', 'phone-user'));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_zalo_token' });
    expect(zalo.requestsTo('/v2.0/me/info')).toHaveLength(exchanges);
  });

  it.each([
    ['no consent', { access_token: 'token-new', phone_token: 'phone-user' }],
    ['consent false', { ...request('token-new', 'phone-user'), consent: false }],
    ['consent "true"', { ...request('token-new', 'phone-user'), consent: 'true' }],
  ])('answers 400 to %s without asking Zalo', async (_name, body) => {
    const asked = zalo.seen.length;
    const response = await phoneSignIn(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'consent_required',
      message: 'Bạn cần đồng ý chia sẻ số điện thoại để liên kết tài khoản.',
    });
    expect(zalo.seen.length).toBe(asked);
  });

  it.each([
    ['not JSON', '{consent:true'],
    ['no phone token', { access_token: 'token-new', consent: true }],
    ['an empty access token', request('', 'phone-user')],
    ['a phone token with spaces', request('token-new', 'phone user')],
    ['a body over 8 KB', { ...request('token-new', 'phone-user'), padding: 'x'.repeat(8200) }],
  ])('answers 400 invalid_request to %s without asking Zalo', async (_name, body) => {
    const asked = zalo.seen.length;
    const response = await phoneSignIn(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
    expect(zalo.seen.length).toBe(asked);
  });
});
