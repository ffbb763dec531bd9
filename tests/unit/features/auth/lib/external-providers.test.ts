import { describe, expect, it } from 'vitest';
import {
  externalCallbackProvider,
  shownExternalProviders,
} from '../../../../../src/features/auth/lib/external-providers';

// Which 'Đăng nhập với …' buttons /login shows: switch on AND provider configured.

const bothOn = { enable_google_login: true, enable_facebook_login: true };
const bothConfigured = { external: { email: true, google: true, facebook: true } };

describe('shownExternalProviders', () => {
  it('shows a provider whose switch is on and which the auth server has configured', () => {
    expect(shownExternalProviders(bothOn, bothConfigured)).toEqual(['google', 'facebook']);
  });

  it('hides a provider whose remote-config switch is off', () => {
    expect(
      shownExternalProviders({ ...bothOn, enable_google_login: false }, bothConfigured),
    ).toEqual(['facebook']);
    expect(
      shownExternalProviders(
        { enable_google_login: false, enable_facebook_login: false },
        bothConfigured,
      ),
    ).toEqual([]);
  });

  it('hides a provider the auth server does not report as configured', () => {
    expect(shownExternalProviders(bothOn, { external: { google: true, facebook: false } })).toEqual(
      ['google'],
    );
    expect(shownExternalProviders(bothOn, { external: { email: true } })).toEqual([]);
    // Only a real true counts, as GoTrue answers it.
    expect(shownExternalProviders(bothOn, { external: { google: 'true', facebook: 1 } })).toEqual(
      [],
    );
  });

  it('shows nothing while the settings are unknown or malformed', () => {
    for (const settings of [undefined, null, 'x', {}, { external: null }, { external: 'google' }]) {
      expect(shownExternalProviders(bothOn, settings)).toEqual([]);
    }
  });
});

describe('externalCallbackProvider', () => {
  it('recognises the return of a Google or Facebook sign-in', () => {
    expect(externalCallbackProvider('?provider=google&code=abc')).toBe('google');
    expect(externalCallbackProvider('?provider=facebook&error=access_denied')).toBe('facebook');
  });

  it('leaves the Zalo return, and anything else, to the Zalo callback', () => {
    expect(externalCallbackProvider('?code=abc&state=xyz')).toBeUndefined();
    expect(externalCallbackProvider('?provider=zalo&code=abc')).toBeUndefined();
    expect(externalCallbackProvider('')).toBeUndefined();
  });
});
