// Why a Zalo sign-in or link failed, as a reason code the screens translate (zalo.errors.*). The
// server's codes (server/api/zalo-sign-in.ts) and the client's own reasons share this list.
export const SIGN_IN_FAILURES = [
  'no_access',
  'no_matching_account',
  'email_required',
  'zalo_already_linked',
  'invalid_phone_token',
  'consent_required',
  'phone_unavailable',
  'invalid_zalo_token',
  'invalid_zalo_code',
  'zalo_not_configured',
  'zalo_unavailable',
  'access_denied',
  'state_mismatch',
  'token_unavailable',
  'over_request_rate_limit',
  'network',
  'unknown',
] as const;

export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];

export function toSignInFailure(value: unknown): SignInFailure {
  return (SIGN_IN_FAILURES as readonly unknown[]).includes(value)
    ? (value as SignInFailure)
    : 'unknown';
}

export class ZaloSignInError extends Error {
  constructor(readonly reason: SignInFailure) {
    super(`Zalo sign-in failed: ${reason}`);
    this.name = 'ZaloSignInError';
  }
}
