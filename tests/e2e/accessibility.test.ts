// The pages issue 13 measures with Lighthouse (sign-in, the public page, home and
// /online-monitoring) pass axe-core's WCAG 2.1 A and AA rules on a phone and on a desktop,
// checked on every test run rather than in the benchmark only. Label-in-name (a control's
// accessible name contains its visible text, for speech input) is one of axe's experimental
// rules and is turned on here.
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  desktopPage,
  launchBrowser,
  mobilePage,
  publicPagePath,
  settle,
  signedInPage,
} from './harness';
import { sharedServer } from './shared-server';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

const baseUrl = sharedServer().url;
let browser: Browser;
let publicPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  publicPath = await publicPagePath(baseUrl, DEMO_ACCOUNTS.user);
});

afterAll(async () => {
  await browser?.close();
});

/** axe-core's WCAG 2.1 A/AA violations on the page as it is, each as "rule: targets". */
async function violations(page: Page): Promise<string[]> {
  await settle(page);
  await page.addScriptTag({ path: AXE_SOURCE });
  const found = await page.evaluate(
    async (tags) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
        .axe;
      const result = (await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: { 'label-content-name-mismatch': { enabled: true } },
      })) as { violations: Violation[] };
      return result.violations;
    },
    [...WCAG_TAGS, 'experimental'],
  );
  return found.map(
    ({ id, help, nodes }) =>
      `${id} (${help}): ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

const sizes = [
  ['phone', mobilePage],
  ['desktop', desktopPage],
] as const;

describe.each(sizes)('accessibility on a %s', (_size, makePage) => {
  it('the sign-in page and the public page', async () => {
    const page = await makePage(browser);
    try {
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('heading', { name: 'Đăng nhập' }).waitFor();
      expect(await violations(page)).toEqual([]);
      await page.goto(`${baseUrl}${publicPath}`);
      await page.getByRole('heading', { name: 'Dữ liệu quan trắc công khai' }).waitFor();
      expect(await violations(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('home and online monitoring, signed in', async () => {
    const page = await signedInPage(browser, makePage, baseUrl, DEMO_ACCOUNTS.user);
    try {
      await page.getByRole('heading', { name: 'Cảnh báo mới nhất' }).waitFor();
      expect(await violations(page)).toEqual([]);
      await page.goto(`${baseUrl}/online-monitoring`);
      await page.locator('article.gw-station-card').first().waitFor();
      expect(await violations(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('for a user who asks for less motion', () => {
  // Styles of three elements as Chromium computes them: an endless pulse like the bell's, a
  // transition, and a toast's progress bar, which is the toast's timer (react-toastify sets its
  // duration inline from autoClose).
  const motion = (page: Page) =>
    page.evaluate(() => {
      const make = (className: string, style: string) => {
        const element = document.createElement('div');
        element.className = className;
        element.setAttribute('style', style);
        document.body.appendChild(element);
        return getComputedStyle(element);
      };
      const pulse = make('gw-test-pulse', 'animation: gw-bell-pulse 1.6s ease-out infinite');
      const fade = make('gw-test-fade', 'transition: opacity 300ms');
      const timer = make('Toastify__progress-bar', 'animation-duration: 5000ms');
      return {
        pulse: `${pulse.animationDuration} × ${pulse.animationIterationCount}`,
        fade: fade.transitionDuration,
        timer: timer.animationDuration,
      };
    });

  it('plays animations once and at once, but keeps the toast on screen for its time', async () => {
    const page = await desktopPage(browser);
    try {
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('heading', { name: 'Đăng nhập' }).waitFor();
      expect(await motion(page)).toEqual({ pulse: '1.6s × infinite', fade: '0.3s', timer: '5s' });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.reload();
      await page.getByRole('heading', { name: 'Đăng nhập' }).waitFor();
      expect(await motion(page)).toEqual({ pulse: '0.001s × 1', fade: '0.001s', timer: '5s' });
    } finally {
      await page.context().close();
    }
  });
});
