// The supabase-js client of the Google and Facebook sign-in. It keeps its PKCE verifier in this
// tab's sessionStorage across the trip to the provider, and the session it receives in memory
// only: the app's own client (services/supabase) gets that session only after the external-user
// check passed, and never sees the code in /oauth/callback's address, so it cannot sign a
// refused user in by itself.
import { createClient, type SupportedStorage } from '@supabase/supabase-js';
import { publicConfig } from '../../../services/config';

export const EXTERNAL_AUTH_STORAGE_KEY = 'gw-external-sign-in';
const VERIFIER_KEY = `${EXTERNAL_AUTH_STORAGE_KEY}-code-verifier`;

const inMemory = new Map<string, string>();

function tabStorage(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

const verifierInTabStorage: SupportedStorage = {
  getItem: (key) =>
    key === VERIFIER_KEY ? (tabStorage()?.getItem(key) ?? null) : (inMemory.get(key) ?? null),
  setItem: (key, value) => {
    if (key === VERIFIER_KEY) tabStorage()?.setItem(key, value);
    else inMemory.set(key, value);
  },
  removeItem: (key) => {
    if (key === VERIFIER_KEY) tabStorage()?.removeItem(key);
    else inMemory.delete(key);
  },
};

export const externalAuthClient = createClient(
  publicConfig.supabaseUrl,
  publicConfig.supabaseAnonKey || 'missing-anon-key',
  {
    auth: {
      flowType: 'pkce',
      storageKey: EXTERNAL_AUTH_STORAGE_KEY,
      storage: verifierInTabStorage,
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  },
);

/** Drops the session this client holds, once the app's client has taken it over. */
export function forgetExternalSession(): void {
  inMemory.clear();
}
