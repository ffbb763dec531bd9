import type { Context } from 'hono';
import type { AuthContext } from './auth-context.js';
import { AuthError } from './auth-errors.js';
import { accountKey } from './rate-limits.js';
import { readJsonObject } from './request-body.js';

// POST /signup: accounts are made by administrators, so sign-ups are off (GoTrue's 422
// signup_disabled). Attempts still count: per client address, as GoTrue counts them before it
// looks at its settings, and per account like sign-ins.
export async function signup(c: Context, ctx: AuthContext): Promise<Response> {
  await ctx.limits.signUpRequest(c);
  const { email, phone } = await readJsonObject(c);
  const account = typeof email === 'string' && email ? email : phone;
  if (typeof account === 'string' && account) await ctx.limits.signInAttempt(accountKey(account));
  throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
}
