// /camera-monitoring in Chromium against the real server with no internet: the demo cameras
// play the clip the server itself ships (server/web/demo-camera.ts), with nothing intercepted
// on its way; when the connection drops the error state shows, and retry recovers; station
// filter; screenshots.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../../server/seed/demo-catalog';
import {
  DEMO_ACCOUNTS,
  desktopPage,
  launchBrowser,
  mobilePage,
  screenshot,
  settle,
} from './harness';
import { isolatedSignedInPage } from './maps-harness';
import { sharedServer } from './shared-server';

const baseUrl = sharedServer().url;
const STATIONS = DEMO_CUSTOMERS.find((customer) => customer.key === 'dongbac-power')!.stations;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cameras = (page: Page) => page.locator('li.gw-camera');
const framesShown = (page: Page) =>
  cameras(page)
    .first()
    .locator('video')
    .evaluate((video: HTMLVideoElement) => video.getVideoPlaybackQuality().totalVideoFrames);

it('lists the station cameras and plays the demo stream the server ships', async () => {
  const { page, refused } = await isolatedSignedInPage(
    browser,
    desktopPage,
    baseUrl,
    DEMO_ACCOUNTS.user2,
    '/camera-monitoring',
  );
  const media: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/demo-camera/')) {
      media.push(`${response.status()} ${response.headers()['content-type']}`);
    }
  });
  await expect.poll(() => cameras(page).count(), { timeout: 20_000 }).toBe(STATIONS.length);
  expect(await page.getByText(`${STATIONS.length} camera`, { exact: true }).isVisible()).toBe(true);
  // Each demo camera shows the shipped snapshot until it is opened.
  await expect
    .poll(() =>
      page
        .locator('img.gw-camera__snapshot')
        .evaluateAll(
          (images: HTMLImageElement[]) =>
            images.filter((image) => image.complete && image.naturalWidth > 0).length,
        ),
    )
    .toBe(STATIONS.length);
  expect(await page.getByText('Chưa có ảnh chụp').count()).toBe(0);

  const first = cameras(page).first();
  await first.getByRole('button', { name: /^Xem trực tiếp / }).click();
  await expect
    .poll(() => first.locator('.gw-player').getAttribute('data-state'), { timeout: 20_000 })
    .toBe('playing');
  expect(await first.getByText('Trực tiếp', { exact: true }).isVisible()).toBe(true);
  // Real frames decoded, more than the clip's 96 (8 s at 12 fps): it plays on, starting over.
  await expect.poll(() => framesShown(page), { timeout: 25_000 }).toBeGreaterThan(100);
  expect(await first.locator('video').evaluate((video: HTMLVideoElement) => video.ended)).toBe(
    false,
  );
  expect(
    await first
      .locator('video')
      .evaluate((video: HTMLVideoElement) => [video.videoWidth, video.videoHeight]),
  ).toEqual([480, 270]);
  expect(media).toContain('200 application/vnd.apple.mpegurl');
  expect(media).toContain('200 video/mp2t');
  expect(refused).toEqual([]); // nothing left the server under test
  await settle(page);
  await screenshot(page, 'cameras-desktop');

  // Station filter: one station, its one camera; the choice is kept in the URL.
  await page.getByRole('combobox', { name: 'Trạm quan trắc' }).click();
  await page.getByRole('option', { name: new RegExp(`^${STATIONS[1].name} - `) }).click();
  await expect.poll(() => cameras(page).count()).toBe(1);
  expect(await cameras(page).first().textContent()).toContain(STATIONS[1].code);
  expect(new URL(page.url()).searchParams.get('station')).not.toBeNull();
});

it('says so in Vietnamese when the stream cannot be reached, and plays again on retry', async () => {
  const { page } = await isolatedSignedInPage(
    browser,
    mobilePage,
    baseUrl,
    DEMO_ACCOUNTS.user2,
    '/camera-monitoring',
  );
  await expect.poll(() => cameras(page).count(), { timeout: 20_000 }).toBe(STATIONS.length);
  await settle(page);
  await screenshot(page, 'cameras-mobile');
  const first = cameras(page).first();
  // The phone loses its connection before the stream is opened.
  await page.context().setOffline(true);
  await first.getByRole('button', { name: /^Xem trực tiếp / }).click();
  await expect
    .poll(() => first.getByRole('alert').textContent(), { timeout: 30_000 })
    .toContain('Không phát được luồng video');
  await settle(page);
  await screenshot(page, 'cameras-error-mobile');
  // Retry while still offline fails again; back online, retry plays.
  await first.getByRole('button', { name: 'Thử lại' }).click();
  await expect.poll(() => first.getByRole('alert').isVisible(), { timeout: 30_000 }).toBe(true);
  await page.context().setOffline(false);
  await first.getByRole('button', { name: 'Thử lại' }).click();
  await expect
    .poll(() => first.locator('.gw-player').getAttribute('data-state'), { timeout: 20_000 })
    .toBe('playing');
  await settle(page);
  await screenshot(page, 'cameras-playing-mobile');
  // Closing returns to the snapshot.
  await first.getByRole('button', { name: 'Đóng' }).click();
  await expect.poll(() => first.locator('video').count()).toBe(0);
  expect(await first.locator('img.gw-camera__snapshot').isVisible()).toBe(true);
});
