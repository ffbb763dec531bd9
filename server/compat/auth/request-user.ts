import type { Context } from 'hono';
import type { Queryable } from '../../db/database.js';
import { bearerToken, type JwtClaims, type JwtKeys } from '../../jwt-keys.js';
import { AuthError } from './auth-errors.js';
import { findUserById, type UserRecord } from './user-record.js';

export interface RequestUser {
  user: UserRecord;
  claims: JwtClaims;
  sessionId: string;
}

/** The signed-in user of a request to an endpoint that acts for a user (/user, /logout). */
export async function requireRequestUser(
  c: Context,
  db: Queryable,
  keys: JwtKeys,
): Promise<RequestUser> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const verified = await keys.verify(token);
  if (!verified.ok) {
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${verified.message}`,
    );
  }
  const { claims } = verified;
  if (typeof claims.sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(claims.sub)) {
    throw new AuthError(403, 'bad_jwt', 'invalid JWT: missing or invalid sub claim');
  }
  const user = await findUserById(db, claims.sub);
  if (!user)
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  const sessions = /^[0-9a-f-]{36}$/i.test(sessionId)
    ? await db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
        sessionId,
        user.id,
      ])
    : [];
  if (sessions.length === 0) {
    throw new AuthError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  }
  return { user, claims, sessionId };
}
