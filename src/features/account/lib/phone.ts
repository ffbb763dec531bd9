// Vietnamese phone numbers as users type them ('0901 234 567', '090.123.4567', '+84 90 123 4567')
// and as the auth service stores them (E.164, '+84901234567').
//
// Decisions (spec §5 gives only "10-11 digits" and the normalisation rule):
// - Spaces, dots, dashes and parentheses are separators: they are removed before anything else.
// - Validation counts the digits of the local, 0-prefixed form: '+84' followed by the subscriber
//   number counts as '0' + that number, so '+84901234567' is the 10-digit '0901234567'.
//   A '+84' form whose remainder starts with 0 ('+840901…') is rejected, because it cannot be
//   read as one local number; so is any other country code ('+1…'): this app serves Vietnam.
// - A local form starting '00' (an international dialling prefix) is rejected.
// - normalizePhone follows spec §5 literally after separators are removed: a value starting with
//   '+' is kept; otherwise a leading 0 becomes +84, and anything else gets +84 in front.

const VIETNAM_PREFIX = '+84';
const SEPARATORS = /[\s.\-()]/g;

/** The number without the separators people type. */
export function stripPhoneSeparators(phone: string): string {
  return phone.replace(SEPARATORS, '');
}

/**
 * The local, 0-prefixed form ('0901234567') of what the user typed, or null when it is not a
 * Vietnamese number made only of digits.
 */
export function localPhoneNumber(phone: string): string | null {
  const compact = stripPhoneSeparators(phone);
  let local = compact;
  if (compact.startsWith(VIETNAM_PREFIX)) {
    const subscriber = compact.slice(VIETNAM_PREFIX.length);
    if (subscriber.startsWith('0')) return null;
    local = `0${subscriber}`;
  }
  if (!/^\d+$/.test(local) || local.startsWith('00')) return null;
  return local;
}

/** Spec §5: 10-11 digits, counted on the local form. */
export function isValidPhoneNumber(phone: string): boolean {
  const local = localPhoneNumber(phone);
  return local !== null && local.length >= 10 && local.length <= 11;
}

/** Spec §5 normalisation before saving; '' stays '' (there is no number to save). */
export function normalizePhone(phone: string): string {
  const compact = stripPhoneSeparators(phone);
  if (compact === '' || compact.startsWith('+')) return compact;
  if (compact.startsWith('0')) return `${VIETNAM_PREFIX}${compact.slice(1)}`;
  return `${VIETNAM_PREFIX}${compact}`;
}
