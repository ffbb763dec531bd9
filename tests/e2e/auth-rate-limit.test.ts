// The sign-in limit as a person meets it in Chromium (spec §8 "too many requests or rate limit
// (wait and retry)"): after GoTrue's burst of wrong passwords even the right one is refused with
// 429, and /login shows the catalogue's Vietnamese message. Its own server on GoTrue's default
// limits, so the shared e2e server (relaxed limits) never sees this address limited.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_AUTH_RATE_LIMITS } from '../../server/compat/auth/rate-limits';
import { vi } from '../../src/i18n/vi';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  desktopPage,
  launchBrowser,
  screenshot,
  settle,
  signIn,
  startTestServer,
  type ServerUnderTest,
} from './harness';

let server: ServerUnderTest;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ authRateLimits: {} }, inject('dataTemplate'));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the sign-in rate limit', () => {
  it('shows the Vietnamese rate-limit message on /login once the limit is reached', async () => {
    const page = await desktopPage(browser);
    await page.goto(`${server.url}/login`);
    const alert = page.getByRole('alert').first();
    const attempt = async (password: string) => {
      const answered = page.waitForResponse((response) =>
        response.url().includes('/auth/v1/token'),
      );
      await signIn(page, DEMO_ACCOUNTS.user, password);
      return (await answered).status();
    };

    for (let i = 0; i < DEFAULT_AUTH_RATE_LIMITS.burst; i += 1) {
      expect(await attempt(`wrong-password-${i}`)).toBe(400);
    }
    await expect.poll(() => alert.textContent()).toBe(vi.authErrors.invalidCredentials);

    expect(await attempt(DEMO_PASSWORD)).toBe(429);
    await expect.poll(() => alert.textContent()).toBe(vi.authErrors.rateLimited);
    expect(new URL(page.url()).pathname).toBe('/login');
    await settle(page);
    await screenshot(page, 'auth-login-rate-limited-desktop');
    await page.context().close();
  });
});
