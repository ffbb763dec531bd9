import type { Context } from 'hono';
import type { AuthContext } from './auth-context.js';
import { AuthError, validationFailed } from './auth-errors.js';
import { startEmailChange } from './email-change.js';
import { renewInvite } from './invite-route.js';
import {
  linkToken,
  newOtp,
  pkceChallenge,
  safeRedirect,
  saveFlowState,
  tokenHash,
} from './one-time-token.js';
import { readJsonObject } from './request-body.js';
import { validEmail } from './user-input.js';
import { findUserByEmail } from './user-record.js';

// POST /otp (supabase-js auth.signInWithOtp) and POST /resend (auth.resend), GoTrue's. Accounts
// are made by administrators, so /otp never creates one: it mails a sign-in link and code to an
// existing account only. /resend mails a pending invite again (type signup: an invited account
// is an unconfirmed one, as in GoTrue) or a pending e-mail change. Both answer {} whether or not
// the address has an account or anything pending, so addresses cannot be probed; the mail limits
// are taken either way. There is no SMS provider: phone requests are refused.

const noPhoneProvider = () =>
  new AuthError(422, 'phone_provider_disabled', 'Unsupported phone provider');

function emailOf(body: Record<string, unknown>): string {
  if (body.phone !== undefined && body.email === undefined) throw noPhoneProvider();
  return validEmail(body.email);
}

export async function otp(c: Context, ctx: AuthContext): Promise<Response> {
  await ctx.limits.recoverRequest(c);
  const body = await readJsonObject(c);
  const email = emailOf(body);
  await ctx.limits.mailTo(email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user?.email) return c.json({});
  const code = newOtp();
  const hash = tokenHash(user.email, code);
  const pkce = pkceChallenge(body);
  // GoTrue keeps a magic link as a recovery token; /verify redeems it as type magiclink.
  await ctx.db.query(
    `update auth.users set recovery_token = $2, recovery_sent_at = now(), recovery_attempts = 0
     where id = $1`,
    [user.id, hash],
  );
  if (pkce) await saveFlowState(ctx.db, user.id, pkce, 'magiclink');
  const link = new URL('/auth/v1/verify', c.req.url);
  link.search = new URLSearchParams({
    token: linkToken(hash, Boolean(pkce)),
    type: 'magiclink',
    redirect_to: safeRedirect(c, c.req.query('redirect_to')),
  }).toString();
  await ctx.mailer.send({
    to: user.email,
    subject: 'Liên kết đăng nhập | GreenWatch',
    text:
      `Xin chào,\n\nMở liên kết sau để đăng nhập GreenWatch:\n${link.toString()}\n\n` +
      `Hoặc nhập mã: ${code}\n\n` +
      `Liên kết có hiệu lực trong 1 giờ. Nếu bạn không yêu cầu, hãy bỏ qua email này.`,
  });
  return c.json({});
}

const RESEND_TYPES = ['signup', 'email_change', 'sms', 'phone_change'] as const;

export async function resend(c: Context, ctx: AuthContext): Promise<Response> {
  await ctx.limits.recoverRequest(c);
  const body = await readJsonObject(c);
  const type = body.type;
  if (!RESEND_TYPES.includes(type as (typeof RESEND_TYPES)[number])) {
    throw validationFailed(`Missing one of these types: ${RESEND_TYPES.join(', ')}`);
  }
  if (type === 'sms' || type === 'phone_change') throw noPhoneProvider();
  const email = emailOf(body);
  await ctx.limits.mailTo(email);
  if (type === 'signup') {
    await renewInvite(c, ctx, email);
    return c.json({});
  }
  const user = await findUserByEmail(ctx.db, email);
  if (user?.email_change) await startEmailChange(c, ctx, user, user.email_change, body);
  return c.json({});
}
