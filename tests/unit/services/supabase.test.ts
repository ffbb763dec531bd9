// The app's supabase-js clients: the services no screen uses fail at once, saying so
// (src/services/absent-supabase-services.ts), and the password-recovery client is made on first
// use, not when the app starts.
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
