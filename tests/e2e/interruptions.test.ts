// Issue 18 in Chromium on a server of its own (minimal seed, camera snapshots swept every half
// second): station files with a signal loss, an analyser fault and an exceedance. At 1280×800
// user@ explains the signal loss on /interruptions, drafts the notice, edits it and downloads it
// as Word and PDF (read back with mammoth and unpdf); at 390×844 the exceedance report's row
// opens the episode's evidence pack with the camera picture, downloaded as a ZIP holding the PDF
// and the station's files.
import { unzipSync } from 'fflate';
import mammoth from 'mammoth';
import type { Browser } from 'playwright-core';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoSecrets } from '../../server/ingest/demo-credentials';
import {
  DEMO_ACCOUNTS,
  desktopPage,
  downloadOf,
  launchBrowser,
  loggerStampMinutesAgo,
  mobilePage,
  screenshot,
  settle,
  sidewaysOverflow,
  signedInPage,
  startTestServer,
  type ServerUnderTest,
} from './harness';

const STATION = 'PL-NT01';
let server: ServerUnderTest;
let browser: Browser;

/**
 * What the files are stamped from: one clock reading for all of them, so the gaps between them
 * stay as written when a minute turns while they are being sent (a 75-minute loss read 76).
 */
let stampedFrom: number;

/** One file of the station, `minutes` before stampedFrom, with COD's value and device status. */
async function post(minutes: number, cod: number, status = '00') {
  const stamp = loggerStampMinutesAgo(minutes, stampedFrom);
  const response = await fetch(`${server.url}/api/ingest?file=${STATION}_${stamp}.txt`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain',
      authorization: `Bearer ${demoSecrets(STATION).httpToken}`,
    },
    body: [`COD\t${cod}\tmg/L\t${stamp}\t${status}`, `pH\t7.2\t\t${stamp}\t00`].join('\r\n'),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startTestServer(
      { snapshotIntervalMs: 500, statusIntervalMs: false, ingestDir: false },
      inject('dataTemplate'),
    ),
    launchBrowser(),
  ]);
  // A signal loss (75 minutes without a file), three COD device errors, then COD at twice its
  // limit (135 mg/L in the minimal seed) for two files; a pause between files lets the alerts
  // judge each one before the next, as minutes apart would.
  const pause = () => new Promise((resolve) => setTimeout(resolve, 150));
  stampedFrom = Date.now();
  for (const minutes of [150, 145, 140, 135, 130, 125, 50, 45]) await post(minutes, 30);
  for (const minutes of [40, 35, 30]) await post(minutes, 0, '02');
  for (const [minutes, cod] of [
    [25, 30],
    [20, 30],
    [15, 270],
    [10, 200],
    [5, 30],
    [2, 30],
  ] as const) {
    await post(minutes, cod);
    await pause();
  }
  // A calibration declared after the fact, before the files above (the declaration screen is
  // tested in maintenance-windows.test.ts).
  await server.db.query(
    `insert into public.maintenance_window
       (customer_id, station_id, reason, note, starts_at, expected_end, ends_at, declared_by)
     select s.customer_id, s.id, 'calibration', 'Thay điện cực pH',
            now() - interval '240 minutes', now() - interval '200 minutes',
            now() - interval '200 minutes', u.id
     from public.station s, auth.users u
     where s.code = $1 and u.email = $2`,
    [STATION, DEMO_ACCOUNTS.user],
  );
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const pdfText = async (bytes: Buffer) =>
  (await extractText(new Uint8Array(bytes), { mergePages: true })).text.replace(/\s+/g, ' ');

describe('interruptions and the notice to the authority', () => {
  it('explains a gap and downloads the edited notice as DOCX and PDF (1280×800)', async () => {
    const page = await signedInPage(
      browser,
      desktopPage,
      server.url,
      DEMO_ACCOUNTS.user,
      '/station-signal-lost',
    );
    await page.getByRole('link', { name: 'Giải trình gián đoạn' }).click();
    await page.waitForURL(`${server.url}/interruptions`);
    const section = page.locator('.gw-gaps', { hasText: `${STATION} –` });
    const loss = section.locator('.gw-gap', { hasText: 'Mất tín hiệu' });
    await loss.waitFor({ timeout: 20_000 });
    expect(await loss.textContent()).toContain('1 giờ 15 phút');
    expect(
      await section.locator('.gw-gap', { hasText: 'Thiết bị phân tích không đo' }).textContent(),
    ).toContain('thiếu 3/3 giá trị');
    expect(await section.locator('.gw-duty').textContent()).toContain('cần xác nhận với Sở');
    const calibration = section.locator('.gw-gap', {
      hasText: 'Bảo trì, hiệu chuẩn theo kế hoạch',
    });
    expect(await calibration.textContent()).toContain(
      'Lý do bảo trì: Hiệu chuẩn – Thay điện cực pH',
    );
    await calibration.scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'interruptions-maintenance-desktop');

    await loss.getByRole('button', { name: 'Ghi giải trình' }).click();
    await loss.getByLabel('Nguyên nhân').fill('Mất điện lưới khu vực, bộ lưu dữ liệu ngừng');
    await loss.getByLabel('Biện pháp đã thực hiện').fill('Đã chạy máy phát dự phòng');
    await loss.getByLabel('Thời gian dự kiến khắc phục').fill('Trước 17:00 hôm nay');
    await loss.getByRole('button', { name: 'Lưu giải trình' }).click();
    await loss.getByText('Đã ghi giải trình').waitFor();

    await settle(page);
    await screenshot(page, 'interruptions-desktop');

    await loss.getByRole('checkbox').check();
    await section.getByRole('button', { name: 'Soạn văn bản thông báo (1)' }).click();
    const editor = page.locator('.gw-authority-notice');
    await editor.waitFor();
    const firstGap = editor.getByLabel('Đoạn 2');
    expect(await firstGap.inputValue()).toContain(
      'Nguyên nhân: Mất điện lưới khu vực, bộ lưu dữ liệu ngừng',
    );
    await editor.getByLabel('Chức danh người ký').fill('GIÁM ĐỐC NHÀ MÁY');
    await firstGap.fill(`${await firstGap.inputValue()} Đã báo qua điện thoại cho Chi cục.`);
    await editor.scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'interruptions-notice-desktop');
    expect(await sidewaysOverflow(page)).toBe(0);

    const docx = await downloadOf(page, 'Tải Word (DOCX)');
    expect(docx.file.suggestedFilename()).toMatch(/^thong-bao-su-co_pl-nt01_\d{8}\.docx$/);
    const { value } = await mammoth.extractRawText({ buffer: docx.bytes });
    expect(value).toContain('THÔNG BÁO SỰ CỐ HỆ THỐNG QUAN TRẮC TỰ ĐỘNG');
    expect(value).toContain('Đã báo qua điện thoại cho Chi cục.');
    expect(value).toContain('GIÁM ĐỐC NHÀ MÁY');
    const pdf = await downloadOf(page, /^Tải PDF$/);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Kính gửi: Sở Nông nghiệp và Môi trường');
    expect(text).toContain('Đã chạy máy phát dự phòng');
    expect(text).toContain('GIÁM ĐỐC NHÀ MÁY');

    await editor.getByRole('button', { name: 'Ghi nhận đã gửi' }).click();
    await loss.getByText(/Đã gửi thông báo/).waitFor();

    // The exceedance's incident opens its evidence pack too.
    await page.goto(`${server.url}/incidents`);
    await page
      .locator('.gw-incident-card', { hasText: 'Nhu cầu oxy hóa học' })
      .first()
      .getByRole('link')
      .click();
    await page.getByRole('link', { name: 'Gói bằng chứng' }).click();
    await page.waitForURL(/\/incidents\/\d+\/evidence$/);
    await page.locator('.gw-report-figure img').waitFor({ timeout: 20_000 });
    await page.getByText('Số liệu trước, trong và sau đợt vượt ngưỡng').waitFor();
    await settle(page);
    await screenshot(page, 'evidence-desktop');
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.close();
  }, 60_000);
});

describe('evidence pack', () => {
  it('opens from the exceedance report with the camera picture; the ZIP holds PDF and files (390×844)', async () => {
    const page = await signedInPage(
      browser,
      mobilePage,
      server.url,
      DEMO_ACCOUNTS.user,
      '/exceed-data',
    );
    await page.locator('.gw-report-content').waitFor({ timeout: 20_000 });
    await page.getByRole('tab', { name: 'Chi tiết' }).click();
    const link = page.getByRole('link', { name: 'Gói bằng chứng' }).first();
    await link.waitFor();
    await link.click();
    await page.waitForURL(/\/exceed-data\/evidence\?/);
    const picture = page.locator('.gw-report-figure img');
    await expect.poll(() => picture.count(), { timeout: 20_000 }).toBe(1);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.locator('.gw-report-content').textContent()).toContain('≤ 135 mg/L');
    await settle(page);
    await screenshot(page, 'evidence-mobile');
    expect(await sidewaysOverflow(page)).toBe(0);

    const zip = await downloadOf(page, 'Tải ZIP (PDF và tệp dữ liệu)');
    const entries = unzipSync(new Uint8Array(zip.bytes));
    const pdfName = Object.keys(entries).find((name) => name.endsWith('.pdf'))!;
    expect(pdfName).toMatch(/^goi-bang-chung_pl-nt01_cod_/);
    const files = Object.keys(entries).filter((name) => name.startsWith('du-lieu-tram/'));
    expect(files.length).toBeGreaterThan(0);
    expect(new TextDecoder().decode(entries[files[0]!])).toMatch(/^COD\t/);
    const text = await pdfText(Buffer.from(entries[pdfName]!));
    expect(text).toContain('Gói bằng chứng vượt ngưỡng');
    expect(text).toContain('Ảnh camera gần thời điểm cao nhất');

    await page.goto(`${server.url}/interruptions`);
    await page.locator('.gw-gap', { hasText: 'Mất tín hiệu' }).first().waitFor({ timeout: 20_000 });
    await settle(page);
    await screenshot(page, 'interruptions-mobile');
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.close();
  }, 60_000);
});
