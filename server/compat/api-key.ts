import type { MiddlewareHandler } from 'hono';
import type { JwtKeys } from '../jwt-keys.js';

const OPEN_AUTH_ROUTE = /\/auth\/v1\/(verify|authorize|callback|\.well-known\/jwks\.json)\/?$/;

// The API gateway check of a Supabase project: every auth and rest request carries an `apikey`
// (header or query) that is the anon or the service-role key of this project.
export function requireApiKey(keys: JwtKeys): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    // Kong's open auth routes: links in e-mails and the external sign-in's redirects, opened by
    // a browser without a key, and the public signing keys.
    if (c.req.method === 'GET' && OPEN_AUTH_ROUTE.test(c.req.path)) return next();
    const apiKey = c.req.header('apikey') ?? c.req.query('apikey');
    if (!apiKey) {
      return c.json(
        {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        },
        401,
      );
    }
    if (apiKey !== keys.anonKey && apiKey !== keys.serviceRoleKey) {
      const verified = await keys.verify(apiKey);
      const role = verified.ok ? verified.claims.role : undefined;
      if (role !== 'anon' && role !== 'service_role') {
        return c.json({ message: 'Invalid API key', hint: 'Double check your API key.' }, 401);
      }
    }
    return next();
  };
}
