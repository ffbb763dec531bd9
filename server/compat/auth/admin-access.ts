import type { Context } from 'hono';
import { bearerToken } from '../../jwt-keys.js';
import type { CompatContext } from '../context.js';
import { AuthError } from './auth-errors.js';
import { requireRequestUser } from './request-user.js';

/** JWT roles GoTrue lets into its admin API (GOTRUE_JWT_ADMIN_ROLES without supabase_admin). */
const ADMIN_ROLES: readonly string[] = ['service_role'];

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * GoTrue's requireAdminCredentials: only the Bearer token counts (never the apikey header, never
 * metadata). No token: 401 no_authorization; a bad one: 403 bad_jwt; a user's token whose session
 * is gone: that user's error; any role but service_role (the anon key, a user): 403 not_admin.
 */
export async function requireAdmin(c: Context, ctx: CompatContext): Promise<void> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const verified = await ctx.keys.verify(token);
  if (!verified.ok) {
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${verified.message}`,
    );
  }
  const sessionId = verified.claims.session_id;
  if (typeof sessionId === 'string' && sessionId !== '' && sessionId !== NIL_UUID) {
    await requireRequestUser(c, ctx.db, ctx.keys);
  }
  const role = verified.claims.role;
  if (typeof role !== 'string' || !ADMIN_ROLES.includes(role)) {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}
