// The external-user check of spec §5. A user who signed in with another provider than email
// (Zalo, Google, Facebook, …) may have been created by that provider on first sign-in, without
// anyone giving them a place in the system. Decided: such a user is let in only when an
// administrator linked them to a customer (their `app_user` row has a customer) and that
// customer is active, meaning it holds a subscription whose status is 'active'. Both tables
// are read under the user's own row-level security, so the answer cannot be forged from the
// client-editable user_metadata.
import type { SupabaseClient, User } from '@supabase/supabase-js';

/** Email-and-password users are the system's own accounts; the check is for everyone else. */
export function isEmailProviderUser(user: Pick<User, 'app_metadata'>): boolean {
  const provider = user.app_metadata?.provider;
  return provider === undefined || provider === 'email';
}

/** Whether a user of another provider passes the external-user check. */
export async function externalUserHasAccess(
  client: SupabaseClient,
  userId: string,
): Promise<boolean> {
  const { data: appUser, error } = await client
    .from('app_user')
    .select('customer_id')
    .eq('user_id', userId)
    .maybeSingle<{ customer_id: number | null }>();
  if (error) throw error;
  if (!appUser || appUser.customer_id === null) return false;
  const { data: subscriptions, error: subscriptionError } = await client
    .from('subscription')
    .select('id')
    .eq('customer_id', appUser.customer_id)
    .eq('status', 'active')
    .limit(1);
  if (subscriptionError) throw subscriptionError;
  return (subscriptions ?? []).length > 0;
}
