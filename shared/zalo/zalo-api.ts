import { MiniAppError } from './errors';
import { HOST_ERROR } from './host-error-codes';
import { formBody, readJson, withQuery, type HttpFetch } from './http';
import type { ActionLogEntry, AvatarType, MiniAppUserInfo } from './types';
import type { ZaloEndpoints } from './zalo-endpoints';

const USER_INFO_FIELDS = ['id', 'name', 'user_id_by_oa', 'is_sensitive'];
const UNKNOWN_USER_INFO_ERROR = 'Unknown error while reading the Zalo user profile.';
const UNKNOWN_PHONE_ERROR = 'Unknown error while reading the Zalo phone number.';

interface GraphUser {
  id?: string;
  name?: string;
  picture?: { data?: { url?: string } };
  user_id_by_oa?: string;
  is_follower?: boolean;
  is_sensitive?: boolean;
  error?: number;
  message?: string;
}

export interface ZaloApiDeps {
  http: HttpFetch;
  endpoints: ZaloEndpoints;
}

export async function fetchZaloUserInfo(
  deps: ZaloApiDeps,
  /** `miniAppId` is left out for a token from the web OAuth flow, which has no mini app. */
  args: { accessToken: string; miniAppId?: string; avatarType?: AvatarType },
): Promise<MiniAppUserInfo> {
  const picture = args.avatarType ? `picture.type(${args.avatarType})` : 'picture';
  const url = withQuery(deps.endpoints.userInfo, {
    fields: [...USER_INFO_FIELDS, picture].join(','),
    ...(args.miniAppId ? { miniapp_id: args.miniAppId } : {}),
  });
  const response = await deps.http(url, {
    method: 'GET',
    headers: { access_token: args.accessToken },
  });
  const body = await readJson<GraphUser>(response, 'GET', url);
  if (typeof body?.error === 'number' && body.error < 0) {
    throw new MiniAppError(body.error, body.message || UNKNOWN_USER_INFO_ERROR, {
      api: 'getUserInfo',
    });
  }
  return {
    id: String(body?.id ?? ''),
    name: body?.name ?? '',
    avatar: body?.picture?.data?.url ?? '',
    idByOA: body?.user_id_by_oa,
    followedOA: body?.is_follower,
    isSensitive: body?.is_sensitive,
  };
}

interface PhoneInfoReply {
  data?: { number?: unknown };
  error?: number;
  message?: string;
}

/**
 * Swaps getPhoneNumber's one-time token for the user's number with Graph's `GET …/v2.0/me/info`
 * (reference §4.2). Server only: it sends the Zalo App secret key, which never ships to a client.
 * Returns the number as Zalo writes it ('84…' or '0…'); a refused token throws MiniAppError.
 */
export async function fetchZaloPhoneNumber(
  deps: { http: HttpFetch; phoneInfoUrl: string },
  args: { accessToken: string; phoneToken: string; secretKey: string },
): Promise<string> {
  const url = deps.phoneInfoUrl;
  const response = await deps.http(url, {
    method: 'GET',
    headers: { access_token: args.accessToken, code: args.phoneToken, secret_key: args.secretKey },
  });
  const body = await readJson<PhoneInfoReply>(response, 'GET', url);
  if (typeof body?.error === 'number' && body.error < 0) {
    throw new MiniAppError(body.error, body.message || UNKNOWN_PHONE_ERROR, {
      api: 'getPhoneNumber',
    });
  }
  const number = body?.data?.number;
  if (typeof number !== 'string' || number.trim() === '') {
    throw new MiniAppError(HOST_ERROR.UNAUTHORIZED, 'Zalo returned no phone number', {
      api: 'getPhoneNumber',
      detail: body,
    });
  }
  return number.trim();
}

export interface ZaloToken {
  accessToken: string;
  refreshToken?: string;
  /** Seconds; Zalo sometimes sends it as a string. */
  expiresIn: number;
}

interface TokenReply {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number | string;
  error?: number;
  error_description?: string;
  message?: string;
}

function toToken(reply: TokenReply | null, api: string): ZaloToken {
  if (!reply || (typeof reply.error === 'number' && reply.error < 0) || !reply.access_token) {
    const message = reply?.error_description || reply?.message || "Can't get accessToken";
    throw new MiniAppError(HOST_ERROR.UNAUTHORIZED, message, { api, detail: reply });
  }
  const expiresIn = Number.parseInt(String(reply.expires_in ?? '0'), 10);
  return {
    accessToken: reply.access_token,
    refreshToken: reply.refresh_token || undefined,
    expiresIn: Number.isFinite(expiresIn) ? expiresIn : 0,
  };
}

export type V4Grant =
  | { grantType: 'authorization_code'; code: string; codeVerifier: string }
  | { grantType: 'refresh_token'; refreshToken: string };

/** v4 exchange: form-encoded POST (app_id is the mini-app id). */
export async function exchangeTokenV4(
  deps: ZaloApiDeps,
  args: { appId: string; grant: V4Grant },
): Promise<ZaloToken> {
  const { grant } = args;
  const body = formBody({
    app_id: args.appId,
    grant_type: grant.grantType,
    code: grant.grantType === 'authorization_code' ? grant.code : undefined,
    code_verifier: grant.grantType === 'authorization_code' ? grant.codeVerifier : undefined,
    refresh_token: grant.grantType === 'refresh_token' ? grant.refreshToken : undefined,
  });
  const url = deps.endpoints.accessTokenV4;
  const response = await deps.http(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  return toToken(await readJson<TokenReply>(response, 'POST', url), 'getAccessToken.v4');
}

/** v3 exchange: GET with query (app_id is the Zalo App id). */
export async function exchangeTokenV3(
  deps: ZaloApiDeps,
  args: { appId: string; redirectUri: string; code: string },
): Promise<ZaloToken> {
  const url = withQuery(deps.endpoints.accessTokenV3, {
    app_id: args.appId,
    redirect_uri: args.redirectUri,
    code: args.code,
    isSDK: 'true',
  });
  const response = await deps.http(url, { method: 'GET' });
  return toToken(await readJson<TokenReply>(response, 'GET', url), 'getAccessToken.v3');
}

/** One action-log batch, form-encoded like the SDK: appId plus the JSON list. */
export async function sendActionLogBatch(
  deps: ZaloApiDeps,
  args: { appId: string; entries: ActionLogEntry[] },
): Promise<void> {
  const data = args.entries.map(({ action, error, message, data: extra }) => ({
    action,
    error,
    message,
    data: extra,
  }));
  const url = deps.endpoints.actionLog;
  const response = await deps.http(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: formBody({ appId: args.appId, data: JSON.stringify(data) }),
  });
  await readJson<unknown>(response, 'POST', url);
}

/** The action-log sender for ActionLog: every batch goes to the Zalo log endpoint. */
export function zaloActionLogSender(
  deps: ZaloApiDeps,
  appId: string,
): (entries: ActionLogEntry[]) => Promise<void> {
  return (entries) => sendActionLogBatch(deps, { appId, entries });
}
