import type { Context } from 'hono';
import type { Executor } from '../../db/database.js';
import { requireAdmin } from './admin-access.js';
import { paginationLink, parsePage } from './admin-pagination.js';
import { adminUserJson, findAdminUser, listAdminUsers } from './admin-user-record.js';
import type { AuthContext } from './auth-context.js';
import { AuthError, validationFailed } from './auth-errors.js';
import { readJsonObject } from './request-body.js';
import {
  mergeMetadata,
  optionalBanDuration,
  optionalEmail,
  optionalFlag,
  optionalMetadata,
  optionalPassword,
  optionalPhone,
} from './user-input.js';

// GoTrue's user admin API under /auth/v1/admin/users (internal/api/admin.go), for the service
// role only: supabase-js auth.admin.listUsers, createUser, getUserById, updateUserById and
// deleteUser. Each change is one transaction.

type Handler = (c: Context, ctx: AuthContext) => Promise<Response>;

/** Runs `handler` only for a request that carries the service-role token (admin-access.ts). */
export const adminOnly =
  (handler: Handler): Handler =>
  async (c, ctx) => {
    await requireAdmin(c, ctx);
    return handler(c, ctx);
  };

const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
const phoneExists = () =>
  new AuthError(422, 'phone_exists', 'Phone number already registered by another user');

/**
 * Fields GoTrue accepts that this server does not: a JWT role other than `authenticated` would
 * hand out database roles (service_role bypasses RLS), and we keep one audience and bcrypt only.
 */
function refuseUnsupported(body: Record<string, unknown>): void {
  for (const field of ['role', 'aud', 'password_hash', 'id']) {
    if (body[field] !== undefined && body[field] !== null && body[field] !== '') {
      throw validationFailed(`${field} cannot be set on this server`);
    }
  }
}

/** The admin fields of a create or update body, validated and bounded. */
function adminParams(body: Record<string, unknown>) {
  refuseUnsupported(body);
  return {
    email: optionalEmail(body.email),
    phone: optionalPhone(body.phone),
    password: optionalPassword(body.password),
    emailConfirm: optionalFlag(body.email_confirm, 'email_confirm'),
    phoneConfirm: optionalFlag(body.phone_confirm, 'phone_confirm'),
    userMetadata: optionalMetadata(body.user_metadata, 'user_metadata'),
    appMetadata: optionalMetadata(body.app_metadata, 'app_metadata'),
    banMilliseconds: optionalBanDuration(body.ban_duration),
  };
}

/** Another live or soft-deleted user already holding the address or number (422). */
async function refuseTaken(
  tx: Executor,
  userId: string | null,
  email: string | undefined,
  phone: string | undefined,
): Promise<void> {
  const [taken] = await tx.query<{ email_taken: boolean; phone_taken: boolean }>(
    `select coalesce(bool_or(lower(email) = lower($2)), false) as email_taken,
            coalesce(bool_or(phone = $3), false) as phone_taken
     from auth.users where ($1::uuid is null or id <> $1::uuid)
       and (lower(email) = lower($2) or phone = $3)`,
    [userId, email ?? null, phone ?? null],
  );
  if (taken?.email_taken) throw emailExists();
  if (taken?.phone_taken) throw phoneExists();
}

/** A concurrent request that took the address first trips the unique index: the same 422. */
async function mapUniqueViolation<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const { code, constraint, message } = error as {
      code?: string;
      constraint?: string;
      message?: string;
    };
    if (code !== '23505') throw error;
    throw `${constraint ?? ''} ${message ?? ''}`.includes('phone') ? phoneExists() : emailExists();
  }
}

/**
 * SQL for banned_until from a parameter holding `ban_duration` in milliseconds: null leaves
 * `current` as it is, 0 lifts the ban, anything else bans until that long from now.
 */
const bannedUntil = (param: string, current: string) =>
  `case when ${param}::float8 is null then ${current} when ${param}::float8 = 0 then null
        else now() + ${param}::float8 * interval '1 millisecond' end`;

export async function adminListUsers(c: Context, ctx: AuthContext): Promise<Response> {
  const page = parsePage(c.req.query('page'), c.req.query('per_page'));
  const { users, total } = await listAdminUsers(ctx.db, page.page, page.perPage);
  c.header('X-Total-Count', String(total));
  c.header('Link', paginationLink(c.req.url, page, total));
  return c.json({ users: users.map(adminUserJson), aud: 'authenticated' });
}

export async function adminCreateUser(c: Context, ctx: AuthContext): Promise<Response> {
  const params = adminParams(await readJsonObject(c));
  if (!params.email && !params.phone) {
    throw validationFailed('Cannot create a user without either an email or phone');
  }
  const providers = [params.email && 'email', params.phone && 'phone'].filter(Boolean);
  const appMetadata = mergeMetadata(
    { provider: providers[0], providers },
    params.appMetadata ?? {},
    'app_metadata',
  );
  const userMetadata = mergeMetadata({}, params.userMetadata ?? {}, 'user_metadata');
  // No password given: none is set, so only an invite or recovery link can sign the user in
  // (GoTrue stores a random one to the same effect).
  const hash = params.password ? await ctx.passwords.hash(params.password) : null;
  const id = await mapUniqueViolation(
    ctx.db.transaction(async (tx) => {
      await refuseTaken(tx, null, params.email, params.phone);
      const [created] = await tx.query<{ id: string }>(
        `insert into auth.users (email, phone, encrypted_password, email_confirmed_at,
           phone_confirmed_at, raw_app_meta_data, raw_user_meta_data, banned_until)
         values ($1, $2, $3, case when $4 then now() end, case when $5 then now() end,
           $6::jsonb, $7::jsonb, ${bannedUntil('$8', 'null')})
         returning id`,
        [
          params.email ?? null,
          params.phone ?? null,
          hash,
          params.emailConfirm,
          params.phoneConfirm,
          JSON.stringify(appMetadata),
          JSON.stringify(userMetadata),
          params.banMilliseconds ?? null,
        ],
      );
      return created!.id;
    }),
  );
  return c.json(adminUserJson(await findAdminUser(ctx.db, id)));
}

export async function adminGetUser(c: Context, ctx: AuthContext): Promise<Response> {
  return c.json(adminUserJson(await findAdminUser(ctx.db, c.req.param('id') ?? '')));
}

export async function adminUpdateUser(c: Context, ctx: AuthContext): Promise<Response> {
  const params = adminParams(await readJsonObject(c));
  const hash = params.password ? await ctx.passwords.hash(params.password) : null;
  const id = await mapUniqueViolation(
    ctx.db.transaction(async (tx) => {
      const user = await findAdminUser(tx, c.req.param('id') ?? '', { forUpdate: true });
      await refuseTaken(tx, user.id, params.email, params.phone);
      const userMetadata = params.userMetadata
        ? mergeMetadata(user.raw_user_meta_data ?? {}, params.userMetadata, 'user_metadata')
        : user.raw_user_meta_data;
      const appMetadata = params.appMetadata
        ? mergeMetadata(user.raw_app_meta_data ?? {}, params.appMetadata, 'app_metadata')
        : user.raw_app_meta_data;
      await tx.query(
        `update auth.users set
           email = coalesce($2, email),
           phone = coalesce($3, phone),
           email_confirmed_at = case when $4 then now() else email_confirmed_at end,
           phone_confirmed_at = case when $5 then now() else phone_confirmed_at end,
           confirmation_token = case when $4 then null else confirmation_token end,
           raw_user_meta_data = $6::jsonb,
           raw_app_meta_data = $7::jsonb,
           banned_until = ${bannedUntil('$8', 'banned_until')},
           updated_at = now()
         where id = $1`,
        [
          user.id,
          params.email ?? null,
          params.phone ?? null,
          params.emailConfirm,
          params.phoneConfirm,
          JSON.stringify(userMetadata ?? {}),
          JSON.stringify(appMetadata ?? {}),
          params.banMilliseconds ?? null,
        ],
      );
      if (hash) {
        // GoTrue's UpdatePassword: what was mailed under the old password is void, and every
        // session ends so each device signs in again.
        await tx.query(
          `update auth.users set encrypted_password = $2, confirmation_token = null,
             confirmation_sent_at = null, recovery_token = null, recovery_sent_at = null,
             email_change_token_new = null, email_change_sent_at = null
           where id = $1`,
          [user.id, hash],
        );
        await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
      }
      return user.id;
    }),
  );
  return c.json(adminUserJson(await findAdminUser(ctx.db, id)));
}

/** sha256(id + value), base64url without padding: GoTrue's obfuscateValue, in SQL. */
const obfuscated = (value: string) =>
  `translate(rtrim(encode(sha256(convert_to(id::text || ${value}, 'UTF8')), 'base64'), '='),
             '+/', '-_')`;

export async function adminDeleteUser(c: Context, ctx: AuthContext): Promise<Response> {
  const body = await readJsonObject(c);
  const soft = optionalFlag(body.should_soft_delete, 'should_soft_delete');
  await ctx.db.transaction(async (tx) => {
    const user = await findAdminUser(tx, c.req.param('id') ?? '', { forUpdate: true });
    if (!soft) {
      // Sessions, refresh tokens, flow states and app_user go with it (on delete cascade).
      await tx.query('delete from auth.users where id = $1', [user.id]);
      return;
    }
    if (user.deleted_at) return;
    // GoTrue's SoftDeleteUser: the row stays, but its address and number are obfuscated (so
    // both can be used again), its secrets and metadata cleared and its sessions ended.
    await tx.query(
      `update auth.users set
         email = case when email is null then null else ${obfuscated('email')} end,
         phone = case when phone is null then null else left(${obfuscated('phone')}, 15) end,
         email_change = case when email_change is null then null
                             else ${obfuscated('email_change')} end,
         encrypted_password = null, confirmation_token = null, recovery_token = null,
         email_change_token_new = null, raw_user_meta_data = '{}'::jsonb,
         raw_app_meta_data = '{}'::jsonb, deleted_at = now(), updated_at = now()
       where id = $1`,
      [user.id],
    );
    await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
  });
  return c.json({});
}
