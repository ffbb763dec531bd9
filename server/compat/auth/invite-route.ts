import type { Context } from 'hono';
import type { Queryable } from '../../db/database.js';
import { adminUserJson, findAdminUser } from './admin-user-record.js';
import type { AuthContext } from './auth-context.js';
import { AuthError } from './auth-errors.js';
import { newOtp, OTP_LIFETIME_SECONDS, safeRedirect, tokenHash } from './one-time-token.js';
import { readJsonObject } from './request-body.js';
import { mergeMetadata, optionalMetadata, validEmail } from './user-input.js';
import { findUserByEmail } from './user-record.js';

// POST /auth/v1/invite (service role; supabase-js auth.admin.inviteUserByEmail): GoTrue's Invite.
// The invited user gets a confirmation token and a mail whose link (GET /verify?type=invite)
// confirms the address and signs them in; the app then lets them set a password (PUT /user).

const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

export async function invite(c: Context, ctx: AuthContext): Promise<Response> {
  const body = await readJsonObject(c);
  const email = validEmail(body.email);
  const metadata = mergeMetadata({}, optionalMetadata(body.data, 'data') ?? {}, 'data');
  await ctx.limits.mailTo(email);
  const otp = newOtp();
  const hash = tokenHash(email, otp);
  const userId = await ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    // An unconfirmed address may be invited again (a new link); a confirmed one is taken.
    if (existing?.email_confirmed_at) throw new AuthError(422, 'email_exists', DUPLICATE_EMAIL);
    if (existing) {
      await tx.query(
        `update auth.users set confirmation_token = $2, confirmation_sent_at = now(),
           invited_at = now(), updated_at = now() where id = $1`,
        [existing.id, hash],
      );
      return existing.id;
    }
    const [created] = await tx.query<{ id: string }>(
      `insert into auth.users (email, raw_app_meta_data, raw_user_meta_data, confirmation_token,
         confirmation_sent_at, invited_at)
       values ($1, '{"provider":"email","providers":["email"]}'::jsonb, $2::jsonb, $3, now(), now())
       returning id`,
      [email, JSON.stringify(metadata), hash],
    );
    return created!.id;
  });
  // After the commit: the outbox writes through the same database (one connection on PGlite).
  // Should sending fail, inviting again sends a new link.
  await mailInvite(c, ctx, email, hash);
  return c.json(adminUserJson(await findAdminUser(ctx.db, userId)));
}

/** Gives a pending invite a new link (POST /resend, type signup); false when none is pending. */
export async function renewInvite(c: Context, ctx: AuthContext, email: string): Promise<boolean> {
  const hash = tokenHash(email, newOtp());
  const renewed = await ctx.db.query<{ id: string }>(
    `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now()
     where lower(email) = lower($1) and invited_at is not null and email_confirmed_at is null
       and deleted_at is null
     returning id`,
    [email, hash],
  );
  if (renewed.length === 0) return false;
  await mailInvite(c, ctx, email, hash);
  return true;
}

async function mailInvite(c: Context, ctx: AuthContext, email: string, hash: string) {
  const link = new URL('/auth/v1/verify', c.req.url);
  link.search = new URLSearchParams({
    token: hash,
    type: 'invite',
    redirect_to: safeRedirect(c, c.req.query('redirect_to')),
  }).toString();
  await ctx.mailer.send({
    to: email,
    subject: 'Lời mời tham gia | GreenWatch',
    text:
      `Xin chào,\n\nBạn được mời sử dụng GreenWatch với tài khoản ${email}.\n` +
      `Mở liên kết sau để nhận lời mời và đặt mật khẩu:\n${link.toString()}\n\n` +
      `Liên kết có hiệu lực trong 1 giờ. Nếu bạn không chờ lời mời này, hãy bỏ qua email này.`,
  });
}

/**
 * Redeems an invite link's token hash (GET or POST /verify, type=invite): confirms the address.
 * Returns the user id, or undefined when no live invite has this token.
 */
export async function redeemInvite(db: Queryable, hash: string): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `update auth.users set confirmation_token = null,
       email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where confirmation_token = $1 and invited_at is not null and deleted_at is null
       and confirmation_sent_at > now() - make_interval(secs => $2)
     returning id`,
    [hash, OTP_LIFETIME_SECONDS],
  );
  return row?.id;
}
