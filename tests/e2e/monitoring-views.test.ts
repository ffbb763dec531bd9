// Issue 15 in Chromium against the shared server: /online-monitoring's two views on zmp-ui's
// Tabs ('Lưới', 'Danh sách'), switched by keyboard and kept for the user across reloads; going
// back from another page to a long list (/online-monitoring, /station-status) returns to where
// the user was, while a new visit starts at the top (spec §2). On the web at 1280×800 and
// 390×844, and inside the emulated Zalo container, where zmp-ui's AnimationRoutes slide pages.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  desktopPage,
  launchBrowser,
  mobilePage,
  screenshot,
  settle,
  signedInPage,
  signIn,
} from './harness';
import { sharedServer } from './shared-server';
import { withNativeBridge } from './zalo-container';

const baseUrl = sharedServer().url;
const APP = '/zapps/4318394720137581234';
const VIEW_ALL = 'Xem tất cả';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const tab = (page: Page, name: string) => page.getByRole('tab', { name });

/** Scrolls the window to `y` (or as far as the page goes) and waits for the rows there. */
async function scrollDown(page: Page, y: number): Promise<number> {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(y / 2);
  await settle(page);
  return scrollY(page);
}

/** The id of the first station whose row is at least partly below the top of the viewport. */
const firstStationInView = (page: Page, selector: string) =>
  page.evaluate(
    (rows) =>
      [...document.querySelectorAll<HTMLElement>(rows)]
        .filter((row) => row.getBoundingClientRect().bottom > 80)
        .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0]?.dataset
        .stationId ?? null,
    selector,
  );

async function expectRestored(
  page: Page,
  offset: number,
  selector: string,
  station: string | null,
) {
  await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBeGreaterThan(offset - 2);
  expect(Math.abs((await scrollY(page)) - offset)).toBeLessThanOrEqual(2);
  expect(await firstStationInView(page, selector)).toBe(station);
}

describe('/online-monitoring views', () => {
  for (const [label, make] of [
    ['desktop', desktopPage],
    ['mobile', mobilePage],
  ] as const) {
    it(`switches grid and list by keyboard and keeps the choice (${label})`, async () => {
      const page = await signedInPage(
        browser,
        make,
        baseUrl,
        DEMO_ACCOUNTS.admin,
        '/online-monitoring',
      );
      await expect.poll(() => page.locator('article.gw-station-card').count()).toBeGreaterThan(0);
      expect(await tab(page, 'Lưới').getAttribute('aria-selected')).toBe('true');
      expect(await page.getByRole('tablist', { name: 'Cách hiển thị trạm' }).isVisible()).toBe(
        true,
      );
      await settle(page);
      await screenshot(page, `monitoring-view-grid-${label}`);

      // Tab reaches the selected tab; the arrow key switches to the list and keeps the focus.
      await tab(page, 'Lưới').focus();
      await page.keyboard.press('ArrowRight');
      expect(await tab(page, 'Danh sách').getAttribute('aria-selected')).toBe('true');
      expect(await tab(page, 'Danh sách').evaluate((el) => el === document.activeElement)).toBe(
        true,
      );
      const panel = page.getByRole('tabpanel', { name: 'Danh sách' });
      await expect.poll(() => panel.locator('article.gw-station-line').count()).toBeGreaterThan(0);
      expect(await page.locator('article.gw-station-card').count()).toBe(0);
      // A line carries its station's status colour and each value its state, as the card does.
      const line = panel.locator('article.gw-station-line').first();
      expect(await line.getAttribute('data-status')).toMatch(/threshold|signal_lost/);
      expect(await line.locator('li.gw-measure[data-state]').count()).toBeGreaterThan(0);
      // Nothing is wider than the screen.
      expect(
        await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await settle(page);
      await screenshot(page, `monitoring-view-list-${label}`);

      await page.reload();
      await expect.poll(() => panel.locator('article.gw-station-line').count()).toBeGreaterThan(0);
      expect(await tab(page, 'Danh sách').getAttribute('aria-selected')).toBe('true');

      await tab(page, 'Danh sách').focus();
      await page.keyboard.press('Home');
      await page.keyboard.press('Enter');
      expect(await tab(page, 'Lưới').getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => page.locator('article.gw-station-card').count()).toBeGreaterThan(0);
      await page.close();
    });
  }
});

describe('scroll position on back', () => {
  for (const [label, make] of [
    ['desktop', desktopPage],
    ['mobile', mobilePage],
  ] as const) {
    it(`returns to the list where it was left, a new visit starts at the top (${label})`, async () => {
      const page = await signedInPage(
        browser,
        make,
        baseUrl,
        DEMO_ACCOUNTS.admin,
        '/station-status',
      );
      const rows = 'article.gw-station-row';
      await expect.poll(() => page.locator(rows).count()).toBeGreaterThan(0);
      const left = await scrollDown(page, 1500);
      const station = await firstStationInView(page, rows);
      // Into a station's transfer log and back. The link is tapped where it is: Playwright's
      // click would first scroll it clear of the sticky header when the machine is slow, and
      // the page would be left at that offset instead.
      await page
        .locator(`${rows}[data-station-id="${station}"]`)
        .getByRole('link', { name: /^Nhật ký truyền dữ liệu/ })
        .dispatchEvent('click');
      await page.waitForURL((url) => url.pathname !== '/station-status');
      await expect.poll(() => scrollY(page)).toBe(0);
      await page.goBack();
      await page.waitForURL(`${baseUrl}/station-status`);
      await expectRestored(page, left, rows, station);
      await settle(page);
      await screenshot(page, `scroll-restored-station-status-${label}`);

      // The windowed cards of /online-monitoring, left for the home page and back.
      await page.goto(`${baseUrl}/online-monitoring`);
      const cards = 'article.gw-station-card';
      await expect.poll(() => page.locator(cards).count()).toBeGreaterThan(0);
      const monitoringLeft = await scrollDown(page, 2500);
      const monitoringStation = await firstStationInView(page, cards);
      // The sidebar's (desktop) or the bottom navigation's (phone) home link.
      await (
        label === 'desktop'
          ? page
              .getByRole('complementary', { name: 'Menu chính' })
              .getByRole('link', { name: 'Trang chủ' })
          : page.getByRole('navigation', { name: 'Menu chính' }).getByText('Trang chủ')
      ).click();
      await page.waitForURL(`${baseUrl}/`);
      await expect.poll(() => scrollY(page)).toBe(0);
      await page.goBack();
      await page.waitForURL(`${baseUrl}/online-monitoring`);
      await expectRestored(page, monitoringLeft, cards, monitoringStation);

      // Forward through history restores too; a new visit by a link starts at the top, even
      // of a list left scrolled before.
      await page.goForward();
      await page.waitForURL(`${baseUrl}/`);
      // The home page's link to every station needing attention.
      await page.locator('a[href="/station-status"]', { hasText: VIEW_ALL }).click();
      await page.waitForURL(`${baseUrl}/station-status`);
      await expect.poll(() => page.locator(rows).count()).toBeGreaterThan(0);
      await settle(page);
      expect(await scrollY(page)).toBe(0);
      await page.close();
    });
  }

  it('restores the list view inside the Zalo container, under the page transitions', async () => {
    const page = await withNativeBridge(await mobilePage(browser));
    await page.goto(`${baseUrl}${APP}/login`);
    await signIn(page, DEMO_ACCOUNTS.admin);
    await page.waitForURL(`${baseUrl}${APP}`);
    const nav = page.getByRole('navigation', { name: 'Menu chính' });
    await nav.getByText('Theo dõi').click();
    await page.waitForURL(`${baseUrl}${APP}/online-monitoring`);
    await expect.poll(() => page.locator('.zaui-routes-item').count()).toBe(1);
    await tab(page, 'Danh sách').click();
    const lines = 'article.gw-station-line';
    await expect.poll(() => page.locator(lines).count()).toBeGreaterThan(0);
    const left = await scrollDown(page, 1200);
    const station = await firstStationInView(page, lines);
    await settle(page);
    await screenshot(page, 'mini-app-monitoring-list-phone');

    await nav.getByText('Thông báo').click();
    await page.waitForURL(`${baseUrl}${APP}/notifications`);
    await expect.poll(() => page.locator('.zaui-routes-item').count()).toBe(1);
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await page.waitForURL(`${baseUrl}${APP}/online-monitoring`);
    await expect.poll(() => page.locator('.zaui-routes-item').count()).toBe(1);
    expect(await tab(page, 'Danh sách').getAttribute('aria-selected')).toBe('true');
    await expectRestored(page, left, lines, station);
    await settle(page);
    await screenshot(page, 'mini-app-monitoring-list-restored-phone');

    // A new visit through the bottom navigation starts at the top.
    await nav.getByText('Thông báo').click();
    await page.waitForURL(`${baseUrl}${APP}/notifications`);
    await nav.getByText('Theo dõi').click();
    await page.waitForURL(`${baseUrl}${APP}/online-monitoring`);
    await expect.poll(() => page.locator('.zaui-routes-item').count()).toBe(1);
    await settle(page);
    expect(await scrollY(page)).toBe(0);
    await page.close();
  });
});
