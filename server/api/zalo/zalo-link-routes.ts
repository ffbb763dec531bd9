import { Hono } from 'hono';
import type { AuthRateLimits } from '../../compat/auth/rate-limits.js';
import type { Database } from '../../db/database.js';
import type { JwtKeys } from '../../jwt-keys.js';
import { signedInClaims, unauthorized } from '../api-routes.js';
import type { ZaloServerConfig } from './zalo-config.js';
import { accessTokenOf, methodOf, readCredential } from './zalo-credential.js';
import { zaloFailureResponse } from './zalo-failure.js';
import { zaloProfileOf } from './zalo-identity.js';
import { linkAccount, linkStatus, unlinkAccount } from './zalo-links.js';

// A signed-in user links their own Zalo account (issue 15): GET /link tells whether they are
// linked, POST /link proves a Zalo account with a mini-app token or a web OAuth code (checked
// with Zalo exactly as for sign-in) and links it, DELETE /link unlinks. Who the caller is comes
// from the bearer access token's subject only, as everywhere in the product API.

export interface ZaloLinkOptions {
  db: Database;
  keys: JwtKeys;
  zalo: ZaloServerConfig;
  limits: AuthRateLimits;
}

/** The signed-in caller, set by the bearer check in front of every /link route. */
type CallerEnv = { Variables: { userId: string } };

export function zaloLinkRoutes({ db, keys, zalo, limits }: ZaloLinkOptions): Hono<CallerEnv> {
  const app = new Hono<CallerEnv>();

  app.use('/link', async (c, next) => {
    const claims = await signedInClaims(c, keys);
    if (!claims) return unauthorized(c);
    c.set('userId', claims.sub as string);
    await next();
  });

  app.get('/link', async (c) => c.json(await linkStatus(db, c.get('userId'))));

  app.post('/link', async (c) => {
    try {
      await limits.tokenRequest(c);
      const credential = await readCredential(c);
      const profile = await zaloProfileOf(zalo, await accessTokenOf(zalo, credential));
      await limits.signInAttempt(`zalo:${profile.id}`);
      return c.json(await linkAccount(db, c.get('userId'), profile, methodOf(credential)));
    } catch (error) {
      return zaloFailureResponse(c, error);
    }
  });

  app.delete('/link', async (c) => c.json(await unlinkAccount(db, c.get('userId'))));

  return app;
}
