import { MiniAppError } from '../../../shared/zalo/errors.js';
import { HttpStatusError, type HttpFetch } from '../../../shared/zalo/http.js';
import { exchangeTokenV4, fetchZaloUserInfo } from '../../../shared/zalo/zalo-api.js';
import { zaloEndpoints } from '../../../shared/zalo/zalo-endpoints.js';
import { accessTokenUrl, profileUrl, type ZaloServerConfig } from './zalo-config.js';
import { unavailable, ZaloSignInFailure } from './zalo-failure.js';

// Who a Zalo access token belongs to, asked of Zalo itself: the same Graph profile call and
// v4 token exchange the mini-app layer makes, with the server's HTTP and the app secret.

/** Zalo rejected the credential (error code or 401/403) versus Zalo not answering properly. */
export function rejectedByZalo(error: unknown): boolean {
  if (error instanceof MiniAppError) return true;
  return (
    error instanceof HttpStatusError &&
    (error.status === 400 || error.status === 401 || error.status === 403)
  );
}

/** Who a Zalo access token belongs to: the id, and the name and avatar the profile shows. */
export interface ZaloProfile {
  id: string;
  /** Trimmed, at most 100 characters; null when Zalo gives none. */
  name: string | null;
  /** An https address of at most 500 characters; null for anything else. */
  avatarUrl: string | null;
  /** The user's id as the mini app's OA knows them (user_id_by_oa), when Zalo gives it. */
  oaUserId: string | null;
}

const displayName = (value: string): string | null => value.trim().slice(0, 100) || null;
const avatarAddress = (value: string): string | null =>
  /^https:\/\/[^\s"'<>]+$/.test(value) && value.length <= 500 ? value : null;

/** The profile of a valid access token; an invalid or expired token is a 401. */
export async function zaloProfileOf(
  config: ZaloServerConfig,
  accessToken: string,
): Promise<ZaloProfile> {
  try {
    const profile = await fetchZaloUserInfo(
      { http: config.http, endpoints: zaloEndpoints({ userInfo: profileUrl(config) }) },
      { accessToken, miniAppId: config.miniAppId },
    );
    if (!/^[0-9]{1,32}$/.test(profile.id)) throw new MiniAppError(-1401, 'Profile without an id');
    return {
      id: profile.id,
      name: displayName(String(profile.name ?? '')),
      avatarUrl: avatarAddress(String(profile.avatar ?? '')),
      oaUserId: /^[0-9]{1,32}$/.test(String(profile.idByOA ?? '')) ? String(profile.idByOA) : null,
    };
  } catch (error) {
    if (!rejectedByZalo(error)) throw unavailable();
    throw new ZaloSignInFailure(
      401,
      'invalid_zalo_token',
      'Phiên đăng nhập Zalo không hợp lệ hoặc đã hết hạn.',
    );
  }
}

/** The web sign-in's v4 PKCE exchange (authorization code + verifier), with the app secret. */
export async function zaloAccessTokenForCode(
  config: ZaloServerConfig,
  code: string,
  codeVerifier: string,
): Promise<string> {
  const { appId, appSecret } = config;
  if (!appId || !appSecret) {
    throw new ZaloSignInFailure(
      503,
      'zalo_not_configured',
      'Đăng nhập Zalo trên web chưa được cấu hình.',
    );
  }
  const withSecret: HttpFetch = (url, init) =>
    config.http(url, {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), secret_key: appSecret },
    });
  try {
    const token = await exchangeTokenV4(
      { http: withSecret, endpoints: zaloEndpoints({ accessTokenV4: accessTokenUrl(config) }) },
      { appId, grant: { grantType: 'authorization_code', code, codeVerifier } },
    );
    return token.accessToken;
  } catch (error) {
    if (!rejectedByZalo(error)) throw unavailable();
    throw new ZaloSignInFailure(
      401,
      'invalid_zalo_code',
      'Mã đăng nhập Zalo không hợp lệ hoặc đã hết hạn.',
    );
  }
}
