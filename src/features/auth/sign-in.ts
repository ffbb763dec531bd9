// Email-and-password sign-in (spec §5): the auth service checks the password, then a user of
// another provider must pass the external-user check, else the session just created is dropped
// and the sign-in fails with 'Tài khoản không có quyền truy cập hệ thống'.
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { NoSystemAccessError } from './lib/auth-error-message';
import { externalUserHasAccess, isEmailProviderUser } from './lib/external-user';

let pendingSignIns = 0;

/**
 * True while a sign-in is still deciding: the auth service has announced SIGNED_IN, but the
 * external-user check has not passed yet, so the session must not reach the app.
 */
export function signInInProgress(): boolean {
  return pendingSignIns > 0;
}

export async function signInWithEmail(
  client: SupabaseClient,
  email: string,
  password: string,
): Promise<User> {
  pendingSignIns += 1;
  try {
    const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password });
    if (error) throw error;
    const user = data.user;
    if (isEmailProviderUser(user)) return user;
    let allowed = false;
    try {
      allowed = await externalUserHasAccess(client, user.id);
    } finally {
      if (!allowed) await client.auth.signOut({ scope: 'local' });
    }
    if (!allowed) throw new NoSystemAccessError();
    return user;
  } finally {
    pendingSignIns -= 1;
  }
}
