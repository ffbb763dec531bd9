// The app's supabase-js clients: the services and sign-in methods no screen uses fail at once,
// saying so (src/services/absent-supabase-services.ts, absent-supabase-auth-methods.ts), and the
// password-recovery client is made on first use, not when the app starts.
import { describe, expect, it } from 'vitest';
import { recoveryClient, supabase } from '../../../src/services/supabase';

describe('the app’s supabase-js client', () => {
  it('says that Storage and Edge Functions are left out, instead of sending a request', () => {
    expect(() => supabase.storage.from('photos')).toThrow(
      "Supabase Storage is left out of GreenWatch's build: no screen uses it",
    );
    expect(() => supabase.functions.invoke('report')).toThrow(
      "Supabase Edge Functions is left out of GreenWatch's build: no screen uses it",
    );
  });

  it('says that passkeys and Web3 wallets are left out, instead of asking the browser', async () => {
    const passkeys =
      "Passkey (WebAuthn) sign-in is left out of GreenWatch's build: no screen uses it";
    expect(() => supabase.auth.mfa.webauthn.register({ friendlyName: 'Khoá' })).toThrow(passkeys);
    expect(() => supabase.auth.mfa.webauthn.authenticate({ factorId: 'f' })).toThrow(passkeys);
    await expect(
      supabase.auth.signInWithWeb3({
        chain: 'ethereum',
        wallet: { request: async () => ['0x0000000000000000000000000000000000000001'] } as never,
        statement: 'GreenWatch',
      }),
    ).rejects.toThrow("Web3 wallet sign-in is left out of GreenWatch's build: no screen uses it");
  });

  it('keeps the auth, REST and realtime clients', () => {
    expect(typeof supabase.auth.signInWithPassword).toBe('function');
    expect(typeof supabase.from('stations').select).toBe('function');
    expect(typeof supabase.channel).toBe('function');
  });
});

describe('the password-recovery client', () => {
  it('is one client, made when first asked for, apart from the app’s', () => {
    const client = recoveryClient();
    expect(recoveryClient()).toBe(client);
    expect(client).not.toBe(supabase);
  });
});
