import { e164Digits } from '../../../shared/phone.js';
import { fetchZaloPhoneNumber } from '../../../shared/zalo/zalo-api.js';
import type { Queryable } from '../../db/database.js';
import { phoneInfoUrl, type ZaloServerConfig } from './zalo-config.js';
import { alreadyLinked, unavailable, ZaloSignInFailure } from './zalo-failure.js';
import { rejectedByZalo } from './zalo-identity.js';
import type { ZaloProfile } from './zalo-identity.js';
import { attachZalo, recordLinkEvent, rememberZaloProfile, type LinkEvent } from './zalo-links.js';

// The phone sign-in of a first-time Zalo user: the number Zalo vouches for (the phone token of
// getPhoneNumber, swapped with the app secret) is matched to the one account that verified the
// same number, which is then linked to the Zalo account. Errors say nothing about accounts.
// 'Verified' means vouched for by an operator: app_metadata.verified_phone, which only the
// service role writes, names the account's current phone. The embedded auth confirms a phone a
// user types into their own profile at once (GoTrue's autoconfirm, there being no SMS), so a
// confirmed phone alone would let anyone draw a stranger's Zalo account into their own.

const noMatchingAccount = () =>
  new ZaloSignInFailure(
    403,
    'no_matching_account',
    'Không tìm thấy tài khoản nào có số điện thoại này đã được xác minh.',
  );

/** The app secret the phone exchange needs; without it the phone sign-in is not configured. */
export function phoneSecretOf(config: ZaloServerConfig): string {
  if (!config.appSecret) {
    throw new ZaloSignInFailure(
      503,
      'zalo_not_configured',
      'Đăng nhập Zalo bằng số điện thoại chưa được cấu hình.',
    );
  }
  return config.appSecret;
}

/** The caller's number in E.164 digits; a refused phone token is a 401. */
export async function zaloPhoneDigits(
  config: ZaloServerConfig,
  secretKey: string,
  tokens: { accessToken: string; phoneToken: string },
): Promise<string> {
  let number: string;
  try {
    number = await fetchZaloPhoneNumber(
      { http: config.http, phoneInfoUrl: phoneInfoUrl(config) },
      { ...tokens, secretKey },
    );
  } catch (error) {
    if (!rejectedByZalo(error)) throw unavailable();
    throw new ZaloSignInFailure(
      401,
      'invalid_phone_token',
      'Mã số điện thoại Zalo không hợp lệ hoặc đã hết hạn.',
    );
  }
  const digits = e164Digits(number);
  if (!digits) throw noMatchingAccount();
  return digits;
}

/**
 * The account whose verified phone is `phone`, linked to `zaloUserId` (already, or now): the
 * user id to start a session for. Runs in the caller's transaction.
 */
export async function matchPhoneAccount(
  tx: Queryable,
  profile: ZaloProfile,
  phone: string,
): Promise<string> {
  const zaloUserId = profile.id;
  const matches = await tx.query<{ user_id: string; zalo_user_id: string | null }>(
    `select a.user_id, a.zalo_user_id from auth.users u join public.app_user a on a.user_id = u.id
     where u.phone = $1 and u.phone_confirmed_at is not null
       and u.raw_app_meta_data ->> 'verified_phone' = u.phone and u.deleted_at is null
       and (u.banned_until is null or u.banned_until <= now())
     for update of a`,
    [phone],
  );
  const [account] = matches;
  if (!account || matches.length > 1) throw noMatchingAccount();
  if (account.zalo_user_id !== null && account.zalo_user_id !== zaloUserId) throw alreadyLinked();
  const event: LinkEvent = {
    userId: account.user_id,
    zaloUserId,
    action: 'phone_match',
    method: 'phone',
    consent: true,
  };
  if (account.zalo_user_id === zaloUserId) {
    await recordLinkEvent(tx, event);
    await rememberZaloProfile(tx, profile);
  } else await attachZalo(tx, null, event, profile);
  return account.user_id;
}
