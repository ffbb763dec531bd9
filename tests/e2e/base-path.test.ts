// The same built bundle served under /zapps/<appId>/: it loads, its links keep the prefix,
// and refreshing a deep link still finds the assets (the server's <base href>).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, desktopPage, launchBrowser, screenshot, signIn } from './harness';
import { sharedServer } from './shared-server';

const server = sharedServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const APP = '/zapps/4318394720137581234';

it('loads under /zapps/<appId>/, keeps the prefix when navigating, and survives a deep-link refresh', async () => {
  const page = await desktopPage(browser);
  await page.goto(`${server.url}${APP}/forgot-password`);
  await expect
    .poll(() => page.getByRole('heading', { name: 'Quên mật khẩu' }).isVisible())
    .toBe(true);
  await expect.poll(() => page.title()).toBe('Quên mật khẩu | GreenWatch online monitoring');

  await page.getByRole('link', { name: 'Quay lại đăng nhập' }).click();
  await page.waitForURL(`${server.url}${APP}/login`);
  await expect.poll(() => page.getByRole('heading', { name: 'Đăng nhập' }).isVisible()).toBe(true);

  // A guarded deep link: the guard redirects inside the prefix.
  await page.goto(`${server.url}${APP}/reports/deep/link`);
  await page.goto(`${server.url}${APP}/station-status`);
  await page.waitForURL(`${server.url}${APP}/login`);
  await page.reload();
  await expect.poll(() => page.getByRole('button', { name: 'Đăng nhập' }).isVisible()).toBe(true);
  await screenshot(page, 'zapps-login-desktop');
});

it('redirects /zapps/<appId> to its trailing-slash root and serves assets there', async () => {
  const response = await fetch(`${server.url}${APP}`, { redirect: 'manual' });
  expect(response.status).toBe(308);
  expect(response.headers.get('location')).toBe(`${APP}/`);
  const html = await (await fetch(`${server.url}${APP}/`)).text();
  expect(html).toContain(`<base href="${APP}/">`);
  const asset = /src="\.\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeDefined();
  const script = await fetch(`${server.url}${APP}/${asset}`);
  expect(script.status).toBe(200);
  expect(script.headers.get('content-type')).toContain('javascript');
});

it('signs in under the prefix and navigates with the sidebar inside it', async () => {
  const page = await desktopPage(browser);
  await page.goto(`${server.url}${APP}/average-data`);
  await page.waitForURL(`${server.url}${APP}/login`);
  await signIn(page, DEMO_ACCOUNTS.admin);
  await page.waitForURL(`${server.url}${APP}/average-data`);
  await page.getByRole('button', { name: 'Báo cáo', exact: true }).click();
  await page.getByRole('link', { name: 'Báo cáo vượt ngưỡng' }).click();
  await page.waitForURL(`${server.url}${APP}/exceed-data`);
  await expect.poll(() => page.title()).toBe('Báo cáo vượt ngưỡng | GreenWatch online monitoring');
  await page.reload();
  await expect
    .poll(() => page.getByRole('heading', { name: 'Báo cáo vượt ngưỡng' }).isVisible())
    .toBe(true);
  await page.getByRole('link', { name: 'Trang chủ' }).first().click();
  // The router writes the basename itself for '/', without a trailing slash.
  await page.waitForURL(`${server.url}${APP}`);
  await expect.poll(() => page.getByText('Xin chào').isVisible()).toBe(true);
});
