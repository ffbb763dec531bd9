import { Hono, type Context } from 'hono';
import type { CompatContext } from '../context.js';
import {
  adminCreateUser,
  adminDeleteUser,
  adminGetUser,
  adminListUsers,
  adminOnly,
  adminUpdateUser,
} from './admin-routes.js';
import type { AuthContext } from './auth-context.js';
import { AuthError, authErrorResponse } from './auth-errors.js';
import { externalAuthFromEnv } from './external-providers.js';
import { externalSignIn } from './external-routes.js';
import { ExternalStateKey } from './external-state.js';
import { invite } from './invite-route.js';
import { otp, resend } from './otp-routes.js';
import type { AuthRateLimits } from './rate-limits.js';
import { recover, verifyGet, verifyPost } from './recovery-routes.js';
import { signingRoutes } from './signing-routes.js';
import { signup } from './signup-route.js';
import { tokenGrant } from './token-routes.js';
import { getUser, logout, updateUser } from './user-routes.js';

// /auth/v1: the GoTrue subset supabase-js uses (supabase-wire.md §1).
export function authRoutes(compat: CompatContext, limits: AuthRateLimits): Hono {
  const app = new Hono();
  const ctx: AuthContext = { ...compat, limits };
  const external = externalSignIn(
    externalAuthFromEnv(),
    new ExternalStateKey(compat.keys.derivedKey('external-sign-in-state')),
  );
  const handle =
    (fn: (c: Context, ctx: AuthContext) => Promise<Response>) => async (c: Context) => {
      try {
        return await fn(c, ctx);
      } catch (error) {
        if (error instanceof AuthError) return authErrorResponse(c, error);
        throw error;
      }
    };
  app.post('/token', handle(tokenGrant));
  app.get('/user', handle(getUser));
  app.put('/user', handle(updateUser));
  app.post('/logout', handle(logout));
  app.post('/recover', handle(recover));
  app.post('/otp', handle(otp));
  app.post('/resend', handle(resend));
  app.post('/verify', handle(verifyPost));
  app.get('/verify', handle(verifyGet));
  app.get('/authorize', handle(external.authorize));
  app.get('/callback', handle(external.callback));
  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, ...external.settings },
      disable_signup: true,
      mailer_autoconfirm: false,
      phone_autoconfirm: true,
    }),
  );
  app.get('/health', (c) => c.json({ name: 'GoTrue', description: 'GreenWatch embedded auth' }));
  app.post('/signup', handle(signup));
  app.post('/invite', handle(adminOnly(invite)));
  app.get('/admin/users', handle(adminOnly(adminListUsers)));
  app.post('/admin/users', handle(adminOnly(adminCreateUser)));
  app.get('/admin/users/:id', handle(adminOnly(adminGetUser)));
  app.put('/admin/users/:id', handle(adminOnly(adminUpdateUser)));
  app.delete('/admin/users/:id', handle(adminOnly(adminDeleteUser)));
  app.route('/', signingRoutes(ctx, handle));
  app.all('*', (c) => authErrorResponse(c, new AuthError(404, 'not_found', 'Not Found')));
  return app;
}
