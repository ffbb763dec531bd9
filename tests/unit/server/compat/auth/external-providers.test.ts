import { describe, expect, it } from 'vitest';
import {
  externalAuthFromEnv,
  externalSettings,
} from '../../../../../server/compat/auth/external-providers';

// The AUTH_GOOGLE_* / AUTH_FACEBOOK_* settings: a provider exists only with an id and a secret.

describe('externalAuthFromEnv', () => {
  it('offers no provider by default, with the default reply limits', () => {
    const config = externalAuthFromEnv({});
    expect(externalSettings(config)).toEqual({ google: false, facebook: false });
    expect(config).toMatchObject({
      timeoutMs: 10_000,
      maxReplyBytes: 65_536,
      redirectAllowList: [],
    });
  });

  it('needs both the client id and the secret', () => {
    expect(externalSettings(externalAuthFromEnv({ AUTH_GOOGLE_CLIENT_ID: 'id' }))).toEqual({
      google: false,
      facebook: false,
    });
    const config = externalAuthFromEnv({
      AUTH_FACEBOOK_CLIENT_ID: '123',
      AUTH_FACEBOOK_SECRET: 's',
    });
    expect(externalSettings(config)).toEqual({ google: false, facebook: true });
    expect(config.providers.facebook).toMatchObject({
      authorizeUrl: 'https://www.facebook.com/dialog/oauth',
      tokenUrl: 'https://graph.facebook.com/oauth/access_token',
      userinfoUrl: 'https://graph.facebook.com/me',
    });
  });

  it('takes endpoint overrides, the allow list and the limits', () => {
    const config = externalAuthFromEnv({
      AUTH_GOOGLE_CLIENT_ID: 'id',
      AUTH_GOOGLE_SECRET: 's',
      AUTH_GOOGLE_TOKEN_URL: 'http://127.0.0.1:9999/token/',
      AUTH_REDIRECT_ALLOW_LIST: 'https://a.example/x, http://localhost:5173',
      AUTH_EXTERNAL_URL: 'https://gw.example.vn/',
      AUTH_EXTERNAL_TIMEOUT_MS: '2500',
      AUTH_EXTERNAL_MAX_REPLY_BYTES: '1000',
    });
    expect(config.providers.google).toMatchObject({
      tokenUrl: 'http://127.0.0.1:9999/token',
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    });
    expect(config).toMatchObject({
      externalUrl: 'https://gw.example.vn',
      redirectAllowList: ['https://a.example/x', 'http://localhost:5173'],
      timeoutMs: 2500,
      maxReplyBytes: 1000,
    });
  });

  it('stops the start on a malformed value, naming the setting', () => {
    expect(() =>
      externalAuthFromEnv({
        AUTH_GOOGLE_CLIENT_ID: 'i',
        AUTH_GOOGLE_SECRET: 's',
        AUTH_GOOGLE_USERINFO_URL: 'ftp://x',
      }),
    ).toThrow(/AUTH_GOOGLE_USERINFO_URL/);
    expect(() => externalAuthFromEnv({ AUTH_EXTERNAL_TIMEOUT_MS: '-1' })).toThrow(
      /AUTH_EXTERNAL_TIMEOUT_MS/,
    );
    expect(() => externalAuthFromEnv({ AUTH_REDIRECT_ALLOW_LIST: 'not a url' })).toThrow(
      /AUTH_REDIRECT_ALLOW_LIST/,
    );
  });
});
