import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

// POST /auth/v1/otp and /auth/v1/resend through supabase-js: a sign-in link and code for an
// existing account only (accounts are made by administrators), a pending invite or e-mail
// change mailed again, the same answer for addresses without an account, no SMS.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** The mails sent to `address`, newest first (as /dev/mail.json lists them). */
async function mailsTo(address: string) {
  const response = await fetch(`${server.url}/dev/mail.json`, {
    headers: { apikey: server.serviceRoleKey },
  });
  const mails = (await response.json()) as { to: string; subject: string; text: string }[];
  return mails.filter((mail) => mail.to === address);
}

const codeIn = (text: string) => /mã: (\d{6})/.exec(text)?.[1];
const linkIn = (text: string) => /(http\S+\/auth\/v1\/verify\S+)/.exec(text)?.[1];

describe('POST /otp', () => {
  it('mails a sign-in link and code to an account; the code signs it in once', async () => {
    const auth = server.client().auth;
    const { error } = await auth.signInWithOtp({
      email: 'User@GreenWatch.demo',
      options: { shouldCreateUser: false },
    });
    expect(error).toBeNull();
    const [mail] = await mailsTo('user@greenwatch.demo');
    expect(mail!.subject).toBe('Liên kết đăng nhập | GreenWatch');
    expect(linkIn(mail!.text)).toContain('type=magiclink');
    const token = codeIn(mail!.text)!;
    const verified = await auth.verifyOtp({
      email: 'user@greenwatch.demo',
      token,
      type: 'magiclink',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe('user@greenwatch.demo');
    const again = await server.client().auth.verifyOtp({
      email: 'user@greenwatch.demo',
      token,
      type: 'magiclink',
    });
    expect(again.error?.code).toBe('otp_expired');
  });

  it('answers an address without an account as any other, creates nobody and mails nothing', async () => {
    const before = await server.db.query<{ n: number }>(
      'select count(*)::int as n from auth.users',
    );
    const { error } = await server.client().auth.signInWithOtp({ email: 'nobody@greenwatch.demo' });
    expect(error).toBeNull();
    expect(await mailsTo('nobody@greenwatch.demo')).toEqual([]);
    const after = await server.db.query<{ n: number }>('select count(*)::int as n from auth.users');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses a phone (no SMS provider) and a malformed address', async () => {
    const phone = await server.client().auth.signInWithOtp({ phone: '+84901234567' });
    expect(phone.error?.code).toBe('phone_provider_disabled');
    const malformed = await server.client().auth.signInWithOtp({ email: 'not-an-address' });
    expect(malformed.error?.code).toBe('validation_failed');
  });
});

describe('POST /resend', () => {
  it('mails a pending invite again with a new link; the old link no longer works', async () => {
    const service = server.client(server.serviceRoleKey);
    const invited = await service.auth.admin.inviteUserByEmail('resend@greenwatch.demo');
    expect(invited.error).toBeNull();
    const first = linkIn((await mailsTo('resend@greenwatch.demo'))[0]!.text)!;
    const { error } = await server.client().auth.resend({
      type: 'signup',
      email: 'resend@greenwatch.demo',
    });
    expect(error).toBeNull();
    const mails = await mailsTo('resend@greenwatch.demo');
    expect(mails).toHaveLength(2);
    const second = linkIn(mails[0]!.text)!;
    expect(second).not.toBe(first);
    const old = await fetch(first, { redirect: 'manual' });
    expect(old.headers.get('location')).toContain('error_code=otp_expired');
    const fresh = await fetch(second, { redirect: 'manual' });
    expect(fresh.headers.get('location')).toContain('access_token=');
  });

  it('mails nothing for a confirmed account or an unknown address, with the same answer', async () => {
    for (const email of ['admin@greenwatch.demo', 'ghost@greenwatch.demo']) {
      const { error } = await server.client().auth.resend({ type: 'signup', email });
      expect(error).toBeNull();
      expect(await mailsTo(email)).toEqual([]);
    }
  });

  it('mails a pending e-mail change again, to the new address', async () => {
    const user = await server.signedIn('user2@greenwatch.demo');
    const changed = await user.auth.updateUser({ email: 'user2.new@greenwatch.demo' });
    expect(changed.error).toBeNull();
    const { error } = await server.client().auth.resend({
      type: 'email_change',
      email: 'user2@greenwatch.demo',
    });
    expect(error).toBeNull();
    const mails = await mailsTo('user2.new@greenwatch.demo');
    expect(mails).toHaveLength(2);
    const token = codeIn(mails[0]!.text)!;
    const stale = codeIn(mails[1]!.text)!;
    if (stale !== token) {
      const refused = await server.client().auth.verifyOtp({
        email: 'user2.new@greenwatch.demo',
        token: stale,
        type: 'email_change',
      });
      expect(refused.error?.code).toBe('otp_expired');
    }
    const verified = await server.client().auth.verifyOtp({
      email: 'user2.new@greenwatch.demo',
      token,
      type: 'email_change',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe('user2.new@greenwatch.demo');
  });

  it('refuses the SMS kinds and an unknown kind', async () => {
    const sms = await server.client().auth.resend({ type: 'sms', phone: '+84901234567' });
    expect(sms.error?.code).toBe('phone_provider_disabled');
    const unknown = await server
      .client()
      .auth.resend({ type: 'bogus' as 'signup', email: 'user@greenwatch.demo' });
    expect(unknown.error?.code).toBe('validation_failed');
  });
});
