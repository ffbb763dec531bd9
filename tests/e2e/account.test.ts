// The account dialogs in Chromium against the real server (spec §2, §4, §5, §7, §8): profile
// edit and email change, change password, the plan card. user2 is the account this file
// changes; afterAll puts its password and profile back.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, openAccountAction, restoreAccount, signInAndWait } from './auth-support';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  desktopPage,
  launchBrowser,
  mobilePage,
  screenshot,
  settle,
  signIn,
} from './harness';
import { sharedServer } from './shared-server';

const baseUrl = sharedServer().url;
const NEW_PASSWORD = 'GwChanged@2026';
const SEEDED_USER2 = {
  phone: '+84901000003',
  data: {
    full_name: 'Trần Thị Bình',
    name: 'Trần Thị Bình',
    phone: '+84901000003',
    phone_number: '0901000003',
    notification_email_enable: true,
  },
};
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await restoreAccount(baseUrl, DEMO_ACCOUNTS.user2, [NEW_PASSWORD], SEEDED_USER2);
});

// A save or a password change goes through the server (bcrypt): on a busy machine it can take
// longer than expect.poll's default second.
const toast = (page: Page, text: string) =>
  expect
    .poll(() => page.locator('.Toastify__toast').getByText(text).first().isVisible(), {
      timeout: 10_000,
    })
    .toBe(true);

async function openProfile(page: Page): Promise<Locator> {
  await openAccountAction(page, 'Thông tin tài khoản');
  const dialog = page.getByRole('dialog', { name: 'Thông tin tài khoản' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  return dialog;
}

describe('profile dialog', () => {
  for (const [label, make] of [
    ['desktop', desktopPage],
    ['mobile', mobilePage],
  ] as const) {
    it(`shows the profile and the current plan (${label})`, async () => {
      const page = await make(browser);
      await signInAndWait(page, baseUrl, DEMO_ACCOUNTS.user);
      const dialog = await openProfile(page);
      await expect.poll(() => dialog.getByLabel('Họ và tên').inputValue()).toBe('Nguyễn Văn An');
      expect(await dialog.getByLabel('Số điện thoại').inputValue()).toBe('0901000002');
      expect(await dialog.getByLabel(/^Email/).inputValue()).toBe(DEMO_ACCOUNTS.user);
      await expect.poll(() => dialog.locator('.gw-badge--role').textContent()).toBe('Người dùng');
      const plan = dialog.locator('.gw-plan');
      await expect.poll(() => plan.locator('.gw-plan__name').textContent()).toBe('Gói Nâng cao');
      expect(await plan.innerText()).toContain('24.000.000 VNĐ');
      expect(await plan.locator('.gw-plan__expiry').textContent()).toMatch(
        /^Hết hạn vào \d{2}\/\d{2}\/\d{4} \(còn \d+ ngày\)$/,
      );
      const save = dialog.getByRole('button', { name: 'Lưu thay đổi' });
      expect(await save.isDisabled()).toBe(true);
      await settle(page);
      await screenshot(page, `account-profile-dialog-${label}`);
      await plan.scrollIntoViewIfNeeded();
      await plan.screenshot({ path: `tests/e2e/screenshots/account-plan-card-${label}.png` });
      await page.context().close();
    });
  }

  it('validates on change, saves, and keeps the change after a reload', async () => {
    const page = await desktopPage(browser);
    await signInAndWait(page, baseUrl, DEMO_ACCOUNTS.user2);
    let dialog = await openProfile(page);
    const name = dialog.getByLabel('Họ và tên');
    const phone = dialog.getByLabel('Số điện thoại');
    const save = dialog.getByRole('button', { name: 'Lưu thay đổi' });
    await expect.poll(() => name.inputValue()).toBe('Trần Thị Bình');
    // The first-year plan of user2's customer.
    await expect.poll(() => dialog.locator('.gw-badge--first-year').textContent()).toBe('Năm đầu');

    await name.fill('');
    await expect
      .poll(() => dialog.getByText('Họ và tên không được để trống').isVisible())
      .toBe(true);
    await name.fill('B');
    await expect
      .poll(() => dialog.getByText('Họ và tên phải có ít nhất 2 ký tự').isVisible())
      .toBe(true);
    await phone.fill('09123');
    await expect
      .poll(() => dialog.getByText('Số điện thoại phải có 10-11 chữ số').isVisible())
      .toBe(true);
    expect(await save.isDisabled()).toBe(true);

    await name.fill('Trần Thị Bình Kiểm Thử');
    await phone.fill('0912 345 678');
    await dialog.getByText('Nhận email cảnh báo vượt ngưỡng').click();
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await toast(page, 'Cập nhật thông tin thành công!');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(() => page.locator('.gw-account__name').textContent())
      .toBe('Trần Thị Bình Kiểm Thử');

    await page.reload();
    dialog = await openProfile(page);
    await expect
      .poll(() => dialog.getByLabel('Họ và tên').inputValue())
      .toBe('Trần Thị Bình Kiểm Thử');
    expect(await dialog.getByLabel('Số điện thoại').inputValue()).toBe('0912345678');
    expect(
      await dialog.getByRole('switch', { name: 'Nhận email cảnh báo vượt ngưỡng' }).isChecked(),
    ).toBe(false);
    await page.context().close();
  });

  it('asks for confirmation of a new email and mails the new address', async () => {
    const page = await mobilePage(browser);
    await signInAndWait(page, baseUrl, DEMO_ACCOUNTS.user2);
    const requested = Date.now() - 1000;
    const dialog = await openProfile(page);
    const newEmail = 'user2.moi@greenwatch.demo';
    await dialog.getByLabel(/^Email/).fill('user2@greenwatch');
    await expect.poll(() => dialog.getByText('Email không hợp lệ').isVisible()).toBe(true);
    await dialog.getByLabel(/^Email/).fill(newEmail);
    await dialog.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await toast(
      page,
      `Chúng tôi đã gửi email xác nhận tới ${newEmail}. Vui lòng mở email đó để hoàn tất việc đổi địa chỉ email.`,
    );
    const mail = await latestMail(baseUrl, newEmail, 'Xác nhận thay đổi email', requested);
    expect(mail.text).toContain(DEMO_ACCOUNTS.user2);
    await settle(page);
    await screenshot(page, 'account-email-change-mobile');
    await page.context().close();
  });
});

describe('change-password dialog', () => {
  for (const [label, make] of [
    ['desktop', desktopPage],
    ['mobile', mobilePage],
  ] as const) {
    it(`validates the three fields (${label})`, async () => {
      const page = await make(browser);
      await signInAndWait(page, baseUrl, DEMO_ACCOUNTS.user);
      await openAccountAction(page, 'Đổi mật khẩu');
      const dialog = page.getByRole('dialog', { name: 'Đổi mật khẩu' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Xác nhận' }).click();
      for (const message of [
        'Vui lòng nhập mật khẩu hiện tại',
        'Vui lòng nhập mật khẩu mới',
        'Vui lòng xác nhận mật khẩu mới',
      ]) {
        await expect.poll(() => dialog.getByText(message).isVisible()).toBe(true);
      }
      await settle(page);
      await screenshot(page, `account-change-password-${label}`);
      await dialog.getByRole('button', { name: 'Hủy' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      // The form resets when the dialog closes.
      await openAccountAction(page, 'Đổi mật khẩu');
      await expect.poll(() => dialog.getByText('Vui lòng nhập mật khẩu hiện tại').count()).toBe(0);
      await page.context().close();
    });
  }

  it('refuses a wrong current password, then changes it and signs in with the new one', async () => {
    const page = await desktopPage(browser);
    await signInAndWait(page, baseUrl, DEMO_ACCOUNTS.user2);
    await openAccountAction(page, 'Đổi mật khẩu');
    const dialog = page.getByRole('dialog', { name: 'Đổi mật khẩu' });
    await dialog.getByLabel('Mật khẩu hiện tại').fill('not-my-password');
    await dialog.getByLabel(/^Mật khẩu mới/).fill(NEW_PASSWORD);
    await dialog.getByLabel('Xác nhận mật khẩu mới').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Xác nhận' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').last().textContent())
      .toBe('Mật khẩu hiện tại không đúng. Vui lòng kiểm tra lại.');
    await settle(page);
    await screenshot(page, 'account-change-password-wrong-current-desktop');

    await dialog.getByLabel('Mật khẩu hiện tại').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Xác nhận' }).click();
    await toast(page, 'Đổi mật khẩu thành công!');
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await openAccountAction(page, 'Đăng xuất');
    await page
      .getByRole('dialog', { name: 'Xác nhận đăng xuất' })
      .getByRole('button', { name: 'Đăng xuất' })
      .click();
    await page.waitForURL(`${baseUrl}/login`);
    await signIn(page, DEMO_ACCOUNTS.user2, NEW_PASSWORD);
    await page.waitForURL(`${baseUrl}/`);
    await restoreAccount(baseUrl, DEMO_ACCOUNTS.user2, [NEW_PASSWORD]);
    await page.context().close();
  });
});
