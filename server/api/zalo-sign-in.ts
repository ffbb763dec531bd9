import { Hono, type Context } from 'hono';
import { RateLimitedError } from '../compat/auth/auth-errors.js';
import type { AuthRateLimits } from '../compat/auth/rate-limits.js';
import { startSession, type TokenIssuer } from '../compat/auth/sessions.js';
import type { Database } from '../db/database.js';
import type { JwtKeys } from '../jwt-keys.js';
import { permissionUrl, zaloConfigFromEnv, type ZaloServerConfig } from './zalo/zalo-config.js';
import {
  NO_ACCESS_MESSAGE,
  ZaloSignInFailure,
  zaloAccessTokenForCode,
  zaloUserIdOf,
} from './zalo/zalo-identity.js';

// Zalo sign-in (spec §1, §5). POST /api/zalo/sign-in takes either a Zalo access token (the
// mini app's getAccessToken) or, for the web build, the authorization code and PKCE verifier
// of Zalo's v4 OAuth; the token is checked with Zalo's Graph profile endpoint, and the
// GreenWatch user linked to that Zalo id (app_user.zalo_user_id) gets a normal auth session,
// the same GoTrue token response /auth/v1/token gives, for supabase.auth.setSession. A Zalo
// account linked to nobody gets 403 'Tài khoản không có quyền truy cập hệ thống'. It is limited
// like /auth/v1/token, per client address and per Zalo account: 429 over_request_rate_limit.
// GET /api/zalo/config tells the web client whether and where to start Zalo's OAuth.

export interface ZaloSignInOptions {
  db: Database;
  keys: JwtKeys;
  accessTokenSeconds: number;
  zalo?: ZaloServerConfig;
  /** /auth/v1's limits: a Zalo sign-in counts like a /token request and a sign-in attempt. */
  limits: AuthRateLimits;
}

const MAX_BODY_CHARS = 8192;
/** Tokens and codes are opaque printable text; a verifier is RFC 7636's 43–128 characters. */
const OPAQUE = /^[\x21-\x7e]{1,2048}$/;
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

type Credential =
  { kind: 'token'; accessToken: string } | { kind: 'code'; code: string; verifier: string };

const badRequest = (message: string) => new ZaloSignInFailure(400, 'invalid_request', message);

async function readCredential(c: Context): Promise<Credential> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_CHARS) throw badRequest('Request body is too large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('Request body must be JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Request body must be a JSON object');
  }
  const {
    access_token: accessToken,
    code,
    code_verifier: verifier,
  } = body as Record<string, unknown>;
  if (accessToken !== undefined && code === undefined && verifier === undefined) {
    if (typeof accessToken !== 'string' || !OPAQUE.test(accessToken)) {
      throw badRequest('access_token must be a non-empty token');
    }
    return { kind: 'token', accessToken };
  }
  if (accessToken === undefined && code !== undefined) {
    if (typeof code !== 'string' || !OPAQUE.test(code))
      throw badRequest('code must be a non-empty code');
    if (typeof verifier !== 'string' || !VERIFIER.test(verifier)) {
      throw badRequest('code_verifier must be 43-128 characters of [A-Za-z0-9._~-]');
    }
    return { kind: 'code', code, verifier };
  }
  throw badRequest('Send either access_token, or code with code_verifier');
}

/** The GreenWatch user linked to a Zalo id, if that user may still sign in. */
async function linkedUserId(db: Database, zaloUserId: string): Promise<string | undefined> {
  const [row] = await db.query<{ user_id: string }>(
    `select a.user_id from public.app_user a join auth.users u on u.id = a.user_id
     where a.zalo_user_id = $1 and u.deleted_at is null
       and (u.banned_until is null or u.banned_until <= now())`,
    [zaloUserId],
  );
  return row?.user_id;
}

export function zaloSignInRoutes(options: ZaloSignInOptions): Hono {
  const zalo = options.zalo ?? zaloConfigFromEnv();
  const app = new Hono();

  app.get('/config', (c) =>
    c.json({ web: zalo.appId ? { appId: zalo.appId, permissionUrl: permissionUrl(zalo) } : null }),
  );

  app.post('/sign-in', async (c) => {
    try {
      await options.limits.tokenRequest(c);
      const credential = await readCredential(c);
      const accessToken =
        credential.kind === 'token'
          ? credential.accessToken
          : await zaloAccessTokenForCode(zalo, credential.code, credential.verifier);
      const zaloUserId = await zaloUserIdOf(zalo, accessToken);
      await options.limits.signInAttempt(`zalo:${zaloUserId}`);
      const userId = await linkedUserId(options.db, zaloUserId);
      if (!userId) throw new ZaloSignInFailure(403, 'no_access', NO_ACCESS_MESSAGE);
      const issuer: TokenIssuer = {
        keys: options.keys,
        accessTokenSeconds: options.accessTokenSeconds,
        issuer: `${new URL(c.req.url).origin}/auth/v1`,
      };
      return c.json(
        await options.db.transaction((tx) => startSession(tx, issuer, userId, 'oauth')),
      );
    } catch (error) {
      if (error instanceof RateLimitedError) {
        c.header('Retry-After', String(error.retryAfterSeconds));
        return c.json({ error: error.code, message: error.message }, 429);
      }
      if (!(error instanceof ZaloSignInFailure)) throw error;
      return c.json({ error: error.code, message: error.message }, error.status);
    }
  });

  return app;
}
