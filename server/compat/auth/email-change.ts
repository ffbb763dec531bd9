import type { Context } from 'hono';
import type { AuthContext } from './auth-context.js';
import {
  linkToken,
  newOtp,
  pkceChallenge,
  safeRedirect,
  saveFlowState,
  tokenHash,
} from './one-time-token.js';
import type { UserRecord } from './user-record.js';

// PUT /user with a new address: the address changes only once the link mailed to the NEW
// address is followed (or its code verified). Returns after recording the pending change.
export async function startEmailChange(
  c: Context,
  ctx: AuthContext,
  user: UserRecord,
  newEmail: string,
  body: Record<string, unknown>,
): Promise<void> {
  await ctx.limits.mailTo(newEmail);
  const otp = newOtp();
  const hash = tokenHash(newEmail, otp);
  const pkce = pkceChallenge(body);
  await ctx.db.query(
    `update auth.users set email_change = $2, email_change_token_new = $3,
       email_change_sent_at = now(), email_change_attempts = 0, updated_at = now() where id = $1`,
    [user.id, newEmail, hash],
  );
  if (pkce) await saveFlowState(ctx.db, user.id, pkce, 'email_change');
  const redirect = safeRedirect(c, c.req.query('redirect_to'));
  const link = new URL('/auth/v1/verify', c.req.url);
  link.search = new URLSearchParams({
    token: linkToken(hash, Boolean(pkce)),
    type: 'email_change',
    redirect_to: redirect,
  }).toString();
  await ctx.mailer.send({
    to: newEmail,
    subject: 'Xác nhận thay đổi email | GreenWatch',
    text:
      `Xin chào,\n\nBạn đã yêu cầu đổi email tài khoản GreenWatch từ ${user.email} sang ${newEmail}.\n` +
      `Mở liên kết sau để xác nhận:\n${link.toString()}\n\nHoặc nhập mã: ${otp}\n\n` +
      `Nếu bạn không yêu cầu thay đổi này, hãy bỏ qua email này.`,
  });
}
