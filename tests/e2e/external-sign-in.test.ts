// Sign-in with Google and Facebook in Chromium, end to end: the buttons on /login follow the
// remote-config switches and the auth server's settings; 'Đăng nhập với Google' → our
// /auth/v1/authorize → the provider's consent → /auth/v1/callback → /oauth/callback, where the
// code is exchanged (PKCE) and the external-user check lets in a user an administrator linked to
// an active customer, and refuses a stranger with 'Tài khoản không có quyền truy cập hệ thống'.
// The providers are the one thing faked, by a local HTTP server; this file runs its own
// GreenWatch server configured to reach it, and uses the shared one, which has no provider.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  startFakeOAuthProvider,
  type FakeOAuthProvider,
} from '../integration/support/fake-oauth-provider';
import {
  DEMO_ACCOUNTS,
  desktopPage,
  holdChannelJoin,
  launchBrowser,
  mobilePage,
  screenshot,
  settle,
  startTestServer,
  type ServerUnderTest,
} from './harness';
import { sharedServer } from './shared-server';

const NO_ACCESS = 'Tài khoản không có quyền truy cập hệ thống';
const GOOGLE = 'Đăng nhập với Google';
const FACEBOOK = 'Đăng nhập với Facebook';

let fake: FakeOAuthProvider;
let server: ServerUnderTest;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeOAuthProvider();
  const saved = { ...process.env };
  Object.assign(process.env, fake.env());
  try {
    server = await startTestServer({}, inject('dataTemplate'));
  } finally {
    process.env = saved;
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fake?.close();
});

/** A service-role REST call, as the administration area makes it. */
async function asAdministrator(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    ...init,
    headers: {
      apikey: server.serviceRoleKey,
      authorization: `Bearer ${server.serviceRoleKey}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
  });
}

async function setSwitch(key: 'enable_google_login', value: boolean): Promise<void> {
  const response = await asAdministrator(`/rest/v1/remote_config?key=eq.${key}`, {
    method: 'PATCH',
    body: JSON.stringify({ value: String(value) }),
  });
  expect(response.status).toBe(204);
}

/** Gives the account of `email` the demo user's customer (which has an active plan). */
async function linkToActiveCustomer(email: string): Promise<void> {
  const users = (await (await asAdministrator('/auth/v1/admin/users?per_page=1000')).json()) as {
    users: { id: string; email: string }[];
  };
  const id = (address: string) => users.users.find((user) => user.email === address)!.id;
  const [demo] = (await (
    await asAdministrator(
      `/rest/v1/app_user?user_id=eq.${id(DEMO_ACCOUNTS.user)}&select=customer_id`,
    )
  ).json()) as { customer_id: number }[];
  const response = await asAdministrator('/rest/v1/app_user', {
    method: 'POST',
    body: JSON.stringify({ user_id: id(email), customer_id: demo!.customer_id, role: 'user' }),
  });
  expect(response.status).toBe(201);
}

async function button(page: Page, name: string) {
  return page.getByRole('button', { name });
}

describe('the buttons on /login', () => {
  it('shows Google and Facebook when the switches are on and the providers configured', async () => {
    for (const [make, size] of [
      [desktopPage, 'desktop'],
      [mobilePage, 'mobile'],
    ] as const) {
      const page = await make(browser);
      await page.goto(`${server.url}/login`);
      await expect.poll(async () => (await button(page, GOOGLE)).isVisible()).toBe(true);
      await expect.poll(async () => (await button(page, FACEBOOK)).isVisible()).toBe(true);
      await settle(page);
      await screenshot(page, `external-sign-in-login-${size}`);
      await page.context().close();
    }
  });

  it('hides a provider whose switch is off, live', async () => {
    const page = await desktopPage(browser);
    await page.goto(`${server.url}/login`);
    await expect.poll(async () => (await button(page, GOOGLE)).isVisible()).toBe(true);
    await setSwitch('enable_google_login', false);
    try {
      await expect
        .poll(async () => (await button(page, GOOGLE)).count(), { timeout: 15_000 })
        .toBe(0);
      expect(await (await button(page, FACEBOOK)).isVisible()).toBe(true);
    } finally {
      await setSwitch('enable_google_login', true);
    }
    await page.context().close();
  });

  it('hides a provider switched off after the first read but before the live channel joined', async () => {
    // The page's realtime socket goes through the test, which holds the remote-config channel's
    // join until the switch has changed: the change sends that channel no event.
    const page = await desktopPage(browser);
    const releaseJoin = await holdChannelJoin(page, 'remote-config');
    await page.goto(`${server.url}/login`);
    await expect.poll(async () => (await button(page, GOOGLE)).isVisible()).toBe(true);
    await setSwitch('enable_google_login', false);
    try {
      releaseJoin();
      await expect
        .poll(async () => (await button(page, GOOGLE)).count(), { timeout: 15_000 })
        .toBe(0);
    } finally {
      await setSwitch('enable_google_login', true);
    }
    await page.context().close();
  });

  it('shows no provider the auth server has not configured, whatever the switches', async () => {
    const page = await desktopPage(browser);
    const unconfigured = sharedServer().url;
    const settings = (await (
      await fetch(`${unconfigured}/auth/v1/settings`, {
        headers: { apikey: sharedServer().anonKey },
      })
    ).json()) as { external: Record<string, boolean> };
    expect(settings.external).toMatchObject({ google: false, facebook: false });
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/auth/v1/settings'),
    );
    await page.goto(`${unconfigured}/login`);
    await answered;
    await expect.poll(async () => (await button(page, 'Đăng nhập')).first().isVisible()).toBe(true);
    await settle(page);
    expect(await (await button(page, GOOGLE)).count()).toBe(0);
    expect(await (await button(page, FACEBOOK)).count()).toBe(0);
    await page.context().close();
  });
});

describe('signing in with Google', () => {
  it(`refuses a stranger with '${NO_ACCESS}' and keeps no session`, async () => {
    fake.account = {
      id: '300000000000000000001',
      email: 'stranger@gmail.test',
      emailVerified: true,
    };
    const page = await mobilePage(browser);
    await page.goto(`${server.url}/login`);
    await (await button(page, GOOGLE)).click();
    await page.waitForURL(`${server.url}/login`, { timeout: 20_000 });
    await expect.poll(() => page.getByText(NO_ACCESS).isVisible(), { timeout: 15_000 }).toBe(true);
    const sessions = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.endsWith('-auth-token')),
    );
    expect(sessions).toEqual([]);
    await settle(page);
    await screenshot(page, 'external-sign-in-refused-mobile');
    await page.context().close();
  });

  it('signs in a Google user an administrator linked to an active customer', async () => {
    fake.account = {
      id: '300000000000000000002',
      email: 'linked.google@gmail.test',
      emailVerified: true,
      name: 'Phạm Google',
    };
    // The first sign-in creates the account; it has no place in the system yet.
    const first = await desktopPage(browser);
    await first.goto(`${server.url}/login`);
    await (await button(first, GOOGLE)).click();
    await first.waitForURL(`${server.url}/login`, { timeout: 20_000 });
    await expect.poll(() => first.getByText(NO_ACCESS).isVisible(), { timeout: 15_000 }).toBe(true);
    await first.context().close();

    await linkToActiveCustomer('linked.google@gmail.test');

    const page = await desktopPage(browser);
    await page.goto(`${server.url}/login`);
    await (await button(page, GOOGLE)).click();
    await page.waitForURL(`${server.url}/`, { timeout: 20_000 });
    await expect.poll(() => page.getByText('Xin chào').first().isVisible()).toBe(true);
    const email = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
      return key
        ? (JSON.parse(localStorage.getItem(key)!) as { user: { email: string } }).user.email
        : null;
    });
    expect(email).toBe('linked.google@gmail.test');
    await page.context().close();
  });
});
