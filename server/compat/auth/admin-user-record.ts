import type { Queryable } from '../../db/database.js';
import { AuthError } from './auth-errors.js';
import { identitiesColumn, userJson, type UserRecord } from './user-record.js';

// Users as the admin API sees them: soft-deleted ones included (GoTrue's FindUserByID does not
// skip them), and the user object with the fields only admins meet (invited_at, deleted_at).

export interface AdminUserRecord extends UserRecord {
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
}

export async function findAdminUser(
  db: Queryable,
  id: string,
  { forUpdate = false } = {},
): Promise<AdminUserRecord> {
  // GoTrue answers a malformed id as it answers an unknown one, with a 404.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  }
  const [user] = await db.query<AdminUserRecord>(
    `select *, ${identitiesColumn} from auth.users where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

/** One page of users, newest first (GoTrue's default sort), and how many there are in all. */
export async function listAdminUsers(
  db: Queryable,
  page: number,
  perPage: number,
): Promise<{ users: AdminUserRecord[]; total: number }> {
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from auth.users where aud = 'authenticated'`,
  );
  const users = await db.query<AdminUserRecord>(
    `select *, ${identitiesColumn} from auth.users where aud = 'authenticated'
     order by created_at desc, id desc limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  return { users, total: count!.total };
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : undefined);

export function adminUserJson(user: AdminUserRecord): Record<string, unknown> {
  const json: Record<string, unknown> = {
    ...userJson(user),
    invited_at: iso(user.invited_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    deleted_at: iso(user.deleted_at),
  };
  for (const key of Object.keys(json)) if (json[key] === undefined) delete json[key];
  return json;
}
