import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  beginZaloOAuth,
  codeChallenge,
  PENDING_OAUTH_KEY,
  takeOAuthCallback,
} from '../../../../src/features/zalo/web-oauth';

const config = { appId: 'zalo-app-1', permissionUrl: 'https://oauth.zalo.test/v4/permission' };

beforeEach(() => sessionStorage.clear());

describe('Zalo web OAuth with PKCE', () => {
  it('computes the S256 challenge of RFC 7636', async () => {
    const verifier = 'dBjftJeZ4CVP-mJ92IZf4nXTzANzJnR_6jEG8XZ2KFtIDGD8S6hLCLbQs';
    const expected = createHash('sha256').update(verifier).digest('base64url');
    await expect(codeChallenge(verifier)).resolves.toBe(expected);
  });

  it('sends the visitor to Zalo with app id, redirect URI, challenge and state, remembering the verifier', async () => {
    const url = new URL(
      await beginZaloOAuth(config, 'https://app.test/oauth/callback', 'sign-in', sessionStorage),
    );
    const pending = JSON.parse(sessionStorage.getItem(PENDING_OAUTH_KEY)!) as {
      state: string;
      verifier: string;
    };
    expect(url.origin + url.pathname).toBe(config.permissionUrl);
    expect(url.searchParams.get('app_id')).toBe('zalo-app-1');
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.test/oauth/callback');
    expect(url.searchParams.get('state')).toBe(pending.state);
    expect(pending.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('code_challenge')).toBe(await codeChallenge(pending.verifier));
    // A second start gives a new state and verifier.
    await beginZaloOAuth(config, 'https://app.test/oauth/callback', 'sign-in', sessionStorage);
    expect(JSON.parse(sessionStorage.getItem(PENDING_OAUTH_KEY)!).state).not.toBe(pending.state);
  });

  it('accepts the callback only with the remembered state, and only once', async () => {
    const url = new URL(
      await beginZaloOAuth(config, 'https://app.test/cb', 'link', sessionStorage),
    );
    const state = url.searchParams.get('state')!;
    const { verifier } = JSON.parse(sessionStorage.getItem(PENDING_OAUTH_KEY)!) as {
      verifier: string;
    };
    expect(takeOAuthCallback(`?code=abc&state=${state}`, sessionStorage)).toEqual({
      kind: 'code',
      code: 'abc',
      verifier,
      purpose: 'link',
    });
    expect(takeOAuthCallback(`?code=abc&state=${state}`, sessionStorage)).toEqual({
      kind: 'failed',
      reason: 'state_mismatch',
    });
  });

  it.each([
    ['a different state', '?code=abc&state=forged', 'state_mismatch'],
    ['no code', '?state=x', 'state_mismatch'],
    ['a refusal at Zalo', '?error=access_denied&state=x', 'access_denied'],
  ])('fails on %s', async (_name, search, reason) => {
    await beginZaloOAuth(config, 'https://app.test/cb', 'link', sessionStorage);
    expect(takeOAuthCallback(search, sessionStorage)).toEqual({ kind: 'failed', reason });
    expect(sessionStorage.getItem(PENDING_OAUTH_KEY)).toBeNull();
  });
});
