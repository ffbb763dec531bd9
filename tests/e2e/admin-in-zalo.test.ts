// The console inside the emulated Zalo container at 390×844 (issue 16 on issue 15's mini app):
// under /zapps/<appId>/ the platform admin opens the users and station screens from the
// 'Quản trị' group of the menu, and a console dialog opens as zmp-ui's Modal over the page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, launchBrowser, mobilePage, screenshot, settle, signIn } from './harness';
import { sharedServer } from './shared-server';
import { withNativeBridge } from './zalo-container';

const baseUrl = sharedServer().url;
const APP = '/zapps/4318394720137581234';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('opens the console screens and their dialogs in the mini app', async () => {
  const page = await withNativeBridge(await mobilePage(browser));
  await page.goto(`${baseUrl}${APP}/login`);
  await signIn(page, DEMO_ACCOUNTS.admin);
  await page.waitForURL(`${baseUrl}${APP}`);

  await page.getByRole('button', { name: 'Mở menu' }).click();
  const menu = page.getByRole('complementary', { name: 'Menu chính' });
  await menu.getByRole('button', { name: 'Quản trị' }).click();
  await menu.getByRole('link', { name: 'Người dùng' }).click();
  await page.waitForURL(`${baseUrl}${APP}/users`);
  const row = page.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.user });
  await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
  await row.getByRole('button', { name: 'Phân quyền' }).click();
  const dialog = page.getByRole('dialog', { name: `Phân quyền cho ${DEMO_ACCOUNTS.user}` });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  expect(await page.locator('.zaui-modal .gw-dialog').count()).toBe(1);
  await settle(page);
  await screenshot(page, 'admin-in-zalo-users-dialog');
  await dialog.getByRole('button', { name: 'Hủy' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);

  await page.goto(`${baseUrl}${APP}/stations-admin`);
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name: 'Quản lý trạm' }).isVisible())
    .toBe(true);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await settle(page);
  await screenshot(page, 'admin-in-zalo-stations');
  await page.close();
});
