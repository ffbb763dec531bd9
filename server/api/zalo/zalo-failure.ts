import type { Context } from 'hono';
import { RateLimitedError } from '../../compat/auth/auth-errors.js';

// The errors of the Zalo endpoints (sign-in, phone sign-in, account link) and how they are
// answered: `{ error, message }` with the status, and /auth/v1's 429 with Retry-After.

export type ZaloFailureCode =
  | 'invalid_request'
  | 'consent_required'
  | 'invalid_zalo_token'
  | 'invalid_zalo_code'
  | 'invalid_phone_token'
  | 'zalo_not_configured'
  | 'zalo_unavailable'
  | 'sessions_unavailable'
  | 'email_required'
  | 'unauthorized'
  | 'no_access'
  | 'no_matching_account'
  | 'zalo_already_linked';

export class ZaloSignInFailure extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 409 | 502 | 503,
    readonly code: ZaloFailureCode,
    message: string,
  ) {
    super(message);
  }
}

export const NO_ACCESS_MESSAGE = 'Tài khoản không có quyền truy cập hệ thống';

export const noAccess = () => new ZaloSignInFailure(403, 'no_access', NO_ACCESS_MESSAGE);

export const badRequest = (message: string) =>
  new ZaloSignInFailure(400, 'invalid_request', message);

/** The Zalo account already belongs to another GreenWatch account; which one is not said. */
export const alreadyLinked = () =>
  new ZaloSignInFailure(
    409,
    'zalo_already_linked',
    'Tài khoản Zalo này đã được liên kết với một tài khoản khác.',
  );

export const unavailable = () =>
  new ZaloSignInFailure(
    502,
    'zalo_unavailable',
    'Không kết nối được với Zalo. Vui lòng thử lại sau.',
  );

/** The answer for a failure this module knows; anything else is rethrown (500 upstream). */
export function zaloFailureResponse(c: Context, error: unknown): Response {
  if (error instanceof RateLimitedError) {
    c.header('Retry-After', String(error.retryAfterSeconds));
    return c.json({ error: error.code, message: error.message }, 429);
  }
  if (!(error instanceof ZaloSignInFailure)) throw error;
  return c.json({ error: error.code, message: error.message }, error.status);
}
