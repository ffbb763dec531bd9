import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

// GoTrue error bodies (supabase-wire.md §1.2): the 2024-01-01 shape, with the version header
// and `error_code` too, so supabase-js reads the code whether or not it can see the header.
export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** GoTrue's 429, plus the whole seconds after which the same request can pass (Retry-After). */
export class RateLimitedError extends AuthError {
  constructor(
    code: 'over_request_rate_limit' | 'over_email_send_rate_limit',
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, message);
  }
}

export function authErrorResponse(c: Context, error: AuthError): Response {
  c.header('X-Supabase-Api-Version', '2024-01-01');
  c.header('x-sb-error-code', error.code);
  if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json(
    { code: error.code, error_code: error.code, message: error.message, ...error.extra },
    error.status,
  );
}

export const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

export const validationFailed = (message: string) =>
  new AuthError(400, 'validation_failed', message);
