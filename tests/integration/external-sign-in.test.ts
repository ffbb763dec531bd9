import { createClient, type Provider, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  externalUserHasAccess,
  isEmailProviderUser,
} from '../../src/features/auth/lib/external-user';
import {
  startFakeOAuthProvider,
  type FakeAccount,
  type FakeOAuthProvider,
} from './support/fake-oauth-provider';
import { startTestServer, type TestServer } from './support/test-server';

// Sign-in with Google and Facebook through supabase-js (signInWithOAuth with PKCE, then
// exchangeCodeForSession) against our server's GoTrue external-provider flow, with a local
// stand-in for the two providers.

const ALLOWED_APP = 'https://app.example.test/welcome';

let fake: FakeOAuthProvider;
let server: TestServer;
let unconfigured: TestServer;

async function withEnv<T>(settings: Record<string, string>, start: () => Promise<T>): Promise<T> {
  const saved = { ...process.env };
  Object.assign(process.env, settings);
  try {
    return await start();
  } finally {
    process.env = saved;
  }
}

beforeAll(async () => {
  fake = await startFakeOAuthProvider();
  server = await withEnv(
    {
      ...fake.env(),
      AUTH_REDIRECT_ALLOW_LIST: `${ALLOWED_APP}, https://other.example.test`,
      AUTH_EXTERNAL_TIMEOUT_MS: '1000',
      AUTH_EXTERNAL_MAX_REPLY_BYTES: '65536',
    },
    () => startTestServer(),
  );
  unconfigured = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
  await unconfigured?.stop();
  await fake?.close();
});

function pkceClient(target: TestServer = server): SupabaseClient {
  return createClient(target.url, target.anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    realtime: { transport: WebSocket as never },
  });
}

/** The URL signInWithOAuth would open, for `provider`, returning to `redirectTo`. */
async function authorizeUrl(
  client: SupabaseClient,
  provider: string,
  redirectTo = `${server.url}/oauth/callback?provider=${provider}`,
): Promise<string> {
  const { data, error } = await client.auth.signInWithOAuth({
    provider: provider as Provider,
    options: { redirectTo },
  });
  expect(error).toBeNull();
  return data.url!;
}

/** Follows the redirects of the flow (our server, the provider) until the browser leaves them. */
async function browse(url: string): Promise<URL> {
  let current = url;
  for (let hop = 0; hop < 6; hop++) {
    const response = await fetch(current, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (!location) throw new Error(`no redirect from ${current}: HTTP ${response.status}`);
    const next = new URL(location, current);
    const inFlow = next.href.startsWith(fake.url) || next.pathname.startsWith('/auth/v1/');
    if (!inFlow) return next;
    current = next.href;
  }
  throw new Error('too many redirects');
}

/** The whole round trip as `account`: the session supabase-js gets for the returned code. */
async function signInAs(provider: 'google' | 'facebook', account: FakeAccount) {
  fake.account = account;
  const client = pkceClient();
  const back = await browse(await authorizeUrl(client, provider));
  const code = back.searchParams.get('code');
  expect(code, back.href).toBeTruthy();
  const { data, error } = await client.auth.exchangeCodeForSession(code!);
  expect(error).toBeNull();
  return { client, session: data.session!, user: data.user! };
}

async function identities(userId: string) {
  return server.db.query<{
    provider: string;
    provider_id: string;
    identity_data: { email?: string; email_verified?: boolean };
  }>('select provider, provider_id, identity_data from auth.identities where user_id = $1', [
    userId,
  ]);
}

async function userIdOf(email: string): Promise<string> {
  const [row] = await server.db.query<{ id: string }>(
    'select id from auth.users where email = $1',
    [email],
  );
  return row!.id;
}

async function userCount(): Promise<number> {
  const [row] = await server.db.query<{ n: number }>('select count(*)::int as n from auth.users');
  return row!.n;
}

describe('GET /auth/v1/settings', () => {
  it('reports Google and Facebook only where they are configured', async () => {
    const settings = async (target: TestServer) =>
      (await (
        await fetch(`${target.url}/auth/v1/settings`, { headers: { apikey: target.anonKey } })
      ).json()) as { external: Record<string, boolean> };
    expect((await settings(server)).external).toMatchObject({ google: true, facebook: true });
    expect((await settings(unconfigured)).external).toMatchObject({
      email: true,
      google: false,
      facebook: false,
    });
  });
});

describe('sign-in with Google', () => {
  it('creates the account of a new Google user, with its identity, and signs it in', async () => {
    const account = {
      id: '200000000000000000001',
      email: 'new.person@gmail.test',
      emailVerified: true,
      name: 'Trần Thị Google',
    };
    const { user, session } = await signInAs('google', account);
    expect(user.email).toBe('new.person@gmail.test');
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.app_metadata).toMatchObject({ provider: 'google', providers: ['google'] });
    expect(user.user_metadata).toMatchObject({
      full_name: 'Trần Thị Google',
      email_verified: true,
    });
    // The session says how it was made (GoTrue's amr claim).
    const claims = JSON.parse(
      Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString('utf8'),
    ) as { amr: { method: string }[] };
    expect(claims.amr.map((entry) => entry.method)).toEqual(['oauth']);
    expect(await identities(user.id)).toEqual([
      expect.objectContaining({ provider: 'google', provider_id: account.id }),
    ]);
    // Made by Google: no e-mail identity, though the account has the address.
    expect(user.identities?.map(({ provider, id }) => ({ provider, id }))).toEqual([
      { provider: 'google', id: account.id },
    ]);

    // The same Google account again: the same user, no second identity.
    const again = await signInAs('google', account);
    expect(again.user.id).toBe(user.id);
    expect(await identities(user.id)).toHaveLength(1);
  });

  it('leaves a new user to the external-user check, which refuses a stranger', async () => {
    const { client, user } = await signInAs('google', {
      id: '200000000000000000002',
      email: 'stranger@gmail.test',
      emailVerified: true,
    });
    expect(isEmailProviderUser(user)).toBe(false);
    expect(await externalUserHasAccess(client, user.id)).toBe(false);
  });

  it('signs one new identity in twice at once into one account', async () => {
    const account = {
      id: '200000000000000000099',
      email: 'twice@gmail.test',
      emailVerified: true,
      name: 'Hai Lần Cùng Lúc',
    };
    const [first, second] = await Promise.all([
      signInAs('google', account),
      signInAs('google', account),
    ]);
    expect(second.user.id).toBe(first.user.id);
    expect(await identities(first.user.id)).toHaveLength(1);
  });

  it('links a verified Google address to the existing account that has it', async () => {
    const existing = await userIdOf('user@greenwatch.demo');
    const { user } = await signInAs('google', {
      id: '200000000000000000003',
      email: 'User@GreenWatch.demo',
      emailVerified: true,
    });
    expect(user.id).toBe(existing);
    expect(user.app_metadata.provider).toBe('email');
    expect(user.app_metadata.providers).toEqual(expect.arrayContaining(['email', 'google']));
    expect(isEmailProviderUser(user)).toBe(true);
    // The user's identities are the rows of auth.identities: the address, then Google.
    expect(user.identities?.map(({ provider, id }) => ({ provider, id }))).toEqual([
      { provider: 'email', id: existing },
      { provider: 'google', id: '200000000000000000003' },
    ]);
  });

  it('never links an unverified Google address to the account that has it', async () => {
    const existing = await userIdOf('admin@greenwatch.demo');
    const before = await userCount();
    const { user } = await signInAs('google', {
      id: '200000000000000000004',
      email: 'admin@greenwatch.demo',
      emailVerified: false,
    });
    expect(user.id).not.toBe(existing);
    expect(user.email ?? '').toBe('');
    expect(await userCount()).toBe(before + 1);
    const [identity] = await identities(user.id);
    expect(identity!.identity_data).toMatchObject({
      email: 'admin@greenwatch.demo',
      email_verified: false,
    });
  });

  it('passes on a refusal at the provider to redirect_to, as GoTrue does', async () => {
    fake.failure = 'deny';
    try {
      const back = await browse(await authorizeUrl(pkceClient(), 'google'));
      expect(back.pathname).toBe('/oauth/callback');
      expect(back.searchParams.get('provider')).toBe('google');
      expect(back.searchParams.get('error')).toBe('access_denied');
      expect(back.searchParams.get('code')).toBeNull();
      expect(new URLSearchParams(back.hash.slice(1)).get('error')).toBe('access_denied');
    } finally {
      fake.failure = 'none';
    }
  });
});

describe('sign-in with Facebook', () => {
  it('signs a Facebook user in with the app secret proof, never linking by e-mail', async () => {
    const existing = await userIdOf('user@greenwatch.demo');
    const { user } = await signInAs('facebook', {
      id: '10160000000000001',
      email: 'user@greenwatch.demo',
      name: 'Lê Văn Facebook',
    });
    expect(user.id).not.toBe(existing);
    expect(user.app_metadata).toMatchObject({ provider: 'facebook', providers: ['facebook'] });
    expect(user.user_metadata).toMatchObject({ full_name: 'Lê Văn Facebook' });
    expect(fake.requests).toContain('/facebook/userinfo');
  });
});

describe('what the flow refuses', () => {
  it('sends a tampered or missing state to the site URL with bad_oauth_state', async () => {
    const toProvider = await fetch(await authorizeUrl(pkceClient(), 'google'), {
      redirect: 'manual',
    });
    const state = new URL(toProvider.headers.get('location')!).searchParams.get('state')!;
    const tampered = state.slice(0, -4) + (state.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const callback = (query: string) =>
      fetch(`${server.url}/auth/v1/callback?${query}`, { redirect: 'manual' });

    const bad = await callback(`code=anything&state=${encodeURIComponent(tampered)}`);
    expect(bad.status).toBe(303);
    const target = new URL(bad.headers.get('location')!);
    expect(target.href.startsWith(`${server.url}/?`)).toBe(true);
    expect(target.searchParams.get('error')).toBe('invalid_request');
    expect(target.searchParams.get('error_code')).toBe('bad_oauth_state');

    const missing = new URL((await callback('code=anything')).headers.get('location')!);
    expect(missing.searchParams.get('error_code')).toBe('bad_oauth_callback');
  });

  it('answers an unknown provider with GoTrue’s 400', async () => {
    const response = await fetch(await authorizeUrl(pkceClient(), 'github'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error_code: 'validation_failed',
      message: expect.stringContaining('Unsupported provider'),
    });
  });

  it('answers a provider that is not configured with GoTrue’s 400', async () => {
    const url = await authorizeUrl(pkceClient(unconfigured), 'google', `${unconfigured.url}/`);
    const response = await fetch(url);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error_code: 'validation_failed',
      message: 'Unsupported provider: provider is not enabled',
    });
  });

  it('refuses to start without a PKCE challenge', async () => {
    const response = await fetch(`${server.url}/auth/v1/authorize?provider=google`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'validation_failed' });
  });

  it.each([
    ['refuses the code', 'token-refused'],
    ['is slower than AUTH_EXTERNAL_TIMEOUT_MS', 'token-slow'],
    ['answers more than AUTH_EXTERNAL_MAX_REPLY_BYTES', 'token-huge'],
  ] as const)('reports a token endpoint that %s, creating nobody', async (_what, failure) => {
    const before = await userCount();
    fake.account = { id: '200000000000000000009', email: 'late@gmail.test', emailVerified: true };
    fake.failure = failure;
    try {
      const started = Date.now();
      const back = await browse(await authorizeUrl(pkceClient(), 'google'));
      expect(Date.now() - started).toBeLessThan(2500);
      expect(back.pathname).toBe('/oauth/callback');
      expect(back.searchParams.get('error')).toBe('server_error');
      expect(back.searchParams.get('error_code')).toBe('unexpected_failure');
      expect(back.searchParams.get('error_description')).toBe('Unable to exchange external code');
      expect(back.searchParams.get('code')).toBeNull();
    } finally {
      fake.failure = 'none';
    }
    expect(await userCount()).toBe(before);
  });

  it('reports a user endpoint that fails', async () => {
    fake.failure = 'userinfo-down';
    try {
      const back = await browse(await authorizeUrl(pkceClient(), 'facebook'));
      expect(back.searchParams.get('error_description')).toBe(
        'Error getting user profile from external provider',
      );
    } finally {
      fake.failure = 'none';
    }
  });

  it('sends the code only to the site or an allow-listed redirect_to', async () => {
    fake.account = {
      id: '200000000000000000005',
      email: 'redirect@gmail.test',
      emailVerified: true,
    };
    const land = async (redirectTo: string) =>
      browse(await authorizeUrl(pkceClient(), 'google', redirectTo));

    const foreign = await land('https://evil.example.test/steal');
    expect(foreign.origin + foreign.pathname).toBe(`${server.url}/`);
    expect(foreign.searchParams.get('code')).toBeTruthy();

    const lookalike = await land('https://app.example.test/welcomeX');
    expect(lookalike.origin).toBe(server.url);

    const allowed = await land(`${ALLOWED_APP}/done?x=1`);
    expect(allowed.href.startsWith(`${ALLOWED_APP}/done?x=1&code=`)).toBe(true);
    const otherOrigin = await land('https://other.example.test/any/path');
    expect(otherOrigin.origin).toBe('https://other.example.test');
  });

  it('gives a session only for the verifier that started the flow, once', async () => {
    fake.account = { id: '200000000000000000006', email: 'once@gmail.test', emailVerified: true };
    const starter = pkceClient();
    const back = await browse(await authorizeUrl(starter, 'google'));
    const code = back.searchParams.get('code')!;
    const thief = pkceClient();
    await authorizeUrl(thief, 'google'); // a verifier of its own
    const stolen = await thief.auth.exchangeCodeForSession(code);
    expect(stolen.error?.code).toBe('bad_code_verifier');
    const own = await starter.auth.exchangeCodeForSession(code);
    expect(own.error).toBeNull();
    expect(own.data.user?.email).toBe('once@gmail.test');
    const replayer = pkceClient();
    await authorizeUrl(replayer, 'google');
    const replay = await replayer.auth.exchangeCodeForSession(code);
    expect(replay.error?.code).toBe('flow_state_not_found');
  });
});
