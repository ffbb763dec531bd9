// /zalo-welcome in Chromium against the real server and the built bundle: the Vietnamese
// welcome, 'Đăng nhập với Zalo' following enable_zalo_login live through realtime, and the
// mini app (under /zapps/<appId>/, container bridge present) sending an anonymous visitor to
// /zalo-welcome, then to /login once enable_welcome_page is switched off in the database,
// without a reload or a rebuild. Every flag is put back afterwards.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktopPage, launchBrowser, mobilePage, screenshot, settle } from './harness';
import { sharedServer } from './shared-server';
import { withNativeBridge } from './zalo-container';

const { url: baseUrl, serviceRoleKey } = sharedServer();
const APP = '/zapps/4318394720137581234';
const FLAGS = ['enable_zalo_login', 'enable_welcome_page'] as const;
let browser: Browser;

/** Writes a remote_config flag as an administrator would (service role, REST). */
async function setFlag(key: (typeof FLAGS)[number], value: boolean): Promise<void> {
  const response = await fetch(`${baseUrl}/rest/v1/remote_config?key=eq.${key}`, {
    method: 'PATCH',
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify({ value: String(value) }),
  });
  expect(response.status).toBe(204);
}

/** Resolves once the page's realtime channel on remote_config has been joined. */
function remoteConfigChannelJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (text.includes('remote-config') && text.includes('phx_reply') && text.includes('"ok"'))
          resolve();
      });
    });
  });
}

/** Every address the page shows, history changes included, from the next load on. */
async function recordAddresses(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(`(() => {
    const seen = (window.__addresses = [location.pathname]);
    for (const name of ['pushState', 'replaceState']) {
      const original = history[name].bind(history);
      history[name] = (state, title, url) => {
        original(state, title, url);
        seen.push(location.pathname);
      };
    }
  })()`);
  return () => page.evaluate('window.__addresses') as Promise<string[]>;
}

const zaloButton = (page: Page) => page.getByRole('button', { name: 'Đăng nhập với Zalo' });

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const flag of FLAGS) await setFlag(flag, true);
  await browser?.close();
});

describe('/zalo-welcome', () => {
  it('welcomes in Vietnamese on desktop and mobile', async () => {
    for (const [make, name] of [
      [desktopPage, 'zalo-welcome-desktop'],
      [mobilePage, 'zalo-welcome-mobile'],
    ] as const) {
      const page = await make(browser);
      await page.goto(`${baseUrl}/zalo-welcome`);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Chào mừng đến với GreenWatch' }).isVisible())
        .toBe(true);
      await expect.poll(() => page.title()).toBe('Chào mừng | GreenWatch online monitoring');
      expect(await page.getByText('Theo dõi số liệu trực tuyến').isVisible()).toBe(true);
      expect(await page.getByText('Cảnh báo vượt ngưỡng').isVisible()).toBe(true);
      expect(await zaloButton(page).isEnabled()).toBe(true);
      expect(await page.getByRole('link', { name: 'Đăng nhập bằng email' }).isVisible()).toBe(true);
      await settle(page);
      await screenshot(page, name);
      await page.context().close();
    }
  });

  it('hides and shows the Zalo button as enable_zalo_login changes, without reload', async () => {
    const page = await mobilePage(browser);
    const joined = remoteConfigChannelJoined(page);
    await page.goto(`${baseUrl}/zalo-welcome`);
    await expect.poll(() => zaloButton(page).isVisible()).toBe(true);
    await joined;
    const marker = await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      return true;
    });
    expect(marker).toBe(true);

    await setFlag('enable_zalo_login', false);
    await expect.poll(() => zaloButton(page).count(), { timeout: 10_000 }).toBe(0);
    await settle(page);
    await screenshot(page, 'zalo-welcome-without-zalo-mobile');

    await setFlag('enable_zalo_login', true);
    await expect.poll(() => zaloButton(page).isVisible(), { timeout: 10_000 }).toBe(true);
    // Still the same document: the change came through realtime, not a reload.
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await page.context().close();
  });
});

describe('the mini app under /zapps/<appId>/', () => {
  it('sends an anonymous visitor to /zalo-welcome, and to /login once the welcome page is off', async () => {
    const page = await withNativeBridge(await mobilePage(browser));
    const joined = remoteConfigChannelJoined(page);
    await page.goto(`${baseUrl}${APP}/station-status`);
    await page.waitForURL(`${baseUrl}${APP}/zalo-welcome`);
    await expect.poll(() => zaloButton(page).isVisible()).toBe(true);
    await joined;

    await setFlag('enable_welcome_page', false);
    await page.waitForURL(`${baseUrl}${APP}/login`, { timeout: 10_000 });
    await expect.poll(() => page.getByRole('button', { name: 'Đăng nhập' }).isVisible()).toBe(true);

    // A new visit to a guarded page now goes straight to /login, from the same build: the
    // redirect waits for remote config, so the welcome page is never shown first.
    const addresses = await recordAddresses(page);
    await page.goto(`${baseUrl}${APP}/station-status`);
    await page.waitForURL(`${baseUrl}${APP}/login`);
    await expect.poll(() => page.getByRole('button', { name: 'Đăng nhập' }).isVisible()).toBe(true);
    const shown = await addresses();
    expect(shown).not.toContain(`${APP}/zalo-welcome`);
    expect(shown.at(-1)).toBe(`${APP}/login`);

    await setFlag('enable_welcome_page', true);
    await page.goto(`${baseUrl}${APP}/station-status`);
    await page.waitForURL(`${baseUrl}${APP}/zalo-welcome`);
    await page.context().close();
  });

  it('shows why a Zalo sign-in failed on /oauth/error', async () => {
    const page = await mobilePage(browser);
    await page.goto(`${baseUrl}/oauth/error?reason=no_access`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Không đăng nhập được với Zalo' }).isVisible())
      .toBe(true);
    expect(await page.getByText('Tài khoản không có quyền truy cập hệ thống').isVisible()).toBe(
      true,
    );
    await settle(page);
    await screenshot(page, 'oauth-error-mobile');
    await page.context().close();
  });
});
