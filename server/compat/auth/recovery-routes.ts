import type { Context } from 'hono';
import type { AuthContext } from './auth-context.js';
import { AuthError, validationFailed } from './auth-errors.js';
import { redeemInvite } from './invite-route.js';
import {
  linkToken,
  newOtp,
  OTP_LIFETIME_SECONDS,
  parseLinkToken,
  pkceChallenge,
  safeRedirect,
  saveFlowState,
  tokenHash,
} from './one-time-token.js';
import { accountKey } from './rate-limits.js';
import { issuerFor, readJsonObject } from './request-body.js';
import { startSession } from './sessions.js';
import { findUserByEmail } from './user-record.js';

// POST /recover, POST /verify and GET /verify (supabase-wire.md §1.5).

const otpExpired = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

export async function recover(c: Context, ctx: AuthContext): Promise<Response> {
  await ctx.limits.recoverRequest(c);
  const body = await readJsonObject(c);
  if (typeof body.email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email.trim())) {
    throw new AuthError(
      400,
      'email_address_invalid',
      'Unable to validate email address: invalid format',
    );
  }
  // Same answers whether or not the address exists (the mail limits included), so accounts
  // cannot be enumerated.
  await ctx.limits.mailTo(body.email.trim());
  const user = await findUserByEmail(ctx.db, body.email.trim());
  if (!user || !user.email) return c.json({});
  const otp = newOtp();
  const hash = tokenHash(user.email, otp);
  const pkce = pkceChallenge(body);
  await ctx.db.query(
    `update auth.users set recovery_token = $2, recovery_sent_at = now(), recovery_attempts = 0
     where id = $1`,
    [user.id, hash],
  );
  if (pkce) await saveFlowState(ctx.db, user.id, pkce, 'recovery');
  const link = new URL('/auth/v1/verify', c.req.url);
  link.search = new URLSearchParams({
    token: linkToken(hash, Boolean(pkce)),
    type: 'recovery',
    redirect_to: safeRedirect(c, c.req.query('redirect_to')),
  }).toString();
  await ctx.mailer.send({
    to: user.email,
    subject: 'Đặt lại mật khẩu | GreenWatch',
    text:
      `Xin chào,\n\nBạn đã yêu cầu đặt lại mật khẩu tài khoản GreenWatch.\n` +
      `Mở liên kết sau để đặt mật khẩu mới:\n${link.toString()}\n\nHoặc nhập mã: ${otp}\n\n` +
      `Liên kết có hiệu lực trong 1 giờ. Nếu bạn không yêu cầu, hãy bỏ qua email này.`,
  });
  return c.json({});
}

// magiclink: admin generate_link's sign-in link, kept and redeemed as a recovery (GoTrue's too).
type VerifyType = 'recovery' | 'magiclink' | 'email_change' | 'invite';

/** Where each kind of mailed code lives in auth.users (fixed names, never from a request). */
const PENDING = {
  recovery: {
    address: 'email',
    token: 'recovery_token',
    sentAt: 'recovery_sent_at',
    attempts: 'recovery_attempts',
  },
  email_change: {
    address: 'email_change',
    token: 'email_change_token_new',
    sentAt: 'email_change_sent_at',
    attempts: 'email_change_attempts',
  },
} as const;

/** Redeems a mailed token hash; returns the user id it was for. */
async function redeem(ctx: AuthContext, type: VerifyType, hash: string): Promise<string> {
  if (!/^[0-9a-f]{56}$/.test(hash)) throw otpExpired();
  if (type === 'invite') {
    const invited = await redeemInvite(ctx.db, hash);
    if (!invited) throw otpExpired();
    return invited;
  }
  if (type === 'recovery' || type === 'magiclink') {
    const rows = await ctx.db.query<{ id: string }>(
      `update auth.users set recovery_token = null, recovery_attempts = 0,
         email_confirmed_at = coalesce(email_confirmed_at, now())
       where recovery_token = $1 and recovery_sent_at > now() - make_interval(secs => $2)
       returning id`,
      [hash, OTP_LIFETIME_SECONDS],
    );
    if (!rows[0]) throw otpExpired();
    return rows[0].id;
  }
  const rows = await ctx.db.query<{ id: string }>(
    `update auth.users set email = email_change, email_change = null, email_change_token_new = null,
       email_change_sent_at = null, email_change_attempts = 0, email_confirmed_at = now(),
       updated_at = now()
     where email_change_token_new = $1 and email_change_sent_at > now() - make_interval(secs => $2)
       and not exists (select 1 from auth.users o where lower(o.email) = lower(auth.users.email_change))
     returning id`,
    [hash, OTP_LIFETIME_SECONDS],
  );
  if (!rows[0]) throw otpExpired();
  return rows[0].id;
}

/**
 * Redeems a 6-digit code typed for `address`. Each try first draws a number from the pending
 * code's counter (one atomic update) and only the first `otpMaxAttempts` numbers are compared,
 * so concurrent guesses cannot slip past the count; once that many have failed the code is void,
 * even if the right one comes next. The count lives in auth.users and survives a restart.
 */
async function redeemCode(
  ctx: AuthContext,
  type: keyof typeof PENDING,
  address: string,
  code: string,
): Promise<string> {
  const pending = PENDING[type];
  const max = ctx.limits.otpMaxAttempts;
  const tried = await ctx.db.query<{ id: string; attempt: number; token: string }>(
    `update auth.users set ${pending.attempts} = ${pending.attempts} + 1
     where lower(${pending.address}) = lower($1) and deleted_at is null
       and ${pending.token} is not null
       and ${pending.sentAt} > now() - make_interval(secs => $2)
     returning id, ${pending.attempts} as attempt, ${pending.token} as token`,
    [address, OTP_LIFETIME_SECONDS],
  );
  const hash = tokenHash(address, code);
  if (tried.some((row) => row.attempt <= max && row.token === hash)) {
    return redeem(ctx, type, hash);
  }
  const spent = tried.filter((row) => row.attempt >= max).map((row) => row.id);
  if (spent.length > 0) {
    await ctx.db.query(`update auth.users set ${pending.token} = null where id = any($1::uuid[])`, [
      spent,
    ]);
  }
  throw otpExpired();
}

/** GoTrue signs in every verified link or code with the amr method "otp"; ours name theirs. */
const sessionMethod = (type: VerifyType) =>
  type === 'invite' || type === 'magiclink' ? 'otp' : type;

function verifyType(value: unknown): VerifyType {
  if (['recovery', 'magiclink', 'email_change', 'invite'].includes(value as string)) {
    return value as VerifyType;
  }
  throw validationFailed(`Verify requires a supported type, got ${JSON.stringify(value)}`);
}

export async function verifyPost(c: Context, ctx: AuthContext): Promise<Response> {
  await ctx.limits.verifyRequest(c);
  const body = await readJsonObject(c);
  const type = verifyType(body.type);
  if (body.token !== undefined && body.token_hash !== undefined) {
    throw validationFailed('Verify requires either a token or a token hash, not both');
  }
  let userId: string;
  if (typeof body.token_hash === 'string') {
    userId = await redeem(ctx, type, parseLinkToken(body.token_hash).hash);
  } else if (typeof body.token === 'string' && typeof body.email === 'string') {
    await ctx.limits.verifyAttempt(accountKey(body.email));
    // Invite mails carry a link only, so no typed code can match one.
    if (type === 'invite') throw otpExpired();
    const pending = type === 'magiclink' ? 'recovery' : type;
    userId = await redeemCode(ctx, pending, body.email.trim(), body.token.trim());
  } else throw validationFailed('Verify requires a token_hash, or an email and a token');
  const issuer = issuerFor(c, ctx);
  return c.json(
    await ctx.db.transaction((tx) => startSession(tx, issuer, userId, sessionMethod(type))),
  );
}

export async function verifyGet(c: Context, ctx: AuthContext): Promise<Response> {
  // Limited before the try below: a 429 is GoTrue's answer, not an invalid-link redirect.
  await ctx.limits.verifyRequest(c);
  const redirectTo = safeRedirect(c, c.req.query('redirect_to'));
  const token = c.req.query('token') ?? '';
  let type: VerifyType;
  try {
    type = verifyType(c.req.query('type'));
    const { hash, pkce } = parseLinkToken(token);
    const userId = await redeem(ctx, type, hash);
    if (pkce) {
      const [flow] = await ctx.db.query<{ auth_code: string }>(
        `select auth_code from auth.flow_state where user_id = $1 and authentication_method = $2
         order by created_at desc limit 1`,
        [userId, type],
      );
      if (!flow) throw otpExpired();
      const url = new URL(redirectTo);
      url.searchParams.set('code', flow.auth_code);
      return c.redirect(url.toString(), 303);
    }
    const issuer = issuerFor(c, ctx);
    const session = await ctx.db.transaction((tx) =>
      startSession(tx, issuer, userId, sessionMethod(type)),
    );
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type,
      sb: '',
    });
    return c.redirect(`${redirectTo.split('#')[0]}#${fragment.toString()}`, 303);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const fragment = new URLSearchParams({
      error: 'access_denied',
      error_code: error.code,
      error_description: 'Email link is invalid or has expired',
      sb: '',
    });
    return c.redirect(`${redirectTo.split('#')[0]}#${fragment.toString()}`, 303);
  }
}
