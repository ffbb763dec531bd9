import { describe, expect, it } from 'vitest';
import { allowedRedirect, siteUrlFor } from '../../../../../server/compat/auth/external-redirect';

// Where an external sign-in may send the browser (and its auth code) back to.

const SITE = 'https://greenwatch.example.vn/';
const ALLOW = ['https://app.example.vn/welcome', 'http://localhost:5173'];

describe('allowedRedirect', () => {
  it('keeps an address on the site itself', () => {
    expect(allowedRedirect(`${SITE}oauth/callback?provider=google`, SITE, [])).toBe(
      `${SITE}oauth/callback?provider=google`,
    );
  });

  it('keeps an allow-listed origin, or an address under an allow-listed path', () => {
    expect(allowedRedirect('http://localhost:5173/oauth/callback', SITE, ALLOW)).toBe(
      'http://localhost:5173/oauth/callback',
    );
    expect(allowedRedirect('https://app.example.vn/welcome/done', SITE, ALLOW)).toBe(
      'https://app.example.vn/welcome/done',
    );
  });

  it('sends anything else to the site URL', () => {
    for (const requested of [
      undefined,
      '',
      'https://evil.example/steal',
      'https://app.example.vn/welcomeX',
      'https://app.example.vn/other',
      'http://greenwatch.example.vn/',
      'https://greenwatch.example.vn.evil.example/',
      'https://user:pass@greenwatch.example.vn/',
      'javascript:alert(1)',
      '/relative/path',
      `${SITE}${'a'.repeat(3000)}`,
    ]) {
      expect(allowedRedirect(requested, SITE, ALLOW), String(requested)).toBe(SITE);
    }
  });
});

describe('siteUrlFor', () => {
  it('is AUTH_EXTERNAL_URL when set, else the origin of the request', () => {
    expect(siteUrlFor('http://127.0.0.1:3000/auth/v1/authorize', undefined)).toBe(
      'http://127.0.0.1:3000/',
    );
    expect(siteUrlFor('http://127.0.0.1:3000/auth/v1/authorize', 'https://gw.example.vn')).toBe(
      'https://gw.example.vn/',
    );
  });
});
