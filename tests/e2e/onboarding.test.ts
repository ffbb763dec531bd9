// Onboarding a plant from an empty install (issue 16), in Chromium against a server of its own
// started with SEED=none: the first platform administrator is made by the documented command
// (npm run admin:create, here its function), signs in and, without SQL, creates the customer,
// its station with parameters and limits, the station's logger credentials (shown once) and an
// invited user. The user sets a password from the invitation mail and signs in; a data file sent
// with the new credentials then shows up live on that user's 'Quan trắc trực tuyến'.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformAdmin } from '../../scripts/create-admin';
import {
  desktopPage,
  launchBrowser,
  loggerStampMinutesAgo,
  mobilePage,
  screenshot,
  settle,
  signIn,
  startTestServer,
  type ServerUnderTest,
} from './harness';

const ADMIN = { email: 'ops@greenwatch.example', password: 'Ops-First@2026' };
const USER = { email: 'moitruong@songlam.example', password: 'SongLam@2026' };
const CUSTOMER = 'Công ty CP Giấy Sông Lam';
const STATION = { code: 'SL-NT01', name: 'Trạm nước thải Sông Lam' };

let server: ServerUnderTest;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ seed: 'none' });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const dialogOf = (page: Page) => page.getByRole('dialog');

async function choose(page: Page, scope: Page | Locator, field: string, option: string) {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Submits the open dialog's form and waits for it to close. */
async function save(page: Page, button = 'Lưu'): Promise<void> {
  await dialogOf(page).getByRole('button', { name: button, exact: true }).click();
  await expect.poll(() => dialogOf(page).count(), { timeout: 15_000 }).toBe(0);
}

async function invitationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${server.url}/dev/mail.json`, {
        headers: { apikey: server.serviceRoleKey },
      });
      const mails = (await response.json()) as { to: string; subject: string; text: string }[];
      const mail = mails.find((m) => m.to === email && m.subject.includes('Lời mời'));
      link = mail && /https?:\/\/\S+\/auth\/v1\/verify\S+/.exec(mail.text)?.[0];
      return link !== undefined;
    })
    .toBe(true);
  return link!;
}

describe('onboarding a plant from an empty install', () => {
  it('goes from no data to a user watching the new station live', async () => {
    const made = await createPlatformAdmin({
      url: server.url,
      serviceRoleKey: server.serviceRoleKey,
      ...ADMIN,
    });
    expect(made.outcome).toBe('created');

    const page = await desktopPage(browser);
    await page.goto(`${server.url}/login`);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${server.url}/`);

    // The customer.
    await page.goto(`${server.url}/customers-admin`);
    await page.getByRole('button', { name: 'Thêm khách hàng' }).click();
    await dialogOf(page).getByLabel('Tên khách hàng').fill(CUSTOMER);
    await dialogOf(page).getByLabel('Mã khách hàng').fill('songlam-paper');
    await save(page);
    await expect.poll(() => page.locator('tr[data-customer="songlam-paper"]').count()).toBe(1);

    // Its station, with COD and pH and their limits.
    await page.goto(`${server.url}/stations-admin`);
    await choose(page, page, 'Khách hàng', CUSTOMER);
    await page.getByRole('button', { name: 'Thêm trạm' }).click();
    await dialogOf(page).getByLabel('Mã trạm').fill(STATION.code);
    await dialogOf(page).getByLabel('Tên trạm').fill(STATION.name);
    await dialogOf(page).getByLabel('Vĩ độ').fill('18.6796');
    await dialogOf(page).getByLabel('Kinh độ').fill('105.6813');
    await save(page);
    await expect.poll(() => page.locator(`[data-open-station="${STATION.code}"]`).count()).toBe(1);
    for (const [code, unit, min, max] of [
      ['COD', 'mg/L', '', '75'],
      ['pH', '', '6', '9'],
    ] as const) {
      await page.getByRole('button', { name: 'Thêm thông số' }).click();
      await dialogOf(page).getByLabel('Mã thông số').fill(code);
      await dialogOf(page).getByLabel('Tên thông số').fill(code);
      await dialogOf(page).getByLabel('Đơn vị').fill(unit);
      await dialogOf(page).getByLabel('Giới hạn dưới').fill(min);
      await dialogOf(page).getByLabel('Giới hạn trên').fill(max);
      await save(page);
    }
    await expect.poll(() => page.locator('tr[data-parameter]').count()).toBe(2);

    // The logger's credentials, shown once.
    await page.goto(`${server.url}/ingest-credentials`);
    await choose(page, page, 'Khách hàng', CUSTOMER);
    await choose(page, page, 'Trạm quan trắc', STATION.name);
    await page.getByRole('button', { name: 'Cấp mới thông tin kết nối' }).click();
    await dialogOf(page).getByRole('button', { name: 'Cấp mới', exact: true }).click();
    const secrets = page.getByRole('dialog', { name: `Thông tin kết nối mới: ${STATION.name}` });
    const token = (await secrets.locator('[data-secret="http_token"]').textContent())!;
    expect(token.length).toBeGreaterThanOrEqual(40);
    await secrets.getByRole('button', { name: 'Tôi đã lưu lại' }).click();
    await expect.poll(() => page.getByTestId('credential-status').textContent()).toBe('Đã cấp');

    // The plant's environment officer, invited with the live screen.
    await page.goto(`${server.url}/users`);
    await page.getByRole('button', { name: 'Mời người dùng' }).click();
    const invite = dialogOf(page);
    await invite.getByLabel('Email').fill(USER.email);
    await invite.getByLabel('Họ và tên').fill('Nguyễn Văn Môi Trường');
    await choose(page, invite, 'Khách hàng', CUSTOMER);
    await choose(page, invite, 'Màn hình được xem', 'Quan trắc trực tuyến');
    await page.keyboard.press('Escape');
    await save(page, 'Gửi lời mời');
    const invited = page.getByRole('row').filter({ hasText: USER.email });
    await expect.poll(() => invited.getByText('Đã mời').count()).toBe(1);
    // A fresh install has its reference data: the role is labelled, not shown raw.
    expect(await invited.locator('.gw-admin-users__role').textContent()).toBe('Người dùng');
    await settle(page);
    await screenshot(page, 'onboarding-users-desktop');
    await page.close();

    // The user sets a password from the mail, on a phone, and signs in.
    const phone = await mobilePage(browser);
    await phone.goto(await invitationLink(USER.email));
    await phone.waitForURL(`${server.url}/reset-password`);
    await phone.getByLabel(/^Mật khẩu mới/).fill(USER.password);
    await phone.getByLabel('Xác nhận mật khẩu mới').fill(USER.password);
    await phone.getByRole('button', { name: 'Lưu mật khẩu mới' }).click();
    await phone.waitForURL(`${server.url}/login`);
    await signIn(phone, USER.email, USER.password);
    await phone.waitForURL(`${server.url}/`);
    await phone.goto(`${server.url}/online-monitoring`);
    await expect.poll(() => phone.getByText(STATION.name).first().isVisible()).toBe(true);

    // The logger sends its first file with the new token: the value appears without a reload.
    const stamp = loggerStampMinutesAgo(1);
    const sent = await fetch(`${server.url}/api/ingest?file=${STATION.code}_${stamp}.txt`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}` },
      body: [`COD\t43.21\tmg/L\t${stamp}\t00`, `pH\t7.4\t\t${stamp}\t00`].join('\r\n'),
    });
    expect(sent.status).toBe(200);
    await expect
      .poll(() => phone.getByText(/43[.,]21/).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await settle(phone);
    await screenshot(phone, 'onboarding-live-mobile');
    await phone.close();
  });
});
