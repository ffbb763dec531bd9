import { createHash, randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  externalUserHasAccess,
  isEmailProviderUser,
} from '../../src/features/auth/lib/external-user';
import { startTestServer, type TestServer } from './support/test-server';

// /auth/v1 driven by @supabase/supabase-js itself (spec §7 auth calls, supabase-wire.md §1).

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function lastMailTo(address: string) {
  const response = await fetch(`${server.url}/dev/mail.json`, {
    headers: { apikey: server.serviceRoleKey },
  });
  const mails = (await response.json()) as { to: string; subject: string; text: string }[];
  return mails.find((m) => m.to === address);
}

describe('password sign-in and the session user', () => {
  it('signs in a demo account and returns the user with metadata from app_user', async () => {
    const supabase = server.client();
    const { data, error } = await supabase.auth.signInWithPassword({
      email: 'user@greenwatch.demo',
      password: 'GreenWatch@2026',
    });
    expect(error).toBeNull();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.session?.expires_in).toBeGreaterThan(300);
    const metadata = data.user!.user_metadata;
    expect(metadata.role).toBe('user');
    expect(typeof metadata.customer_id).toBe('number');
    expect(metadata.can_access).not.toContain('water-fee-report');
    expect(metadata.can_access).not.toContain('air-fee-report');
    expect(metadata.can_access).toContain('online-monitoring');
    expect(metadata.full_name).toBe('Nguyễn Văn An');
    expect(data.user!.app_metadata.provider).toBe('email');

    const { data: got, error: getError } = await supabase.auth.getUser();
    expect(getError).toBeNull();
    expect(got.user?.email).toBe('user@greenwatch.demo');
  });

  it('gives user2 full access and admin the admin role', async () => {
    const user2 = await server.signedIn('user2@greenwatch.demo');
    const { data } = await user2.auth.getUser();
    expect(data.user?.user_metadata.can_access).toContain('air-fee-report');
    const admin = await server.signedIn('admin@greenwatch.demo');
    expect((await admin.auth.getUser()).data.user?.user_metadata.role).toBe('admin');
  });

  it('refuses a wrong password with invalid_credentials', async () => {
    const { data, error } = await server.client().auth.signInWithPassword({
      email: 'user@greenwatch.demo',
      password: 'wrong-password',
    });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('refuses an unknown account the same way', async () => {
    const { error } = await server.client().auth.signInWithPassword({
      email: 'nobody@greenwatch.demo',
      password: 'GreenWatch@2026',
    });
    expect(error?.code).toBe('invalid_credentials');
  });
});

describe('updating the user', () => {
  it('merges metadata, normalises the phone and keeps access keys', async () => {
    const supabase = await server.signedIn('user2@greenwatch.demo');
    const { data, error } = await supabase.auth.updateUser({
      data: {
        full_name: 'Trần Thị Bình B',
        name: 'Bình',
        phone_number: '0912345678',
        phone: '+84912345678',
        notification_email_enable: false,
      },
      phone: '+84912345678',
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata.full_name).toBe('Trần Thị Bình B');
    expect(data.user?.user_metadata.notification_email_enable).toBe(false);
    expect(data.user?.phone).toBe('84912345678');
    expect(data.user?.user_metadata.role).toBe('user');
  });

  it('rejects a malformed phone with validation_failed', async () => {
    const supabase = await server.signedIn('user2@greenwatch.demo');
    const { error } = await supabase.auth.updateUser({ phone: '0-not-a-phone' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
  });

  it('changes the password: old one stops working, same password is refused, short is weak', async () => {
    const supabase = await server.signedIn('admin@greenwatch.demo');
    const same = await supabase.auth.updateUser({ password: 'GreenWatch@2026' });
    expect(same.error?.code).toBe('same_password');
    const weak = await supabase.auth.updateUser({ password: '123' });
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.name).toBe('AuthWeakPasswordError');
    const changed = await supabase.auth.updateUser({ password: 'NewPass@2027' });
    expect(changed.error).toBeNull();
    const old = await server
      .client()
      .auth.signInWithPassword({ email: 'admin@greenwatch.demo', password: 'GreenWatch@2026' });
    expect(old.error?.code).toBe('invalid_credentials');
    const again = await server.signedIn('admin@greenwatch.demo', 'NewPass@2027');
    const back = await again.auth.updateUser({ password: 'GreenWatch@2026' });
    expect(back.error).toBeNull();
  });

  it('changes the e-mail only after the link mailed to the new address is followed', async () => {
    const supabase = await server.signedIn('user2@greenwatch.demo');
    const taken = await supabase.auth.updateUser({ email: 'user@greenwatch.demo' });
    expect(taken.error?.code).toBe('email_exists');
    const { data, error } = await supabase.auth.updateUser({ email: 'binh.new@greenwatch.demo' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('user2@greenwatch.demo');
    expect(data.user?.new_email).toBe('binh.new@greenwatch.demo');
    const mail = await lastMailTo('binh.new@greenwatch.demo');
    expect(mail?.subject).toContain('Xác nhận thay đổi email');
    const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail!.text)![1]!;
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toContain('access_token=');
    const renamed = await server.signedIn('binh.new@greenwatch.demo');
    expect((await renamed.auth.getUser()).data.user?.email).toBe('binh.new@greenwatch.demo');
    // put it back for the other test files' expectations
    const revert = await renamed.auth.updateUser({ email: 'user2@greenwatch.demo' });
    expect(revert.error).toBeNull();
    const code = /mã: (\d{6})/.exec((await lastMailTo('user2@greenwatch.demo'))!.text)![1]!;
    const verified = await server
      .client()
      .auth.verifyOtp({ email: 'user2@greenwatch.demo', token: code, type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe('user2@greenwatch.demo');
  });
});

describe('refresh tokens', () => {
  it('rotates, accepts the parent of the active token, and revokes the family on real reuse', async () => {
    const supabase = await server.signedIn('user@greenwatch.demo');
    const first = (await supabase.auth.getSession()).data.session!;
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);

    const grant = (token: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          'Content-Type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
        },
        body: JSON.stringify({ refresh_token: token }),
      });
    const parent = await grant(first.refresh_token);
    expect(parent.status).toBe(200);
    expect(((await parent.json()) as { refresh_token: string }).refresh_token).toBe(
      second.refresh_token,
    );

    const third = (await (await grant(second.refresh_token)).json()) as { refresh_token: string };
    // `first` is now a grandparent: outside the reuse window it would revoke everything; inside
    // the 10 s window it is tolerated. Age it to prove the detection.
    await server.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`,
      [first.refresh_token],
    );
    const reuse = await grant(first.refresh_token);
    expect(reuse.status).toBe(400);
    expect(((await reuse.json()) as { code: string }).code).toBe('refresh_token_already_used');
    const afterRevocation = await grant(third.refresh_token);
    expect(afterRevocation.status).toBe(400);

    const unknown = await grant('this-token-does-not-exist');
    expect(((await unknown.json()) as { code: string }).code).toBe('refresh_token_not_found');
  });
});

describe('sign-out', () => {
  it('revokes the session: getUser then reports the session missing', async () => {
    const supabase = await server.signedIn('user@greenwatch.demo');
    const token = (await supabase.auth.getSession()).data.session!.access_token;
    const { error } = await supabase.auth.signOut();
    expect(error).toBeNull();
    const response = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey, Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('session_not_found');
  });

  it('local scope leaves the other sessions alive', async () => {
    const a = await server.signedIn('user@greenwatch.demo');
    const b = await server.signedIn('user@greenwatch.demo');
    await a.auth.signOut({ scope: 'local' });
    expect((await b.auth.getUser()).error).toBeNull();
  });
});

describe('password recovery', () => {
  it('mails a link that signs the user in for a password reset (implicit flow)', async () => {
    const supabase = server.client();
    const { error } = await supabase.auth.resetPasswordForEmail('user@greenwatch.demo', {
      redirectTo: `${server.url}/reset-password`,
    });
    expect(error).toBeNull();
    const mail = await lastMailTo('user@greenwatch.demo');
    expect(mail?.subject).toContain('Đặt lại mật khẩu');
    const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail!.text)![1]!;
    const followed = await fetch(link, { redirect: 'manual' });
    const location = followed.headers.get('location')!;
    expect(location.startsWith(`${server.url}/reset-password#`)).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(fragment.get('type')).toBe('recovery');
    const reused = await fetch(link, { redirect: 'manual' });
    expect(reused.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('answers the same for an unknown address', async () => {
    const { error } = await server.client().auth.resetPasswordForEmail('ghost@greenwatch.demo');
    expect(error).toBeNull();
  });

  it('works with a supabase-js client in PKCE mode (the app’s flow type)', async () => {
    const store = new Map<string, string>();
    const supabase = createClient(server.url, server.anonKey, {
      auth: {
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storage: {
          getItem: (key: string) => store.get(key) ?? null,
          setItem: (key: string, value: string) => void store.set(key, value),
          removeItem: (key: string) => void store.delete(key),
        },
      },
      realtime: { transport: WebSocket as never },
    });
    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));
    const { error } = await supabase.auth.resetPasswordForEmail('user@greenwatch.demo', {
      redirectTo: `${server.url}/reset-password`,
    });
    expect(error).toBeNull();
    const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(
      (await lastMailTo('user@greenwatch.demo'))!.text,
    )![1]!;
    const followed = await fetch(link, { redirect: 'manual' });
    const code = new URL(followed.headers.get('location')!).searchParams.get('code')!;
    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe('user@greenwatch.demo');
    expect(events).toContain('PASSWORD_RECOVERY');
    const updated = await supabase.auth.updateUser({ password: 'Recovered@2026' });
    expect(updated.error).toBeNull();
    await server.signedIn('user@greenwatch.demo', 'Recovered@2026');
    await supabase.auth.updateUser({ password: 'GreenWatch@2026' });
  });

  it('supports the PKCE flow: link → ?code → exchangeCodeForSession', async () => {
    const verifier = randomBytes(56).toString('hex');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const recover = await fetch(
      `${server.url}/auth/v1/recover?redirect_to=${encodeURIComponent(server.url + '/reset-password')}`,
      {
        method: 'POST',
        headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: 'user@greenwatch.demo',
          code_challenge: challenge,
          code_challenge_method: 's256',
        }),
      },
    );
    expect(recover.status).toBe(200);
    const mail = await lastMailTo('user@greenwatch.demo');
    const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail!.text)![1]!;
    expect(link).toContain('token=pkce_');
    const followed = await fetch(link, { redirect: 'manual' });
    const code = new URL(followed.headers.get('location')!).searchParams.get('code')!;
    expect(code).toBeTruthy();
    const exchange = async (codeVerifier: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ auth_code: code, code_verifier: codeVerifier }),
      });
    const session = (await (await exchange(verifier)).json()) as {
      access_token: string;
      user: { email: string };
    };
    expect(session.user.email).toBe('user@greenwatch.demo');
    const again = await exchange(verifier);
    expect(again.status).toBe(404);
  });
});

describe('the external-user check at sign-in (spec §5)', () => {
  // A user another provider created: provider 'zalo' in app_metadata, and a password so the
  // test can sign in. Linked to a customer (or not) through app_user, as an administrator would.
  async function externalUser(email: string, customerKey: string | null): Promise<void> {
    const hash = await bcrypt.hash('External@2026', 4);
    const [row] = await server.db.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data)
       values ($1, $2, now(), '{"provider":"zalo","providers":["zalo"]}'::jsonb) returning id`,
      [email, hash],
    );
    if (customerKey === null) return;
    await server.db.query(
      `insert into public.app_user (user_id, customer_id, role, can_access)
       select $1, c.id, 'user', '{}' from public.customer c where c.customer_key = $2`,
      [row!.id, customerKey],
    );
  }

  async function checkAfterSignIn(email: string, password = 'External@2026') {
    const client = server.client();
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    if (error) throw error;
    return {
      emailUser: isEmailProviderUser(data.user),
      allowed: await externalUserHasAccess(client, data.user.id),
    };
  }

  it('lets in a user linked to a customer with an active subscription', async () => {
    await externalUser('zalo-active@greenwatch.demo', 'dongbac-power');
    expect(await checkAfterSignIn('zalo-active@greenwatch.demo')).toEqual({
      emailUser: false,
      allowed: true,
    });
  });

  it.each([
    ['without an app_user row', 'zalo-unlinked@greenwatch.demo', null],
    [
      'whose customer has only an expired subscription',
      'zalo-expired@greenwatch.demo',
      'saigonxanh-paper',
    ],
  ])('turns away a user %s', async (_, email, customerKey) => {
    await externalUser(email, customerKey);
    expect(await checkAfterSignIn(email)).toEqual({ emailUser: false, allowed: false });
  });

  it('marks email users as such (the check is skipped for them) and reads under their rights', async () => {
    // user@ reads only its own customer's rows, which hold an active plan.
    expect(await checkAfterSignIn('user@greenwatch.demo', 'GreenWatch@2026')).toEqual({
      emailUser: true,
      allowed: true,
    });
  });
});
