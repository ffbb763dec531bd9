// Pages that load in parts do not move what is already shown (issue 13: Lighthouse's layout
// shift). The sign-in card arrives in its own chunk inside a layout that centres it; home shows
// its blocks once the plan, the station summary and the latest alerts have answered. Layout
// shifts are read from the browser's own PerformanceObserver over the whole load, on a phone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS, launchBrowser, mobilePage, signIn } from './harness';

/** Lighthouse counts 0.1 and more as needing improvement; the font swap alone shifts 0.0003. */
const SHIFT_BOUND = 0.01;

const baseUrl = inject('serverUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
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

  it('shows home without pushing a block down', async () => {
    const page = await mobilePage(browser);
    try {
      await page.goto(`${baseUrl}/login`);
      await signIn(page, DEMO_ACCOUNTS.user);
      await page.waitForURL(`${baseUrl}/`);
      // A fresh load of home, as a returning user opens it.
      await recordShifts(page);
      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Cảnh báo mới nhất' }).waitFor();
      expect(await shiftSum(page)).toBeLessThan(SHIFT_BOUND);
    } finally {
      await page.context().close();
    }
  });
});
