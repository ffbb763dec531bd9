// The data and report screens of issue 7 in Chromium against the real server. Measurements go
// in through POST /api/ingest (one logger file per 5-minute record) for user2's water station
// on 15/09/2026, then user2 runs the lookup (table and chart canvas), the exceedance report and
// the water fee report, exports Excel and PDF (downloads read back with exceljs and unpdf), and
// every screen is captured on desktop and mobile. 'user' has no access to the fee reports.
// Report dates are typed and shown as dd/MM/yyyy (spec §9) whatever the browser's locale; a
// map link /data-lookup?station=<id> opens the lookup on that station for today.
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
  openInApp,
  screenshot,
  settle,
  signedInPage,
} from './harness';
import { sharedServer } from './shared-server';

const { url: baseUrl, serviceRoleKey } = sharedServer();
const STATION = { code: 'DB-NT01', label: 'Trạm nước thải làm mát (DB-NT01)' };
const CUSTOMER = 'Công ty TNHH Nhiệt điện Đông Bắc';
const DAY = '2026-09-15';
const DAY_TEXT = '15/09/2026';
let browser: Browser;

/** 08:00–11:55 local on DAY: COD over its 135 mg/L limit 10:00–10:55 (peak 175 at 10:30), one calibration value at 11:00. */
function records() {
  return Array.from({ length: 48 }, (_, index) => {
    const hour = 8 + Math.floor(index / 12);
    const minute = (index % 12) * 5;
    const hhmm = `${String(hour).padStart(2, '0')}${String(minute).padStart(2, '0')}`;
    const cod = hhmm === '1030' ? '175' : hour === 10 ? '160' : hhmm === '1100' ? '999' : '100';
    const status = hhmm === '1100' ? '01' : '00';
    return {
      stamp: `${DAY.replace(/-/g, '')}${hhmm}00`,
      lines: [
        ['Flow', '12.5', 'm3/h', '00'],
        ['COD', cod, 'mg/L', status],
        ['TSS', '40', 'mg/L', '00'],
        ['pH', '7.1', '', '00'],
      ],
    };
  });
}

async function ingestDay(): Promise<void> {
  for (const { stamp, lines } of records()) {
    const fileName = `${STATION.code}_${stamp}.txt`;
    const response = await fetch(`${baseUrl}/api/ingest?file=${encodeURIComponent(fileName)}`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        authorization: `Bearer ${demoSecrets(STATION.code).httpToken}`,
      },
      body: lines
        .map(([code, value, unit, status]) => `${code}\t${value}\t${unit}\t${stamp}\t${status}`)
        .join('\r\n'),
    });
    expect(response.status).toBe(200);
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  await ingestDay();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = (make: typeof desktopPage, email: string) =>
  signedInPage(browser, make, baseUrl, email);

const reportReady = (page: Page) =>
  expect.poll(() => page.locator('.gw-report-content').isVisible(), { timeout: 20_000 }).toBe(true);

/** Opens a report screen (loading it by its address, or `inApp`) and shows DAY. */
async function showDay(page: Page, path: string, inApp = false): Promise<void> {
  if (inApp) await openInApp(page, path);
  else await page.goto(`${baseUrl}${path}`);
  await page.getByRole('textbox', { name: 'Từ ngày' }).fill(DAY_TEXT);
  await page.getByRole('textbox', { name: 'Đến ngày' }).fill(DAY_TEXT);
  await page.getByRole('button', { name: 'Xem báo cáo' }).click();
  await reportReady(page);
}

async function workbookRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const pdfText = async (bytes: Buffer) =>
  (await extractText(new Uint8Array(bytes), { mergePages: true })).text;

/** The id of a demo station, read as the service role. */
async function stationId(code: string): Promise<number> {
  const response = await fetch(`${baseUrl}/rest/v1/station?code=eq.${code}&select=id`, {
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
  });
  const [row] = (await response.json()) as { id: number }[];
  return row.id;
}

/** Today's date in Vietnam as the filter shows it. */
const todayText = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());

/** The lookup ran on its own: its report, or the empty state of a period without data. */
const lookupAnswered = (page: Page) =>
  expect
    .poll(
      () =>
        page
          .locator('.gw-report-content')
          .or(page.getByText('Không có số liệu trong kỳ đã chọn'))
          .first()
          .isVisible(),
      { timeout: 20_000 },
    )
    .toBe(true);

const dateValues = (page: Page) =>
  Promise.all(
    ['Từ ngày', 'Đến ngày'].map((name) => page.getByRole('textbox', { name }).inputValue()),
  );

describe('as user2 (all reports)', () => {
  it('shows and takes the report dates as dd/MM/yyyy in a vi-VN browser, by keyboard too', async () => {
    for (const make of [desktopPage, mobilePage]) {
      const page = await signedIn(make, DEMO_ACCOUNTS.user2);
      await page.goto(`${baseUrl}/exceed-data`);
      await reportReady(page);
      const from = page.getByRole('textbox', { name: 'Từ ngày' });
      await from.click();
      await from.press('Control+A');
      await from.pressSequentially('01092026');
      expect(await from.inputValue()).toBe('01/09/2026');
      await from.press('ArrowDown');
      expect(await from.inputValue()).toBe('31/08/2026');
      await page.getByRole('textbox', { name: 'Đến ngày' }).fill(DAY_TEXT);
      // The calendar button opens the browser's own picker without an error.
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.getByRole('button', { name: 'Chọn trên lịch: Từ ngày' }).click();
      await page.keyboard.press('Escape');
      expect(errors).toEqual([]);
      const mobile = make === mobilePage;
      await settle(page);
      await screenshot(page, `reports-date-inputs-${mobile ? 'mobile' : 'desktop'}`);
      await page.getByRole('textbox', { name: 'Đến ngày' }).press('Enter');
      await reportReady(page);
      await expect
        .poll(() => page.locator('.gw-report-meta, .gw-report-content').first().textContent())
        .toContain('31/08/2026');
      await page.context().close();
    }
  });

  it('opens the lookup on the station a map link names, for today', async () => {
    const page = await signedIn(desktopPage, DEMO_ACCOUNTS.user2);
    await page.goto(`${baseUrl}/data-lookup?station=${await stationId(STATION.code)}`);
    const stations = page.getByRole('combobox', { name: 'Trạm quan trắc' });
    await expect.poll(() => stations.textContent()).toBe(STATION.label);
    expect(await dateValues(page)).toEqual([todayText(), todayText()]);
    await lookupAnswered(page);
    await settle(page);
    await screenshot(page, 'reports-data-lookup-station-link-desktop');

    // A station of another customer is ignored: the usual defaults (every station, 7 days).
    await page.goto(`${baseUrl}/data-lookup?station=${await stationId('PL-NT01')}`);
    await lookupAnswered(page);
    expect(await stations.textContent()).not.toBe(STATION.label);
    const [from, to] = await dateValues(page);
    expect(to).toBe(todayText());
    expect(from).not.toBe(todayText());
  });

  it('looks up the raw values in a table and a chart and exports them to Excel', async () => {
    const page = await signedIn(desktopPage, DEMO_ACCOUNTS.user2);
    await showDay(page, '/data-lookup');
    await expect
      .poll(() => page.locator('.gw-lookup-chart canvas').first().isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await page.locator('.gw-lookup-chart').count()).toBe(4);
    const table = page.getByRole('region', { name: 'Bảng Số liệu 5 phút' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(100);
    expect(await page.getByText('Dòng 1–100 / 192').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Trang sau' }).click();
    await expect.poll(() => page.getByText('Dòng 101–192 / 192').isVisible()).toBe(true);
    // The pager moves at once; the rows follow when page 2 has arrived.
    await expect.poll(() => table.getByText('01 — Hiệu chuẩn').count()).toBe(1);
    await settle(page);
    await screenshot(page, 'reports-data-lookup-desktop');

    const { file, bytes } = await downloadOf(page, 'Xuất Excel');
    expect(file.suggestedFilename()).toBe('tra-cuu-du-lieu_2026-09-15_2026-09-15.xlsx');
    const rows = await workbookRows(bytes);
    expect(rows[0]).toEqual(['Tra cứu dữ liệu']);
    expect(rows).toContainEqual(['Khách hàng', CUSTOMER]);
    expect(rows).toContainEqual(['Kỳ báo cáo', '15/09/2026']);
    const header = rows.findIndex((row) => row[0] === 'Thời điểm');
    expect(rows.length - header - 1).toBe(192);
    const calibration = rows.find((row) => row[5] === '01 — Hiệu chuẩn');
    expect(calibration?.slice(1, 4)).toEqual([STATION.label, 'Nhu cầu oxy hóa học', 999]);
    expect((calibration?.[0] as Date).toISOString()).toBe('2026-09-15T11:00:00.000Z');
  });

  it('reports the exceedance episode and exports it to PDF with Vietnamese text', async () => {
    const page = await signedIn(desktopPage, DEMO_ACCOUNTS.user2);
    await showDay(page, '/exceed-data');
    // The summary is the first of the report's two tabs; the episodes are under 'Chi tiết'.
    expect(await page.getByRole('tab', { name: 'Tổng hợp' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.getByRole('tab', { name: 'Chi tiết' }).click();
    const episodes = page.getByRole('region', { name: 'Bảng Các đợt vượt ngưỡng' });
    const row = episodes.locator('tbody tr');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.locator('td').allTextContents()).toEqual([
      STATION.label,
      'Nhu cầu oxy hóa học',
      '15/09/2026 10:00',
      '15/09/2026 11:00',
      '60',
      '175 mg/L',
      '15/09/2026 10:30',
      '135 (tối đa)',
      '129,6%',
      // Issue 18: the episode's evidence pack, on screen only.
      'Gói bằng chứng',
    ]);
    await settle(page);
    await screenshot(page, 'reports-exceed-data-desktop');

    const { file, bytes } = await downloadOf(page, 'Xuất PDF');
    expect(file.suggestedFilename()).toBe('bao-cao-vuot-nguong_2026-09-15_2026-09-15.pdf');
    const text = await pdfText(bytes);
    expect(text).toContain('Báo cáo vượt ngưỡng');
    expect(text).toContain(CUSTOMER);
    expect(text).toContain(STATION.label);
    expect(text).toContain('175 mg/L');
  });

  it('shows the water fee of a quarter with the unconfirmed mark; Excel and PDF hold the same total', async () => {
    const page = await signedIn(desktopPage, DEMO_ACCOUNTS.user2);
    await page.goto(`${baseUrl}/water-fee-report`);
    await page.getByRole('combobox', { name: 'Phạm vi' }).click();
    await page.getByRole('option', { name: STATION.label }).click();
    await page.getByRole('combobox', { name: 'Kỳ' }).click();
    await page.getByRole('option', { name: 'Quý 3' }).click();
    await page.getByRole('button', { name: 'Xem báo cáo' }).click();
    await reportReady(page);
    await expect.poll(() => page.getByText('Quý 3/2026').first().isVisible()).toBe(true);
    expect(await page.getByText(/^CHƯA XÁC NHẬN/).isVisible()).toBe(true);
    const total = await page
      .locator('.gw-report-facts > div', { hasText: 'Tổng phí phải nộp' })
      .locator('dd')
      .textContent();
    // Four hours of flow in a quarter: the report says it stands on too little data.
    expect(total).toMatch(/^[\d.]+ VNĐ \(chưa xác nhận\) \(thiếu số liệu\)$/);
    expect(await page.getByText(/^THIẾU SỐ LIỆU/).isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'reports-water-fee-report-desktop');
    // On paper: the report alone, without navigation, filter or buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Xuất PDF' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Xem báo cáo' }).isVisible()).toBe(false);
    expect(await page.getByText('Tổng phí phải nộp').first().isVisible()).toBe(true);
    await screenshot(page, 'reports-water-fee-report-print');
    await page.emulateMedia({ media: 'screen' });

    const excel = await downloadOf(page, 'Xuất Excel');
    expect(excel.file.suggestedFilename()).toBe('bao-cao-phi-nuoc-thai_db-nt01_quy-3-2026.xlsx');
    const rows = await workbookRows(excel.bytes);
    expect(rows[0]).toEqual(['Báo cáo phí nước thải']);
    expect(rows).toContainEqual(['Trạm quan trắc', STATION.label]);
    expect(rows).toContainEqual(['Tổng phí phải nộp', total]);
    const amount = Number(total?.replace(/\D/g, ''));
    const totals = rows.find((row) => row[0] === 'Tổng cộng');
    expect(totals?.[7]).toBe(amount);

    const pdf = await downloadOf(page, 'Xuất PDF');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Báo cáo phí nước thải');
    expect(text).toContain(STATION.label);
    expect(text).toContain(CUSTOMER);
    expect(text).toContain(total as string);
    expect(text).toContain('CHƯA XÁC NHẬN');
    // The formula's signs that Be Vietnam Pro lacks come through the fallback font.
    expect(text).toContain('Fq = f/4 + Σ(Lq × Ci × 10⁻³ × Mi)');
  });

  const screens: Array<[string, boolean]> = [
    ['data-lookup', true],
    ['average-data', true],
    ['exceed-data', true],
    ['station-signal-lost', true],
    ['water-fee-report', false],
    ['air-fee-report', false],
  ];
  for (const [label, make] of [
    ['desktop', desktopPage],
    ['mobile', mobilePage],
  ] as const) {
    it(`renders every report screen (${label})`, async () => {
      const page = await signedIn(make, DEMO_ACCOUNTS.user2);
      for (const [path, ranged] of screens) {
        // Opened as the menu opens them: loading each by its address is what the tests above do.
        if (ranged) await showDay(page, `/${path}`, true);
        else {
          await openInApp(page, `/${path}`);
          await reportReady(page);
        }
        await settle(page);
        await screenshot(page, `reports-${path}-${label}`);
        await page.locator('.gw-report-content').evaluate((element) => element.scrollIntoView());
        await settle(page);
        await screenshot(page, `reports-${path}-${label}-content`);
        // Issue 14: nothing needs sideways scrolling, neither the page nor a table; on a phone
        // each value names its column.
        const fit = (await page.evaluate(`(() => {
          const cell = document.querySelector('.gw-report-table tbody td:not(.gw-report-table__empty)');
          return {
            pageWidth: document.scrollingElement.scrollWidth,
            windowWidth: innerWidth,
            scrollingTables: [...document.querySelectorAll('.gw-report-table')]
              .filter((table) => table.scrollWidth > table.clientWidth + 1)
              .map((table) => table.getAttribute('aria-label')),
            label: cell ? getComputedStyle(cell, '::before').content : null,
            header: cell ? JSON.stringify(cell.dataset.label ?? '') : null,
          };
        })()`)) as {
          pageWidth: number;
          windowWidth: number;
          scrollingTables: string[];
          label: string | null;
          header: string | null;
        };
        expect(fit.pageWidth, path).toBeLessThanOrEqual(fit.windowWidth);
        expect(fit.scrollingTables, `${path} ${label}`).toEqual([]);
        if (label === 'mobile') {
          expect(fit.label, path).toBe(fit.header);
        }
      }
    });
  }
});

it('keeps the fee reports from a user without them in can_access', async () => {
  const page = await signedIn(desktopPage, DEMO_ACCOUNTS.user);
  for (const path of ['/water-fee-report', '/air-fee-report']) {
    await page.goto(`${baseUrl}${path}`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Không có quyền truy cập' }).isVisible())
      .toBe(true);
  }
  await page.goto(`${baseUrl}/exceed-data`);
  await reportReady(page);
});
