import type { Context, MiddlewareHandler } from 'hono';
import { AuthError, authErrorResponse } from './compat/auth/auth-errors.js';
import { fromDatabaseError } from './compat/rest/rest-error.js';
import type { DatabaseUnavailableError } from './db/database-unavailable.js';

// While the database is away or busy every service answers 503 with Retry-After, each in its own
// error shape, so supabase-js and the app read it as they read that service's other errors:
//   /rest/v1  PostgREST {code: "08006" | "53300", details, hint, message} (its 08*/53* → 503)
//   /auth/v1  GoTrue {code, error_code: "unexpected_failure", message} with its headers
//   elsewhere the product API's {error: "database_unavailable" | "database_busy", message}

const API_ERRORS = {
  unreachable: {
    error: 'database_unavailable',
    message: 'Hệ thống tạm thời không kết nối được cơ sở dữ liệu. Vui lòng thử lại sau ít phút.',
  },
  busy: {
    error: 'database_busy',
    message: 'Hệ thống đang bận. Vui lòng thử lại sau giây lát.',
  },
} as const;

export function databaseUnavailableResponse(c: Context, error: DatabaseUnavailableError): Response {
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  console.error(`${c.req.method} ${c.req.path}: ${error.message}${cause}`);
  c.header('Retry-After', String(error.retryAfterSeconds));
  const path = c.req.path;
  if (path.startsWith('/rest/v1/')) {
    return c.json(fromDatabaseError(error, 'anon').body(), 503);
  }
  if (path.startsWith('/auth/v1/')) {
    return authErrorResponse(c, new AuthError(503, 'unexpected_failure', error.message));
  }
  return c.json(API_ERRORS[error.reason], 503);
}

/** Every 503 carries Retry-After, also those the REST layer builds from the error itself. */
export function retryAfterOnUnavailable(retryAfterSeconds: number): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status === 503 && !c.res.headers.has('Retry-After')) {
      c.res.headers.set('Retry-After', String(retryAfterSeconds));
    }
  };
}
