// The password-reset flow on the recovery client (services/supabase.ts): request a link, turn the
// link's return into a short recovery session, set the new password, drop the session. The
// visitor then signs in with the new password like anyone else.
import { RECOVERY_STORAGE_KEY, recoveryClient } from '../../services/supabase';

/** Where the link in the mail brings the visitor back: this app's /reset-password. */
export function resetPasswordRedirect(resetPasswordHref: string, origin: string): string {
  return new URL(resetPasswordHref, origin).toString();
}

/** Mails the reset link (POST /recover with a PKCE challenge kept by the recovery client). */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  const { error } = await recoveryClient().auth.resetPasswordForEmail(email.trim(), { redirectTo });
  if (error) throw error;
}

/** Whether this browser holds the PKCE verifier of a reset link it asked for. */
export function hasPendingResetRequest(storage: Storage = localStorage): boolean {
  return storage.getItem(`${RECOVERY_STORAGE_KEY}-code-verifier`) !== null;
}

/** The error a link came back with (`#error=…&error_code=…` or in the query), if any. */
export function linkError(search: string, hash: string): Record<string, string> | null {
  for (const part of [hash.replace(/^#/, ''), search.replace(/^\?/, '')]) {
    const params = new URLSearchParams(part);
    if (params.has('error') || params.has('error_code') || params.has('error_description')) {
      return Object.fromEntries(params.entries());
    }
  }
  return null;
}

/**
 * The recovery session a reset link leads to: a PKCE `code` is exchanged here; without one, a
 * session opened by /auth/v1/verify is used. Returns the account's email; throws when the link
 * failed, was used already, or was opened in another browser.
 */
export async function openRecoverySession(search: string, hash: string): Promise<string> {
  const failure = linkError(search, hash);
  if (failure) throw failure;
  const code = new URLSearchParams(search).get('code');
  if (code) {
    const { data, error } = await recoveryClient().auth.exchangeCodeForSession(code);
    if (error) throw error;
    return data.user.email ?? '';
  }
  // A link asked for without PKCE (an invitation, or a reset mail an administrator sent from the
  // server) returns the session in the fragment: it becomes the recovery session.
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = fragment.get('access_token');
  const refreshToken = fragment.get('refresh_token');
  if (accessToken && refreshToken) {
    const { data, error } = await recoveryClient().auth.setSession({
      access_token: accessToken,
      refresh_token: refreshToken,
    });
    if (error) throw error;
    return data.user?.email ?? '';
  }
  const { data, error } = await recoveryClient().auth.getSession();
  if (error) throw error;
  if (!data.session) throw new Error('Email link is invalid or has expired');
  return data.session.user.email ?? '';
}

/** /auth/v1/verify with a token hash for a recovery link: opens the recovery session. */
export async function verifyRecoveryToken(tokenHash: string): Promise<void> {
  const { error } = await recoveryClient().auth.verifyOtp({
    token_hash: tokenHash,
    type: 'recovery',
  });
  if (error) throw error;
}

/** Sets the new password and closes the recovery session. */
export async function setNewPassword(password: string): Promise<void> {
  const { error } = await recoveryClient().auth.updateUser({ password });
  if (error) throw error;
  await recoveryClient().auth.signOut({ scope: 'local' });
}
