import bcrypt from 'bcryptjs';

/** bcrypt's cost for account passwords, as GoTrue hashes them. */
export const PASSWORD_HASH_ROUNDS = 10;

/** Account passwords, hashed and checked at one bcrypt cost. */
export interface Passwords {
  hash(password: string): Promise<string>;
  /**
   * Whether `password` is the one `hash` was made from. With no hash (no such account, or no
   * password set) it still compares against a hash of the same cost and says no, so the time
   * taken tells nothing.
   */
  matches(password: string, hash: string | null | undefined): Promise<boolean>;
}

/**
 * Passwords at `rounds` (4–31, bcrypt's range). Only tests lower it: at 10 a hash or a check
 * takes about 0.1 s of this machine's CPU (at 4, 2 ms), and an integration run makes about 400.
 */
export function passwordsAt(rounds = PASSWORD_HASH_ROUNDS): Passwords {
  if (!Number.isInteger(rounds) || rounds < 4 || rounds > 31) {
    throw new RangeError(`bcrypt rounds must be an integer from 4 to 31, not ${rounds}`);
  }
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => bcrypt.hash(password, rounds),
    async matches(password, hash) {
      if (hash) return bcrypt.compare(password, hash);
      dummy ??= bcrypt.hash('not-a-real-password', rounds);
      await bcrypt.compare(password, await dummy);
      return false;
    },
  };
}
