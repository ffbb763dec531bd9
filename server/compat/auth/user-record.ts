import type { Queryable } from '../../db/database.js';

// auth.users as the auth layer reads it, and its GoTrue JSON form (supabase-wire.md §1.3).

export interface UserRecord {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
  identities: IdentityRow[];
}

/** A row of auth.identities: the e-mail identity (see 00-auth-shim.sql) and external ones. */
export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The account's rows of auth.identities, as a column of a select from auth.users. */
export const identitiesColumn = `(select coalesce(json_agg(i order by i.created_at, i.id), '[]'::json)
   from auth.identities i where i.user_id = auth.users.id) as identities`;

const columns = `id, aud, role, email, encrypted_password, email_confirmed_at, phone,
  phone_confirmed_at, email_change, email_change_sent_at, recovery_sent_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, banned_until, deleted_at, is_anonymous, created_at,
  updated_at, ${identitiesColumn}`;

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | undefined> {
  const rows = await db.query<UserRecord>(
    `select ${columns} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0];
}

export async function findUserByEmail(
  db: Queryable,
  email: string,
): Promise<UserRecord | undefined> {
  const rows = await db.query<UserRecord>(
    `select ${columns} from auth.users where lower(email) = lower($1) and deleted_at is null`,
    [email],
  );
  return rows[0];
}

export async function findUserByPhone(
  db: Queryable,
  phone: string,
): Promise<UserRecord | undefined> {
  const rows = await db.query<UserRecord>(
    `select ${columns} from auth.users where phone = $1 and deleted_at is null`,
    [phone],
  );
  return rows[0];
}

const iso = (value: Date | string | null | undefined) =>
  value ? new Date(value).toISOString() : undefined;

/** An identity as GoTrue returns it (its `id` is the provider's id of the user). */
function identityJson(identity: IdentityRow) {
  const email = identity.identity_data.email;
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: typeof email === 'string' ? email : undefined,
  };
}

/** The user object GoTrue returns; fields that are unset are left out, as GoTrue does. */
export function userJson(user: UserRecord): Record<string, unknown> {
  const json: Record<string, unknown> = {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmed_at: iso(user.email_confirmed_at ?? user.phone_confirmed_at),
    new_email: user.email_change ?? undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    banned_until: iso(user.banned_until),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: (user.identities ?? []).map(identityJson),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
  for (const key of Object.keys(json)) if (json[key] === undefined) delete json[key];
  return json;
}
