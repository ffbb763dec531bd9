import { Hono, type Context } from 'hono';
import { adminOnly } from './admin-routes.js';
import type { AuthContext } from './auth-context.js';
import { generateLink } from './generate-link-route.js';

// GET /.well-known/jwks.json: the public keys user access tokens are signed with, in GoTrue's
// shape (`{ keys: [...] }`, never the HS256 secret), open without an apikey as on Supabase
// (compat/api-key.ts), cached 10 minutes as GoTrue answers it. POST /admin/generate_link: the
// one-time links a server holding the service-role key turns into sessions (api/zalo/session-issuer.ts).

type Handler = (c: Context, ctx: AuthContext) => Promise<Response>;

export function signingRoutes(
  ctx: AuthContext,
  handle: (handler: Handler) => (c: Context) => Promise<Response>,
): Hono {
  const app = new Hono();
  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json(ctx.keys.jwks());
  });
  app.post('/admin/generate_link', handle(adminOnly(generateLink)));
  return app;
}
