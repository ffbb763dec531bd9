import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from './support/test-server';

// GoTrue's admin API (/auth/v1/admin/users, /auth/v1/invite) driven by supabase-js's
// auth.admin client with the service-role key, and refused to everyone else.

let server: TestServer;
let admin: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = createClient(server.url, server.serviceRoleKey, {
    auth: { autoRefreshToken: false, persistSession: false },
    realtime: { transport: WebSocket as never },
  });
});
afterAll(async () => {
  await server?.stop();
});

const PASSWORD = 'Admin-Made@2026';

async function signIn(email: string, password = PASSWORD) {
  return server.client().auth.signInWithPassword({ email, password });
}

async function createConfirmed(email: string, extra: Record<string, unknown> = {}) {
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    ...extra,
  });
  expect(error).toBeNull();
  return data.user!;
}

async function lastMailTo(address: string) {
  const response = await fetch(`${server.url}/dev/mail.json`, {
    headers: { apikey: server.serviceRoleKey },
  });
  const mails = (await response.json()) as { to: string; subject: string; text: string }[];
  return mails.find((m) => m.to === address);
}

describe('listing users', () => {
  it('pages newest first with the total and GoTrue Link headers', async () => {
    for (const n of [1, 2, 3]) await createConfirmed(`list${n}@greenwatch.demo`);
    const first = await admin.auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(first.error).toBeNull();
    const total = (first.data as unknown as { total: number }).total;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(first.data.users).toHaveLength(2);
    expect(first.data.users.map((u) => u.email)).toEqual([
      'list3@greenwatch.demo',
      'list2@greenwatch.demo',
    ]);
    expect(first.data).toMatchObject({ aud: 'authenticated', nextPage: 2 });
    expect((first.data as unknown as { lastPage: number }).lastPage).toBe(Math.ceil(total / 2));

    const seen = new Set<string>();
    for (let page = 1; page <= Math.ceil(total / 2); page++) {
      const { data } = await admin.auth.admin.listUsers({ page, perPage: 2 });
      for (const user of data.users) seen.add(user.id);
    }
    expect(seen.size).toBe(total);

    const raw = await fetch(`${server.url}/auth/v1/admin/users?per_page=2&page=1`, {
      headers: {
        apikey: server.serviceRoleKey,
        Authorization: `Bearer ${server.serviceRoleKey}`,
      },
    });
    expect(raw.headers.get('x-total-count')).toBe(String(total));
    expect(raw.headers.get('link')).toBe(
      `</auth/v1/admin/users?page=2&per_page=2>; rel="next", ` +
        `</auth/v1/admin/users?page=${Math.ceil(total / 2)}&per_page=2>; rel="last"`,
    );
    const bad = await admin.auth.admin.listUsers({ page: 1, perPage: 5000 });
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.code).toBe('validation_failed');
  });
});

describe('creating and reading users', () => {
  it('creates a confirmed user who can sign in, with the metadata given', async () => {
    const user = await createConfirmed('Created@GreenWatch.demo', {
      user_metadata: { full_name: 'Lê Văn Tạo' },
      app_metadata: { verified_phone: '84901112223' },
    });
    expect(user.email).toBe('created@greenwatch.demo');
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.user_metadata).toEqual({ full_name: 'Lê Văn Tạo' });
    expect(user.app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
      verified_phone: '84901112223',
    });
    const signedIn = await signIn('created@greenwatch.demo');
    expect(signedIn.error).toBeNull();

    const got = await admin.auth.admin.getUserById(user.id);
    expect(got.error).toBeNull();
    expect(got.data.user?.email).toBe('created@greenwatch.demo');
    expect(got.data.user?.last_sign_in_at).toBeTruthy();
    expect(got.data.user?.identities).toEqual([
      expect.objectContaining({
        provider: 'email',
        id: user.id,
        user_id: user.id,
        identity_data: expect.objectContaining({
          email: 'created@greenwatch.demo',
          email_verified: true,
        }),
      }),
    ]);
  });

  it('keeps the e-mail identity with the address and its confirmation', async () => {
    const user = await createConfirmed('identity@greenwatch.demo');
    const moved = await admin.auth.admin.updateUserById(user.id, {
      email: 'moved@greenwatch.demo',
    });
    expect(moved.error).toBeNull();
    expect(moved.data.user?.identities).toEqual([
      expect.objectContaining({
        provider: 'email',
        identity_data: expect.objectContaining({ email: 'moved@greenwatch.demo' }),
      }),
    ]);
    const phoneOnly = await admin.auth.admin.createUser({
      phone: '84907770001',
      password: PASSWORD,
    });
    expect(phoneOnly.error).toBeNull();
    expect(phoneOnly.data.user?.identities).toEqual([]);
  });

  it('refuses a taken e-mail or phone, a weak password and a user with neither address', async () => {
    await createConfirmed('taken@greenwatch.demo', { phone: '+84 901 234 000' });
    const email = await admin.auth.admin.createUser({ email: 'TAKEN@greenwatch.demo' });
    expect(email.error?.status).toBe(422);
    expect(email.error?.code).toBe('email_exists');
    const phone = await admin.auth.admin.createUser({ phone: '84901234000' });
    expect(phone.error?.status).toBe(422);
    expect(phone.error?.code).toBe('phone_exists');
    const weak = await admin.auth.admin.createUser({
      email: 'weak@greenwatch.demo',
      password: '1',
    });
    expect(weak.error?.code).toBe('weak_password');
    const none = await admin.auth.admin.createUser({ user_metadata: { a: 1 } });
    expect(none.error?.status).toBe(400);
    expect(none.error?.code).toBe('validation_failed');
    const badPhone = await admin.auth.admin.createUser({ phone: '0-not-a-phone' });
    expect(badPhone.error?.code).toBe('validation_failed');
    const huge = await admin.auth.admin.createUser({
      email: 'huge@greenwatch.demo',
      user_metadata: { blob: 'x'.repeat(20_000) },
    });
    expect(huge.error?.code).toBe('validation_failed');
  });

  it('answers 404 user_not_found for an unknown id', async () => {
    const { data, error } = await admin.auth.admin.getUserById(
      '00000000-0000-4000-8000-000000000001',
    );
    expect(data.user).toBeNull();
    expect(error?.status).toBe(404);
    expect(error?.code).toBe('user_not_found');
  });
});

describe('updating users', () => {
  it('merges metadata (null removes a key) and changes the password', async () => {
    const user = await createConfirmed('update@greenwatch.demo', {
      user_metadata: { full_name: 'Cũ', keep: true },
    });
    const session = await signIn('update@greenwatch.demo');
    const { data, error } = await admin.auth.admin.updateUserById(user.id, {
      user_metadata: { full_name: 'Mới', keep: null },
      app_metadata: { plan: 'pro' },
      password: 'Changed@2027',
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ full_name: 'Mới' });
    expect(data.user?.app_metadata.plan).toBe('pro');
    expect((await signIn('update@greenwatch.demo')).error?.code).toBe('invalid_credentials');
    expect((await signIn('update@greenwatch.demo', 'Changed@2027')).error).toBeNull();
    // GoTrue ends every session when an admin sets the password.
    const refreshed = await server
      .client()
      .auth.refreshSession({ refresh_token: session.data.session!.refresh_token });
    expect(refreshed.error).not.toBeNull();
  });

  it('bans for a Go duration (sign-in refused with user_banned) and lifts it with none', async () => {
    const user = await createConfirmed('banned@greenwatch.demo');
    const banned = await admin.auth.admin.updateUserById(user.id, { ban_duration: '24h' });
    expect(banned.error).toBeNull();
    const until = new Date(banned.data.user!.banned_until!).getTime();
    expect(Math.abs(until - Date.now() - 24 * 3600_000)).toBeLessThan(60_000);
    const refused = await signIn('banned@greenwatch.demo');
    expect(refused.error?.status).toBe(400);
    expect(refused.error?.code).toBe('user_banned');

    const lifted = await admin.auth.admin.updateUserById(user.id, { ban_duration: 'none' });
    expect(lifted.data.user?.banned_until).toBeUndefined();
    expect((await signIn('banned@greenwatch.demo')).error).toBeNull();

    const malformed = await admin.auth.admin.updateUserById(user.id, { ban_duration: '1d' });
    expect(malformed.error?.status).toBe(400);
    expect(malformed.error?.message).toBe(
      'invalid format for ban duration: time: unknown unit "d" in duration "1d"',
    );
  });

  it('refuses to give one user another user’s e-mail', async () => {
    const user = await createConfirmed('second@greenwatch.demo');
    const { error } = await admin.auth.admin.updateUserById(user.id, {
      email: 'user@greenwatch.demo',
    });
    expect(error?.code).toBe('email_exists');
  });
});

describe('deleting users', () => {
  it('hard-deletes: the user is gone and cannot sign in', async () => {
    const user = await createConfirmed('gone@greenwatch.demo');
    const { error } = await admin.auth.admin.deleteUser(user.id);
    expect(error).toBeNull();
    expect((await signIn('gone@greenwatch.demo')).error?.code).toBe('invalid_credentials');
    expect((await admin.auth.admin.getUserById(user.id)).error?.code).toBe('user_not_found');
  });

  it('soft-deletes: deleted_at set, address obfuscated and free again', async () => {
    const user = await createConfirmed('soft@greenwatch.demo');
    const session = await signIn('soft@greenwatch.demo');
    expect((await admin.auth.admin.deleteUser(user.id, true)).error).toBeNull();
    const { data } = await admin.auth.admin.getUserById(user.id);
    expect((data.user as unknown as { deleted_at: string }).deleted_at).toBeTruthy();
    expect(data.user?.email).not.toContain('soft@');
    expect((await signIn('soft@greenwatch.demo')).error?.code).toBe('invalid_credentials');
    const refreshed = await server
      .client()
      .auth.refreshSession({ refresh_token: session.data.session!.refresh_token });
    expect(refreshed.error).not.toBeNull();
    await createConfirmed('soft@greenwatch.demo');
  });
});

describe('inviting users', () => {
  it('mails a link that signs the invited user in; they then set a password', async () => {
    const { data, error } = await admin.auth.admin.inviteUserByEmail('invited@greenwatch.demo', {
      data: { full_name: 'Người Được Mời' },
      redirectTo: `${server.url}/welcome`,
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('invited@greenwatch.demo');
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.user_metadata.full_name).toBe('Người Được Mời');

    const mail = await lastMailTo('invited@greenwatch.demo');
    expect(mail?.subject).toBe('Lời mời tham gia | GreenWatch');
    const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail!.text)![1]!;
    expect(new URL(link).searchParams.get('type')).toBe('invite');
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = followed.headers.get('location')!;
    expect(location.startsWith(`${server.url}/welcome#`)).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(fragment.get('type')).toBe('invite');

    const invited = server.client();
    const session = await invited.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(session.error).toBeNull();
    expect(session.data.user?.email_confirmed_at).toBeTruthy();
    expect((await invited.auth.updateUser({ password: 'Invited@2026' })).error).toBeNull();
    expect((await signIn('invited@greenwatch.demo', 'Invited@2026')).error).toBeNull();

    const reused = await fetch(link, { redirect: 'manual' });
    expect(reused.headers.get('location')).toContain('error_code=otp_expired');
    const again = await admin.auth.admin.inviteUserByEmail('invited@greenwatch.demo');
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe('email_exists');
  });
});

describe('who may use the admin API', () => {
  const endpoints = [
    ['GET', '/auth/v1/admin/users'],
    ['POST', '/auth/v1/admin/users'],
    ['GET', '/auth/v1/admin/users/00000000-0000-4000-8000-000000000001'],
    ['PUT', '/auth/v1/admin/users/00000000-0000-4000-8000-000000000001'],
    ['DELETE', '/auth/v1/admin/users/00000000-0000-4000-8000-000000000001'],
    ['POST', '/auth/v1/invite'],
  ] as const;

  const call = (method: string, path: string, bearer?: string) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        apikey: server.anonKey,
        'Content-Type': 'application/json',
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      },
      body: method === 'GET' ? undefined : JSON.stringify({ email: 'intruder@greenwatch.demo' }),
    });

  it('answers 401 no_authorization without a token', async () => {
    for (const [method, path] of endpoints) {
      const response = await call(method, path);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(((await response.json()) as { code: string }).code).toBe('no_authorization');
    }
  });

  it('answers 403 not_admin to the anon key and to a signed-in user', async () => {
    const anon = await server.client().auth.admin.listUsers();
    expect(anon.error?.status).toBe(403);
    expect(anon.error?.code).toBe('not_admin');
    // A user whose own metadata claims the service role is still only a user.
    await createConfirmed('pretender@greenwatch.demo', {
      user_metadata: { role: 'service_role' },
    });
    const { data } = await signIn('pretender@greenwatch.demo');
    for (const bearer of [server.anonKey, data.session!.access_token]) {
      for (const [method, path] of endpoints) {
        const response = await call(method, path, bearer);
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(((await response.json()) as { code: string }).code).toBe('not_admin');
      }
    }
    expect(await lastMailTo('intruder@greenwatch.demo')).toBeUndefined();
  });
});
