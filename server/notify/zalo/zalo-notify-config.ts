import { zaloConfigFromEnv } from '../../api/zalo/zalo-config.js';

// Where the server sends Zalo alerts (vn-operations.md §1.2). Every URL is configurable so tests
// point them at a local stand-in for Zalo:
//   ZALO_OA_API_URL (https://openapi.zalo.me): OA messages, `<base>/v3.0/oa/message/cs`.
//   ZALO_ZNS_API_URL (https://business.openapi.zalo.me): ZNS, `<base>/message/template`.
//   ZALO_OAUTH_URL (https://oauth.zaloapp.com, shared with sign-in): the OA token refresh,
//   `<base>/v4/oa/access_token`, with the platform's ZALO_APP_ID and ZALO_APP_SECRET (each
//   customer's OA authorises the platform's Zalo App).
//   ZALO_NOTIFY_TIMEOUT_MS (10000): every call, reply included, ends within this time.

export interface ZaloNotifyConfig {
  readonly oaApiUrl: string;
  readonly znsApiUrl: string;
  readonly oauthUrl: string;
  readonly appId?: string;
  readonly appSecret?: string;
  readonly timeoutMs: number;
  /** A reply larger than this is not read (Zalo's replies are a few hundred bytes). */
  readonly maxReplyBytes: number;
}

const DEFAULT_OA_API_URL = 'https://openapi.zalo.me';
const DEFAULT_ZNS_API_URL = 'https://business.openapi.zalo.me';
export const DEFAULT_ZALO_TIMEOUT_MS = 10_000;
export const MAX_ZALO_REPLY_BYTES = 64 * 1024;

const baseUrl = (value: string | undefined, fallback: string) =>
  (value && value.trim() !== '' ? value.trim() : fallback).replace(/\/+$/, '');

function timeoutFrom(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_ZALO_TIMEOUT_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 100 || ms > 120_000)
    throw new Error(`ZALO_NOTIFY_TIMEOUT_MS must be 100–120000 milliseconds, got "${raw}"`);
  return ms;
}

export function zaloNotifyConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ZaloNotifyConfig {
  const signIn = zaloConfigFromEnv(env);
  return {
    oaApiUrl: baseUrl(env.ZALO_OA_API_URL, DEFAULT_OA_API_URL),
    znsApiUrl: baseUrl(env.ZALO_ZNS_API_URL, DEFAULT_ZNS_API_URL),
    oauthUrl: signIn.oauthUrl,
    appId: signIn.appId,
    appSecret: signIn.appSecret,
    timeoutMs: timeoutFrom(env.ZALO_NOTIFY_TIMEOUT_MS),
    maxReplyBytes: MAX_ZALO_REPLY_BYTES,
  };
}

export const oaMessageUrl = (config: ZaloNotifyConfig) => `${config.oaApiUrl}/v3.0/oa/message/cs`;
export const znsMessageUrl = (config: ZaloNotifyConfig) => `${config.znsApiUrl}/message/template`;
export const oaTokenUrl = (config: ZaloNotifyConfig) => `${config.oauthUrl}/v4/oa/access_token`;
