import { createHash, randomInt } from 'node:crypto';
import type { Context } from 'hono';
import type { Queryable } from '../../db/database.js';

// One-time codes mailed for recovery and e-mail change, stored as GoTrue does: a hash of the
// address and a 6-digit code. The link carries the hash (`token_hash`); a person can type the code.

export const OTP_LIFETIME_SECONDS = 3600;

export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function tokenHash(address: string, otp: string): string {
  return createHash('sha224')
    .update(address.toLowerCase() + otp)
    .digest('hex');
}

const PKCE_PREFIX = 'pkce_';

export function linkToken(hash: string, pkce: boolean): string {
  return pkce ? PKCE_PREFIX + hash : hash;
}

export function parseLinkToken(token: string): { hash: string; pkce: boolean } {
  return token.startsWith(PKCE_PREFIX)
    ? { hash: token.slice(PKCE_PREFIX.length), pkce: true }
    : { hash: token, pkce: false };
}

/** A validated PKCE challenge from a request body, or undefined when the flow is implicit. */
export function pkceChallenge(
  body: Record<string, unknown>,
): { challenge: string; method: string } | undefined {
  const challenge = body.code_challenge;
  const method = body.code_challenge_method;
  if (typeof challenge !== 'string' || challenge === '') return undefined;
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) return undefined;
  const normalised = typeof method === 'string' ? method.toLowerCase() : 's256';
  if (normalised !== 's256' && normalised !== 'plain') return undefined;
  return { challenge, method: normalised };
}

export async function saveFlowState(
  db: Queryable,
  userId: string,
  challenge: { challenge: string; method: string },
  method: 'recovery' | 'magiclink' | 'email_change',
): Promise<void> {
  await db.query(
    `insert into auth.flow_state
       (user_id, auth_code, code_challenge_method, code_challenge, authentication_method)
     values ($1, gen_random_uuid()::text, $2, $3, $4)`,
    [userId, challenge.method, challenge.challenge, method],
  );
}

/** Where a mail link may send the browser back to: this origin or a local address. */
export function safeRedirect(c: Context, requested: string | undefined): string {
  const origin = new URL(c.req.url).origin;
  if (!requested) return origin + '/';
  try {
    const url = new URL(requested, origin);
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url.origin === origin || (local && /^https?:$/.test(url.protocol))) return url.toString();
  } catch {
    // fall through to the site URL
  }
  return origin + '/';
}
