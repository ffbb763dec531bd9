import type { Database } from '../db/database.js';
import type { JwtKeys } from '../jwt-keys.js';
import type { Mailer } from '../mail/mailer.js';
import type { Passwords } from './auth/passwords.js';

/** What the Supabase-compatible routes share. */
export interface CompatContext {
  db: Database;
  keys: JwtKeys;
  mailer: Mailer;
  /** Access-token lifetime in seconds (GoTrue default 3600). */
  accessTokenSeconds: number;
  /** Account passwords, hashed and checked at the server's bcrypt cost. */
  passwords: Passwords;
}
