// The platform admin's console (issue 16) in Chromium against the real server: the admin opens
// 'Giới hạn thông số' from the 'Quản trị' group, picks a customer and a station, is stopped by
// the order rule, raises a parameter's upper limit, saves and sees the success toast; the
// change log then shows that change with its value before → after. Both pages read as tables at
// 1280×800 and as cards at 390×844 without sideways scrolling. An ordinary user gets the
// access-denied page and no 'Quản trị' group.
import type { Browser, Page } from 'playwright-core';
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
const CUSTOMER = 'Công ty TNHH Dệt nhuộm Phước Long';
const STATION = 'Trạm nước thải sau xử lý';
const ORDER_MESSAGE = 'Giới hạn dưới phải nhỏ hơn hoặc bằng giới hạn trên';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Menu chính' });

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function pickStation(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Khách hàng' }).click();
  await page.getByRole('option', { name: CUSTOMER }).click();
  await page.getByRole('combobox', { name: 'Trạm quan trắc' }).click();
  await page.getByRole('option', { name: STATION }).click();
  await expect
    .poll(() => page.locator('tr[data-parameter]').count(), { timeout: 20_000 })
    .toBeGreaterThan(0);
}

describe('admin console', () => {
  it('edits a limit, then shows the change in the change log', async () => {
    const page = await signedInPage(browser, desktopPage, baseUrl, DEMO_ACCOUNTS.admin);
    const sidebar = sidebarOf(page);
    await sidebar.getByRole('button', { name: 'Quản trị' }).click();
    await sidebar.getByRole('link', { name: 'Giới hạn thông số' }).click();
    await expect.poll(() => page.title()).toBe('Giới hạn thông số | GreenWatch online monitoring');
    await pickStation(page);

    const row = page.locator('tr[data-parameter]').first();
    const lower = row.locator('input').nth(0);
    const upper = row.locator('input').nth(1);
    const before = await upper.inputValue();
    const save = page.getByRole('button', { name: 'Lưu giới hạn' });

    // An upper limit under the lower one is refused before anything is sent.
    await lower.fill('50');
    await upper.fill('10');
    await expect.poll(() => page.getByText(ORDER_MESSAGE).isVisible()).toBe(true);
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Hoàn tác' }).click();
    await expect.poll(() => page.getByText(ORDER_MESSAGE).count()).toBe(0);

    // From the keyboard: the field, a new value with a decimal comma, Enter submits.
    const after = before === '' ? '123.5' : String(Number(before) + 1.5);
    await upper.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(after.replace('.', ','));
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page.locator('.Toastify__toast').getByText('Đã lưu giới hạn thông số.').first().isVisible(),
      )
      .toBe(true);
    // The form keeps what was typed, now as the saved state: nothing left to save.
    await expect.poll(() => save.isDisabled()).toBe(true);
    await settle(page);
    await screenshot(page, 'admin-station-limits-desktop');
    await noSidewaysScroll(page);

    await sidebar.getByRole('link', { name: 'Nhật ký thay đổi' }).click();
    await expect.poll(() => page.title()).toBe('Nhật ký thay đổi | GreenWatch online monitoring');
    await page.getByRole('combobox', { name: 'Bảng dữ liệu' }).click();
    await page.getByRole('option', { name: 'Thông số trạm' }).click();
    const newest = page.locator('tr[data-entry-id]').first();
    await expect
      .poll(() => newest.getAttribute('data-table'), { timeout: 20_000 })
      .toBe('station_parameter');
    const text = (await newest.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('admin@greenwatch.demo');
    expect(text).toMatch(/Thông số trạm #\d+ · Sửa/);
    expect(text).toContain(`limit_max: ${before === '' ? '—' : before} → ${after}`);
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await settle(page);
    await screenshot(page, 'admin-audit-log-desktop');
    await noSidewaysScroll(page);
  });

  it('reads as one column of cards on a phone', async () => {
    const page = await signedInPage(
      browser,
      mobilePage,
      baseUrl,
      DEMO_ACCOUNTS.admin,
      '/station-limits',
    );
    await pickStation(page);
    const first = page.locator('tr[data-parameter]').first();
    await expect
      .poll(() => first.getByText('Giới hạn trên', { exact: false }).first().isVisible())
      .toBe(true);
    await settle(page);
    await screenshot(page, 'admin-station-limits-mobile');
    await noSidewaysScroll(page);

    await page.goto(`${baseUrl}/audit-log`);
    await expect
      .poll(() => page.locator('tr[data-entry-id]').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await settle(page);
    await screenshot(page, 'admin-audit-log-mobile');
    await noSidewaysScroll(page);
  });

  it('shows an ordinary user the access-denied page and no Quản trị group', async () => {
    const page = await signedInPage(
      browser,
      desktopPage,
      baseUrl,
      DEMO_ACCOUNTS.user,
      '/audit-log',
    );
    await expect
      .poll(() => page.getByRole('heading', { name: 'Không có quyền truy cập' }).isVisible())
      .toBe(true);
    const sidebar = sidebarOf(page);
    await expect
      .poll(() => sidebar.getByRole('button', { name: 'Báo cáo', exact: true }).isVisible())
      .toBe(true);
    expect(await sidebar.getByText('Quản trị').count()).toBe(0);
    await settle(page);
    await screenshot(page, 'admin-denied-desktop');
  });
});
