import type { AuthRateLimitSettings } from '../../../server/compat/auth/rate-limits';

/**
 * Auth limits no test reaches by signing in often (all tests come from 127.0.0.1); the
 * rate-limit tests pass `authRateLimits: {}` to run on GoTrue's defaults.
 */
export const RELAXED_AUTH_RATE_LIMITS: Partial<AuthRateLimitSettings> = {
  tokenRefresh: 1_000_000,
  signInSignUps: 1_000_000,
  tokenVerifications: 1_000_000,
  emailSent: 1_000_000,
  smtpMaxFrequencySeconds: 0,
  burst: 1_000_000,
};
