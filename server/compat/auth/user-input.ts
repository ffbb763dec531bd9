import { AuthError, validationFailed } from './auth-errors.js';
import { parseGoDuration } from './go-duration.js';

// The user fields GoTrue takes from a user (PUT /user) and an administrator (AdminUserParams),
// checked as GoTrue checks them (its messages and codes) and bounded. For the administrator's
// fields, absent, null or "" means "leave as it is", as in GoTrue.

export const MIN_PASSWORD_LENGTH = 6;
/** Metadata objects, the user's own and the administrator's, are bounded alike. */
export const MAX_METADATA_BYTES = 16_384;
const MAX_EMAIL_LENGTH = 255;
/** bcrypt reads no further. */
const MAX_PASSWORD_LENGTH = 72;

const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

function requireString(value: unknown, field: string): string {
  if (typeof value !== 'string') throw validationFailed(`${field} must be a string`);
  return value;
}

/** GoTrue's validateEmail: required, at most 255 characters, a valid format; kept lower case. */
export function validEmail(value: unknown): string {
  const email = requireString(value ?? '', 'email').trim();
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > MAX_EMAIL_LENGTH) throw validationFailed('An email address is too long');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}

export const optionalEmail = (value: unknown) => (isAbsent(value) ? undefined : validEmail(value));

/** GoTrue's validatePhone: '+' and spaces dropped, then E.164 digits, as GoTrue keeps them. */
export function optionalPhone(value: unknown): string | undefined {
  if (isAbsent(value)) return undefined;
  const phone = requireString(value, 'phone').replace(/[+\s]/g, '');
  if (!/^[1-9][0-9]{1,14}$/.test(phone)) {
    throw validationFailed('Invalid phone number format (E.164 required)');
  }
  return phone;
}

/** A new password: the sign-up minimum (422 weak_password) and bcrypt's maximum. */
export function checkNewPassword(password: string): string {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      { weak_password: { reasons: ['length'] } },
    );
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw validationFailed('Password cannot be longer than 72 characters');
  }
  return password;
}

export function optionalPassword(value: unknown): string | undefined {
  return isAbsent(value) ? undefined : checkNewPassword(requireString(value, 'password'));
}

export function optionalFlag(value: unknown, field: string): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw validationFailed(`${field} must be true or false`);
  return value;
}

/** Keys to set on a metadata object; a null value removes its key (GoTrue's UpdateUserMetaData). */
export function optionalMetadata(
  value: unknown,
  field: string,
): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw validationFailed(`${field} must be a JSON object`);
  }
  return value as Record<string, unknown>;
}

export function mergeMetadata(
  current: Record<string, unknown>,
  updates: Record<string, unknown>,
  field: string,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  if (JSON.stringify(merged).length > MAX_METADATA_BYTES) {
    throw validationFailed(`${field} is too large`);
  }
  return merged;
}

/**
 * `ban_duration`: "none" lifts a ban (0), otherwise a Go duration from now, in milliseconds.
 * Undefined when the field is absent.
 */
export function optionalBanDuration(value: unknown): number | undefined {
  if (isAbsent(value)) return undefined;
  const text = requireString(value, 'ban_duration');
  if (text === 'none') return 0;
  try {
    return parseGoDuration(text);
  } catch (error) {
    throw validationFailed(`invalid format for ban duration: ${(error as Error).message}`);
  }
}
