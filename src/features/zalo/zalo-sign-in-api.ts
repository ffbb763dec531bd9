// The server side of Zalo sign-in (POST /api/zalo/sign-in and /api/zalo/phone-sign-in, GET
// /api/zalo/config) and of linking (GET, POST, DELETE /api/zalo/link). These bypass the
// product-API client: sign-in runs before any session exists, and a Zalo token the server
// rejects on /link (401 invalid_zalo_token) must not sign the user out as a 401 there would.
import type { User } from '@supabase/supabase-js';
import type { ZaloLinkStatus } from '../../../shared/zalo/types';
import { publicConfig } from '../../services/config';
import { supabase } from '../../services/supabase';
import { toSignInFailure, ZaloSignInError } from './sign-in-errors';

export type ZaloCredential = { access_token: string } | { code: string; code_verifier: string };

/** A first-time mini-app user's phone-number match (the phone token is swapped on the server). */
export interface ZaloPhoneCredential {
  access_token: string;
  phone_token: string;
  consent: true;
}

export type { ZaloLinkStatus };

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

/** The JSON body of a successful answer; a failed one becomes its reason code. */
async function answer<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new ZaloSignInError(toSignInFailure(body.error));
  return body as T;
}

const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Where the web sign-in starts Zalo's OAuth; null when the server has no Zalo App. */
export async function fetchZaloWebConfig(): Promise<ZaloWebConfig | null> {
  const response = await call('/config');
  if (!response.ok) throw new ZaloSignInError('zalo_unavailable');
  const body = (await response.json()) as { web?: ZaloWebConfig | null };
  return body.web ?? null;
}

/** Installs the session a sign-in answered with in supabase-js and gives its user. */
async function installSession(response: Response): Promise<User> {
  const body = await answer<Record<string, unknown>>(response);
  const { data, error } = await supabase.auth.setSession({
    access_token: String(body.access_token),
    refresh_token: String(body.refresh_token),
  });
  if (error || !data.user) throw new ZaloSignInError('unknown');
  return data.user;
}

/** Trades a Zalo credential for a GreenWatch session, installs it in supabase-js, gives the user. */
export async function signInWithZalo(credential: ZaloCredential): Promise<User> {
  return installSession(await call('/sign-in', postJson(credential)));
}

/** Links the Zalo account to the account whose verified phone it shares, and signs in. */
export async function signInWithZaloPhone(credential: ZaloPhoneCredential): Promise<User> {
  return installSession(await call('/phone-sign-in', postJson(credential)));
}

async function bearer(): Promise<Record<string, string>> {
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new ZaloSignInError('unknown');
  return { Authorization: `Bearer ${token}` };
}

export async function fetchZaloLink(): Promise<ZaloLinkStatus> {
  return answer(await call('/link', { headers: await bearer() }));
}

/** Links the signed-in user's account to the Zalo account of `credential`. */
export async function linkZalo(credential: ZaloCredential): Promise<ZaloLinkStatus> {
  return answer(await call('/link', postJson(credential, await bearer())));
}

export async function unlinkZalo(): Promise<ZaloLinkStatus> {
  return answer(await call('/link', { method: 'DELETE', headers: await bearer() }));
}
