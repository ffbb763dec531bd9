import {
  AuthApiError,
  AuthError,
  AuthInvalidCredentialsError,
  AuthPKCECodeVerifierMissingError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  authErrorKind,
  authErrorMessage,
  NoSystemAccessError,
} from '../../../../../src/features/auth/lib/auth-error-message';
import {
  authErrorMessages as m,
  type AuthErrorKind,
} from '../../../../../src/features/auth/lib/auth-error-messages';

// Errors as supabase-js hands them over: AuthApiError(message, status, code) for GoTrue replies.
const api = (message: string, status: number, code?: string) =>
  new AuthApiError(message, status, code);

type Case = [label: string, error: unknown, kind: AuthErrorKind];

// Every condition of spec §8, each reached by its GoTrue code, by its text alone (no code, as
// when the client cannot read the API-version header) and, where it has one, by its status.
const cases: Case[] = [
  [
    'invalid credentials by code',
    api('Invalid login credentials', 400, 'invalid_credentials'),
    'invalidCredentials',
  ],
  ['invalid credentials by text', api('Invalid login credentials', 400), 'invalidCredentials'],
  [
    'unsupported grant keeps the code meaning',
    api('unsupported_grant_type', 400, 'invalid_credentials'),
    'invalidCredentials',
  ],
  [
    'email not confirmed by code',
    api('Email not confirmed', 400, 'email_not_confirmed'),
    'emailNotConfirmed',
  ],
  ['email not confirmed by text', 'Email not confirmed', 'emailNotConfirmed'],
  [
    'provider email needs verification',
    api('Unverified email with provider', 400, 'provider_email_needs_verification'),
    'emailNotConfirmed',
  ],
  [
    'user not found by code',
    api('User from sub claim in JWT does not exist', 403, 'user_not_found'),
    'userNotFound',
  ],
  ['user not found by text', new Error('User not found'), 'userNotFound'],
  [
    'weak password (supabase-js class)',
    new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']),
    'weakPassword',
  ],
  [
    'weak password by code',
    api('Password is known to be weak and easy to guess', 422, 'weak_password'),
    'weakPassword',
  ],
  ['weak password by text', 'Password is too weak', 'weakPassword'],
  [
    'same password',
    api('New password should be different from the old password.', 422, 'same_password'),
    'samePassword',
  ],
  [
    'already registered by code',
    api('User already registered', 422, 'user_already_exists'),
    'alreadyRegistered',
  ],
  [
    'email exists by code',
    api('A user with this email address has already been registered', 422, 'email_exists'),
    'alreadyRegistered',
  ],
  ['already registered by text', 'User already registered', 'alreadyRegistered'],
  [
    'password at least 6 characters (no code)',
    api('Password should be at least 6 characters.', 422),
    'passwordTooShort',
  ],
  ['password must be at least', 'Password must be at least 6 characters long', 'passwordTooShort'],
  [
    'invalid email by code',
    api('Email address "x@y" is invalid', 400, 'email_address_invalid'),
    'invalidEmail',
  ],
  ['invalid email by text', 'Email address "lan@@x" is invalid', 'invalidEmail'],
  ['unable to validate email', 'Unable to validate email address: invalid format', 'invalidEmail'],
  [
    'request rate limit by code',
    api('Request rate limit reached', 429, 'over_request_rate_limit'),
    'rateLimited',
  ],
  [
    'email rate limit by code',
    api('Email rate limit exceeded', 429, 'over_email_send_rate_limit'),
    'rateLimited',
  ],
  ['too many requests by text', 'Too many requests', 'rateLimited'],
  [
    'resend throttle',
    'For security purposes, you can only request this after 59 seconds.',
    'rateLimited',
  ],
  ['429 without code or known text', api('Slow down', 429), 'rateLimited'],
  [
    'SMS rate limit by code',
    api('SMS rate limit exceeded', 429, 'over_sms_send_rate_limit'),
    'smsRateLimited',
  ],
  ['SMS rate limit by text (before the general one)', 'SMS rate limit exceeded', 'smsRateLimited'],
  ['missing session (supabase-js class)', new AuthSessionMissingError(), 'sessionInvalid'],
  [
    'session not found by code',
    api('Session from session_id claim in JWT does not exist', 403, 'session_not_found'),
    'sessionInvalid',
  ],
  ['session expired by code', api('Session expired', 400, 'session_expired'), 'sessionInvalid'],
  [
    'bad JWT',
    api('invalid JWT: unable to parse or verify signature, token is expired', 403, 'bad_jwt'),
    'sessionInvalid',
  ],
  [
    'no authorization header',
    api('This endpoint requires a Bearer token', 401, 'no_authorization'),
    'sessionInvalid',
  ],
  ['invalid session by text', 'Invalid session', 'sessionInvalid'],
  [
    'refresh token not found',
    api('Invalid Refresh Token: Refresh Token Not Found', 400, 'refresh_token_not_found'),
    'refreshTokenInvalid',
  ],
  [
    'refresh token already used',
    api('Invalid Refresh Token: Already Used', 400, 'refresh_token_already_used'),
    'refreshTokenInvalid',
  ],
  [
    'invalid refresh token by text',
    'Invalid Refresh Token: Refresh Token Not Found',
    'refreshTokenInvalid',
  ],
  ['OTP expired by code', api('Token has expired or is invalid', 403, 'otp_expired'), 'otpInvalid'],
  ['OTP expired by text', 'Token has expired or is invalid', 'otpInvalid'],
  [
    'OTP in an email-link redirect',
    {
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    },
    'otpInvalid',
  ],
  ['invalid OTP by text', 'Invalid OTP', 'otpInvalid'],
  ['password reset disabled', 'Password recovery is disabled', 'passwordResetDisabled'],
  [
    'reset flow state expired',
    api('Flow state has expired', 422, 'flow_state_expired'),
    'resetLinkInvalid',
  ],
  [
    'reset flow state not found',
    api('Flow state not found', 404, 'flow_state_not_found'),
    'resetLinkInvalid',
  ],
  [
    'code verifier missing (supabase-js class)',
    new AuthPKCECodeVerifierMissingError(),
    'resetLinkInvalid',
  ],
  ['invalid link by text', 'Email link is invalid or has expired', 'resetLinkInvalid'],
  [
    'network failure (supabase-js class)',
    new AuthRetryableFetchError('Failed to fetch', 0),
    'network',
  ],
  ['browser fetch failure', new TypeError('Failed to fetch'), 'network'],
  ['Node fetch failure', new TypeError('fetch failed'), 'network'],
  ['Safari fetch failure', new TypeError('Load failed'), 'network'],
  ['network by text', 'NetworkError when attempting to fetch resource.', 'network'],
  ['connection message', 'Connection refused', 'network'],
  ['500 (body not read by supabase-js)', new AuthRetryableFetchError('{}', 500), 'server'],
  ['502', new AuthRetryableFetchError('{}', 502), 'server'],
  ['503', new AuthRetryableFetchError('{}', 503), 'server'],
  ['unexpected failure code', api('Unexpected failure', 500, 'unexpected_failure'), 'server'],
  ['internal server error by text', 'Internal Server Error', 'server'],
  ['database error', api('Database error saving new user', 500), 'database'],
  ['database error querying schema', 'Database error querying schema', 'database'],
  ['401 without code', api('Nope', 401), 'forbidden'],
  ['403 without code', api('Nope', 403), 'forbidden'],
  ['not admin', api('User not allowed', 403, 'not_admin'), 'forbidden'],
  ['permission denied by text', 'permission denied for table app_user', 'forbidden'],
  [
    'missing email or password (supabase-js class)',
    new AuthInvalidCredentialsError(
      'You must provide either an email or phone number and a password',
    ),
    'missingCredentials',
  ],
  [
    'missing email or phone',
    api('missing email or phone', 400, 'validation_failed'),
    'missingCredentials',
  ],
  ['missing password', 'Password is required', 'missingCredentials'],
  ['banned by code', api('User is banned', 400, 'user_banned'), 'accountLocked'],
  ['suspended by text', 'Account suspended', 'accountLocked'],
  ['disabled account by text', 'This account has been disabled', 'accountLocked'],
  ['MFA required by code', api('AAL2 session is required', 403, 'insufficient_aal'), 'mfaRequired'],
  ['MFA required by text', 'AAL2 required', 'mfaRequired'],
  [
    'MFA verification failed',
    api('Invalid TOTP code entered', 422, 'mfa_verification_failed'),
    'mfaInvalid',
  ],
  ['MFA challenge expired', api('Challenge expired', 422, 'mfa_challenge_expired'), 'mfaInvalid'],
  ['invalid TOTP by text', 'Invalid TOTP code entered', 'mfaInvalid'],
  [
    'invalid phone format',
    api('Invalid phone number format (E.164 required)', 400, 'validation_failed'),
    'phoneInvalid',
  ],
  ['invalid phone by text', 'Invalid phone number', 'phoneInvalid'],
  [
    'duplicate phone by code',
    api('Phone number already registered by another user', 422, 'phone_exists'),
    'phoneTaken',
  ],
  [
    'duplicate phone by text (before already registered)',
    'Phone number already registered by another user',
    'phoneTaken',
  ],
  [
    'OAuth denied access',
    { error: 'access_denied', error_description: 'The user denied the request' },
    'oauthDenied',
  ],
  ['OAuth denied access by text', 'access_denied', 'oauthDenied'],
  [
    'unsupported provider by code',
    api('Unsupported provider: provider is not enabled', 400, 'oauth_provider_not_supported'),
    'providerInvalid',
  ],
  ['bad OAuth state', api('OAuth state is invalid', 400, 'bad_oauth_state'), 'providerInvalid'],
  ['invalid provider by text', 'Unsupported provider', 'providerInvalid'],
  [
    'provider disabled by code',
    api('Email logins are disabled', 422, 'email_provider_disabled'),
    'providerDisabled',
  ],
  [
    'provider not enabled by text',
    'Unsupported provider: provider is not enabled',
    'providerDisabled',
  ],
  ['no system access (our sign-in check)', new NoSystemAccessError(), 'noSystemAccess'],
  ['no system access by text', 'Tài khoản không có quyền truy cập hệ thống', 'noSystemAccess'],
  [
    'invalid API key',
    { message: 'Invalid API key', hint: 'Double check your Supabase `anon` key.' },
    'invalidConfiguration',
  ],
  ['missing URL', new Error('supabaseUrl is required.'), 'invalidConfiguration'],
  [
    'signups disabled by code',
    api('Signups not allowed for this instance', 422, 'signup_disabled'),
    'featureDisabled',
  ],
  [
    'OTP sign-up disabled by code',
    api('Signups not allowed for otp', 422, 'otp_disabled'),
    'featureDisabled',
  ],
  [
    'MFA factor not enabled by code',
    api('MFA enroll is disabled for TOTP', 422, 'mfa_totp_enroll_not_enabled'),
    'featureDisabled',
  ],
  ['feature not enabled by text', 'This feature is not enabled', 'featureDisabled'],
  ['timeout by code', api('Request timeout', 504, 'request_timeout'), 'timeout'],
  ['timeout by status', new AuthRetryableFetchError('{}', 504), 'timeout'],
  ['timeout by text', 'The operation timed out', 'timeout'],
  [
    'identity already exists',
    api('Identity is already linked to another user', 422, 'identity_already_exists'),
    'identityAlreadyExists',
  ],
  [
    'identity not found',
    api("Identity doesn't exist", 404, 'identity_not_found'),
    'identityNotFound',
  ],
  [
    'single identity',
    api('User must have at least 1 identity after unlinking', 422, 'single_identity_not_deletable'),
    'singleIdentityNotDeletable',
  ],
  ['a credential message as last resort', 'Bad credentials', 'invalidCredentials'],
];

describe('authErrorMessage: every condition of spec §8', () => {
  it.each(cases)('%s', (_label, error, kind) => {
    expect(authErrorKind(error)).toBe(kind);
    expect(authErrorMessage(error)).toBe(m[kind]);
    // A recognised condition keeps its own message whatever the user was doing.
    expect(authErrorMessage(error, 'login')).toBe(m[kind]);
  });

  it('covers every message it owns', () => {
    const reached = new Set(cases.map(([, , kind]) => kind));
    expect([...reached].sort()).toEqual(Object.keys(m).sort());
  });
});

describe('authErrorMessage: exact texts the spec fixes', () => {
  it('says weak passwords need 8 characters with upper case, lower case and digits', () => {
    const reply = new AuthWeakPasswordError('Password should be at least 6 characters.', 422, [
      'length',
    ]);
    expect(authErrorMessage(reply, 'changePassword')).toBe(
      'Mật khẩu quá yếu. Mật khẩu cần có ít nhất 8 ký tự, gồm chữ hoa, chữ thường và chữ số.',
    );
  });

  it('turns the external-user refusal into the exact spec text', () => {
    expect(new NoSystemAccessError().message).toBe('Tài khoản không có quyền truy cập hệ thống');
    expect(new NoSystemAccessError().code).toBe('no_system_access');
    expect(authErrorMessage(new NoSystemAccessError(), 'login')).toBe(
      'Tài khoản không có quyền truy cập hệ thống',
    );
  });
});

describe('authErrorMessage: the shapes an error arrives in', () => {
  it('reads the 2024 body, the legacy body and a { data, error } result alike', () => {
    const modern = { code: 'invalid_credentials', message: 'Invalid login credentials' };
    const legacy = {
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    };
    const result = {
      data: { user: null, session: null },
      error: api('x', 400, 'invalid_credentials'),
    };
    for (const error of [modern, legacy, result]) {
      expect(authErrorMessage(error)).toBe(m.invalidCredentials);
    }
  });

  it('reads the status of a legacy body from its numeric code', () => {
    expect(authErrorKind({ code: 429, msg: 'slow down' })).toBe('rateLimited');
  });

  it('prefers the code over misleading text, and text over the status', () => {
    // GoTrue's weak-password reply talks about 6 characters; the code decides.
    expect(
      authErrorKind(api('Password should be at least 6 characters.', 422, 'weak_password')),
    ).toBe('weakPassword');
    // A 403 whose text names the database is a database error, not a permission one.
    expect(authErrorKind(api('Database error finding user', 403))).toBe('database');
  });

  it('matches text without regard to case', () => {
    expect(authErrorKind('INVALID LOGIN CREDENTIALS')).toBe('invalidCredentials');
  });
});

describe('authErrorMessage: generic errors carry the context and the raw text', () => {
  const raw = 'Something odd happened';

  it.each([
    ['login', 'Đăng nhập thất bại'],
    ['register', 'Đăng ký thất bại'],
    ['forgotPassword', 'Gửi yêu cầu đặt lại mật khẩu thất bại'],
    ['changePassword', 'Đổi mật khẩu thất bại'],
    ['verifyEmail', 'Xác thực email thất bại'],
    ['updateProfile', 'Cập nhật thông tin thất bại'],
  ] as const)('prefixes %s errors with “%s”', (context, prefix) => {
    expect(authErrorMessage(new Error(raw), context)).toBe(`${prefix}: ${raw}`);
    expect(authErrorMessage(api(raw, 400, 'some_future_code'), context)).toBe(`${prefix}: ${raw}`);
    expect(authErrorMessage(undefined, context)).toBe(`${prefix}. Vui lòng thử lại.`);
  });

  it('uses a neutral prefix without a context', () => {
    expect(authErrorMessage(raw)).toBe(`Đã xảy ra lỗi: ${raw}`);
    expect(authErrorMessage(new AuthError(raw, 418))).toBe(`Đã xảy ra lỗi: ${raw}`);
  });

  it('asks to retry when the error has no readable text', () => {
    for (const error of [null, undefined, '', '   ', {}, '{}', new Error('')]) {
      expect(authErrorMessage(error)).toBe('Đã xảy ra lỗi. Vui lòng thử lại.');
    }
    expect(authErrorMessage(42)).toBe('Đã xảy ra lỗi: 42');
  });

  it('cuts very long server texts', () => {
    const message = authErrorMessage('x'.repeat(500), 'login');
    expect(message).toBe(`Đăng nhập thất bại: ${'x'.repeat(200)}…`);
  });
});
