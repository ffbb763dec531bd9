// The Zalo endpoints the mini-app layer calls (reference §3.4 and §4.1, zmp-sdk `APIS`). Every
// one is configurable so tests and the integration fake Zalo server can stand in for them.
export interface ZaloEndpoints {
  /** Graph user profile, `GET …/v2.0/me`. */
  userInfo: string;
  /** v4 token exchange through the h5.zalo.me proxy (PKCE verifier or refresh token). */
  accessTokenV4: string;
  /** v3 token exchange, used when the host gave no verifier cookie. */
  accessTokenV3: string;
  /** Action-log batch. */
  actionLog: string;
}

export const DEFAULT_ZALO_ENDPOINTS: ZaloEndpoints = {
  userInfo: 'https://graph.zalo.me/v2.0/me',
  accessTokenV4: 'https://h5.zalo.me/openapi/access_token',
  accessTokenV3: 'https://oauth.zaloapp.com/v3/access_token',
  actionLog: 'https://h5.zalo.me/log/async',
};

export function zaloEndpoints(overrides: Partial<ZaloEndpoints> = {}): ZaloEndpoints {
  return { ...DEFAULT_ZALO_ENDPOINTS, ...overrides };
}

/** Where the container serves a mini app; the v3 exchange uses it as `redirect_uri`. */
export function miniAppRedirectUri(miniAppId: string): string {
  return `https://h5.zdn.vn/zapps/${miniAppId}/`;
}
