// The bundle under /zapps/<appId>/ inside the emulated Zalo container on a phone: zmp-ui's
// ZMPRouter and AnimationRoutes slide pages in and out while the shell (our header, the only
// one, and the bottom navigation) stays the same element; the page being left is hidden from
// assistive technology while it slides out. The same routes on the web keep the sidebar
// layout and change pages without zmp-ui's transitions.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  desktopPage,
  launchBrowser,
  mobilePage,
  screenshot,
  settle,
  signIn,
} from './harness';
import { sharedServer } from './shared-server';
import { withNativeBridge } from './zalo-container';

const server = sharedServer();
const APP = '/zapps/4318394720137581234';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** From now on, every class a routes item takes and every page hidden while it is left. */
async function recordTransitions(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    new MutationObserver((mutations) => {
      for (const { target } of mutations) {
        if (!(target instanceof HTMLElement)) continue;
        if (target.matches('.zaui-routes-item')) seen.push(...target.classList);
        if (target.matches('.zaui-page[aria-hidden="true"]') && target.inert)
          seen.push('left-inert');
      }
    }).observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'aria-hidden'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
}

/** Remembers the header element, to tell later whether it is still the same one. */
const tagHeader = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __header: Element | null }).__header =
      document.querySelector('.gw-header');
  });
const sameHeader = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __header: Element | null }).__header ===
        document.querySelector('.gw-header') && document.querySelector('.gw-header') !== null,
  );
// Page content may have <header>s of its own (cards, sections); the page's header is the banner.
const headerCount = (page: Page) => page.getByRole('banner').count();
const mainHeadings = (page: Page) => page.getByRole('heading', { level: 1 });

it('keeps Zalo’s action bar hidden in the deployed config', async () => {
  const config = (await (await fetch(`${server.url}${APP}/app-config.json`)).json()) as {
    app: { actionBarHidden: boolean };
  };
  expect(config.app.actionBarHidden).toBe(true);
});

it('slides pages inside the container under one header that is never remounted', async () => {
  const page = await withNativeBridge(await mobilePage(browser));
  await page.goto(`${server.url}${APP}/login`);
  await signIn(page, DEMO_ACCOUNTS.admin);
  await page.waitForURL(`${server.url}${APP}`);
  await expect.poll(() => page.getByText('Xin chào').isVisible()).toBe(true);
  await settle(page);

  // One header, ours, with Zalo's menu and close buttons' corner left free.
  expect(await headerCount(page)).toBe(1);
  const account = await page.getByRole('button', { name: 'Tài khoản của tôi' }).boundingBox();
  expect(account!.x + account!.width).toBeLessThanOrEqual(390 - 96);
  await screenshot(page, 'mini-app-home-phone');

  // The page scrolled down goes back to the top when another page opens (spec §2).
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await tagHeader(page);
  const seen = await recordTransitions(page);
  const nav = page.getByRole('navigation', { name: 'Menu chính' });
  await nav.getByText('Theo dõi').click();
  await page.waitForURL(`${server.url}${APP}/online-monitoring`);
  // While both pages are in the DOM, only the new one's heading can be found by role.
  await expect.poll(() => mainHeadings(page).count()).toBe(1);
  await expect.poll(() => page.locator('.zaui-routes-item').count()).toBe(1);
  expect(await seen()).toEqual(
    expect.arrayContaining([
      'zaui-routes-forward-enter-active',
      'zaui-routes-forward-exit-active',
      'left-inert',
    ]),
  );
  expect(await page.locator('h1').count()).toBe(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await sameHeader(page)).toBe(true);
  expect(await headerCount(page)).toBe(1);
  await settle(page);
  await screenshot(page, 'mini-app-monitoring-phone');

  // Back plays the backward transition, still under the same header.
  await page.goBack();
  await page.waitForURL(`${server.url}${APP}`);
  await expect.poll(() => page.getByText('Xin chào').isVisible()).toBe(true);
  await expect.poll(() => page.locator('.zaui-routes-item').count()).toBe(1);
  expect(await seen()).toContain('zaui-routes-backward-enter-active');
  expect(await sameHeader(page)).toBe(true);

  // Into the flush layout (maps) and out again: the shell stays.
  await nav.getByText('Thông báo').click();
  await page.waitForURL(`${server.url}${APP}/notifications`);
  await expect.poll(() => page.locator('.zaui-routes-item').count()).toBe(1);
  expect(await sameHeader(page)).toBe(true);
  expect(await headerCount(page)).toBe(1);
  await page.close();
});

it('keeps the sidebar layout on the web, without zmp-ui transitions', async () => {
  const page = await desktopPage(browser);
  await page.goto(`${server.url}/login`);
  await signIn(page, DEMO_ACCOUNTS.admin);
  await page.waitForURL(`${server.url}/`);
  await expect.poll(() => page.getByText('Xin chào').isVisible()).toBe(true);
  const sidebar = page.getByRole('complementary', { name: 'Menu chính' });
  expect(await sidebar.isVisible()).toBe(true);
  expect(await headerCount(page)).toBe(1);

  await tagHeader(page);
  await sidebar.getByRole('button', { name: 'Khai thác dữ liệu' }).click();
  await sidebar.getByRole('link', { name: 'Quan trắc trực tuyến' }).click();
  await page.waitForURL(`${server.url}/online-monitoring`);
  await expect.poll(() => mainHeadings(page).count()).toBe(1);
  expect(await page.locator('.zaui-routes').count()).toBe(0);
  expect(await page.locator('.gw-page').count()).toBe(1);
  expect(await sameHeader(page)).toBe(true);
  expect(await sidebar.isVisible()).toBe(true);
  await settle(page);
  await screenshot(page, 'web-monitoring-desktop');
  await page.close();
});
