// Sign-in with Google or Facebook (spec §5 and the remote-config switches): supabase-js's
// signInWithOAuth with PKCE sends the browser to the auth server, which sends it on to the
// provider and back to /oauth/callback?provider=…&code=…. There the code is exchanged, and a user
// of another provider than email must pass the external-user check; a refused user's session is
// ended at once and the sign-in fails with 'Tài khoản không có quyền truy cập hệ thống'.
import type { User } from '@supabase/supabase-js';
import { supabase } from '../../../services/supabase';
import { NoSystemAccessError } from '../lib/auth-error-message';
import type { ExternalProvider } from '../lib/external-providers';
import { externalUserHasAccess, isEmailProviderUser } from '../lib/external-user';

const loadClient = () => import('./external-auth-client');

/** The auth server's error redirect (GoTrue's error, error_code and error_description). */
export class ExternalSignInError extends Error {
  constructor(
    readonly error: string,
    readonly code: string | undefined,
    description: string,
  ) {
    super(description || error);
    this.name = 'ExternalSignInError';
  }
}

/** Leaves for the provider; resolves only if the browser could not be sent there. */
export async function startExternalSignIn(
  provider: ExternalProvider,
  callbackUrl: string,
): Promise<void> {
  const { externalAuthClient } = await loadClient();
  const redirectTo = new URL(callbackUrl);
  redirectTo.searchParams.set('provider', provider);
  const { error } = await externalAuthClient.auth.signInWithOAuth({
    provider,
    options: { redirectTo: redirectTo.toString() },
  });
  if (error) throw error;
}

/**
 * Finishes the sign-in the auth server sent back to /oauth/callback (`search` is its query):
 * the user, once they passed the external-user check and the app's client holds the session.
 * Throws the auth server's error (error, error_code, error_description) as it came.
 */
export async function completeExternalSignIn(search: string): Promise<User> {
  const params = new URLSearchParams(search);
  const failure = params.get('error');
  if (failure) {
    const code = params.get('error_code') ?? undefined;
    throw new ExternalSignInError(failure, code, params.get('error_description') ?? '');
  }
  const { externalAuthClient, forgetExternalSession } = await loadClient();
  const { data, error } = await externalAuthClient.auth.exchangeCodeForSession(
    params.get('code') ?? '',
  );
  if (error) throw error;
  const { user, session } = data;
  let allowed = false;
  try {
    allowed =
      isEmailProviderUser(user) || (await externalUserHasAccess(externalAuthClient, user.id));
  } finally {
    if (!allowed) await externalAuthClient.auth.signOut({ scope: 'local' });
  }
  if (!allowed) throw new NoSystemAccessError();
  const { error: handOverError } = await supabase.auth.setSession({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
  });
  forgetExternalSession();
  if (handOverError) throw handOverError;
  return user;
}
