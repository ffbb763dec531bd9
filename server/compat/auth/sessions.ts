import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.js';
import type { JwtKeys } from '../../jwt-keys.js';
import { AuthError } from './auth-errors.js';
import { findUserById, userJson, type UserRecord } from './user-record.js';

// Sessions, access tokens and rotating refresh tokens (supabase-wire.md §1.3–§1.5).

/** How long an already-used refresh token is still honoured (GoTrue's reuse interval). */
const REUSE_INTERVAL_SECONDS = 10;

export type AuthMethod = 'password' | 'recovery' | 'email_change' | 'pkce' | 'otp' | 'oauth';

export interface TokenIssuer {
  keys: JwtKeys;
  accessTokenSeconds: number;
  /** e.g. http://127.0.0.1:3000/auth/v1 */
  issuer: string;
}

export const newRefreshToken = () => randomBytes(18).toString('base64url');

export async function accessTokenFor(
  issuer: TokenIssuer,
  user: UserRecord,
  sessionId: string,
  method: AuthMethod,
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + issuer.accessTokenSeconds;
  const token = await issuer.keys.sign({
    iss: issuer.issuer,
    sub: user.id,
    aud: 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal: 'aal1',
    amr: [{ method: method === 'pkce' ? 'password' : method, timestamp: iat }],
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  });
  return { token, expiresAt: exp };
}

async function tokenResponse(
  issuer: TokenIssuer,
  user: UserRecord,
  sessionId: string,
  refreshToken: string,
  method: AuthMethod,
) {
  const access = await accessTokenFor(issuer, user, sessionId, method);
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: issuer.accessTokenSeconds,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** Starts a new session for `user` and returns GoTrue's token response. */
export async function startSession(
  tx: Queryable,
  issuer: TokenIssuer,
  userId: string,
  method: AuthMethod,
) {
  await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
  const user = await findUserById(tx, userId);
  if (!user)
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const [session] = await tx.query<{ id: string }>(
    'insert into auth.sessions (user_id) values ($1) returning id',
    [userId],
  );
  const refreshToken = newRefreshToken();
  await tx.query(
    'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
    [refreshToken, userId, session!.id],
  );
  return tokenResponse(issuer, user, session!.id, refreshToken, method);
}

interface RefreshRow {
  token: string;
  user_id: string;
  session_id: string;
  parent: string | null;
  revoked: boolean;
  seconds_since_update: number;
}

/** The refresh-token grant: rotation, the parent-of-active tolerance and reuse detection. */
export async function refreshSession(tx: Queryable, issuer: TokenIssuer, presented: string) {
  if (typeof presented !== 'string' || presented.length < 12) {
    throw new AuthError(400, 'validation_failed', 'Refresh token is not valid');
  }
  const [row] = await tx.query<RefreshRow>(
    `select token, user_id, session_id, parent, revoked,
            extract(epoch from now() - updated_at)::float8 as seconds_since_update
     from auth.refresh_tokens where token = $1 for update`,
    [presented],
  );
  if (!row) {
    throw new AuthError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
  }
  const [session] = await tx.query<{ id: string }>(
    'select id from auth.sessions where id = $1 and (not_after is null or not_after > now())',
    [row.session_id],
  );
  if (!session) {
    throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }
  const user = await findUserById(tx, row.user_id);
  if (!user) throw new AuthError(400, 'user_not_found', 'User not found');
  if (user.banned_until && new Date(user.banned_until) > new Date()) {
    throw new AuthError(400, 'user_banned', 'User is banned');
  }

  if (row.revoked) {
    const [active] = await tx.query<{ token: string; parent: string | null }>(
      `select token, parent from auth.refresh_tokens
       where session_id = $1 and not revoked order by id desc limit 1`,
      [row.session_id],
    );
    const isParentOfActive = active?.parent === presented;
    if (active && (isParentOfActive || row.seconds_since_update <= REUSE_INTERVAL_SECONDS)) {
      await tx.query('update auth.sessions set updated_at = now() where id = $1', [session.id]);
      return tokenResponse(issuer, user, session.id, active.token, 'password');
    }
    // Reuse outside the tolerance: someone else holds this family. Revoke all of it, and
    // answer with the error only after that revocation is committed (returned, not thrown).
    await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
    return new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }

  await tx.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
    [presented],
  );
  const next = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent)
     values ($1, $2, $3, $4)`,
    [next, row.user_id, row.session_id, presented],
  );
  await tx.query('update auth.sessions set updated_at = now() where id = $1', [session.id]);
  return tokenResponse(issuer, user, session.id, next, 'password');
}
