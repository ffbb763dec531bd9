// The console's users and station credentials (issue 16) in Chromium against the real server.
// The platform admin invites a customer admin from 'Người dùng' (the form refuses an empty
// address first); the invitation lands in the dev outbox; its link opens the set-password page,
// where the new user sets a password and signs in with it, then sees only its customer's
// accounts and is refused the platform console. On 'Thông tin kết nối trạm' the admin issues new credentials for a station after
// a confirmation, sees them once in a dialog with copy buttons and a warning, and a data file
// sent with the new token is accepted. Both screens at 1280×800 and 390×844, with screenshots.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, linkIn } from './auth-support';
import {
  DEMO_ACCOUNTS,
  desktopPage,
  launchBrowser,
  loggerStampMinutesAgo,
  mobilePage,
  screenshot,
  settle,
  signedInPage,
  signIn,
} from './harness';
import { sharedServer } from './shared-server';

const baseUrl = sharedServer().url;
const CUSTOMER = 'Công ty TNHH Xi măng Miền Trung';
// A station no other e2e file sends data for: its demo token may change here.
const STATION = 'Trạm nước thải sinh hoạt';
const STATION_CODE = 'MT-NT01';
const NEW_PASSWORD = 'Invited@2026';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Follows a link of the sidebar's 'Quản trị' group, opening the group unless it is open. */
async function openConsolePage(page: Page, name: string): Promise<void> {
  const sidebar = page.getByRole('complementary', { name: 'Menu chính' });
  const link = sidebar.getByRole('link', { name });
  if (!(await link.isVisible())) await sidebar.getByRole('button', { name: 'Quản trị' }).click();
  await link.click();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Picks `option` in the select `field` inside `scope` (the page, or a dialog on it). */
async function choose(page: Page, field: string, option: string, scope: Locator | Page = page) {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('users', () => {
  it('invites a user who sets a password from the mail and signs in', async () => {
    const email = `moi.${Date.now()}@mientrung.test`;
    const page = await signedInPage(browser, desktopPage, baseUrl, DEMO_ACCOUNTS.admin);
    await openConsolePage(page, 'Người dùng');
    await expect.poll(() => page.title()).toBe('Người dùng | GreenWatch online monitoring');
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.user }).count())
      .toBe(1);
    await noSidewaysScroll(page);
    await settle(page);
    await screenshot(page, 'admin-users-desktop');

    await page.getByRole('button', { name: 'Mời người dùng' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mời người dùng' });
    await dialog.getByRole('button', { name: 'Gửi lời mời' }).click();
    await expect.poll(() => dialog.getByText('Email không được để trống').isVisible()).toBe(true);
    await expect
      .poll(() => dialog.getByText('Họ và tên không được để trống').isVisible())
      .toBe(true);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Họ và tên').fill('Phạm Thị Mới');
    await choose(page, 'Vai trò', 'Quản trị khách hàng', dialog);
    await choose(page, 'Khách hàng', CUSTOMER, dialog);
    await settle(page);
    await screenshot(page, 'admin-users-invite-desktop');
    await dialog.getByRole('button', { name: 'Gửi lời mời' }).click();
    await expect
      .poll(() => page.getByText(`Đã gửi lời mời tới ${email}.`).isVisible(), { timeout: 15_000 })
      .toBe(true);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect.poll(() => row.getByText('Đã mời').isVisible()).toBe(true);

    const mail = await latestMail(baseUrl, email, 'Lời mời');
    const invited = await mobilePage(browser);
    await invited.goto(linkIn(mail));
    await invited.waitForURL(`${baseUrl}/reset-password`);
    const newPassword = invited.getByLabel(/^Mật khẩu mới/);
    await expect.poll(() => newPassword.isVisible(), { timeout: 15_000 }).toBe(true);
    await newPassword.fill(NEW_PASSWORD);
    await invited.getByLabel('Xác nhận mật khẩu mới').fill(NEW_PASSWORD);
    await settle(invited);
    await screenshot(invited, 'admin-users-set-password-mobile');
    await invited.getByRole('button', { name: 'Lưu mật khẩu mới' }).click();
    await invited.waitForURL(`${baseUrl}/login`);
    await signIn(invited, email, NEW_PASSWORD);
    await invited.waitForURL(`${baseUrl}/`);

    // A customer admin: its customer's accounts only, and not the platform console.
    await invited.goto(`${baseUrl}/users`);
    await expect
      .poll(() => invited.getByRole('row').filter({ hasText: email }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await invited.getByText(DEMO_ACCOUNTS.user).count()).toBe(0);
    expect(await invited.getByRole('combobox', { name: 'Khách hàng' }).count()).toBe(0);
    await noSidewaysScroll(invited);
    await settle(invited);
    await screenshot(invited, 'admin-users-customer-admin-mobile');
    await invited.goto(`${baseUrl}/audit-log`);
    await expect
      .poll(() => invited.getByRole('heading', { name: 'Không có quyền truy cập' }).isVisible())
      .toBe(true);

    await page.reload();
    await expect.poll(() => row.getByText('Đang hoạt động').isVisible()).toBe(true);
    await page.close();
    await invited.close();
  });

  it('shows the phone vouched for Zalo phone sign-in and checks a new one', async () => {
    const page = await signedInPage(browser, desktopPage, baseUrl, DEMO_ACCOUNTS.admin, '/users');
    const row = page.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.user });
    await expect.poll(() => row.getByText('SĐT đã xác minh: 84901234567').isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Phân quyền' }).click();
    const dialog = page.getByRole('dialog', { name: `Phân quyền cho ${DEMO_ACCOUNTS.user}` });
    const phone = dialog.getByLabel('Số điện thoại đã xác minh');
    expect(await phone.inputValue()).toBe('84901234567');
    await phone.fill('gọi tôi');
    await phone.blur();
    await expect
      .poll(() => dialog.getByText('Số điện thoại không hợp lệ (ví dụ 0901234567)').isVisible())
      .toBe(true);
    await settle(page);
    await screenshot(page, 'admin-users-phone-desktop');
    await dialog.getByRole('button', { name: 'Hủy' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.close();
  });

  it('asks before deleting and says what follows, on a phone', async () => {
    const page = await signedInPage(browser, mobilePage, baseUrl, DEMO_ACCOUNTS.admin, '/users');
    const row = page.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.user2 });
    await expect.poll(() => row.isVisible()).toBe(true);
    await noSidewaysScroll(page);
    await settle(page);
    await screenshot(page, 'admin-users-mobile');
    await row.getByRole('button', { name: 'Xóa' }).click();
    const confirm = page.getByRole('dialog', { name: 'Xóa tài khoản?' });
    await expect
      .poll(() => confirm.textContent())
      .toContain('Số liệu quan trắc và trạm của khách hàng không bị ảnh hưởng');
    await settle(page);
    await screenshot(page, 'admin-users-delete-mobile');
    await confirm.getByRole('button', { name: 'Hủy' }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    await page.close();
  });
});

describe('station credentials', () => {
  it('issues new credentials, shown once, and the new token is accepted', async () => {
    const page = await signedInPage(
      browser,
      desktopPage,
      baseUrl,
      DEMO_ACCOUNTS.admin,
      '/ingest-credentials',
    );
    await choose(page, 'Khách hàng', CUSTOMER);
    await choose(page, 'Trạm quan trắc', STATION);
    await expect.poll(() => page.getByTestId('credential-status').textContent()).toBe('Đã cấp');
    await page.getByRole('button', { name: 'Cấp mới thông tin kết nối' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cấp mới thông tin kết nối?' });
    await confirm.getByRole('button', { name: 'Cấp mới' }).click();
    const secrets = page.getByRole('dialog', { name: `Thông tin kết nối mới: ${STATION}` });
    await expect
      .poll(() => secrets.getByText('sẽ không được hiển thị lại', { exact: false }).isVisible())
      .toBe(true);
    const token = (await secrets.locator('[data-secret="http_token"]').textContent())!;
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(await secrets.getByRole('button', { name: /^Sao chép/ }).count()).toBe(3);
    await settle(page);
    await screenshot(page, 'admin-credentials-secrets-desktop');
    await secrets.getByRole('button', { name: 'Tôi đã lưu lại' }).click();
    await expect.poll(() => page.getByText(token).count()).toBe(0);

    const stamp = loggerStampMinutesAgo(1);
    const sent = await fetch(`${baseUrl}/api/ingest?file=${STATION_CODE}_${stamp}.txt`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}` },
      body: `pH\t7.1\t\t${stamp}\t00`,
    });
    expect(sent.status).toBe(200);
    await page.close();

    const phone = await signedInPage(
      browser,
      mobilePage,
      baseUrl,
      DEMO_ACCOUNTS.admin,
      '/ingest-credentials',
    );
    await choose(phone, 'Khách hàng', CUSTOMER);
    await choose(phone, 'Trạm quan trắc', STATION);
    await expect.poll(() => phone.getByTestId('credential-status').textContent()).toBe('Đã cấp');
    await noSidewaysScroll(phone);
    await settle(phone);
    await screenshot(phone, 'admin-credentials-mobile');
    await phone.close();
  });
});
