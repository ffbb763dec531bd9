import type { ConsoleRole, RouteKey } from '../../../shared/route-keys.js';
import type { Queryable } from '../../db/database.js';

// The accounts the console shows: auth.users (e-mail, invitation, ban, last sign-in) with their
// public.app_user row (role, customer, routes). Read straight from the database, which next to a
// hosted Supabase project is the project's own, so one query filters by customer.

export type UserStatus = 'invited' | 'active' | 'disabled';

export interface ConsoleUser {
  id: string;
  email: string | null;
  full_name: string | null;
  role: string | null;
  customer_id: number | null;
  customer_name: string | null;
  can_access: string[];
  /** The phone an administrator vouched for (Zalo phone sign-in matches it), if any. */
  verified_phone: string | null;
  status: UserStatus;
  notification_email_enable: boolean;
  invited_at: string | null;
  last_sign_in_at: string | null;
  created_at: string;
}

const USER_SQL = `
  select u.id, u.email,
         coalesce(u.raw_user_meta_data ->> 'full_name', u.raw_user_meta_data ->> 'name') as full_name,
         a.role, a.customer_id, c.name as customer_name, coalesce(a.can_access, '{}') as can_access,
         a.verified_phone,
         case when u.banned_until > now() then 'disabled'
              when u.email_confirmed_at is null and u.invited_at is not null then 'invited'
              else 'active' end as status,
         coalesce(u.raw_user_meta_data -> 'notification_email_enable' = 'true'::jsonb, false)
           as notification_email_enable,
         u.invited_at, u.last_sign_in_at, u.created_at
  from auth.users u
  left join public.app_user a on a.user_id = u.id
  left join public.customer c on c.id = a.customer_id`;

const LIST_LIMIT = 1000;

interface UserRow extends Omit<
  ConsoleUser,
  'customer_id' | 'invited_at' | 'last_sign_in_at' | 'created_at'
> {
  customer_id: number | string | null;
  invited_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  created_at: Date | string;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

const toUser = (row: UserRow): ConsoleUser => ({
  ...row,
  customer_id: row.customer_id === null ? null : Number(row.customer_id),
  invited_at: iso(row.invited_at),
  last_sign_in_at: iso(row.last_sign_in_at),
  created_at: iso(row.created_at)!,
});

/** Every account, or those of one customer, by e-mail (at most LIST_LIMIT). */
export async function listUsers(q: Queryable, customerId: number | null): Promise<ConsoleUser[]> {
  const rows = await q.query<UserRow>(
    `${USER_SQL}
     where u.deleted_at is null and ($1::bigint is null or a.customer_id = $1::bigint)
     order by u.email nulls last, u.id
     limit ${LIST_LIMIT}`,
    [customerId],
  );
  return rows.map(toUser);
}

export async function findUser(q: Queryable, id: string): Promise<ConsoleUser | undefined> {
  const [row] = await q.query<UserRow>(
    `${USER_SQL} where u.id = $1::uuid and u.deleted_at is null`,
    [id],
  );
  return row ? toUser(row) : undefined;
}

export async function emailTaken(q: Queryable, email: string): Promise<boolean> {
  const [row] = await q.query<{ taken: boolean }>(
    'select exists (select 1 from auth.users where lower(email) = lower($1)) as taken',
    [email],
  );
  return Boolean(row?.taken);
}

export async function customerExists(q: Queryable, id: number): Promise<boolean> {
  const [row] = await q.query<{ found: boolean }>(
    'select exists (select 1 from public.customer where id = $1) as found',
    [id],
  );
  return Boolean(row?.found);
}

export interface AccessRow {
  readonly role: ConsoleRole;
  readonly customerId: number | null;
  readonly canAccess: readonly RouteKey[];
}

export async function insertAccess(q: Queryable, userId: string, access: AccessRow): Promise<void> {
  await q.query(
    `insert into public.app_user (user_id, role, customer_id, can_access, invite_sent_at)
     values ($1, $2, $3, $4, now())`,
    [userId, access.role, access.customerId, access.canAccess],
  );
}

/** Sets what `change` names on the account's app_user row, making the row when it has none. */
export async function updateAccess(
  q: Queryable,
  userId: string,
  change: { role?: string; customerId?: number | null; canAccess?: readonly string[] },
): Promise<void> {
  const params = [
    userId,
    change.role ?? null,
    change.customerId ?? null,
    change.canAccess ?? null,
    change.customerId !== undefined,
  ];
  const updated = await q.query(
    `update public.app_user set
       role = coalesce($2::text, role),
       customer_id = case when $5::boolean then $3::bigint else customer_id end,
       can_access = coalesce($4::text[], can_access),
       updated_at = now()
     where user_id = $1::uuid
     returning user_id`,
    params,
  );
  if (updated.length > 0) return;
  await q.query(
    `insert into public.app_user (user_id, role, customer_id, can_access)
     values ($1::uuid, coalesce($2::text, 'user'), $3::bigint, coalesce($4::text[], '{}'))`,
    params.slice(0, 4),
  );
}

/** Stamps what the console did to an account on its app_user row (an audited change). */
export async function stampAccess(
  q: Queryable,
  userId: string,
  column: 'disabled_at' | 'invite_sent_at' | 'password_reset_sent_at',
  value: 'now' | null,
): Promise<void> {
  await q.query(
    `update public.app_user set ${column} = ${value === 'now' ? 'now()' : 'null'}, updated_at = now()
     where user_id = $1`,
    [userId],
  );
}

/** The audited copy of the phone an administrator vouched for (null: withdrawn). */
export async function recordVerifiedPhone(
  q: Queryable,
  userId: string,
  phone: string | null,
): Promise<void> {
  await q.query(
    'update public.app_user set verified_phone = $2, updated_at = now() where user_id = $1',
    [userId, phone],
  );
}

/** The audited copy of the alert-mail switch an administrator set (migration …_alert_mail_record). */
export async function recordAlertMail(q: Queryable, userId: string, on: boolean): Promise<void> {
  await q.query(
    'update public.app_user set alert_mail = $2, updated_at = now() where user_id = $1',
    [userId, on],
  );
}

export async function deleteAccess(q: Queryable, userId: string): Promise<void> {
  await q.query('delete from public.app_user where user_id = $1', [userId]);
}
