import { Hono } from 'hono';
import type { AuthRateLimits } from '../compat/auth/rate-limits.js';
import type { Database } from '../db/database.js';
import type { JwtKeys } from '../jwt-keys.js';
import type { SessionIssuer } from './zalo/session-issuer.js';
import { permissionUrl, zaloConfigFromEnv, type ZaloServerConfig } from './zalo/zalo-config.js';
import { accessTokenOf, readCredential, readPhoneSignIn } from './zalo/zalo-credential.js';
import { noAccess, zaloFailureResponse } from './zalo/zalo-failure.js';
import { zaloProfileOf } from './zalo/zalo-identity.js';
import { zaloLinkRoutes } from './zalo/zalo-link-routes.js';
import { rememberZaloProfile, withLinkConflicts } from './zalo/zalo-links.js';
import { matchPhoneAccount, phoneSecretOf, zaloPhoneDigits } from './zalo/zalo-phone.js';

// Zalo sign-in (spec §1, §5). POST /api/zalo/sign-in takes either a Zalo access token (the
// mini app's getAccessToken) or, for the web build, the authorization code and PKCE verifier
// of Zalo's v4 OAuth; the token is checked with Zalo's Graph profile endpoint, and the
// GreenWatch user linked to that Zalo id (app_user.zalo_user_id) gets a normal auth session,
// the same GoTrue token response /auth/v1/token gives, for supabase.auth.setSession. A Zalo
// account linked to nobody gets 403 'Tài khoản không có quyền truy cập hệ thống'. Inside Zalo
// such a first-time user may share their phone number instead: POST /api/zalo/phone-sign-in
// links the Zalo account to the one account that verified that number and signs it in.
// Both are limited like /auth/v1/token, per client address and per Zalo account: 429
// over_request_rate_limit. GET /api/zalo/config tells the web client whether and where to
// start Zalo's OAuth; /api/zalo/link (zalo/zalo-link-routes.ts) lets a signed-in user link.
// The session comes from `sessions` (zalo/session-issuer.ts): our own auth when embedded, the
// hosted project's next to a hosted Supabase project.

export interface ZaloSignInOptions {
  db: Database;
  keys: JwtKeys;
  sessions: SessionIssuer;
  zalo?: ZaloServerConfig;
  /** /auth/v1's limits: a Zalo sign-in counts like a /token request and a sign-in attempt. */
  limits: AuthRateLimits;
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
  const { db, limits, sessions } = options;
  const app = new Hono();

  app.get('/config', (c) =>
    c.json({ web: zalo.appId ? { appId: zalo.appId, permissionUrl: permissionUrl(zalo) } : null }),
  );

  app.post('/sign-in', async (c) => {
    try {
      await limits.tokenRequest(c);
      const credential = await readCredential(c);
      const profile = await zaloProfileOf(zalo, await accessTokenOf(zalo, credential));
      await limits.signInAttempt(`zalo:${profile.id}`);
      const userId = await linkedUserId(db, profile.id);
      if (!userId) throw noAccess();
      await rememberZaloProfile(db, profile);
      return c.json(await sessions.start(c, userId));
    } catch (error) {
      return zaloFailureResponse(c, error);
    }
  });

  app.post('/phone-sign-in', async (c) => {
    try {
      await limits.tokenRequest(c);
      const request = await readPhoneSignIn(c);
      const secretKey = phoneSecretOf(zalo);
      const profile = await zaloProfileOf(zalo, request.access_token);
      await limits.signInAttempt(`zalo:${profile.id}`);
      const phone = await zaloPhoneDigits(zalo, secretKey, {
        accessToken: request.access_token,
        phoneToken: request.phone_token,
      });
      // The link is committed first: should the session fail, trying again finds it linked.
      const userId = await withLinkConflicts(
        db.transaction((tx) => matchPhoneAccount(tx, profile, phone)),
      );
      return c.json(await sessions.start(c, userId));
    } catch (error) {
      return zaloFailureResponse(c, error);
    }
  });

  app.route('/', zaloLinkRoutes({ db, keys: options.keys, zalo, limits }));

  return app;
}
