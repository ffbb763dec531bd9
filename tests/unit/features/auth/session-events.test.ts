import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { INITIAL_SESSION_STATE, type SessionState } from '../../../../src/features/auth';
import { sessionAfterEvent } from '../../../../src/features/auth/session-sync';
import { signInInProgress, signInWithEmail } from '../../../../src/features/auth/sign-in';

const user = (id: string, provider = 'email'): User =>
  ({
    id,
    aud: 'authenticated',
    app_metadata: { provider },
    user_metadata: {},
    created_at: '2026-01-01T00:00:00Z',
  }) as User;
const session = (id: string) => ({ user: user(id) }) as Session;
const signedIn: SessionState = { loading: false, user: user('old'), error: null };

describe('session atom after each auth event (spec §4)', () => {
  it('starts loading, without user or error', () => {
    expect(INITIAL_SESSION_STATE).toEqual({ loading: true, user: null, error: null });
  });

  it.each<AuthChangeEvent>([
    'INITIAL_SESSION',
    'SIGNED_IN',
    'PASSWORD_RECOVERY',
    'MFA_CHALLENGE_VERIFIED',
  ])('%s sets the session user and ends loading', (event) => {
    const next = sessionAfterEvent(event, session('u1'), INITIAL_SESSION_STATE);
    expect(next).toMatchObject({ loading: false, error: null, user: { id: 'u1' } });
  });

  it.each<AuthChangeEvent>(['TOKEN_REFRESHED', 'USER_UPDATED'])(
    '%s replaces the user and keeps an error already shown',
    (event) => {
      const current = { ...signedIn, error: 'x' };
      expect(sessionAfterEvent(event, session('u2'), current)).toMatchObject({
        loading: false,
        error: 'x',
        user: { id: 'u2' },
      });
    },
  );

  it('SIGNED_OUT (also an unrecoverable refresh failure) removes the user', () => {
    expect(sessionAfterEvent('SIGNED_OUT', null, signedIn)).toEqual({
      loading: false,
      user: null,
      error: null,
    });
  });

  it('an initial session without a stored session leaves nobody signed in', () => {
    expect(sessionAfterEvent('INITIAL_SESSION', null, INITIAL_SESSION_STATE)?.user).toBeNull();
  });
});

/** The slice of the supabase-js client that signInWithEmail uses, answering as told. */
function authClient(provider: string, access: { customer: number | null; active: boolean }) {
  const calls: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const table = (name: string) => {
    const rows =
      name === 'app_user' ? { customer_id: access.customer } : access.active ? [{ id: 1 }] : [];
    const query = {
      select: () => query,
      eq: () => query,
      limit: async () => ({ data: rows, error: null }),
      maybeSingle: async () => ({ data: rows, error: null }),
    };
    return query;
  };
  const client = {
    auth: {
      signInWithPassword: async () => {
        calls.push('signIn');
        await held;
        return { data: { user: user('u1', provider), session: session('u1') }, error: null };
      },
      signOut: async () => {
        calls.push('signOut');
        return { error: null };
      },
    },
    from: (name: string) => {
      calls.push(`from:${name}`);
      return table(name);
    },
  } as unknown as SupabaseClient;
  return { client, calls, release };
}

describe('sign-in with the external-user check (spec §5)', () => {
  it('holds SIGNED_IN back while the check runs', async () => {
    const { client, release } = authClient('email', { customer: 1, active: true });
    const pending = signInWithEmail(client, ' a@b.vn ', 'secret');
    expect(signInInProgress()).toBe(true);
    expect(sessionAfterEvent('SIGNED_IN', session('u1'), INITIAL_SESSION_STATE)).toBeNull();
    release();
    await expect(pending).resolves.toMatchObject({ id: 'u1' });
    expect(signInInProgress()).toBe(false);
  });

  it('lets an email user in without the check', async () => {
    const { client, calls, release } = authClient('email', { customer: null, active: false });
    release();
    await signInWithEmail(client, 'a@b.vn', 'secret');
    expect(calls).toEqual(['signIn']);
  });

  it('lets a user of another provider in when linked to an active customer', async () => {
    const { client, calls, release } = authClient('zalo', { customer: 7, active: true });
    release();
    await expect(signInWithEmail(client, 'a@b.vn', 'secret')).resolves.toMatchObject({ id: 'u1' });
    expect(calls).toEqual(['signIn', 'from:app_user', 'from:subscription']);
  });

  it.each([
    ['without a customer', { customer: null, active: true }],
    ['whose customer has no active subscription', { customer: 7, active: false }],
  ])('turns away a user of another provider %s and drops the session', async (_, access) => {
    const { client, calls, release } = authClient('google', access);
    release();
    await expect(signInWithEmail(client, 'a@b.vn', 'secret')).rejects.toMatchObject({
      message: 'Tài khoản không có quyền truy cập hệ thống',
      code: 'no_system_access',
    });
    expect(calls.at(-1)).toBe('signOut');
  });
});
