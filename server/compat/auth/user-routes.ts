import bcrypt from 'bcryptjs';
import type { Context } from 'hono';
import type { CompatContext } from '../context.js';
import type { AuthContext } from './auth-context.js';
import { AuthError, validationFailed } from './auth-errors.js';
import { startEmailChange } from './email-change.js';
import { readJsonObject } from './request-body.js';
import { requireRequestUser } from './request-user.js';
import { findUserByEmail, findUserById, findUserByPhone, userJson } from './user-record.js';

// GET /user, PUT /user and POST /logout (supabase-wire.md §1.5).

export const MIN_PASSWORD_LENGTH = 6;
const MAX_METADATA_BYTES = 16_384;

export async function getUser(c: Context, ctx: CompatContext): Promise<Response> {
  const { user } = await requireRequestUser(c, ctx.db, ctx.keys);
  return c.json(userJson(user));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function updateUser(c: Context, ctx: AuthContext): Promise<Response> {
  const { user } = await requireRequestUser(c, ctx.db, ctx.keys);
  const body = await readJsonObject(c);
  if (body.app_metadata !== undefined) {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }

  if (body.data !== undefined && body.data !== null) {
    if (!isPlainObject(body.data)) throw validationFailed('data must be a JSON object');
    const merged: Record<string, unknown> = { ...user.raw_user_meta_data };
    for (const [key, value] of Object.entries(body.data)) {
      if (value === null) delete merged[key];
      else merged[key] = value;
    }
    if (JSON.stringify(merged).length > MAX_METADATA_BYTES) {
      throw validationFailed('user metadata is too large');
    }
    // The protect_user_access_metadata trigger restores customer_id, role and can_access.
    await ctx.db.query(
      'update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1',
      [user.id, JSON.stringify(merged)],
    );
  }

  if (body.phone !== undefined && body.phone !== null && body.phone !== '') {
    if (typeof body.phone !== 'string') throw validationFailed('phone must be a string');
    const phone = body.phone.replace(/[+\s]/g, '');
    if (!/^[1-9][0-9]{1,14}$/.test(phone)) {
      throw validationFailed('Invalid phone number format (E.164 required)');
    }
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
    if (body.password.length < MIN_PASSWORD_LENGTH) {
      throw new AuthError(
        422,
        'weak_password',
        `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
        { weak_password: { reasons: ['length'] } },
      );
    }
    if (body.password.length > 72)
      throw validationFailed('Password cannot be longer than 72 characters');
    if (user.encrypted_password && (await bcrypt.compare(body.password, user.encrypted_password))) {
      throw new AuthError(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
    const hash = await bcrypt.hash(body.password, 10);
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
