// Everyday rough edges of issue 14 in Chromium at 1280×800 and 390×844: an unknown address
// offers the way home, every page of the shell has a labelled breadcrumb, and the profile's
// save button wakes up after one change.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  desktopPage,
  launchBrowser,
  mobilePage,
  screenshot,
  settle,
  signedInPage,
} from './harness';

const baseUrl = inject('serverUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

for (const [size, make] of [
  ['desktop', desktopPage],
  ['mobile', mobilePage],
] as const) {
  describe(`at ${size} size`, () => {
    it('offers the way home from an unknown address', async () => {
      const page = await signedInPage(browser, make, baseUrl, DEMO_ACCOUNTS.user2, '/settings/foo');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Không tìm thấy trang' }).isVisible())
        .toBe(true);
      expect(await page.getByRole('button', { name: 'Quay lại' }).isVisible()).toBe(true);
      await settle(page);
      await screenshot(page, `not-found-${size}`);
      await page.getByRole('link', { name: 'Về trang chủ' }).click();
      await page.waitForURL(`${baseUrl}/`);
    });

    it('labels the breadcrumb of the profile, notifications and under-development pages', async () => {
      const page = await signedInPage(browser, make, baseUrl, DEMO_ACCOUNTS.user2, '/');
      for (const [path, label] of [
        ['/profile', 'Tài khoản'],
        ['/notifications', 'Thông báo'],
        ['/under-development', 'Đang phát triển'],
      ] as const) {
        await page.goto(`${baseUrl}${path}`);
        const crumbs = page.locator('.gw-breadcrumbs li');
        await expect.poll(() => crumbs.last().textContent(), { timeout: 10_000 }).toBe(label);
      }
    });

    it('enables "Lưu thay đổi" after one toggle of the alert-email switch', async () => {
      const page = await signedInPage(browser, make, baseUrl, DEMO_ACCOUNTS.user2, '/profile');
      const save = page.getByRole('button', { name: 'Lưu thay đổi' });
      await expect.poll(() => save.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await save.isDisabled()).toBe(true);
      await page.getByRole('switch', { name: /Nhận email cảnh báo/ }).click({ force: true });
      // Validation first loads the form schema (yup) on demand: seconds on a busy machine.
      await expect.poll(() => save.isEnabled(), { timeout: 10_000 }).toBe(true);
      await settle(page);
      await screenshot(page, `profile-one-change-${size}`);
    });
  });
}
