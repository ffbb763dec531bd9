// The server side of Zalo sign-in (POST /api/zalo/sign-in, GET /api/zalo/config). These calls
// are made before any session exists, so they bypass the product-API client (whose 401
// handling would send the visitor to /login).
import type { User } from '@supabase/supabase-js';
import { publicConfig } from '../../services/config';
import { supabase } from '../../services/supabase';
import { toSignInFailure, ZaloSignInError } from './sign-in-errors';

export type ZaloCredential = { access_token: string } | { code: string; code_verifier: string };

export interface ZaloWebConfig {
  appId: string;
  permissionUrl: string;
}

async function call(path: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(`${publicConfig.apiUrl}/zalo${path}`, init);
  } catch {
    throw new ZaloSignInError('network');
  }
}

/** Where the web sign-in starts Zalo's OAuth; null when the server has no Zalo App. */
export async function fetchZaloWebConfig(): Promise<ZaloWebConfig | null> {
  const response = await call('/config');
  if (!response.ok) throw new ZaloSignInError('zalo_unavailable');
  const body = (await response.json()) as { web?: ZaloWebConfig | null };
  return body.web ?? null;
}

/** Trades a Zalo credential for a GreenWatch session, installs it in supabase-js, gives the user. */
export async function signInWithZalo(credential: ZaloCredential): Promise<User> {
  const response = await call('/sign-in', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credential),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new ZaloSignInError(toSignInFailure(body.error));
  const { data, error } = await supabase.auth.setSession({
    access_token: String(body.access_token),
    refresh_token: String(body.refresh_token),
  });
  if (error || !data.user) throw new ZaloSignInError('unknown');
  return data.user;
}
