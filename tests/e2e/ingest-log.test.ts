// The data-transfer log (/station-log) in Chromium against the real server: a good file, a file
// with one bad line and a file with no good line are posted through POST /api/ingest; the
// station's log, opened from the station list, shows each with its channel, counts, status and
// reasons, opens the refused lines from the keyboard, filters to the files with errors, and
// reads as a table at 1280×800 and as cards at 390×844. Another customer's user never sees them.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  desktopPage,
  launchBrowser,
  mobilePage,
  postDataFile,
  screenshot,
  settle,
  sidewaysOverflow,
  signedInPage,
} from './harness';
import { sharedServer } from './shared-server';

const baseUrl = sharedServer().url;
const STATION = 'PL-NT02'; // a station of user@'s customer that no other e2e file sends to
// A station no e2e file sends to on the shared server (Sài Gòn Xanh's; the operator sees it): each
// of user@'s other stations receives files from another file, in an order the run decides.
const SILENT_STATION = /^Trạm nước thải tổng - /;
const RECEIVED_AT = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/;
let browser: Browser;
let stationId: number;
const names: Record<'good' | 'partial' | 'refused', string> = {
  good: '',
  partial: '',
  refused: '',
};

beforeAll(async () => {
  browser = await launchBrowser();
  const send = async (
    lines: Array<[string, string, string]>,
    minutesAgo: number,
    status: number,
  ) => {
    const response = await postDataFile(baseUrl, STATION, lines, minutesAgo);
    expect(response.status).toBe(status);
    return (await response.json()) as { fileName: string; stationId: number };
  };
  const good = await send(
    [
      ['COD', '30', 'mg/L'],
      ['TSS', '20', 'mg/L'],
    ],
    4,
    200,
  );
  const partial = await send(
    [
      ['COD', '31', 'mg/L'],
      ['TSS', 'abc', 'mg/L'],
    ],
    3,
    200,
  );
  const refused = await send([['COD', '32', 'kg']], 2, 400);
  stationId = good.stationId;
  names.good = good.fileName;
  names.partial = partial.fileName;
  names.refused = refused.fileName;
});
afterAll(async () => {
  await browser?.close();
});

describe('/station-log', () => {
  it('opens from the station list and shows accepted and refused files with reasons (1280×800)', async () => {
    const page = await signedInPage(
      browser,
      desktopPage,
      baseUrl,
      DEMO_ACCOUNTS.user,
      '/station-status',
    );
    const row = page.locator(`article.gw-station-row[data-station-id="${stationId}"]`);
    await row.getByRole('link', { name: /^Nhật ký truyền dữ liệu/ }).click();
    await page.waitForURL(`${baseUrl}/station-log?station=${stationId}`);
    await expect.poll(() => page.title()).toMatch(/^Nhật ký truyền dữ liệu \| /);
    expect(await page.getByRole('navigation', { name: 'Đường dẫn' }).textContent()).toContain(
      'Nhật ký truyền dữ liệu',
    );

    const table = page.getByRole('table');
    await table.waitFor({ timeout: 20_000 });
    const rows = table.locator('tbody tr[data-file-id]');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await page.getByText('3 tệp', { exact: true }).isVisible()).toBe(true);
    // Newest first: the refused file, the partial one, the good one.
    const [refused, partial, good] = [rows.nth(0), rows.nth(1), rows.nth(2)];
    expect(await refused.textContent()).toContain(names.refused);
    expect(await refused.textContent()).toContain('Bị từ chối');
    expect(await refused.textContent()).toContain('Đơn vị sai hoặc không quy đổi được: 1 dòng');
    expect(await partial.textContent()).toContain(names.partial);
    expect(await partial.textContent()).toContain('Nhận một phần');
    expect(await partial.textContent()).toContain('Giá trị không phải số: 1 dòng');
    expect(await good.textContent()).toContain(names.good);
    expect(await good.textContent()).toContain('Đã nhận');
    for (const file of [refused, partial, good]) {
      const cells = await file.locator('td').allTextContents();
      expect(cells[0]).toMatch(RECEIVED_AT);
      expect(cells[1]).toBe('HTTP');
    }
    expect(await partial.locator('td').allTextContents()).toEqual(
      expect.arrayContaining(['1', '1']),
    );
    expect(await sidewaysOverflow(page)).toBe(0);
    // Every column fits at 1280 px: the table does not scroll inside its frame either.
    const frame = page.getByRole('region', { name: /^Tệp dữ liệu đã nhận của trạm/ });
    expect(await frame.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
    await settle(page);
    await screenshot(page, 'ingest-log-desktop');

    // The refused lines open from the keyboard: Tab to the button, Enter.
    // The button's name turns to "Ẩn dòng bị từ chối" once open: found by its class.
    const toggle = refused.locator('button.gw-ingest-toggle');
    expect(await toggle.textContent()).toContain('Xem dòng bị từ chối (1)');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const lines = page.locator('#gw-ingest-lines-' + (await refused.getAttribute('data-file-id')));
    await expect.poll(() => lines.textContent()).toContain('Dòng 1');
    expect(await lines.textContent()).toContain('COD\t32\tkg');
    expect(await lines.textContent()).toContain('"kg"');
    expect(await frame.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
    await settle(page);
    await screenshot(page, 'ingest-log-desktop-lines');

    // Only the files with errors.
    // A click, then the state once the URL has changed (the box follows the URL).
    await page.getByLabel('Chỉ tệp có lỗi').click();
    await expect.poll(() => page.getByLabel('Chỉ tệp có lỗi').isChecked()).toBe(true);
    await expect.poll(() => rows.count()).toBe(2);
    expect(new URL(page.url()).searchParams.get('errors')).toBe('1');
    expect(await table.textContent()).not.toContain(names.good);
    await page.close();
  });

  it('reads as cards on a phone (390×844), with nothing to scroll sideways', async () => {
    const page = await signedInPage(
      browser,
      mobilePage,
      baseUrl,
      DEMO_ACCOUNTS.user,
      '/station-status',
    );
    // The station list's row links to the log on a phone too.
    const row = page.locator(`article.gw-station-row[data-station-id="${stationId}"]`);
    await row.waitFor({ timeout: 20_000 });
    expect(await sidewaysOverflow(page)).toBe(0);
    await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await settle(page);
    await screenshot(page, 'ingest-log-station-list-mobile');
    await row.getByRole('link', { name: /^Nhật ký truyền dữ liệu/ }).click();
    await page.waitForURL(`${baseUrl}/station-log?station=${stationId}`);
    const cards = page.locator('li.gw-ingest-card');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(3);
    expect(await page.getByRole('table').count()).toBe(0);
    const partial = cards.nth(1);
    expect(await partial.textContent()).toContain('Giá trị không phải số: 1 dòng');
    expect(await partial.textContent()).toMatch(RECEIVED_AT);
    expect(await sidewaysOverflow(page)).toBe(0);
    await settle(page);
    await screenshot(page, 'ingest-log-mobile');
    await partial.getByRole('button', { name: /Xem dòng bị từ chối/ }).click();
    await expect.poll(() => partial.textContent()).toContain('Dòng 2');
    expect(await sidewaysOverflow(page)).toBe(0);
    await partial.scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'ingest-log-mobile-lines');
    await page.close();
  });

  it('says so when a station has received nothing in the period', async () => {
    const page = await signedInPage(
      browser,
      mobilePage,
      baseUrl,
      DEMO_ACCOUNTS.admin,
      `/station-log?station=${stationId}&period=today&errors=1`,
    );
    // Files with errors today exist; a station that received nothing shows the empty state.
    await page.getByRole('combobox', { name: 'Trạm quan trắc' }).click();
    await page.getByRole('option', { name: SILENT_STATION }).click();
    await expect
      .poll(() => page.getByText('Không có tệp nào bị lỗi trong khoảng thời gian này').count(), {
        timeout: 20_000,
      })
      .toBe(1);
    await page.getByLabel('Chỉ tệp có lỗi').click();
    await expect.poll(() => page.getByLabel('Chỉ tệp có lỗi').isChecked()).toBe(false);
    await expect
      .poll(() => page.getByText('Chưa nhận tệp dữ liệu nào trong khoảng thời gian này').count())
      .toBe(1);
    await settle(page);
    await screenshot(page, 'ingest-log-mobile-empty');
    await page.close();
  });

  it("never shows another customer's files to their user", async () => {
    const page = await signedInPage(
      browser,
      desktopPage,
      baseUrl,
      DEMO_ACCOUNTS.user2,
      `/station-log?station=${stationId}`,
    );
    await page.locator('.gw-ingest-log__results').waitFor({ timeout: 20_000 });
    // The station is not theirs: their own first station shows instead, and none of its files.
    const picked = await page.getByRole('combobox', { name: 'Trạm quan trắc' }).textContent();
    expect(picked).not.toContain('Trạm nước thải số 2');
    expect(picked).toContain('Đông Bắc');
    const text = (await page.locator('main').textContent()) ?? '';
    for (const name of Object.values(names)) expect(text).not.toContain(name);
    await page.close();
  });
});
