// One function turns any auth failure into a Vietnamese message (spec §8), plus the two
// questions the session code asks about a failure: is it an identity error (keep the session)
// and is it a refresh failure the session cannot survive (drop it).
import { authErrorDetails, type AuthErrorDetails } from './auth-error-details';
import {
  authErrorMessages,
  authErrorPrefix,
  authErrorText,
  retryHint,
  type AuthErrorContext,
  type AuthErrorKind,
} from './auth-error-messages';
import { authErrorRules, IDENTITY_ERROR_CODES, NO_SYSTEM_ACCESS_CODE } from './auth-error-rules';

/** Longest raw server text quoted in a generic message; beyond it the text is cut. */
const MAX_RAW_TEXT = 200;

function matchesText(details: AuthErrorDetails, needle: string | RegExp): boolean {
  return typeof needle === 'string' ? details.text.includes(needle) : needle.test(details.text);
}

function kindOf(details: AuthErrorDetails): AuthErrorKind | null {
  const byCode = authErrorRules.find(
    (rule) =>
      (details.code !== undefined && rule.codes?.includes(details.code)) || rule.test?.(details),
  );
  if (byCode) return byCode.kind;
  const byText = authErrorRules.find((rule) =>
    rule.includes?.some((needle) => matchesText(details, needle)),
  );
  if (byText) return byText.kind;
  const byStatus = authErrorRules.find(
    (rule) => details.status !== undefined && rule.statuses?.includes(details.status),
  );
  return byStatus?.kind ?? null;
}

/** The §8 condition an error falls under, or null when none applies. */
export function authErrorKind(error: unknown): AuthErrorKind | null {
  return kindOf(authErrorDetails(error));
}

function genericMessage(details: AuthErrorDetails, context?: AuthErrorContext): string {
  const prefix = authErrorPrefix(context);
  if (details.message === '') return `${prefix}. ${retryHint()}`;
  const raw =
    details.message.length > MAX_RAW_TEXT
      ? `${details.message.slice(0, MAX_RAW_TEXT).trimEnd()}…`
      : details.message;
  return `${prefix}: ${raw}`;
}

/**
 * Vietnamese message for any auth failure: a specific message for every condition of spec §8,
 * otherwise the raw text behind the context's prefix ('Đăng nhập thất bại: …').
 */
export function authErrorMessage(error: unknown, context?: AuthErrorContext): string {
  const details = authErrorDetails(error);
  const kind = kindOf(details);
  return kind ? authErrorText(kind) : genericMessage(details, context);
}

/**
 * Identity link/unlink errors (spec §8) concern one linked sign-in method, not the session:
 * the caller shows the message and keeps the user signed in.
 */
export function isIdentityError(error: unknown): boolean {
  const { code } = authErrorDetails(error);
  return code !== undefined && (IDENTITY_ERROR_CODES as readonly string[]).includes(code);
}

const UNRECOVERABLE_REFRESH_CODES = new Set([
  'refresh_token_not_found',
  'refresh_token_already_used',
  'session_not_found',
  'session_expired',
]);

/**
 * A refresh failure after which the stored session is worthless (spec §4 "an unrecoverable
 * refresh failure removes the session"): the refresh token is unknown, already used (its family
 * is then revoked), or its session is gone or timed out. supabase-js reports session_not_found as
 * AuthSessionMissingError without a code. Network failures, 5xx, 429 and timeouts are not
 * unrecoverable: supabase-js retries those and the session may still be good.
 */
export function isUnrecoverableRefreshError(error: unknown): boolean {
  const details = authErrorDetails(error);
  if (details.code !== undefined) return UNRECOVERABLE_REFRESH_CODES.has(details.code);
  if (details.name === 'AuthSessionMissingError') return true;
  return (
    details.text.includes('invalid refresh token') ||
    details.text.includes('refresh token not found') ||
    details.text.includes('refresh token revoked')
  );
}

/**
 * Raised by our sign-in when a user of another provider fails the external-user check (spec §5);
 * its message is the exact spec text and authErrorMessage maps it to the same.
 */
export class NoSystemAccessError extends Error {
  readonly code = NO_SYSTEM_ACCESS_CODE;

  constructor() {
    super(authErrorMessages.noSystemAccess);
    this.name = 'NoSystemAccessError';
  }
}
