import type { Queryable } from '../../db/database.js';
import { AuthError } from './auth-errors.js';
import type { ExternalProfile } from './external-provider-client.js';
import type { ExternalProviderName } from './external-providers.js';

// Who an external sign-in is, by GoTrue's account-linking rules: the identity (provider and the
// provider's user id) if it is known; else the one account with the same e-mail address, but
// only when the provider says that address is verified; else a new account. An address the
// provider does not vouch for stays in the identity's data: it is never put on an account and
// never joins one, so nobody reaches an existing account by claiming its address elsewhere.
// A new account has no place in the system (no app_user row) until an administrator gives it
// one; the client's external-user check refuses it until then.

/** GoTrue's identity_data (its provider Claims), also merged into user_metadata. */
function identityData(provider: ExternalProviderName, profile: ExternalProfile) {
  const data: Record<string, unknown> = {
    sub: profile.providerId,
    provider_id: profile.providerId,
    email: profile.email,
    email_verified: profile.emailVerified,
    phone_verified: false,
    name: profile.name,
    full_name: profile.name,
    picture: profile.picture,
    avatar_url: profile.picture,
    iss: provider,
  };
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
  return data;
}

async function knownIdentityUser(
  tx: Queryable,
  provider: ExternalProviderName,
  providerId: string,
): Promise<string | undefined> {
  const [row] = await tx.query<{ user_id: string }>(
    `select user_id from auth.identities where provider = $1 and provider_id = $2 for update`,
    [provider, providerId],
  );
  return row?.user_id;
}

async function userWithVerifiedEmail(tx: Queryable, profile: ExternalProfile) {
  if (!profile.email || !profile.emailVerified) return undefined;
  const [row] = await tx.query<{ id: string }>(
    `select id from auth.users where lower(email) = lower($1) and deleted_at is null for update`,
    [profile.email],
  );
  return row?.id;
}

async function createUser(
  tx: Queryable,
  provider: ExternalProviderName,
  profile: ExternalProfile,
  data: Record<string, unknown>,
): Promise<string> {
  const verifiedEmail = profile.emailVerified ? profile.email : undefined;
  const [row] = await tx.query<{ id: string }>(
    `insert into auth.users (email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, case when $1::text is not null then now() end, $2::jsonb, $3::jsonb)
     returning id`,
    [
      verifiedEmail ?? null,
      JSON.stringify({ provider, providers: [provider] }),
      JSON.stringify(data),
    ],
  );
  return row!.id;
}

/**
 * The account an external sign-in signs into, created or linked as needed, with its identity
 * row written and its metadata brought up to date (GoTrue's createAccountFromExternalIdentity).
 */
export async function accountForExternalSignIn(
  tx: Queryable,
  provider: ExternalProviderName,
  profile: ExternalProfile,
): Promise<string> {
  const data = identityData(provider, profile);
  const json = JSON.stringify(data);
  // One sign-in of an identity at a time: two first sign-ins at once (a double click, two tabs)
  // would otherwise both create an account and one would fail on the identity's uniqueness.
  await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `auth.identity:${provider}:${profile.providerId}`,
  ]);
  const known = await knownIdentityUser(tx, provider, profile.providerId);
  const linked = known ? undefined : await userWithVerifiedEmail(tx, profile);
  const userId = known ?? linked ?? (await createUser(tx, provider, profile, data));
  if (known) {
    await tx.query(
      `update auth.identities set identity_data = $3::jsonb, last_sign_in_at = now(),
         updated_at = now() where provider = $1 and provider_id = $2`,
      [provider, profile.providerId, json],
    );
  } else {
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
       values ($1, $2, $3::jsonb, $4, now())`,
      [profile.providerId, userId, json, provider],
    );
  }
  if (linked) {
    // The provider has just confirmed this account's address. A password set while it was
    // unconfirmed may be a door someone else opened first: GoTrue removes it, and so do we.
    await tx.query(
      `update auth.users set encrypted_password = null, email_confirmed_at = now()
       where id = $1 and email_confirmed_at is null`,
      [linked],
    );
  }
  const [user] = await tx.query<{ banned: boolean }>(
    `update auth.users set
       raw_user_meta_data = raw_user_meta_data || $2::jsonb,
       raw_app_meta_data = jsonb_set(raw_app_meta_data, '{providers}',
         (select coalesce(jsonb_agg(distinct p), '[]'::jsonb) from (
            select jsonb_array_elements_text(coalesce(raw_app_meta_data -> 'providers', '[]'))
            union select $3::text) as providers(p))),
       updated_at = now()
     where id = $1 and deleted_at is null
     returning coalesce(banned_until > now(), false) as banned`,
    [userId, json, provider],
  );
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  if (user.banned) throw new AuthError(403, 'user_banned', 'User is banned');
  return userId;
}
