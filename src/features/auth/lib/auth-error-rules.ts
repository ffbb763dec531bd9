// Which condition of spec §8 an auth error falls under. Each rule lists the GoTrue codes (and
// supabase-js error classes) that mean it, the substrings that give it away in an error's text,
// and the HTTP statuses that imply it. The mapping tries codes first (exact), then substrings in
// the order below (specific before broad: 'refresh token' before 'session', 'sms rate limit'
// before 'rate limit', 'phone ... already' before 'already registered'), then statuses.
import type { AuthErrorDetails } from './auth-error-details';
import type { AuthErrorKind } from './auth-error-messages';

export interface AuthErrorRule {
  kind: AuthErrorKind;
  codes?: readonly string[];
  /** Matches on the error class and status, for errors that carry no code. */
  test?: (details: AuthErrorDetails) => boolean;
  /** Lower-case substrings (or patterns) searched in the error's text. */
  includes?: ReadonlyArray<string | RegExp>;
  statuses?: readonly number[];
}

/** The code our own sign-in check raises for a user the external-user check turns away. */
export const NO_SYSTEM_ACCESS_CODE = 'no_system_access';

export const IDENTITY_ERROR_CODES = [
  'identity_already_exists',
  'identity_not_found',
  'single_identity_not_deletable',
] as const;

const hasName = (name: string) => (details: AuthErrorDetails) => details.name === name;

// 5xx that gateways and Cloudflare send when the service is down (supabase-js retries these).
const SERVER_DOWN_STATUSES = [500, 501, 502, 503, 520, 521, 523, 525, 526, 527, 528, 529, 530];

export const authErrorRules: readonly AuthErrorRule[] = [
  {
    kind: 'noSystemAccess',
    codes: [NO_SYSTEM_ACCESS_CODE],
    includes: ['không có quyền truy cập hệ thống', 'no system access'],
  },
  {
    kind: 'identityAlreadyExists',
    codes: ['identity_already_exists'],
    includes: ['identity is already linked'],
  },
  {
    kind: 'identityNotFound',
    codes: ['identity_not_found'],
    includes: ["identity doesn't exist", 'identity not found'],
  },
  {
    kind: 'singleIdentityNotDeletable',
    codes: ['single_identity_not_deletable'],
    includes: ['at least 1 identity'],
  },
  {
    kind: 'invalidConfiguration',
    includes: [
      'invalid api key',
      'no api key found',
      'invalid configuration',
      'supabaseurl is required',
      'supabasekey is required',
      'misconfigured',
    ],
  },
  {
    kind: 'refreshTokenInvalid',
    codes: ['refresh_token_not_found', 'refresh_token_already_used'],
    includes: ['invalid refresh token', 'refresh token not found', 'refresh token'],
  },
  {
    kind: 'sessionInvalid',
    codes: ['session_not_found', 'session_expired', 'bad_jwt', 'no_authorization'],
    test: hasName('AuthSessionMissingError'),
    includes: [
      'auth session missing',
      'session not found',
      'session_not_found',
      'session expired',
      'session has expired',
      'invalid session',
      'no session',
      'invalid jwt',
      'jwt expired',
    ],
  },
  {
    kind: 'missingCredentials',
    includes: [
      'you must provide either an email or phone number and a password',
      'missing email or phone',
      'missing email',
      'missing password',
      'email and password are required',
      'password is required',
      'email is required',
    ],
  },
  {
    kind: 'invalidCredentials',
    codes: ['invalid_credentials'],
    // Any other mention of credentials also gets this message (spec §8: "a credential message").
    includes: ['invalid login credentials', 'wrong password', 'credential'],
  },
  {
    kind: 'emailNotConfirmed',
    codes: ['email_not_confirmed', 'provider_email_needs_verification'],
    includes: ['email not confirmed', 'email is not confirmed', 'confirm your email'],
  },
  { kind: 'userNotFound', codes: ['user_not_found'], includes: ['user not found'] },
  {
    kind: 'mfaRequired',
    codes: ['insufficient_aal', 'mfa_verified_factor_exists'],
    includes: ['aal2', 'mfa required', 'mfa is required', 'insufficient aal'],
  },
  {
    kind: 'mfaInvalid',
    codes: [
      'mfa_verification_failed',
      'mfa_verification_rejected',
      'mfa_challenge_expired',
      'mfa_factor_not_found',
      'mfa_ip_address_mismatch',
      'mfa_factor_name_conflict',
      'too_many_enrolled_mfa_factors',
    ],
    includes: ['mfa', 'totp', 'multi-factor', 'factor'],
  },
  {
    kind: 'otpInvalid',
    codes: ['otp_expired', 'reauthentication_not_valid'],
    includes: [
      'token has expired',
      'otp has expired',
      'otp expired',
      'invalid otp',
      'otp_expired',
      'invalid token',
      'expired token',
      'token is invalid',
      'verification code',
    ],
  },
  {
    kind: 'passwordResetDisabled',
    includes: [
      'password recovery is disabled',
      'password recovery not enabled',
      'password reset is disabled',
      'password reset not enabled',
      'recovery is disabled',
    ],
  },
  {
    kind: 'resetLinkInvalid',
    codes: [
      'flow_state_not_found',
      'flow_state_expired',
      'bad_code_verifier',
      'pkce_code_verifier_not_found',
    ],
    includes: [
      'invalid link',
      'link is invalid',
      'link has expired',
      'code verifier',
      'flow state',
      'invalid flow',
    ],
  },
  {
    kind: 'weakPassword',
    codes: ['weak_password'],
    test: hasName('AuthWeakPasswordError'),
    includes: ['weak password', 'password is too weak', 'password is known to be weak'],
  },
  {
    kind: 'samePassword',
    codes: ['same_password'],
    includes: ['different from the old password', 'same as the old password'],
  },
  {
    kind: 'passwordTooShort',
    includes: [/password (should|must) be at least/, 'at least 6 characters'],
  },
  {
    kind: 'phoneTaken',
    codes: ['phone_exists'],
    includes: [/phone( number)? (is )?already/],
  },
  {
    kind: 'phoneInvalid',
    includes: ['invalid phone', 'phone number format', 'phone number is invalid', 'e.164'],
  },
  {
    kind: 'alreadyRegistered',
    codes: ['user_already_exists', 'email_exists'],
    includes: ['already registered', 'already been registered', 'already exists'],
  },
  {
    kind: 'invalidEmail',
    codes: ['email_address_invalid'],
    includes: [
      'invalid email',
      'unable to validate email address',
      /email address .*is invalid/,
      'email format',
    ],
  },
  {
    kind: 'smsRateLimited',
    codes: ['over_sms_send_rate_limit'],
    includes: ['sms rate limit', 'sms send rate limit', 'too many sms'],
  },
  {
    kind: 'rateLimited',
    codes: ['over_request_rate_limit', 'over_email_send_rate_limit'],
    includes: ['too many requests', 'rate limit', 'for security purposes'],
    statuses: [429],
  },
  {
    kind: 'accountLocked',
    codes: ['user_banned'],
    includes: [
      'banned',
      'suspended',
      'account is disabled',
      'account has been disabled',
      'account disabled',
      'user is disabled',
    ],
  },
  {
    kind: 'oauthDenied',
    includes: ['access_denied', 'access denied', 'user denied', 'denied access'],
  },
  {
    kind: 'providerDisabled',
    codes: [
      'provider_disabled',
      'email_provider_disabled',
      'phone_provider_disabled',
      'saml_provider_disabled',
      'anonymous_provider_disabled',
    ],
    includes: [
      'provider is not enabled',
      'provider not enabled',
      'provider is disabled',
      'logins are disabled',
    ],
  },
  {
    kind: 'providerInvalid',
    codes: ['oauth_provider_not_supported', 'bad_oauth_state', 'bad_oauth_callback'],
    includes: ['unsupported provider', 'provider is not supported', 'invalid provider', 'oauth'],
  },
  {
    kind: 'featureDisabled',
    codes: [
      'signup_disabled',
      'otp_disabled',
      'manual_linking_disabled',
      'mfa_phone_enroll_not_enabled',
      'mfa_phone_verify_not_enabled',
      'mfa_totp_enroll_not_enabled',
      'mfa_totp_verify_not_enabled',
      'mfa_webauthn_enroll_not_enabled',
      'mfa_webauthn_verify_not_enabled',
    ],
    includes: ['signups not allowed', 'not enabled', 'is disabled', 'not supported'],
  },
  {
    kind: 'database',
    includes: ['database error', 'database'],
  },
  {
    kind: 'timeout',
    codes: ['request_timeout', 'hook_timeout', 'hook_timeout_after_retry'],
    includes: ['timeout', 'timed out'],
    statuses: [408, 504, 522, 524],
  },
  {
    kind: 'network',
    test: (details) => details.name === 'AuthRetryableFetchError' && !details.status,
    includes: [
      'failed to fetch',
      'fetch failed',
      'network',
      'load failed',
      'connection',
      'econnrefused',
      'enotfound',
      'internet',
    ],
  },
  {
    kind: 'server',
    codes: ['unexpected_failure'],
    includes: ['internal server error', 'bad gateway', 'service unavailable'],
    statuses: SERVER_DOWN_STATUSES,
  },
  {
    kind: 'forbidden',
    codes: ['not_admin'],
    includes: ['not authorized', 'unauthorized', 'forbidden', 'permission denied'],
    statuses: [401, 403],
  },
];
