// /data-lookup charts and parameter names in Chromium against the real server (issue 14).
// Wastewater (DB-NT01) and stack (DB-KT01, DB-KT02) values of user2's customer go in through
// POST /api/ingest for one morning: the lookup must draw the wastewater 'Nhiệt độ' (limit 40 °C)
// and the stack 'Nhiệt độ khí thải' (no limit) as separate charts, each with only its own
// station's limits, and name every parameter by its Vietnamese display name in the captions,
// the legends and the table. An admin, who sees every customer's stations, opens the lookup on
// the stations of their own facility only, not on all of them.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSecrets } from '../../server/ingest/demo-credentials';
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

const { url: baseUrl, serviceRoleKey } = sharedServer();
// A day no other e2e file ingests for (reports.test.ts uses 15/09/2026).
const DAY = '2026-09-17';
const DAY_TEXT = '17/09/2026';
let browser: Browser;

const WATER = {
  code: 'DB-NT01',
  lines: [
    ['Flow', '12.5', 'm3/h'],
    ['Temp', '31'],
  ],
};
const STACK = {
  code: 'DB-KT01',
  lines: [
    ['Flow', '18500', 'm3/h'],
    ['Temp', '138'],
    ['PM', '96', 'mg/Nm³'],
  ],
};
/** A second stack: one chart, two stations, each with its own dust limit. */
const STACK2 = { code: 'DB-KT02', lines: [['PM', '120', 'mg/Nm³']] };

/** 08:00–08:55 local on DAY, one file per 5 minutes. */
async function ingestMorning(station: { code: string; lines: string[][] }): Promise<void> {
  for (let index = 0; index < 12; index += 1) {
    const stamp = `${DAY.replace(/-/g, '')}08${String(index * 5).padStart(2, '0')}00`;
    const body = station.lines
      .map(([code, value, unit = '°C']) => `${code}\t${value}\t${unit}\t${stamp}\t00`)
      .join('\r\n');
    const response = await fetch(
      `${baseUrl}/api/ingest?file=${encodeURIComponent(`${station.code}_${stamp}.txt`)}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'text/plain',
          authorization: `Bearer ${demoSecrets(station.code).httpToken}`,
        },
        body,
      },
    );
    expect(response.status, await response.text()).toBe(200);
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  await ingestMorning(WATER);
  await ingestMorning(STACK);
  await ingestMorning(STACK2);
});
afterAll(async () => {
  await browser?.close();
});

/** Ids of a customer's stations, read as the service role. */
async function stationIdsOf(customerKey: string): Promise<number[]> {
  const read = async <T>(query: string) =>
    (await (
      await fetch(`${baseUrl}/rest/v1/${query}`, {
        headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
      })
    ).json()) as T;
  const [customer] = await read<{ id: number }[]>(
    `customer?customer_key=eq.${customerKey}&select=id`,
  );
  const stations = await read<{ id: number }[]>(`station?customer_id=eq.${customer.id}&select=id`);
  return stations.map((row) => row.id).sort((a, b) => a - b);
}

const charts = (page: Page) => page.locator('.gw-lookup-chart');
const captions = (page: Page) => charts(page).locator('figcaption strong').allTextContents();
const legend = (page: Page, caption: string) =>
  charts(page)
    .filter({ has: page.getByText(caption, { exact: true }) })
    .locator('.u-legend .u-series .u-label')
    .allTextContents();

async function showMorning(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/data-lookup`);
  await page.getByRole('textbox', { name: 'Từ ngày' }).fill(DAY_TEXT);
  await page.getByRole('textbox', { name: 'Đến ngày' }).fill(DAY_TEXT);
  await page.getByRole('button', { name: 'Xem báo cáo' }).click();
  await expect.poll(() => charts(page).count(), { timeout: 20_000 }).toBe(5);
  await expect
    .poll(() => charts(page).locator('canvas').first().isVisible(), { timeout: 10_000 })
    .toBe(true);
}

describe('data lookup charts (issue 14)', () => {
  it('keeps wastewater and stack parameters apart, each with its own limits and names', async () => {
    for (const [make, name] of [
      [desktopPage, 'desktop'],
      [mobilePage, 'mobile'],
    ] as const) {
      const page = await signedInPage(browser, make, baseUrl, DEMO_ACCOUNTS.user2);
      try {
        await showMorning(page);
        // One chart per parameter as the station names it, the unit beside the name.
        expect((await captions(page)).sort()).toEqual([
          'Bụi tổng (mg/Nm³)',
          'Lưu lượng (m³/h)',
          'Lưu lượng khí thải (m³/h)',
          'Nhiệt độ (°C)',
          'Nhiệt độ khí thải (°C)',
        ]);
        // The wastewater limit (40 °C) stays on the wastewater chart.
        expect(await legend(page, 'Nhiệt độ (°C)')).toEqual([
          'Thời điểm',
          'Trạm nước thải làm mát (DB-NT01)',
          'Ngưỡng tối đa',
        ]);
        expect(await legend(page, 'Nhiệt độ khí thải (°C)')).toEqual([
          'Thời điểm',
          'Ống khói tổ máy 1 (DB-KT01)',
        ]);
        // Two stations on one chart: each limit is its own station's, and says so.
        expect((await legend(page, 'Bụi tổng (mg/Nm³)')).sort()).toEqual([
          'Ngưỡng tối đa — Ống khói tổ máy 1 (DB-KT01)',
          'Ngưỡng tối đa — Ống khói tổ máy 2 (DB-KT02)',
          'Thời điểm',
          'Ống khói tổ máy 1 (DB-KT01)',
          'Ống khói tổ máy 2 (DB-KT02)',
        ]);
        // The table names the parameters the same way, never by their logger codes.
        const table = page.getByRole('region', { name: 'Bảng Số liệu 5 phút' });
        await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
        const names = new Set(await table.locator('tbody tr td:nth-child(3)').allTextContents());
        expect([...names].sort()).toEqual([
          'Bụi tổng',
          'Lưu lượng',
          'Lưu lượng khí thải',
          'Nhiệt độ',
          'Nhiệt độ khí thải',
        ]);
        await settle(page);
        await screenshot(page, `data-lookup-charts-${name}`);
        for (const [caption, shot] of [
          ['Nhiệt độ khí thải (°C)', 'stack'],
          ['Bụi tổng (mg/Nm³)', 'two-stations'],
        ]) {
          await charts(page)
            .filter({ has: page.getByText(caption, { exact: true }) })
            .evaluate((figure) => figure.scrollIntoView({ block: 'center' }));
          await settle(page);
          await screenshot(page, `data-lookup-charts-${shot}-${name}`);
        }
      } finally {
        await page.context().close();
      }
    }
  });

  it('opens on the admin’s own facility, not on every customer’s stations', async () => {
    const own = await stationIdsOf('phuoclong-textile');
    expect(own.length).toBeGreaterThan(0);
    const page = await desktopPage(browser);
    try {
      const lookup = page.waitForRequest(
        (request) =>
          request.url().includes('/api/reports/lookup') && request.url().includes('format=series'),
        { timeout: 30_000 },
      );
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel('Email').fill(DEMO_ACCOUNTS.admin);
      await page.getByLabel('Mật khẩu').fill('GreenWatch@2026');
      await page.getByRole('button', { name: 'Đăng nhập' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.goto(`${baseUrl}/data-lookup`);
      const url = new URL((await lookup).url());
      const asked = (url.searchParams.get('stationIds') ?? '').split(',').map(Number);
      expect(asked.sort((a, b) => a - b)).toEqual(own);
      // The minimal seed has no history: the answer may be the empty state.
      await expect
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
      const stations = page.getByRole('combobox', { name: 'Trạm quan trắc' });
      expect(await stations.textContent()).toContain(`(${own.length})`);
      await settle(page);
      await screenshot(page, 'data-lookup-admin-default-desktop');
    } finally {
      await page.context().close();
    }
  });
});
