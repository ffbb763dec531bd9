// Pages that load in parts do not move what is already shown (issue 13: Lighthouse's layout
// shift). The sign-in card arrives in its own chunk inside a layout that centres it; home shows
// its blocks once the plan, the station summary and the latest alerts have answered. Layout
// shifts are read from the browser's own PerformanceObserver over the whole load, on a phone.
// The server is this file's own: on the run's shared one, another file's data file can raise an
// alert while home loads, and a station card that arrives live moves the blocks below it.
// While home waits for its data, its skeleton's shine runs on the compositor (no main-thread paint
// in every frame).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRELOADED_FILE } from '../../scripts/build/ui-font-plugin';
import {
  DEMO_ACCOUNTS,
  holdChannelJoin,
  holdRequests,
  launchBrowser,
  mobilePage,
  signedInPage,
  startTestServer,
  type ServerUnderTest,
} from './harness';

/** Lighthouse counts 0.1 and more as needing improvement; the font swap alone shifts 0.0003. */
const SHIFT_BOUND = 0.01;

let server: ServerUnderTest;
let baseUrl: string;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startTestServer({}, inject('dataTemplate')),
    launchBrowser(),
  ]);
  baseUrl = server.url;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Records every layout shift from the start of each document the page loads. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's cumulative layout shift so far. */
const shiftSum = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );

/** A phone whose session is stored, on a page of the same origin that loads no script. */
const signedInPhonePage = () =>
  signedInPage(browser, mobilePage, baseUrl, DEMO_ACCOUNTS.user, '/app-config.json');

/**
 * Home's cumulative layout shift on a phone, loaded afresh as a returning user opens it, once its
 * fonts are in; `prepare` may first hold back some of the page's requests, and `afterShown`
 * release them once home's blocks are shown.
 */
async function homeShiftOnPhone(
  prepare: (page: Page) => Promise<unknown> = async () => {},
  afterShown: (page: Page) => Promise<unknown> = async () => {},
): Promise<number> {
  const page = await signedInPhonePage();
  try {
    await prepare(page);
    await recordShifts(page);
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Cảnh báo mới nhất' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    await afterShown(page);
    return await shiftSum(page);
  } finally {
    await page.context().close();
  }
}

describe('layout stability', () => {
  it('shows the sign-in card without moving it', async () => {
    const page = await mobilePage(browser);
    try {
      await recordShifts(page);
      await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Đăng nhập' }).waitFor();
      expect(await shiftSum(page)).toBeLessThan(SHIFT_BOUND);
    } finally {
      await page.context().close();
    }
  });

  it('draws home’s first screen in the preloaded font weights: a late weight moves nothing', async () => {
    // On a phone's network the weights index.html does not preload arrive after home is drawn.
    // Drawn in the bold weight, the greeting took two lines in the fallback font and one once
    // the weight came: everything below it moved up a line (Lighthouse: 0.021).
    let delayed = 0;
    const shift = await homeShiftOnPhone((page) =>
      page.route(/\.woff2$/, async (route) => {
        if (PRELOADED_FILE.test(new URL(route.request().url()).pathname)) return route.continue();
        delayed += 1;
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      }),
    );
    expect(delayed).toBeGreaterThan(0);
    expect(shift).toBeLessThan(SHIFT_BOUND);
  });

  it('shows home without pushing a block down', async () => {
    expect(await homeShiftOnPhone()).toBeLessThan(SHIFT_BOUND);
  });

  it('keeps home still when the live connection comes after the first answers', async () => {
    // On a slow network the stations' channel may join after home's blocks are shown: the live
    // state's longer text pushed the time after it to a second line on a phone (0.07).
    let releaseJoin = () => {};
    const shift = await homeShiftOnPhone(
      async (page) => {
        releaseJoin = await holdChannelJoin(page, 'monitoring-stations');
      },
      async (page) => {
        const live = page.locator('.gw-live');
        expect(await live.getAttribute('data-live')).toBe('false');
        releaseJoin();
        await expect.poll(() => live.getAttribute('data-live'), { timeout: 15_000 }).toBe('true');
      },
    );
    expect(shift).toBeLessThan(SHIFT_BOUND);
  });
});

describe('while home waits for its stations', () => {
  it('animates nothing the main thread must paint again in every frame', async () => {
    // The skeleton's shine once moved its background (background-position): Chromium painted
    // it again on the main thread 120 times a second for as long as the data took to come.
    // Transform and opacity run on the compositor.
    const page = await signedInPhonePage();
    const release = await holdRequests(page, /\/api\/customers\/\?/);
    try {
      await page.goto(`${baseUrl}/`);
      await page.locator('.gw-skeleton').first().waitFor();
      const animated = await page.evaluate(() =>
        document.getAnimations().map((animation) => ({
          name: (animation as CSSAnimation).animationName,
          properties: [
            ...new Set(
              (animation.effect as KeyframeEffect)
                .getKeyframes()
                .flatMap((frame) => Object.keys(frame))
                .filter(
                  (key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key),
                ),
            ),
          ],
        })),
      );
      expect(animated.map((animation) => animation.name)).toContain('gw-shimmer');
      for (const animation of animated) {
        expect(animation.properties.every((key) => ['transform', 'opacity'].includes(key))).toBe(
          true,
        );
      }
    } finally {
      release();
      await page.context().close();
    }
  });
});
