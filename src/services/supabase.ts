// The one supabase-js client of the app (spec §4: PKCE, auto refresh, persisted session).
import { createClient } from '@supabase/supabase-js';
import { publicConfig } from './config';

export const supabase = createClient(
  publicConfig.supabaseUrl,
  // supabase-js refuses an empty key; a missing key then fails loudly on the first request.
  publicConfig.supabaseAnonKey || 'missing-anon-key',
  {
    auth: {
      flowType: 'pkce',
      autoRefreshToken: true,
      persistSession: true,
      detectSessionInUrl: true,
    },
  },
);
