import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  authErrorMessage,
  isIdentityError,
  isUnrecoverableRefreshError,
} from '../../../../../src/features/auth/lib/auth-error-message';

describe('isIdentityError', () => {
  it.each([
    ['identity_already_exists', 'Identity is already linked to another user'],
    ['identity_not_found', "Identity doesn't exist"],
    ['single_identity_not_deletable', 'User must have at least 1 identity after unlinking'],
  ])('recognises %s, which must not drop the session', (code, message) => {
    expect(isIdentityError(new AuthApiError(message, 422, code))).toBe(true);
    // The same code arrives as error_code in a redirect URL's parameters.
    expect(
      isIdentityError({ error: 'server_error', error_code: code, error_description: message }),
    ).toBe(true);
    // It still gets its own message, not a session one.
    expect(authErrorMessage(new AuthApiError(message, 422, code))).not.toMatch(/Phiên đăng nhập/);
  });

  it('says no for every other error', () => {
    for (const error of [
      new AuthSessionMissingError(),
      new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
      new AuthApiError('Email conflict', 422, 'email_conflict_identity_not_deletable'),
      new Error('identity_not_found'), // only the code counts, not text that mentions it
      'identity_already_exists',
      null,
      undefined,
    ]) {
      expect(isIdentityError(error)).toBe(false);
    }
  });
});

describe('isUnrecoverableRefreshError', () => {
  it.each([
    [
      'unknown refresh token',
      new AuthApiError(
        'Invalid Refresh Token: Refresh Token Not Found',
        400,
        'refresh_token_not_found',
      ),
    ],
    [
      'reused (revoked) refresh token',
      new AuthApiError('Invalid Refresh Token: Already Used', 400, 'refresh_token_already_used'),
    ],
    ['session gone (supabase-js turns session_not_found into this)', new AuthSessionMissingError()],
    [
      'session gone, raw code',
      new AuthApiError('Invalid Refresh Token: No Valid Session Found', 400, 'session_not_found'),
    ],
    ['session timed out', new AuthApiError('Session expired', 400, 'session_expired')],
    [
      'legacy body without a code',
      { code: 400, msg: 'Invalid Refresh Token: Refresh Token Not Found' },
    ],
    ['revoked token by text', 'Refresh token revoked'],
  ])('drops the session on %s', (_label, error) => {
    expect(isUnrecoverableRefreshError(error)).toBe(true);
  });

  it.each([
    ['a network failure', new AuthRetryableFetchError('Failed to fetch', 0)],
    ['a 503', new AuthRetryableFetchError('{}', 503)],
    ['a 504', new AuthRetryableFetchError('{}', 504)],
    [
      'rate limiting',
      new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
    ],
    ['an identity error', new AuthApiError("Identity doesn't exist", 404, 'identity_not_found')],
    [
      'a weak password',
      new AuthWeakPasswordError('Password should be at least 6 characters.', 422, []),
    ],
    [
      'a malformed token request',
      new AuthApiError('Refresh token is not valid', 400, 'validation_failed'),
    ],
    ['nothing', undefined],
  ])('keeps the session on %s', (_label, error) => {
    expect(isUnrecoverableRefreshError(error)).toBe(false);
  });
});
