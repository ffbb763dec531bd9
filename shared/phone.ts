/**
 * A number as GoTrue stores auth.users.phone: E.164 digits without '+'. Vietnamese numbers are
 * written '84…' or '0…' (the national trunk prefix, standing for 84); '00' is the international
 * prefix. Undefined for anything that cannot be a phone number (E.164 allows 15 digits; the
 * shortest numbers in use, with their country code, have 7).
 */
export function e164Digits(number: string): string | undefined {
  const digits = number.replace(/[\s.()+-]/g, '');
  const international = digits.startsWith('00')
    ? digits.slice(2)
    : digits.startsWith('0')
      ? `84${digits.slice(1)}`
      : digits;
  return /^[1-9][0-9]{6,14}$/.test(international) ? international : undefined;
}
