import { authenticationRequired, MiniAppError, toMiniAppError } from '../../shared/zalo/errors';
import { HOST_ERROR } from '../../shared/zalo/host-error-codes';
import type { HostLogin } from '../../shared/zalo/types';
import {
  exchangeTokenV3,
  exchangeTokenV4,
  type ZaloApiDeps,
  type ZaloToken,
} from '../../shared/zalo/zalo-api';
import { sleep, type Clock } from './clock';
import { HOST_COOKIE, hostCookie, type LoginState } from './login-state';

/** Spec §9: callers waiting for a running token request look again every 200 ms. */
export const TOKEN_WAIT_POLL_MS = 200;

export interface AccessTokenDeps extends ZaloApiDeps {
  clock: Clock;
  login: LoginState;
  /** The mini-app id (`window.APP_ID`): v4 `app_id` and part of the v3 redirect URI. */
  miniAppId: string;
  /** The Zalo App id (`window.zAppID`): v3 `app_id`. */
  zaloAppId: string;
  redirectUri: string;
  /**
   * Asked when the host config does not say the user is authorised; resolves when
   * 'scope.userInfo' is granted, rejects with 'authentication required' otherwise.
   * Without it, a user the config does not mark as authorised gets that error at once.
   */
  confirmAuthorised?: (login: HostLogin) => Promise<void>;
}

export type TokenFlow = 'v4-code' | 'v4-refresh' | 'v3';

/**
 * Obtains the Zalo user access token the way the host SDK does (spec §4, reference §3.4):
 * one token request at a time, reuse while `expires_in` seconds have not passed and the user
 * is authorised, else the v4 flow when the verifier cookie exists (refresh token once held)
 * or the v3 flow. An authorization code is single-use, so a code already spent forces a fresh
 * login jump before the next code-based exchange.
 */
export class AccessTokenManager {
  private token: ZaloToken | undefined;
  private fetchedAt = 0;
  private fetching = false;
  private spentCode: string | undefined;
  private lastFlow: TokenFlow | undefined;

  constructor(private readonly deps: AccessTokenDeps) {}

  /** Which exchange produced the current token (for logs and tests). */
  get flow(): TokenFlow | undefined {
    return this.lastFlow;
  }

  /** Drops the cached token and the login so the next call starts over (forced refresh). */
  reset(): void {
    this.token = undefined;
    this.deps.login.reset();
  }

  async getAccessToken(): Promise<string> {
    let login: HostLogin;
    for (;;) {
      while (this.fetching) await sleep(this.deps.clock, TOKEN_WAIT_POLL_MS);
      login = await this.deps.login.ensure();
      await this.ensureAuthorised(login);
      if (this.token && this.isFresh()) return this.token.accessToken;
      // Another caller may have started a request while we awaited: wait for it instead.
      if (!this.fetching) break;
    }

    this.fetching = true;
    try {
      const verifier = hostCookie(login, HOST_COOKIE.verifier);
      if (verifier && this.token?.refreshToken) {
        return this.store(await this.exchangeRefresh(this.token.refreshToken), 'v4-refresh');
      }
      if (hostCookie(login, HOST_COOKIE.authCode) === this.spentCode) {
        login = await this.deps.login.ensure({ force: true });
      }
      const code = hostCookie(login, HOST_COOKIE.authCode);
      if (!code) {
        throw new MiniAppError(HOST_ERROR.UNAUTHORIZED, 'Zalo app has not been activated', {
          api: 'getAccessToken',
        });
      }
      this.spentCode = code;
      const freshVerifier = hostCookie(login, HOST_COOKIE.verifier);
      if (freshVerifier) {
        const token = await exchangeTokenV4(this.deps, {
          appId: this.deps.miniAppId,
          grant: { grantType: 'authorization_code', code, codeVerifier: freshVerifier },
        });
        return this.store(token, 'v4-code');
      }
      const token = await exchangeTokenV3(this.deps, {
        appId: this.deps.zaloAppId,
        redirectUri: this.deps.redirectUri,
        code,
      });
      return this.store(token, 'v3');
    } catch (error) {
      // Only stale tokens reach this point; a failed refresh token is spent, so start over.
      this.token = undefined;
      throw toMiniAppError(error, 'getAccessToken');
    } finally {
      this.fetching = false;
    }
  }

  private isFresh(): boolean {
    if (!this.token) return false;
    return this.deps.clock.now() - this.fetchedAt < this.token.expiresIn * 1000;
  }

  private async ensureAuthorised(login: HostLogin): Promise<void> {
    const config = login.miniProgramConfig;
    if (config.userAuthorized || config.canUseAccessTokenByDefault) return;
    if (!this.deps.confirmAuthorised) throw authenticationRequired('getAccessToken');
    await this.deps.confirmAuthorised(login);
  }

  private exchangeRefresh(refreshToken: string): Promise<ZaloToken> {
    return exchangeTokenV4(this.deps, {
      appId: this.deps.miniAppId,
      grant: { grantType: 'refresh_token', refreshToken },
    });
  }

  private store(token: ZaloToken, flow: TokenFlow): string {
    // Refresh tokens are single-use: only the one that came back with this token counts.
    this.token = token;
    this.fetchedAt = this.deps.clock.now();
    this.lastFlow = flow;
    return token.accessToken;
  }
}
