// The mini app inside an emulated Zalo container (h5.zdn.vn, Android Zalo, the native
// interface zmp-sdk calls) against the real server, with Zalo's platform faked by a local HTTP
// server: a first visit → welcome → 'Đăng nhập với Zalo' → not linked → phone-number match
// with consent → linked and signed in; then 'Đăng nhập với Zalo' signs the now-linked user
// straight in, the public page opens in Zalo's web view, and the profile unlinks, links again
// and follows the OA.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  screenshot,
  settle,
  startTestServer,
  type ServerUnderTest,
} from './harness';
import {
  CONTAINER_HOST,
  containerBrowserArgs,
  containerContextOptions,
  emulateContainer,
  MINI_APP_ID,
  startZaloPlatform,
  ZALO_APP_SECRET,
  type ZaloPlatform,
} from './zalo-container';

const OA_ID = '2900000000000000001';
let platform: ZaloPlatform;
let server: ServerUnderTest;
let browser: Browser;
let appUrl: string;
/** The mini app's home, with or without the trailing slash. */
let home: RegExp;
const savedEnv = { ...process.env };

async function setRemoteConfig(key: string, value: string): Promise<void> {
  const response = await fetch(`${server.url}/rest/v1/remote_config?key=eq.${key}`, {
    method: 'PATCH',
    headers: {
      apikey: server.serviceRoleKey,
      authorization: `Bearer ${server.serviceRoleKey}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify({ value }),
  });
  expect(response.status).toBe(204);
}

async function containerPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(containerContextOptions);
  await emulateContainer(context, platform);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  return { context, page };
}

const nativeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __nativeCalls: string[] }).__nativeCalls);

beforeAll(async () => {
  platform = await startZaloPlatform('6600001112223334');
  Object.assign(process.env, {
    ZALO_GRAPH_URL: platform.url,
    ZALO_APP_SECRET,
    ZALO_MINIAPP_ID: MINI_APP_ID,
  });
  server = await startTestServer({}, inject('dataTemplate'));
  const port = new URL(server.url).port;
  appUrl = `http://${CONTAINER_HOST}:${port}/zapps/${MINI_APP_ID}`;
  home = new RegExp(`^${appUrl.replace(/\./g, '\\.')}/?$`);
  await setRemoteConfig('zalo_oa_id', OA_ID);
  browser = await launchBrowser(containerBrowserArgs(Number(port)));
});

afterAll(async () => {
  process.env = savedEnv;
  await browser?.close();
  await server?.close();
  await platform?.close();
});

it('matches a first-time Zalo user by phone number after consent, and signs them in', async () => {
  const { context, page } = await containerPage();
  await page.goto(`${appUrl}/`);
  await page.waitForURL(`${appUrl}/zalo-welcome`);
  await page.getByRole('button', { name: 'Đăng nhập với Zalo' }).click();
  await expect
    .poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 })
    .toContain('Tài khoản không có quyền truy cập hệ thống');
  // The Zalo account about to be linked, read from the Graph profile with the layer's token.
  await page.getByText('Tài khoản Zalo: Người dùng Zalo').waitFor();
  const share = page.getByRole('button', { name: 'Chia sẻ số điện thoại và liên kết' });
  expect(await share.isDisabled()).toBe(true);
  await settle(page);
  await screenshot(page, 'zalo-mini-app-phone-consent-mobile');

  await page.getByRole('checkbox', { name: /Tôi đồng ý chia sẻ số điện thoại/ }).check();
  await share.click();
  await page.waitForURL(home, { timeout: 20_000 });
  // The host login, the consent-free token and the phone token went through the native
  // interface; the v4 exchange and the phone swap through Zalo's HTTP endpoints.
  const calls = await nativeCalls(page);
  expect(calls.some((action) => /login/i.test(action))).toBe(true);
  expect(calls.some((action) => /number/i.test(action))).toBe(true);
  expect(platform.seen).toContain('POST /openapi/access_token');
  expect(platform.seen).toContain('GET /v2.0/me/info');
  await context.close();
});

it('shows the link on the profile, unlinks and links again, and follows the OA', async () => {
  const { context, page } = await containerPage();
  await page.goto(`${appUrl}/zalo-welcome`);
  await page.getByRole('button', { name: 'Đăng nhập với Zalo' }).click();
  await page.waitForURL(home, { timeout: 20_000 });
  // The public data page opens in Zalo's web view, at the web build's address.
  await page.getByRole('link', { name: 'Trang dữ liệu công khai' }).click();
  await expect
    .poll(async () => (await nativeCalls(page)).some((a) => /open\.inapp/i.test(a)))
    .toBe(true);
  expect(page.url()).toMatch(home);

  await page.goto(`${appUrl}/profile`);
  const status = page.locator('.gw-zalo-link__status');
  await expect
    .poll(() => status.textContent(), { timeout: 15_000 })
    .toMatch(/^Đã liên kết với Zalo từ \d{2}\/\d{2}\/\d{4}\.$/);
  await page.getByRole('button', { name: 'Hủy liên kết' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hủy liên kết tài khoản Zalo?' });
  await dialog.waitFor();
  await settle(page);
  await screenshot(page, 'zalo-mini-app-unlink-dialog-mobile');
  await dialog.getByRole('button', { name: 'Hủy liên kết' }).click();
  await expect.poll(() => status.textContent()).toContain('Chưa liên kết');

  await page.getByRole('button', { name: 'Liên kết tài khoản Zalo' }).click();
  await expect.poll(() => status.textContent()).toContain('Đã liên kết với Zalo');
  // The linked Zalo account by the name its Graph profile gives.
  await expect
    .poll(() => page.locator('.gw-zalo-link__name').textContent())
    .toBe('Người dùng Zalo');

  await page.getByRole('button', { name: 'Theo dõi OA' }).click();
  await expect
    .poll(async () => (await nativeCalls(page)).some((a) => /follow/i.test(a)))
    .toBe(true);
  await settle(page);
  await screenshot(page, 'zalo-mini-app-profile-mobile');
  await context.close();
});
