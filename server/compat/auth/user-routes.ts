import type { Context } from 'hono';
import type { CompatContext } from '../context.js';
import type { AuthContext } from './auth-context.js';
import { AuthError, validationFailed } from './auth-errors.js';
import { startEmailChange } from './email-change.js';
import { readJsonObject } from './request-body.js';
import { requireRequestUser } from './request-user.js';
import { checkNewPassword, mergeMetadata, optionalMetadata, optionalPhone } from './user-input.js';
import { findUserByEmail, findUserById, findUserByPhone, userJson } from './user-record.js';

// GET /user, PUT /user and POST /logout (supabase-wire.md §1.5).

export async function getUser(c: Context, ctx: CompatContext): Promise<Response> {
  const { user } = await requireRequestUser(c, ctx.db, ctx.keys);
  return c.json(userJson(user));
}

export async function updateUser(c: Context, ctx: AuthContext): Promise<Response> {
  const { user } = await requireRequestUser(c, ctx.db, ctx.keys);
  const body = await readJsonObject(c);
  if (body.app_metadata !== undefined) {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }

  const data = optionalMetadata(body.data, 'data');
  if (data) {
    const merged = mergeMetadata(user.raw_user_meta_data, data, 'user metadata');
    // The protect_user_access_metadata trigger restores customer_id, role and can_access.
    await ctx.db.query(
      'update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1',
      [user.id, JSON.stringify(merged)],
    );
  }

  const phone = optionalPhone(body.phone);
  if (phone !== undefined) {
    if (phone !== user.phone) {
      const owner = await findUserByPhone(ctx.db, phone);
      if (owner && owner.id !== user.id) {
        throw new AuthError(422, 'phone_exists', 'Phone number already registered by another user');
      }
      await ctx.db.query(
        `update auth.users set phone = $2, phone_confirmed_at = now(), updated_at = now()
         where id = $1`,
        [user.id, phone],
      );
    }
  }

  if (body.password !== undefined && body.password !== null) {
    if (typeof body.password !== 'string') throw validationFailed('password must be a string');
    checkNewPassword(body.password);
    if (
      user.encrypted_password &&
      (await ctx.passwords.matches(body.password, user.encrypted_password))
    ) {
      throw new AuthError(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
    const hash = await ctx.passwords.hash(body.password);
    await ctx.db.query(
      'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
      [user.id, hash],
    );
  }

  if (body.email !== undefined && body.email !== null && body.email !== '') {
    if (typeof body.email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email.trim())) {
      throw new AuthError(
        400,
        'email_address_invalid',
        'Unable to validate email address: invalid format',
      );
    }
    const email = body.email.trim().toLowerCase();
    if (email !== (user.email ?? '').toLowerCase()) {
      const owner = await findUserByEmail(ctx.db, email);
      if (owner && owner.id !== user.id) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      await startEmailChange(c, ctx, user, email, body);
    }
  }

  const updated = await findUserById(ctx.db, user.id);
  return c.json(userJson(updated!));
}

export async function logout(c: Context, ctx: CompatContext): Promise<Response> {
  const scope = c.req.query('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) {
    throw validationFailed(`Unsupported logout scope "${scope}"`);
  }
  const { user, sessionId } = await requireRequestUser(c, ctx.db, ctx.keys);
  if (scope === 'global') {
    await ctx.db.query('delete from auth.sessions where user_id = $1', [user.id]);
  } else if (scope === 'local') {
    await ctx.db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else {
    await ctx.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      user.id,
      sessionId,
    ]);
  }
  return c.body(null, 204);
}
