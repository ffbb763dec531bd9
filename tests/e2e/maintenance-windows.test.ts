// Maintenance windows (issue 17) in Chromium. On a server of its own (the template's copy), so its
// muted station and excluded values touch no other file: at 390×844 under /zapps/<appId>/ with
// the container emulated, user@ declares a window on a station card in two taps ('Bảo trì', then
// 'Bắt đầu bảo trì'); a 1280×800 web page of the same customer shows the badge live; a station file
// with an exceedance inside the window makes no notification and no incident, and the averages
// and the exceedance report leave it out and name the window; one tap ends the window.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { averagePeriods } from '../../shared/average-columns';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  desktopPage,
  launchBrowser,
  mobilePage,
  openInApp,
  postDataFile,
  screenshot,
  type ServerUnderTest,
  settle,
  sidewaysOverflow,
  signedInPage,
  signIn,
  startTestServer,
} from './harness';
import { MINI_APP_ID, withNativeBridge } from './zalo-container';

const APP = `/zapps/${MINI_APP_ID}`;
const STATION = { code: 'PL-NT01', name: 'Trạm nước thải số 1' };
let server: ServerUnderTest;
let browser: Browser;
let stationId: number;
let token: string;

beforeAll(async () => {
  server = await startTestServer({}, inject('dataTemplate'));
  browser = await launchBrowser();
  const session = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.user, password: DEMO_PASSWORD }),
  });
  token = ((await session.json()) as { access_token: string }).access_token;
  const [station] = (await service(`station?code=eq.${STATION.code}&select=id`)) as {
    id: number;
  }[];
  stationId = station!.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A read through REST with the service role (everything, no RLS). */
async function service(path: string): Promise<unknown[]> {
  const response = await fetch(`${server.url}/rest/v1/${path}`, {
    headers: { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as unknown[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function report(path: string): Promise<any> {
  const response = await fetch(`${server.url}/api/reports/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return response.json();
}

const card = (page: Page) => page.locator('.gw-station-card', { hasText: STATION.name });

it('declared on the phone in two taps, shown live on the web, mutes alerts, excluded from reports, ended in one tap', async () => {
  const startedAt = new Date().toISOString();
  // The web, 1280×800: the same customer's station list, open before anything is declared.
  const web = await signedInPage(browser, desktopPage, server.url, DEMO_ACCOUNTS.user, '/');
  await web.goto(`${server.url}/station-status`);
  const row = web.locator('.gw-station-row', { hasText: STATION.name });
  await row.getByRole('button', { name: `Khai báo bảo trì trạm ${STATION.name}` }).waitFor();

  // The mini app in the container, 390×844.
  const phone = await withNativeBridge(await mobilePage(browser));
  await phone.goto(`${server.url}${APP}/login`);
  await signIn(phone, DEMO_ACCOUNTS.user);
  await phone.waitForURL(`${server.url}${APP}`);
  await phone.goto(`${server.url}${APP}/online-monitoring`);
  await card(phone)
    .getByRole('button', { name: `Khai báo bảo trì trạm ${STATION.name}` })
    .click();
  const sheet = phone.getByRole('dialog', { name: `Khai báo bảo trì: ${STATION.name}` });
  await sheet.getByRole('button', { name: 'Bắt đầu bảo trì' }).waitFor();
  // Pre-filled: now, two hours, calibration.
  expect(await sheet.getByRole('radio', { name: 'Hiệu chuẩn' }).isChecked()).toBe(true);
  await settle(phone);
  await screenshot(phone, 'maintenance-sheet-mobile');
  await sheet.getByRole('button', { name: 'Bắt đầu bảo trì' }).click();
  const badge = card(phone).locator('.gw-maintenance-badge');
  await badge.waitFor();
  // The end's time of day; its date too when it falls on another day (late in the evening).
  expect(await badge.textContent()).toMatch(/^Bảo trì đến (\d\d\/\d\d )?\d\d:\d\d$/);
  expect(await sidewaysOverflow(phone)).toBe(0);
  await settle(phone);
  await screenshot(phone, 'maintenance-badge-mobile');

  // Live on the web page, no reload.
  await row.locator('.gw-maintenance-badge').waitFor({ timeout: 10_000 });
  await row.scrollIntoViewIfNeeded();
  await settle(web);
  await screenshot(web, 'maintenance-station-status-desktop');

  // An exceedance measured inside the window (a minute from now: the window began at 'now').
  const [cod] = (await service(
    `station_parameter?station_id=eq.${stationId}&code=eq.COD&select=limit_max`,
  )) as { limit_max: number }[];
  const response = await postDataFile(
    server.url,
    STATION.code,
    [['COD', String(cod!.limit_max * 3), 'mg/L']],
    -1,
  );
  expect(response.status).toBe(200);
  await expect
    .poll(async () => (await service(`station?id=eq.${stationId}&select=latest_status`))[0])
    .toEqual({ latest_status: 'exceed_threshold' });
  // The alert pipeline runs right after the file: give it time, then nothing must be there.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(
    await service(`notification?station_id=eq.${stationId}&created_at=gt.${startedAt}&select=id`),
  ).toEqual([]);
  expect(await service(`incident?station_id=eq.${stationId}&select=id`)).toEqual([]);

  // Reports: today's hourly averages and exceedances leave the value out and name the window.
  const from = new Date(Date.now() - 3_600_000).toISOString();
  const to = new Date(Date.now() + 3_600_000).toISOString();
  const range = `stationIds=${stationId}&parameters=COD&from=${from}&to=${to}`;
  const averages = await report(`averages?${range}&interval=hour`);
  const periods = averagePeriods(averages.periods, averages.stations[0].parameters[0].averages);
  expect(periods.every((period) => period.max === null || period.max < cod!.limit_max)).toBe(true);
  // (Averages stop at now, so the window is listed there without this value of a minute ahead.)
  expect(averages.maintenance).toEqual([
    expect.objectContaining({ stationId, reason: 'calibration' }),
  ]);
  const exceedances = await report(`exceedances?${range}`);
  expect(exceedances.episodes).toEqual([]);
  expect(exceedances.maintenance).toEqual([
    expect.objectContaining({ stationId, reason: 'calibration', excludedCount: 1 }),
  ]);

  // The exceedance report on the web says so.
  await web.goto(`${server.url}/exceed-data?station=${stationId}`);
  await web.getByText('Bảo trì trong kỳ báo cáo').first().waitFor({ timeout: 15_000 });
  await web.getByText(/Có 1 kỳ bảo trì trong kỳ báo cáo/).waitFor();
  await settle(web);
  await screenshot(web, 'maintenance-exceed-report-desktop');
  await phone.goto(`${server.url}${APP}/average-data?station=${stationId}`);
  await phone.getByText(/Có 1 kỳ bảo trì trong kỳ báo cáo/).waitFor({ timeout: 15_000 });
  expect(await sidewaysOverflow(phone)).toBe(0);
  await settle(phone);
  await screenshot(phone, 'maintenance-averages-mobile');

  // One tap ends it; the card offers 'Bảo trì' again, and the web follows live.
  await web.goto(`${server.url}/station-status`);
  await row.locator('.gw-maintenance-badge').waitFor();
  await phone.goto(`${server.url}${APP}/online-monitoring`);
  await card(phone).locator('.gw-maintenance-badge').click();
  const running = phone.getByRole('dialog', { name: `Đang bảo trì: ${STATION.name}` });
  await running.getByRole('button', { name: 'Kết thúc bảo trì' }).waitFor();
  await settle(phone);
  await screenshot(phone, 'maintenance-running-sheet-mobile');
  await running.getByRole('button', { name: 'Kết thúc bảo trì' }).click();
  await card(phone)
    .getByRole('button', { name: `Khai báo bảo trì trạm ${STATION.name}` })
    .waitFor();
  await row.getByRole('button', { name: `Khai báo bảo trì trạm ${STATION.name}` }).waitFor();
  const [kept] = (await service(
    `maintenance_window?station_id=eq.${stationId}&select=ended_at,declared_by`,
  )) as { ended_at: string | null }[];
  expect(kept!.ended_at).not.toBeNull();
  await phone.close();
  await web.close();
});

/** Every screen built on the report kit's filter form (src/features/report-kit). */
const REPORT_SCREENS = [
  '/average-data',
  '/exceed-data',
  '/station-signal-lost',
  '/data-lookup',
  '/water-fee-report',
  '/air-fee-report',
  '/water-fee-declaration',
  '/air-fee-declaration',
];

it('no report screen is wider than a 390 px phone, on the web or in the mini app', async () => {
  const web = await signedInPage(browser, mobilePage, server.url, DEMO_ACCOUNTS.user2, '/');
  const miniApp = await withNativeBridge(await mobilePage(browser));
  await miniApp.goto(`${server.url}${APP}/login`);
  await signIn(miniApp, DEMO_ACCOUNTS.user2);
  await miniApp.waitForURL(`${server.url}${APP}`);
  for (const [page, prefix] of [
    [web, ''],
    [miniApp, APP],
  ] as const) {
    for (const screen of REPORT_SCREENS) {
      await openInApp(page, `${prefix}${screen}`);
      // In the mini app zmp-ui keeps the page it slides away from, hidden, for a while: the
      // filter is the one on the page in view, once that page shows the screen's own heading.
      const filter = page.locator(
        '.zaui-page:not([aria-hidden="true"]) form.gw-report-filter, .gw-main form.gw-report-filter',
      );
      await expect
        .poll(
          () =>
            filter.evaluateAll(
              (forms) =>
                forms.length === 1 &&
                forms[0]!.closest('.zaui-page, .gw-main')?.querySelector('h1')?.textContent ===
                  document.title.split(' | ')[0],
            ),
          { timeout: 15_000 },
        )
        .toBe(true);
      await settle(page);
      expect(await sidewaysOverflow(page), `${prefix}${screen}`).toBe(0);
      // The mini app's pages clip sideways rather than scroll: nothing of the filter may end
      // past the screen's right edge either.
      const rightmost = await filter.evaluate((form) =>
        Math.max(
          ...[form, ...form.querySelectorAll('*')].map(
            (element) => element.getBoundingClientRect().right,
          ),
        ),
      );
      expect(rightmost, `${prefix}${screen}`).toBeLessThanOrEqual(390);
    }
  }
  await miniApp.goto(`${server.url}${APP}/average-data`);
  await miniApp.locator('form.gw-report-filter').waitFor();
  await settle(miniApp);
  await screenshot(miniApp, 'maintenance-averages-filter-mini-app-mobile');
});
