// Zalo sign-in in a plain browser: Zalo's v4 OAuth with PKCE (reference §4.3). The verifier
// and the anti-CSRF state stay in this tab's sessionStorage until /oauth/callback uses them;
// the server exchanges the code with the app secret, which never reaches the browser.
import type { ZaloWebConfig } from './zalo-sign-in-api';

export const PENDING_OAUTH_KEY = 'greenwatch.zalo-oauth';

/** Why the visitor went to Zalo: to sign in, or (signed in) to link their Zalo account. */
export type OAuthPurpose = 'sign-in' | 'link';

export interface PendingOAuth {
  state: string;
  verifier: string;
  purpose: OAuthPurpose;
}

function base64Url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const randomText = (size: number) => base64Url(crypto.getRandomValues(new Uint8Array(size)));

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** Makes and remembers a verifier and state, and returns Zalo's permission URL. */
export async function beginZaloOAuth(
  config: ZaloWebConfig,
  redirectUri: string,
  purpose: OAuthPurpose,
  storage: Storage = sessionStorage,
): Promise<string> {
  const pending: PendingOAuth = { state: randomText(16), verifier: randomText(32), purpose };
  storage.setItem(PENDING_OAUTH_KEY, JSON.stringify(pending));
  const url = new URL(config.permissionUrl);
  url.searchParams.set('app_id', config.appId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('code_challenge', await codeChallenge(pending.verifier));
  url.searchParams.set('state', pending.state);
  return url.toString();
}

export type OAuthCallback =
  | { kind: 'code'; code: string; verifier: string; purpose: OAuthPurpose }
  | { kind: 'failed'; reason: 'access_denied' | 'state_mismatch' };

/**
 * Reads Zalo's answer on /oauth/callback against what this tab remembered. The pending entry
 * is removed at once: a code and its verifier are good for one exchange only.
 */
export function takeOAuthCallback(
  search: string,
  storage: Storage = sessionStorage,
): OAuthCallback {
  const params = new URLSearchParams(search);
  let pending: Partial<PendingOAuth> = {};
  try {
    pending = JSON.parse(storage.getItem(PENDING_OAUTH_KEY) ?? '{}') as Partial<PendingOAuth>;
  } catch {
    // A damaged entry is the same as none.
  }
  storage.removeItem(PENDING_OAUTH_KEY);
  const code = params.get('code');
  if (!code)
    return { kind: 'failed', reason: params.has('error') ? 'access_denied' : 'state_mismatch' };
  if (!pending.state || !pending.verifier || params.get('state') !== pending.state) {
    return { kind: 'failed', reason: 'state_mismatch' };
  }
  const purpose = pending.purpose === 'link' ? 'link' : 'sign-in';
  return { kind: 'code', code, verifier: pending.verifier, purpose };
}
