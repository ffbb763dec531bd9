import type { HttpFetch } from '../../../shared/zalo/http.js';

// Where the server reaches Zalo and which Zalo App it signs in for. Every URL is configurable
// so tests (and a staging setup) point them at a local stand-in for the Zalo platform.

export interface ZaloServerConfig {
  /**
   * Zalo Graph API base (ZALO_GRAPH_URL): the user profile is `<base>/v2.0/me`, the phone-token
   * exchange `<base>/v2.0/me/info`.
   */
  graphUrl: string;
  /** Zalo OAuth base (ZALO_OAUTH_URL): `<base>/v4/permission` and `<base>/v4/access_token`. */
  oauthUrl: string;
  /** Zalo App id (ZALO_APP_ID) for the web sign-in; without it only mini-app tokens work. */
  appId?: string;
  /** Zalo App secret key (ZALO_APP_SECRET), sent only to Zalo's token and phone endpoints. */
  appSecret?: string;
  /** The mini-app id (ZALO_MINIAPP_ID) sent as `miniapp_id` to the profile endpoint. */
  miniAppId?: string;
  http: HttpFetch;
}

const DEFAULT_GRAPH_URL = 'https://graph.zalo.me';
const DEFAULT_OAUTH_URL = 'https://oauth.zaloapp.com';

const nonEmpty = (value: string | undefined) =>
  value && value.trim() !== '' ? value.trim() : undefined;
const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function zaloConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ZaloServerConfig {
  return {
    graphUrl: withoutTrailingSlash(nonEmpty(env.ZALO_GRAPH_URL) ?? DEFAULT_GRAPH_URL),
    oauthUrl: withoutTrailingSlash(nonEmpty(env.ZALO_OAUTH_URL) ?? DEFAULT_OAUTH_URL),
    appId: nonEmpty(env.ZALO_APP_ID),
    appSecret: nonEmpty(env.ZALO_APP_SECRET),
    miniAppId: nonEmpty(env.ZALO_MINIAPP_ID),
    http: (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(10_000) }),
  };
}

export const permissionUrl = (config: ZaloServerConfig) => `${config.oauthUrl}/v4/permission`;
export const accessTokenUrl = (config: ZaloServerConfig) => `${config.oauthUrl}/v4/access_token`;
export const profileUrl = (config: ZaloServerConfig) => `${config.graphUrl}/v2.0/me`;
export const phoneInfoUrl = (config: ZaloServerConfig) => `${config.graphUrl}/v2.0/me/info`;
