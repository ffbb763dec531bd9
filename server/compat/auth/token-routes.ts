import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { AuthContext } from './auth-context.js';
import { AuthError, invalidCredentials, validationFailed } from './auth-errors.js';
import { accountKey } from './rate-limits.js';
import { readJsonObject, issuerFor } from './request-body.js';
import { refreshSession, startSession, type TokenIssuer } from './sessions.js';
import { findUserByEmail, findUserByPhone } from './user-record.js';

// POST /auth/v1/token?grant_type=password|refresh_token|pkce (supabase-wire.md §1.5).

type Grant = (
  ctx: AuthContext,
  issuer: TokenIssuer,
  body: Record<string, unknown>,
) => Promise<object>;

function grantFor(grantType: string | undefined): Grant {
  switch (grantType) {
    case 'password':
      return passwordGrant;
    case 'refresh_token':
      return refreshGrant;
    case 'pkce':
      return pkceGrant;
    default:
      throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  }
}

export async function tokenGrant(c: Context, ctx: AuthContext): Promise<Response> {
  const grant = grantFor(c.req.query('grant_type'));
  // GoTrue's one /token limit per client address, whatever the grant, before any work.
  await ctx.limits.tokenRequest(c);
  const body = await readJsonObject(c);
  return c.json(await grant(ctx, issuerFor(c, ctx), body));
}

async function passwordGrant(ctx: AuthContext, issuer: TokenIssuer, body: Record<string, unknown>) {
  const { email, phone, password } = body;
  const hasEmail = typeof email === 'string' && email.length > 0;
  const hasPhone = typeof phone === 'string' && phone.length > 0;
  if (hasEmail === hasPhone) {
    throw validationFailed('Only an email address or phone number should be provided on login.');
  }
  // Counted before the password is checked, known account or not, so that the right password
  // is refused too once an account has had its share of guesses.
  await ctx.limits.signInAttempt(accountKey((hasEmail ? email : phone) as string));
  if (typeof password !== 'string' || password.length === 0 || password.length > 1024) {
    throw invalidCredentials();
  }
  const user = hasEmail
    ? await findUserByEmail(ctx.db, (email as string).trim())
    : await findUserByPhone(ctx.db, (phone as string).replace(/[+\s]/g, ''));
  const matches = await ctx.passwords.matches(password, user?.encrypted_password);
  if (!user || !matches) throw invalidCredentials();
  if (user.banned_until && new Date(user.banned_until) > new Date()) {
    throw new AuthError(400, 'user_banned', 'User is banned');
  }
  if (hasEmail && !user.email_confirmed_at) {
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  }
  return ctx.db.transaction((tx) => startSession(tx, issuer, user.id, 'password'));
}

async function refreshGrant(ctx: AuthContext, issuer: TokenIssuer, body: Record<string, unknown>) {
  const presented = body.refresh_token as string;
  // The account is the user the token belongs to; an unknown token is limited per address only.
  if (typeof presented === 'string') {
    const [owner] = await ctx.db.query<{ user_id: string }>(
      'select user_id from auth.refresh_tokens where token = $1',
      [presented],
    );
    if (owner) await ctx.limits.refreshAttempt(owner.user_id);
  }
  const result = await ctx.db.transaction((tx) => refreshSession(tx, issuer, presented));
  if (result instanceof AuthError) throw result;
  return result;
}

async function pkceGrant(ctx: AuthContext, issuer: TokenIssuer, body: Record<string, unknown>) {
  const authCode = body.auth_code;
  const verifier = body.code_verifier;
  if (typeof authCode !== 'string' || !authCode || typeof verifier !== 'string' || !verifier) {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  return ctx.db.transaction(async (tx) => {
    const [flow] = await tx.query<{
      id: string;
      user_id: string | null;
      code_challenge: string;
      code_challenge_method: string;
      authentication_method: string;
      age_seconds: number;
    }>(
      `select id, user_id, code_challenge, code_challenge_method, authentication_method,
              extract(epoch from now() - created_at)::float8 as age_seconds
       from auth.flow_state where auth_code = $1 for update`,
      [authCode],
    );
    if (!flow)
      throw new AuthError(
        404,
        'flow_state_not_found',
        'invalid flow state, no valid flow state found',
      );
    await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
    if (flow.age_seconds > 300) {
      throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
    }
    const expected =
      flow.code_challenge_method.toLowerCase() === 'plain'
        ? verifier
        : createHash('sha256').update(verifier).digest('base64url');
    if (expected !== flow.code_challenge || !flow.user_id) {
      throw new AuthError(
        400,
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      );
    }
    // A code from an external provider's callback: the session says it came from OAuth.
    const method = flow.authentication_method === 'oauth' ? 'oauth' : 'pkce';
    return startSession(tx, issuer, flow.user_id, method);
  });
}
