// The 'Tờ khai phí' screen (issue 18) in Chromium against the real server: user2 opens the
// wastewater return of Q4/2026 for its water station (Decree 346/2025 form, shown 'chưa xác
// minh'), completes the payer's details (a wrong MST refused in Vietnamese), corrects the volume
// by keyboard (the computed value stays beside it), exports the PDF and the workbook (read back
// with unpdf and exceljs), and the screen is captured at 1280×800 and 390×844.
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSecrets } from '../../server/ingest/demo-credentials';
import {
  DEMO_ACCOUNTS,
  desktopPage,
  downloadOf,
  launchBrowser,
  mobilePage,
  screenshot,
  settle,
  signedInPage,
} from './harness';
import { sharedServer } from './shared-server';

const baseUrl = sharedServer().url;
const STATION = { code: 'DB-NT01', label: 'Trạm nước thải làm mát (DB-NT01)' };
let browser: Browser;

/** One hour of 15/10/2026 (local), every 5 minutes: flow, COD and TSS. */
async function ingestHour(): Promise<void> {
  for (let minute = 0; minute < 60; minute += 5) {
    const stamp = `20261015${'09'}${String(minute).padStart(2, '0')}00`;
    const fileName = `${STATION.code}_${stamp}.txt`;
    const response = await fetch(`${baseUrl}/api/ingest?file=${encodeURIComponent(fileName)}`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        authorization: `Bearer ${demoSecrets(STATION.code).httpToken}`,
      },
      body: [
        ['Flow', '12', 'm3/h'],
        ['COD', '80', 'mg/L'],
        ['TSS', '50', 'mg/L'],
      ]
        .map(([code, value, unit]) => `${code}\t${value}\t${unit}\t${stamp}\t00`)
        .join('\r\n'),
    });
    expect(response.status).toBe(200);
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  await ingestHour();
});
afterAll(async () => {
  await browser?.close();
});

async function openQuarter(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/water-fee-declaration`);
  await chooseQuarter(page);
}

/** DB-NT01, Q4/2026, through the filter. */
async function chooseQuarter(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Phạm vi' }).click();
  await page.getByRole('option', { name: STATION.label }).click();
  await page.getByRole('combobox', { name: 'Kỳ' }).click();
  // A declaration is for one quarter: no 'Cả năm'.
  expect(await page.getByRole('option', { name: 'Cả năm' }).count()).toBe(0);
  await page.getByRole('option', { name: 'Quý 4' }).click();
  await page.getByRole('button', { name: 'Xem báo cáo' }).click();
  await expect
    .poll(() => page.getByText('Quý 4 năm 2026').first().isVisible(), { timeout: 15_000 })
    .toBe(true);
}

describe('Tờ khai phí', () => {
  it('pre-fills, completes, corrects and exports the wastewater return', async () => {
    const page = await signedInPage(browser, desktopPage, baseUrl, DEMO_ACCOUNTS.user2);
    await openQuarter(page);
    const form = page.locator('.gw-declaration');
    expect(await form.getByText('CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM').isVisible()).toBe(true);
    expect(await form.getByText('I. Thông tin chung').isVisible()).toBe(true);
    expect(await page.getByText('Mẫu tờ khai chưa xác minh').isVisible()).toBe(true);

    // The payer's details: a wrong MST is refused, a 13-digit one with its dash is kept.
    await page.getByRole('button', { name: 'Thông tin người nộp phí' }).click();
    const dialog = page.getByRole('dialog', { name: 'Thông tin người nộp phí' });
    await dialog.getByLabel('Mã số thuế').fill('12345');
    expect(await dialog.getByText(/Mã số thuế gồm 10 chữ số/).isVisible()).toBe(true);
    await dialog.getByLabel('Mã số thuế').fill('5700100256-001');
    await dialog.getByLabel('Địa chỉ').fill('KCN Cái Lân, phường Bãi Cháy, Hạ Long, Quảng Ninh');
    await dialog.getByLabel('Người ký tờ khai').fill('Trần Thị Bình');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => form.getByText('5700100256001').isVisible()).toBe(true);

    // Correct the volume by keyboard.
    const volumeItem = form.locator('li', { hasText: 'Tổng lượng nước thải trong quý' });
    const computed = await volumeItem.locator('strong').first().textContent();
    await volumeItem.getByRole('button', { name: /^Sửa:/ }).focus();
    await page.keyboard.press('Enter');
    const correction = page.getByRole('dialog', { name: /^Sửa số liệu/ });
    await correction.getByLabel(/Giá trị trên tờ khai/).fill('abc');
    await correction.getByRole('button', { name: 'Lưu' }).click();
    expect(await correction.getByText('Nhập một số không âm').isVisible()).toBe(true);
    await correction.getByLabel(/Giá trị trên tờ khai/).fill('1.000');
    await correction.getByLabel(/Lý do sửa/).fill('Theo đồng hồ điện từ');
    await correction.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => volumeItem.locator('strong').first().textContent()).toBe('1.000 m³');
    expect(await volumeItem.getByText(`Số tính: ${computed}`).isVisible()).toBe(true);
    await volumeItem.getByText('Nguồn số liệu').click();
    expect(await volumeItem.getByText('Quý 4/2026 — lượng nước thải xả (Lq)').isVisible()).toBe(
      true,
    );
    await settle(page);
    await screenshot(page, 'fee-declaration-desktop');
    await form.locator('.gw-declaration__signature').scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'fee-declaration-signature-desktop');

    const pdf = await downloadOf(page, 'Xuất PDF');
    expect(pdf.file.suggestedFilename()).toBe('to-khai-phi-nuoc-thai_db-nt01_quy-4-2026.pdf');
    const { text } = await extractText(new Uint8Array(pdf.bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    for (const part of [
      'CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM',
      'NGƯỜI NỘP PHÍ',
      '5700100256001',
      '1.000 m³',
      'Trần Thị Bình',
      'Mẫu tờ khai chưa xác minh',
    ]) {
      expect(flat).toContain(part);
    }

    const excel = await downloadOf(page, 'Xuất Excel');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Tờ khai', 'Nguồn số liệu']);
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const volume = rows.find((row) => String(row[1]).startsWith('Tổng lượng nước thải'));
    expect(volume?.slice(2, 4)).toEqual([1000, 'm³']);
    expect(volume?.[4]).toContain('Đã sửa');

    // Back to the computed value.
    await volumeItem.getByRole('button', { name: /^Sửa:/ }).click();
    await page.getByRole('button', { name: 'Dùng lại số tính' }).click();
    await expect.poll(() => volumeItem.locator('strong').first().textContent()).toBe(computed);
    await page.context().close();
  });

  it('opens the quarter of its address (the reminder link) and keeps the choice there', async () => {
    const page = await signedInPage(browser, desktopPage, baseUrl, DEMO_ACCOUNTS.user2);
    // A future quarter is dropped for the default return, with no error page.
    await page.goto(`${baseUrl}/water-fee-declaration?year=2099&quarter=1`);
    await expect.poll(() => page.url().includes('year=2099'), { timeout: 15_000 }).toBe(false);
    const address = new URL(page.url()).searchParams;
    await expect
      .poll(() =>
        page
          .getByText(`Quý ${address.get('quarter')} năm ${address.get('year')}`)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);

    // The choice goes into the address, and the address opens it again.
    await chooseQuarter(page);
    await expect.poll(() => page.url()).toMatch(/year=2026&quarter=4&station=\d+$/);
    await page.reload();
    await expect
      .poll(() => page.getByText('Quý 4 năm 2026').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.getByRole('combobox', { name: 'Phạm vi' }).textContent()).toContain(
      STATION.label,
    );
    await page.context().close();
  });

  it('fits the phone screen', async () => {
    const page = await signedInPage(browser, mobilePage, baseUrl, DEMO_ACCOUNTS.user2);
    await openQuarter(page);
    await page.evaluate(() =>
      document.querySelector('.gw-declaration__notices')?.scrollIntoView({ block: 'start' }),
    );
    await settle(page);
    await screenshot(page, 'fee-declaration-mobile');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.locator('.gw-declaration__table').first().scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'fee-declaration-table-mobile');
    await page.context().close();
  });
});
