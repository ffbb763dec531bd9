import type { Context } from 'hono';
import { adminUserJson, findAdminUser } from './admin-user-record.js';
import type { AuthContext } from './auth-context.js';
import { AuthError, validationFailed } from './auth-errors.js';
import { newOtp, safeRedirect, tokenHash } from './one-time-token.js';
import { readJsonObject } from './request-body.js';
import { validEmail } from './user-input.js';
import { findUserByEmail } from './user-record.js';

// POST /auth/v1/admin/generate_link (service role; supabase-js auth.admin.generateLink), GoTrue's
// adminGenerateLink for the two kinds that sign an existing account in: `magiclink` and
// `recovery` put a fresh one-time token hash in recovery_token (as GoTrue does for both) and
// answer the user with the link, the code and the hash; nothing is mailed. POST /verify with that
// `token_hash` and the same type answers a session (recovery-routes.ts). GoTrue would turn a
// magic link for an unknown address into a sign-up; this server creates accounts only through the
// admin API and invitations, so an unknown address is 404 user_not_found for both kinds, and the
// kinds that create or change accounts (signup, invite, email_change_*) are refused.

const LINK_TYPES = ['magiclink', 'recovery'] as const;
const ACCOUNT_CHANGING_TYPES = ['signup', 'invite', 'email_change_current', 'email_change_new'];

type LinkType = (typeof LINK_TYPES)[number];

function linkType(value: unknown): LinkType {
  if (LINK_TYPES.includes(value as LinkType)) return value as LinkType;
  if (ACCOUNT_CHANGING_TYPES.includes(value as string)) {
    throw validationFailed(`Generating a ${String(value)} link is not supported on this server`);
  }
  throw validationFailed(`Invalid email action link type requested: ${String(value)}`);
}

export async function generateLink(c: Context, ctx: AuthContext): Promise<Response> {
  const body = await readJsonObject(c);
  const type = linkType(body.type);
  const email = validEmail(body.email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user?.email) throw new AuthError(404, 'user_not_found', 'User with this email not found');
  const otp = newOtp();
  const hash = tokenHash(user.email, otp);
  await ctx.db.query(
    `update auth.users set recovery_token = $2, recovery_sent_at = now(), recovery_attempts = 0
     where id = $1`,
    [user.id, hash],
  );
  const requested = typeof body.redirect_to === 'string' ? body.redirect_to : undefined;
  const redirectTo = safeRedirect(c, requested ?? c.req.query('redirect_to'));
  const link = new URL('/auth/v1/verify', c.req.url);
  link.search = new URLSearchParams({ token: hash, type, redirect_to: redirectTo }).toString();
  return c.json({
    ...adminUserJson(await findAdminUser(ctx.db, user.id)),
    action_link: link.toString(),
    email_otp: otp,
    hashed_token: hash,
    verification_type: type,
    redirect_to: redirectTo,
  });
}
