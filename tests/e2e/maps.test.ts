// /maps in Chromium against the real server, with every request outside it refused: one pin per
// station at its coordinates over the shipped outlines, the station panel with its latest
// values, status and kind filters, and the offline notice; the tile address and key from remote
// config; desktop and mobile screenshots.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../../server/seed/demo-catalog';
import {
  DEMO_ACCOUNTS,
  desktopPage,
  launchBrowser,
  mobilePage,
  postDataFile,
  screenshot,
  settle,
} from './harness';
import { isolatedSignedInPage } from './maps-harness';
import { sharedServer } from './shared-server';

const { url: baseUrl, serviceRoleKey } = sharedServer();
let browser: Browser;

// user2 belongs to the third demo customer.
const STATIONS = DEMO_CUSTOMERS.find((customer) => customer.key === 'dongbac-power')!.stations;
const WATER_STATION = STATIONS.find((station) => station.kind === 'water')!;

beforeAll(async () => {
  browser = await launchBrowser();
  // Values inside every limit for the water station, so its panel has numbers to show.
  const response = await postDataFile(baseUrl, WATER_STATION.code, [
    ['Flow', '120', 'm³/h'],
    ['Temp', '30.5', '°C'],
    ['pH', '7.2', ''],
    ['TSS', '20', 'mg/L'],
    ['COD', '40', 'mg/L'],
    ['NH4', '2', 'mg/L'],
    ['Color', '30', 'Pt-Co'],
  ]);
  expect(response.status).toBe(200);
});

afterAll(async () => {
  await browser?.close();
});

const adminHeaders = {
  apikey: serviceRoleKey,
  authorization: `Bearer ${serviceRoleKey}`,
  'content-type': 'application/json',
};

/** Sets remote_config rows as an administrator would; returns the values they had. */
async function setRemoteConfig(values: Record<string, string>): Promise<Record<string, string>> {
  const before: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const url = `${baseUrl}/rest/v1/remote_config?key=eq.${key}`;
    const [row] = (await (await fetch(url, { headers: adminHeaders })).json()) as {
      value: string;
    }[];
    before[key] = row!.value;
    const response = await fetch(url, {
      method: 'PATCH',
      headers: adminHeaders,
      body: JSON.stringify({ value }),
    });
    expect(response.status).toBe(204);
  }
  return before;
}

const pins = (page: Page) => page.locator('.leaflet-marker-icon.gw-map-pin');
const provinceNames = (page: Page) => page.locator('.gw-map-label--province');
const pin = (page: Page, name: string) => page.locator(`.gw-map-pin[title^="${name} – "]`);

/** The map's credit line (and so the whole map) fits the window: nothing below it is cut. */
async function expectCreditInView(page: Page): Promise<void> {
  const fit = (await page.evaluate(`(() => ({
    creditBottom: document.querySelector('.leaflet-control-attribution').getBoundingClientRect().bottom,
    pageHeight: document.scrollingElement.scrollHeight,
    windowHeight: innerHeight,
  }))()`)) as { creditBottom: number; pageHeight: number; windowHeight: number };
  expect(fit.creditBottom).toBeLessThanOrEqual(fit.windowHeight);
  expect(fit.pageHeight).toBeLessThanOrEqual(fit.windowHeight);
}

it('shows one pin per station and its latest values with the internet blocked', async () => {
  const { page, refused } = await isolatedSignedInPage(
    browser,
    desktopPage,
    baseUrl,
    DEMO_ACCOUNTS.user2,
    '/maps',
  );
  await expect.poll(() => pins(page).count(), { timeout: 20_000 }).toBe(STATIONS.length);
  const shownIds = await pins(page).evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-station-id')),
  );
  expect(new Set(shownIds).size).toBe(STATIONS.length);
  // The shipped outlines are drawn (a canvas in the base pane), and the tiles, refused, are
  // given up on with the offline notice.
  await expect.poll(() => page.locator('.leaflet-gw-base-pane canvas').count()).toBe(1);
  // Zoomed in on the stations, the 34 province names of the base layer are placed as well.
  await expect.poll(() => provinceNames(page).count()).toBe(34);
  expect(await provinceNames(page).getByText('Quảng Ninh', { exact: true }).count()).toBe(1);
  await expect
    .poll(() => page.getByText('Đang dùng bản đồ nền ngoại tuyến').isVisible(), {
      timeout: 20_000,
    })
    .toBe(true);
  // Nothing but map tiles ever tried to leave: Leaflet's CSS and icons come with the bundle.
  expect(refused.length).toBeGreaterThan(0);
  expect(refused.every((url) => url.startsWith('https://tile.openstreetmap.org/'))).toBe(true);

  // Each pin sits at its station's coordinates: west-to-east order on screen follows lng.
  const xs = await Promise.all(
    STATIONS.map(async (station) => (await pin(page, station.name).boundingBox())!.x),
  );
  const byLng = [...STATIONS].sort((a, b) => a.lng - b.lng).map((s) => s.name);
  const byX = STATIONS.map((s, i) => ({ name: s.name, x: xs[i] }))
    .sort((a, b) => a.x - b.x)
    .map((s) => s.name);
  expect(byX).toEqual(byLng);

  await pin(page, WATER_STATION.name).click();
  const panel = page.locator('.gw-map-panel');
  await expect
    .poll(() => panel.getByRole('heading', { name: WATER_STATION.name }).isVisible())
    .toBe(true);
  const cod = panel.locator('tr[data-parameter="COD"]');
  expect(await cod.locator('td').first().textContent()).toBe('40 mg/L');
  // The limit, in the monitoring feature's words, under the parameter's name.
  expect(await cod.locator('th').textContent()).toMatch(/^Nhu cầu oxy hóa họcGiới hạn: ≤ \d/);
  expect(await panel.locator('tr[data-parameter="pH"] th').textContent()).toBe(
    'pHGiới hạn: 5,5 – 9',
  );
  expect(await panel.locator('.gw-status').textContent()).toBe('Trong ngưỡng');
  expect(await cod.getAttribute('data-state')).toBe('normal');
  expect(await pin(page, WATER_STATION.name).getAttribute('class')).toContain(
    'gw-map-pin--within_threshold',
  );
  expect(new URL(page.url()).searchParams.get('station')).not.toBeNull();
  await settle(page);
  await expectCreditInView(page);
  await screenshot(page, 'maps-desktop');

  // Kind filter: only the water station stays; back to all.
  await page.getByRole('button', { name: 'Khí thải', exact: true }).click();
  await expect
    .poll(() => pins(page).count())
    .toBe(STATIONS.filter((station) => station.kind === 'air').length);
  expect(await panel.count()).toBe(0); // the selected station is filtered out
  await page.getByRole('button', { name: 'Tất cả loại trạm' }).click();
  await expect.poll(() => pins(page).count()).toBe(STATIONS.length);

  // Status filter: within-threshold only, then an empty result with its message.
  await page.locator('.gw-map-chip[data-status="within_threshold"]').click();
  await expect.poll(() => pins(page).count()).toBe(1);
  await page.getByRole('button', { name: 'Nước thải', exact: true }).click();
  await page.getByRole('button', { name: 'Khí thải', exact: true }).click();
  await expect.poll(() => page.getByText('Không có trạm nào khớp bộ lọc.').isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Bỏ lọc' }).click();
  await expect.poll(() => pins(page).count()).toBe(STATIONS.length);

  // Keyboard: a pin is a button; Enter opens its panel, Escape closes it.
  await pin(page, STATIONS[0].name).focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => panel.getByRole('heading', { name: STATIONS[0].name }).isVisible())
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => panel.count()).toBe(0);

  // The live view opens /online-monitoring narrowed to the station.
  await pin(page, WATER_STATION.name).click();
  await panel.getByRole('button', { name: 'Xem trực tuyến' }).click();
  await page.waitForURL(`${baseUrl}/online-monitoring`);
  await expect.poll(() => page.locator('article.gw-station-card').count()).toBe(1);
  expect(await page.locator('article.gw-station-card h2').textContent()).toContain(
    WATER_STATION.name,
  );
});

it('stays usable on a phone that goes offline', async () => {
  const { page } = await isolatedSignedInPage(
    browser,
    mobilePage,
    baseUrl,
    DEMO_ACCOUNTS.user2,
    '/maps',
  );
  await expect.poll(() => pins(page).count(), { timeout: 20_000 }).toBe(STATIONS.length);
  // The base layer is part of the app: loaded with the page, it needs no network afterwards.
  await expect.poll(() => page.locator('.leaflet-gw-base-pane canvas').count()).toBe(1);
  await page.context().setOffline(true);
  await expect
    .poll(() => page.getByText('Đang dùng bản đồ nền ngoại tuyến').isVisible())
    .toBe(true);
  expect(await page.locator('.leaflet-tile-pane img').count()).toBe(0);
  await settle(page);
  await expectCreditInView(page);
  await screenshot(page, 'maps-mobile');
  await pin(page, WATER_STATION.name).click();
  await expect.poll(() => page.locator('.gw-map-panel').isVisible()).toBe(true);
  expect(await page.locator('.gw-map-panel tr[data-parameter="pH"] td').first().textContent()).toBe(
    '7,2',
  );
  await settle(page);
  await screenshot(page, 'maps-mobile-panel');
  await page.locator('.gw-map-panel').getByRole('button', { name: 'Đóng' }).click();
  await expect.poll(() => page.locator('.gw-map-panel').count()).toBe(0);
  // Zoomed out to the country, the park's pins merge into one cluster; fit brings them back.
  const clusters = () => page.locator('.gw-map-cluster').allTextContents();
  for (let i = 0; i < 10 && (await clusters()).join() !== String(STATIONS.length); i += 1) {
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.waitForTimeout(400); // Leaflet takes no new zoom while one is animating
  }
  expect(await clusters()).toEqual([String(STATIONS.length)]);
  await settle(page);
  await screenshot(page, 'maps-mobile-zoomed-out');
  expect(await pins(page).count()).toBe(0);
  await page.getByRole('button', { name: 'Xem tất cả trạm' }).click();
  await expect.poll(() => pins(page).count(), { timeout: 10_000 }).toBe(STATIONS.length);
});

it('fits every station of the platform and clusters nearby ones for an administrator', async () => {
  const { page } = await isolatedSignedInPage(
    browser,
    desktopPage,
    baseUrl,
    DEMO_ACCOUNTS.admin,
    '/maps',
  );
  const total = DEMO_CUSTOMERS.reduce((sum, customer) => sum + customer.stations.length, 0);
  const shown = async () => {
    const counts = await page.locator('.gw-map-cluster').allTextContents();
    return counts.reduce((sum, count) => sum + Number(count), await pins(page).count());
  };
  await expect.poll(shown, { timeout: 20_000 }).toBe(total);
  expect(await page.locator('.gw-map-cluster').count()).toBeGreaterThan(0);
  expect(await page.getByText(`${total}/${total} trạm`).isVisible()).toBe(true);
  await expect
    .poll(() => page.getByText('Đang dùng bản đồ nền ngoại tuyến').isVisible(), { timeout: 20_000 })
    .toBe(true);
  // With the whole country in view the province names would crowd it: outlines only.
  await expect.poll(() => page.locator('.leaflet-gw-base-pane canvas').count()).toBe(1);
  expect(await provinceNames(page).count()).toBe(0);
  await settle(page);
  await screenshot(page, 'maps-desktop-all-stations');
});

it('takes the tile address and key from remote config, and follows a change live', async () => {
  const { page, refused } = await isolatedSignedInPage(
    browser,
    desktopPage,
    baseUrl,
    DEMO_ACCOUNTS.user2,
    '/maps',
  );
  await expect.poll(() => pins(page).count(), { timeout: 20_000 }).toBe(STATIONS.length);
  // The seeded row: OpenStreetMap's tile server.
  await expect
    .poll(() => refused.some((url) => url.startsWith('https://tile.openstreetmap.org/')))
    .toBe(true);
  const before = await setRemoteConfig({
    maps_tile_url: 'https://tiles.example.test/{z}/{x}/{y}.png?key={apiKey}',
    maps_api_key: 'demo key',
  });
  try {
    const custom = () => refused.filter((url) => url.startsWith('https://tiles.example.test/'));
    await expect.poll(() => custom().length, { timeout: 20_000 }).toBeGreaterThan(0);
    for (const url of custom()) {
      expect(url).toMatch(/^https:\/\/tiles\.example\.test\/\d+\/\d+\/\d+\.png\?key=demo%20key$/);
    }
    // Still readable on the shipped outlines while those tiles cannot be reached.
    await expect
      .poll(() => page.getByText('Đang dùng bản đồ nền ngoại tuyến').isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(await pins(page).count()).toBe(STATIONS.length);
  } finally {
    await setRemoteConfig(before);
  }
});
