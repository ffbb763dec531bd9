import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ZaloCredentialRequest, ZaloLinkStatus } from '../../shared/zalo/types';
import { GRAPH_DOWN_TOKEN, startFakeZalo, type FakeZalo } from './support/fake-zalo';
import { startTestServer, type TestServer } from './support/test-server';

// Issue 15: a signed-in user links their own Zalo account with GET/POST/DELETE /api/zalo/link,
// against our real server and a local stand-in for Zalo. Every change is in zalo_link_event,
// which each user reads for themselves only.

const ZALO_A = '1110000000000001';
const ZALO_B = '1110000000000002';
const ZALO_WEB = '1110000000000003';
const APP_ID = 'zalo-app-1';
const APP_SECRET = 'zalo-secret-for-tests';
const MINIAPP_ID = '4318394720137581234';
const VERIFIER = 'v'.repeat(20) + '-._~' + 'A1'.repeat(12);
const ALREADY_LINKED = {
  error: 'zalo_already_linked',
  message: 'Tài khoản Zalo này đã được liên kết với một tài khoản khác.',
};
const UNLINKED: ZaloLinkStatus = { linked: false, linked_at: null, name: null, avatar_url: null };

let zalo: FakeZalo;
let server: TestServer;
const bearer: Record<'user' | 'user2', string> = { user: '', user2: '' };
const savedEnv = { ...process.env };

async function accessTokenOf(email: string): Promise<string> {
  const client = await server.signedIn(email);
  const { data } = await client.auth.getSession();
  return data.session!.access_token;
}

beforeAll(async () => {
  zalo = await startFakeZalo({
    appId: APP_ID,
    appSecret: APP_SECRET,
    profiles: {
      'token-a': {
        id: ZALO_A,
        name: 'Zalo A',
        picture: { data: { url: 'https://s120-ava-talk.zadn.vn/a/b/c.jpg' } },
        user_id_by_oa: '7770001112223334',
      },
      'token-a-renamed': {
        id: ZALO_A,
        name: `  ${'Nguyễn Thị Zalo Rất Dài '.repeat(10)}`,
        picture: { data: { url: 'javascript:alert(1)' } },
      },
      'token-b': { id: ZALO_B, name: 'Zalo B' },
      'token-web': { id: ZALO_WEB, name: 'Zalo Web' },
      'expired-token': { error: -124, message: 'Access token has expired' },
    },
    phones: {},
    code: { code: 'good-code', verifier: VERIFIER, accessToken: 'token-web' },
  });
  Object.assign(process.env, {
    ZALO_GRAPH_URL: zalo.url,
    ZALO_OAUTH_URL: zalo.url,
    ZALO_APP_ID: APP_ID,
    ZALO_APP_SECRET: APP_SECRET,
    ZALO_MINIAPP_ID: MINIAPP_ID,
  });
  server = await startTestServer();
  bearer.user = await accessTokenOf('user@greenwatch.demo');
  bearer.user2 = await accessTokenOf('user2@greenwatch.demo');
});

afterAll(async () => {
  process.env = savedEnv;
  await server?.stop();
  await zalo?.close();
});

beforeEach(async () => {
  await server.db.query('update public.app_user set zalo_user_id = null');
  await server.db.query('delete from public.zalo_link_event');
});

function link(
  method: 'GET' | 'POST' | 'DELETE',
  token: string | undefined,
  body?: ZaloCredentialRequest | unknown,
): Promise<Response> {
  return fetch(`${server.url}/api/zalo/link`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function zaloIdOf(email: string): Promise<string | null> {
  const [row] = await server.db.query<{ zalo_user_id: string | null }>(
    `select a.zalo_user_id from public.app_user a join auth.users u on u.id = a.user_id
     where u.email = $1`,
    [email],
  );
  return row!.zalo_user_id;
}

async function events(): Promise<Record<string, unknown>[]> {
  return server.db.query(
    `select u.email, e.zalo_user_id, e.action, e.method, e.consent
     from public.zalo_link_event e join auth.users u on u.id = e.user_id order by e.id`,
  );
}

const signIn = (accessToken: string) =>
  fetch(`${server.url}/api/zalo/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ access_token: accessToken }),
  });

describe('who may use /api/zalo/link', () => {
  it.each([
    ['no bearer token', undefined],
    ['a malformed token', 'not-a-jwt'],
    ['the anon key (not a signed-in user)', 'anon'],
  ])('answers 401 to %s, without asking Zalo', async (_name, token) => {
    const asked = zalo.seen.length;
    const used = token === 'anon' ? server.anonKey : token;
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', { access_token: 'token-a' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await link(method, used, body);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: 'unauthorized',
        message: 'A valid bearer access token is required',
      });
    }
    expect(zalo.seen.length).toBe(asked);
    expect(await zaloIdOf('user@greenwatch.demo')).toBeNull();
  });
});

describe('linking with a mini-app access token', () => {
  it('links the caller, tells them, and lets that Zalo account sign in', async () => {
    expect(await (await link('GET', bearer.user)).json()).toEqual(UNLINKED);
    const before = Date.now();
    const response = await link('POST', bearer.user, { access_token: 'token-a' });
    expect(response.status).toBe(200);
    const status = (await response.json()) as ZaloLinkStatus;
    expect(status.linked).toBe(true);
    expect(Date.parse(status.linked_at!)).toBeGreaterThanOrEqual(before - 1000);
    // The profile shows the Zalo account by its name and avatar.
    expect(status).toMatchObject({
      name: 'Zalo A',
      avatar_url: 'https://s120-ava-talk.zadn.vn/a/b/c.jpg',
    });
    const graphCall = zalo.requestsTo('/v2.0/me').at(-1)!;
    expect(graphCall.headers.access_token).toBe('token-a');
    expect(graphCall.url.searchParams.get('miniapp_id')).toBe(MINIAPP_ID);

    expect(await zaloIdOf('user@greenwatch.demo')).toBe(ZALO_A);
    expect(await (await link('GET', bearer.user)).json()).toEqual(status);
    expect(await (await link('GET', bearer.user2)).json()).toEqual(UNLINKED);
    expect(await events()).toEqual([
      {
        email: 'user@greenwatch.demo',
        zalo_user_id: ZALO_A,
        action: 'link',
        method: 'mini_app',
        consent: null,
      },
    ]);

    const session = await signIn('token-a');
    expect(session.status).toBe(200);
    const client = server.client();
    await client.auth.setSession((await session.json()) as never);
    expect((await client.auth.getUser()).data.user?.email).toBe('user@greenwatch.demo');
  });

  it('keeps the name and avatar as Zalo shows them, bounded, never a script address', async () => {
    await link('POST', bearer.user, { access_token: 'token-a' });
    const again = (await (
      await link('POST', bearer.user, { access_token: 'token-a-renamed' })
    ).json()) as ZaloLinkStatus;
    expect(again.linked).toBe(true);
    expect(again.name).toHaveLength(100);
    expect(again.name!.startsWith('Nguyễn Thị Zalo')).toBe(true);
    expect(again.avatar_url).toBeNull();
    // The OA-scoped id an OA message is addressed by: kept while Zalo gives one.
    const oaIdOf = async () =>
      (
        await server.db.query<{ zalo_oa_user_id: string | null }>(
          `select zalo_oa_user_id from public.app_user
           where user_id = (select id from auth.users where email = 'user@greenwatch.demo')`,
        )
      )[0]!.zalo_oa_user_id;
    expect(await oaIdOf()).toBeNull();
    await link('POST', bearer.user, { access_token: 'token-a' });
    expect(await oaIdOf()).toBe('7770001112223334');
    const unlinked = await link('DELETE', bearer.user);
    expect(await unlinked.json()).toEqual(UNLINKED);
    const [row] = await server.db.query<{ zalo_name: string | null }>(
      `select zalo_name from public.app_user
       where user_id = (select id from auth.users where email = 'user@greenwatch.demo')`,
    );
    expect(row!.zalo_name).toBeNull();
  });

  it('is idempotent for the same Zalo account', async () => {
    const first = (await (
      await link('POST', bearer.user, { access_token: 'token-a' })
    ).json()) as ZaloLinkStatus;
    const again = await link('POST', bearer.user, { access_token: 'token-a' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    expect(await events()).toHaveLength(1);
  });

  it('refuses a Zalo account linked to another user with 409, changing nothing', async () => {
    await link('POST', bearer.user, { access_token: 'token-a' });
    await link('POST', bearer.user2, { access_token: 'token-b' });
    const response = await link('POST', bearer.user2, { access_token: 'token-a' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(ALREADY_LINKED);
    expect(await zaloIdOf('user@greenwatch.demo')).toBe(ZALO_A);
    expect(await zaloIdOf('user2@greenwatch.demo')).toBe(ZALO_B);
    expect((await events()).map((event) => event.action)).toEqual(['link', 'link']);
  });

  it('lets one of two users linking the same Zalo account at once win; the other gets 409', async () => {
    for (let round = 0; round < 5; round += 1) {
      await server.db.query('update public.app_user set zalo_user_id = null');
      const answers = await Promise.all(
        [bearer.user, bearer.user2].map((token) =>
          link('POST', token, { access_token: 'token-a' }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const [owners] = await server.db.query<{ n: number }>(
        `select count(*)::int as n from public.app_user where zalo_user_id = $1`,
        [ZALO_A],
      );
      expect(owners!.n).toBe(1);
    }
  });

  it.each([
    ['expired-token', 401, 'invalid_zalo_token'],
    ['made-up-token', 401, 'invalid_zalo_token'],
    [GRAPH_DOWN_TOKEN, 502, 'zalo_unavailable'],
  ])('answers %s with %i %s and links nothing', async (token, status, error) => {
    const response = await link('POST', bearer.user, { access_token: token });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error });
    expect(await zaloIdOf('user@greenwatch.demo')).toBeNull();
    expect(await events()).toEqual([]);
  });

  it.each([
    ['not JSON', '{access_token:'],
    ['an array', '[]'],
    ['an empty object', {}],
    ['a token with spaces', { access_token: 'token a' }],
    ['a token and a code', { access_token: 'token-a', code: 'good-code' }],
    ['a short verifier', { code: 'good-code', code_verifier: 'short' }],
    ['a body over 8 KB', { access_token: 'token-a', padding: 'x'.repeat(8200) }],
  ])('answers 400 to %s without asking Zalo', async (_name, body) => {
    const asked = zalo.seen.length;
    const response = await link('POST', bearer.user, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
    expect(zalo.seen.length).toBe(asked);
  });
});

describe('linking on the web, then unlinking', () => {
  it('replaces the old link with the web OAuth one and records both', async () => {
    const first = (await (
      await link('POST', bearer.user, { access_token: 'token-a' })
    ).json()) as ZaloLinkStatus;
    const response = await link('POST', bearer.user, {
      code: 'good-code',
      code_verifier: VERIFIER,
    });
    expect(response.status).toBe(200);
    const second = (await response.json()) as ZaloLinkStatus;
    expect(second.linked).toBe(true);
    expect(Date.parse(second.linked_at!)).toBeGreaterThanOrEqual(Date.parse(first.linked_at!));
    expect(zalo.requestsTo('/v4/access_token').at(-1)!.headers.secret_key).toBe(APP_SECRET);
    expect(await zaloIdOf('user@greenwatch.demo')).toBe(ZALO_WEB);
    expect((await events()).slice(1)).toEqual([
      {
        email: 'user@greenwatch.demo',
        zalo_user_id: ZALO_A,
        action: 'unlink',
        method: 'web_oauth',
        consent: null,
      },
      {
        email: 'user@greenwatch.demo',
        zalo_user_id: ZALO_WEB,
        action: 'link',
        method: 'web_oauth',
        consent: null,
      },
    ]);
    // The replaced Zalo account no longer signs anyone in.
    expect((await signIn('token-a')).status).toBe(403);
  });

  it('answers 401 for a web code Zalo rejects', async () => {
    const response = await link('POST', bearer.user, {
      code: 'used-code',
      code_verifier: VERIFIER,
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_zalo_code' });
  });

  it('unlinks, and unlinking again changes nothing', async () => {
    await link('POST', bearer.user, { access_token: 'token-a' });
    for (let i = 0; i < 2; i += 1) {
      const response = await link('DELETE', bearer.user);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(UNLINKED);
    }
    expect(await zaloIdOf('user@greenwatch.demo')).toBeNull();
    expect(await (await link('GET', bearer.user)).json()).toEqual(UNLINKED);
    expect((await events()).slice(1)).toEqual([
      {
        email: 'user@greenwatch.demo',
        zalo_user_id: ZALO_A,
        action: 'unlink',
        method: null,
        consent: null,
      },
    ]);
    expect((await signIn('token-a')).status).toBe(403);
  });
});

describe('zalo_link_event and the link column under RLS', () => {
  it('shows users their own events only and takes no writes from clients', async () => {
    await link('POST', bearer.user, { access_token: 'token-a' });
    await link('POST', bearer.user2, { access_token: 'token-b' });
    const user = await server.signedIn('user@greenwatch.demo');
    const own = await user.from('zalo_link_event').select('zalo_user_id, action');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ zalo_user_id: ZALO_A, action: 'link' }]);

    const { data: me } = await user.auth.getUser();
    const forged = await user.from('zalo_link_event').insert({
      user_id: me.user!.id,
      zalo_user_id: ZALO_B,
      action: 'link',
      method: 'mini_app',
    });
    expect(forged.error?.code).toBe('42501');
    await user.from('app_user').update({ zalo_user_id: ZALO_B }).eq('user_id', me.user!.id);
    expect(await zaloIdOf('user@greenwatch.demo')).toBe(ZALO_A);

    const anon = await server.client().from('zalo_link_event').select('id');
    expect(anon.data ?? []).toEqual([]);
    expect(await events()).toHaveLength(2);
  });
});
