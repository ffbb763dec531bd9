// The supabase-js clients of the app (spec §4: PKCE, auto refresh, persisted session).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { publicConfig } from './config';

// supabase-js refuses an empty key; a missing key then fails loudly on the first request.
const anonKey = publicConfig.supabaseAnonKey || 'missing-anon-key';

/** The app's client: the signed-in session every screen works with. */
export const supabase = createClient(publicConfig.supabaseUrl, anonKey, {
  auth: {
    flowType: 'pkce',
    autoRefreshToken: true,
    persistSession: true,
    detectSessionInUrl: true,
  },
});

/** Storage key of the password-recovery client (its PKCE verifier and short-lived session). */
export const RECOVERY_STORAGE_KEY = 'gw-password-recovery';

let recovery: SupabaseClient | undefined;

/**
 * A second client for the password-reset flow only. The session a reset link grants exists to
 * set a new password, not to use the app: kept apart, it never signs the visitor in, so the
 * sign-in pages (visitors only, spec §2) stay reachable and the visitor signs in with the new
 * password afterwards. It stores its PKCE verifier under its own key, so the code in the link
 * is exchanged here and not by the app's client. Made on first use, not at start: a client
 * starts its own session recovery, token timer and realtime client, which every other page's
 * start would pay for.
 */
export function recoveryClient(): SupabaseClient {
  recovery ??= createClient(publicConfig.supabaseUrl, anonKey, {
    auth: {
      flowType: 'pkce',
      storageKey: RECOVERY_STORAGE_KEY,
      autoRefreshToken: false,
      persistSession: true,
      detectSessionInUrl: false,
    },
  });
  return recovery;
}
