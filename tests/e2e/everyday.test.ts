// Everyday rough edges of issue 14 in Chromium at 1280×800 and 390×844: an unknown address
// offers the way home, every page of the shell has a labelled breadcrumb, and the profile's
// save button wakes up after one change. On a phone, a long page ends clear of the scroll-to-top
// button, and a control reached with Tab is scrolled clear of the bottom navigation rather than
// left behind it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  desktopPage,
  launchBrowser,
  openInApp,
  mobilePage,
  screenshot,
  settle,
  signedInPage,
} from './harness';
import { sharedServer } from './shared-server';

const baseUrl = sharedServer().url;
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
        await openInApp(page, path);
        const crumbs = page.locator('.gw-breadcrumbs li');
        await expect.poll(() => crumbs.last().textContent(), { timeout: 10_000 }).toBe(label);
      }
    });

    it('enables "Lưu thay đổi" after one toggle of the alert-email switch', async () => {
      const page = await signedInPage(browser, make, baseUrl, DEMO_ACCOUNTS.user2, '/profile');
      const save = page.getByRole('button', { name: 'Lưu thay đổi' });
      await expect.poll(() => save.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await save.isDisabled()).toBe(true);
      // Toggled from the keyboard: a forced click lands on the switch's screen position, which on
      // a phone can lie under the bottom navigation once the switch is scrolled into view.
      const alertEmails = page.getByRole('switch', { name: /Nhận email cảnh báo/ });
      const wasChecked = await alertEmails.isChecked();
      await alertEmails.press('Space');
      await expect.poll(() => alertEmails.isChecked()).toBe(!wasChecked);
      // Validation first loads the form schema (yup) on demand: seconds on a busy machine.
      await expect.poll(() => save.isEnabled(), { timeout: 10_000 }).toBe(true);
      await settle(page);
      await screenshot(page, `profile-one-change-${size}`);
    });
  });
}

describe('on a phone', () => {
  it('ends a long page clear of the scroll-to-top button', async () => {
    const page = await signedInPage(browser, mobilePage, baseUrl, DEMO_ACCOUNTS.user2, '/profile');
    const save = page.getByRole('button', { name: 'Lưu thay đổi' });
    await expect.poll(() => save.isVisible(), { timeout: 10_000 }).toBe(true);
    // Scrolled to the end (again on each try: sections below the form may still be arriving), the
    // lowest place content can take (the main area without its bottom padding) is above the
    // button: a last button or link, wherever it sits, is not under it.
    const clearance = () =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const button = document.querySelector('.gw-scroll-top');
        if (!button) return null;
        const main = document.querySelector('.gw-main')!;
        const padding = parseFloat(getComputedStyle(main).paddingBottom);
        return button.getBoundingClientRect().top - (main.getBoundingClientRect().bottom - padding);
      });
    await expect.poll(clearance, { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
    await screenshot(page, 'profile-end-mobile');
  });

  it('scrolls a switch reached with Tab clear of the bottom navigation', async () => {
    const page = await signedInPage(browser, mobilePage, baseUrl, DEMO_ACCOUNTS.user2, '/profile');
    const alertEmails = page.getByRole('switch', { name: /Nhận email cảnh báo/ });
    const email = page.getByRole('textbox', { name: /^Email/ });
    await expect.poll(() => email.isVisible(), { timeout: 10_000 }).toBe(true);
    // A screen just tall enough to hold the switch, which then sits behind the bottom navigation
    // (the last 64 px): on screen, so the browser would not scroll to it by itself.
    const control = page.locator('label', { has: alertEmails }).locator('.gw-toggle__control');
    const controlBottom = await control.evaluate((span) => span.getBoundingClientRect().bottom);
    await page.setViewportSize({ width: 390, height: Math.ceil(controlBottom) + 16 });
    await email.focus();
    await page.keyboard.press('Tab');
    await expect
      .poll(() => alertEmails.evaluate((input) => input === document.activeElement))
      .toBe(true);
    const navTop = await page.locator('.gw-bottom-nav .zaui-bottom-navigation').evaluate((nav) => {
      return nav.getBoundingClientRect().top;
    });
    const box = await control.evaluate((span) => span.getBoundingClientRect().toJSON());
    expect(box.bottom).toBeLessThanOrEqual(navTop);
    expect(box.top).toBeGreaterThanOrEqual(0);
    await screenshot(page, 'profile-tab-to-switch-mobile');
  });
});
