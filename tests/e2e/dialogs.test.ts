// The account menu and the dialogs on zmp-ui in Chromium (issue 15): a bottom Sheet under
// 1024 px and a drop-down from 1024 px, Modal dialogs; the keyboard: focus moved in, Tab kept
// inside, Escape, focus given back to the account button.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  desktopPage,
  launchBrowser,
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

const focused = (locator: Locator) =>
  expect.poll(() => locator.evaluate((element) => element === document.activeElement)).toBe(true);

const accountButton = (page: Page) => page.getByRole('button', { name: 'Tài khoản của tôi' });

describe('account menu and dialogs on zmp-ui', () => {
  it('opens the account menu as a bottom sheet on a phone', async () => {
    const page = await signedInPage(browser, mobilePage, baseUrl, DEMO_ACCOUNTS.user);
    try {
      const button = accountButton(page);
      await button.click();
      const sheet = page.getByRole('dialog', { name: 'Tài khoản của tôi' });
      await expect.poll(() => sheet.locator('.gw-badge--role').isVisible()).toBe(true);
      await focused(sheet.getByRole('button', { name: 'Thông tin tài khoản' }));
      // zmp-ui's sheet, resting on the bottom edge of the screen.
      const content = page.locator('.gw-sheet-dialog .zaui-sheet-content');
      await expect
        .poll(async () => {
          const box = await content.boundingBox();
          return box && Math.round(box.y + box.height);
        })
        .toBe(844);
      await settle(page);
      await screenshot(page, 'account-sheet-mobile');
      await page.keyboard.press('Escape');
      await expect.poll(() => sheet.count()).toBe(0);
      await focused(button);

      await button.click();
      await sheet.getByRole('button', { name: 'Đăng xuất' }).click();
      const confirm = page.getByRole('dialog', { name: 'Xác nhận đăng xuất' });
      await expect.poll(() => confirm.isVisible()).toBe(true);
      expect(await confirm.getAttribute('class')).toContain('zaui-modal-content');
      expect(await confirm.innerText()).toContain('Bạn có chắc chắn muốn đăng xuất khỏi hệ thống?');
      await focused(confirm.getByRole('button', { name: 'Hủy' }));
      await expect.poll(() => sheet.count()).toBe(0);
      await settle(page);
      await screenshot(page, 'logout-confirm-mobile');
      await confirm.getByRole('button', { name: 'Hủy' }).click();
      await expect.poll(() => confirm.count()).toBe(0);
      await focused(button);

      // In the dark theme (zmp-ui takes it at start) the sheet keeps the app's dark surface,
      // not zmp-ui's own grey.
      await button.click();
      await sheet.getByLabel('Giao diện').selectOption('dark');
      await page.reload();
      await button.click();
      await expect
        .poll(() => content.evaluate((element) => getComputedStyle(element).backgroundColor))
        .toBe('rgb(20, 33, 27)');
      await settle(page);
      await screenshot(page, 'account-sheet-dark-mobile');
    } finally {
      await page.context().close();
    }
  });

  for (const [label, make] of [
    ['desktop', desktopPage],
    ['mobile', mobilePage],
  ] as const) {
    it(`shows the change-password dialog as a zmp-ui modal that keeps the keyboard (${label})`, async () => {
      const page = await signedInPage(browser, make, baseUrl, DEMO_ACCOUNTS.user);
      try {
        const button = accountButton(page);
        await button.click();
        if (label === 'desktop')
          expect(await page.getByRole('dialog', { name: 'Tài khoản của tôi' }).count()).toBe(0);
        await page
          .locator('#gw-account-panel')
          .getByRole('button', { name: 'Đổi mật khẩu' })
          .click();
        const dialog = page.getByRole('dialog', { name: 'Đổi mật khẩu' });
        await expect.poll(() => dialog.isVisible()).toBe(true);
        const current = dialog.getByLabel('Mật khẩu hiện tại');
        await focused(current);
        await page.keyboard.press('Shift+Tab');
        await focused(dialog.getByRole('button', { name: 'Xác nhận' }));
        await page.keyboard.press('Tab');
        await focused(current);
        await settle(page);
        await screenshot(page, `change-password-modal-${label}`);
        // The mask closes it, and the focus goes back to the account button.
        await page.mouse.click(5, 5);
        await expect.poll(() => dialog.count()).toBe(0);
        await focused(button);
      } finally {
        await page.context().close();
      }
    });
  }
});
