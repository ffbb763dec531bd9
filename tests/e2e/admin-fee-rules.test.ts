// 'Biểu phí' (/fee-rules, issue 16) in Chromium against the real server: the platform admin
// sees the shipped rule sets by instrument, copies the emission fee rule set into a new version
// for 2031, is stopped by rates the reports would refuse, saves valid ones, and the version it
// replaces ends on 31/12/2030. Cards at 1280×800 and 390×844 without sideways scrolling. The
// new version and the old end date are undone afterwards, whatever happened, so the fee report
// tests of this run see the shipped table.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  desktopPage,
  launchBrowser,
  mobilePage,
  restAsService,
  screenshot,
  settle,
  sidewaysOverflow,
  signedInPage,
} from './harness';
import { sharedServer } from './shared-server';

const { url: baseUrl, serviceRoleKey } = sharedServer();
const NEW_ID = 'air-e2e-2031';
const AIR_ID = 'air-nd153-2024';
let browser: Browser;

const asService = (path: string, method: string, body?: unknown) =>
  restAsService(baseUrl, serviceRoleKey, path, method, body);

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await asService(`fee_rule_set?id=eq.${NEW_ID}`, 'DELETE');
  await asService(`fee_rule_set?id=eq.${AIR_ID}`, 'PATCH', { effective_to: null });
  await browser?.close();
});

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
}

const card = (page: Page, id: string) => page.locator(`li[data-rule-id="${id}"]`);

describe('fee rule console', () => {
  it('adds a version from an existing rule set and ends the one it replaces', async () => {
    const page = await signedInPage(browser, desktopPage, baseUrl, DEMO_ACCOUNTS.admin);
    await page.goto(`${baseUrl}/fee-rules`);
    await expect.poll(() => page.title()).toBe('Biểu phí | GreenWatch online monitoring');
    await expect.poll(() => page.getByRole('heading', { name: 'Phí khí thải' }).count()).toBe(1);
    await expect.poll(() => page.locator('li[data-rule-id]').count()).toBeGreaterThanOrEqual(5);
    await expect.poll(() => card(page, AIR_ID).textContent()).toContain('05/01/2025 – nay');
    await noSidewaysScroll(page);
    await screenshot(page, 'fee-rules-desktop');

    await card(page, AIR_ID)
      .getByRole('button', { name: 'Tạo phiên bản mới từ quy định này' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Thêm phiên bản biểu phí' });
    await dialog.getByLabel('Mã phiên bản').fill(NEW_ID);
    await dialog.getByLabel('Ngày hiệu lực').fill('2031-01-01');
    const rates = dialog.getByLabel('Mức thu (JSON)');
    await rates.fill('{"fixedFeePerYear": 4000000, "firstChargeableMonth": null}');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => dialog.getByText(/thiếu pollutantRatesVndPerTonne/).count()).toBe(1);
    await expect
      .poll(() =>
        dialog
          .getByText('Kết thúc hiệu lực của “Nghị định 153/2024/NĐ-CP” vào ngày 31/12/2030')
          .count(),
      )
      .toBe(1);
    await screenshot(page, 'fee-rules-new-version-desktop');

    await rates.fill(
      JSON.stringify({
        fixedFeePerYear: 4_000_000,
        firstChargeableMonth: null,
        pollutantRatesVndPerTonne: { dust: 900, SOx: 800, NOx: 900, CO: 600 },
      }),
    );
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => page.getByText('Đã lưu biểu phí.').count()).toBeGreaterThan(0);
    await expect.poll(() => card(page, NEW_ID).textContent()).toContain('01/01/2031 – nay');
    await expect.poll(() => card(page, NEW_ID).textContent()).toContain('Chưa xác nhận');
    await expect.poll(() => card(page, AIR_ID).textContent()).toContain('05/01/2025 – 31/12/2030');

    // The same id again is refused with words the admin can act on.
    await card(page, AIR_ID)
      .getByRole('button', { name: 'Tạo phiên bản mới từ quy định này' })
      .click();
    await dialog.getByLabel('Mã phiên bản').fill(NEW_ID);
    await dialog.getByLabel('Ngày hiệu lực').fill('2032-01-01');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect
      .poll(() => dialog.getByText('Mã phiên bản đã tồn tại, vui lòng chọn giá trị khác.').count())
      .toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Hủy' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // A stored version: only its end date, confirmation, source and notes change.
    await card(page, NEW_ID).getByRole('button', { name: 'Sửa' }).click();
    const edit = page.getByRole('dialog', { name: /Sửa ND153\/2024/ });
    await edit.getByLabel('Mức thu đã được xác nhận theo văn bản chính thức').check();
    await edit.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => card(page, NEW_ID).textContent()).toContain('Đã xác nhận');
    await settle(page);
    await page.close();
  });

  it('reads as cards on a phone', async () => {
    const page = await signedInPage(browser, mobilePage, baseUrl, DEMO_ACCOUNTS.admin);
    await page.goto(`${baseUrl}/fee-rules`);
    await expect.poll(() => page.locator('li[data-rule-id]').count()).toBeGreaterThanOrEqual(5);
    await noSidewaysScroll(page);
    await screenshot(page, 'fee-rules-mobile');
    await page.close();
  });

  it('is not open to an ordinary user', async () => {
    const page = await signedInPage(browser, desktopPage, baseUrl, DEMO_ACCOUNTS.user);
    await page.goto(`${baseUrl}/fee-rules`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Không có quyền truy cập' }).count())
      .toBe(1);
    await page.close();
  });
});
