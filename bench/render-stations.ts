import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { DEMO_PASSWORD } from '../server/seed/demo-catalog';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { percentile, startBenchServer } from './bench-server';
import { insertLoadStations } from './load-stations';

// Prints the first render time of /online-monitoring and /station-status with 1,000 stations,
// beside the same screens with the demo's stations only (the floor, same run), and the longest
// main-thread task while scrolling each 1,000-station screen to its end. Debian's Chromium
// (playwright-core) opens the built www/ served by the real server, signed in as the admin (who
// sees every station). Each sample is a full page load; the time runs from the navigation start
// to the moment the first station of the list is in the DOM and the page says it lists every
// station (the app has booted, restored the session, fetched /api/customers/ and rendered the
// list). The bundle comes from the HTTP cache after the sign-in page loaded it. Scrolling is the
// mouse wheel, 600 px a frame, until the page stops moving; the browser reports every task of
// 50 ms or more (Long Tasks API), and the longest gap between two frames is printed beside it.
// Needs `npm run build` first (or BENCH_WWW_DIR=<dir>). Run: npx tsx bench/render-stations.ts
// (DATABASE_URL=… for PostgreSQL).

const STATIONS = 1000;
const PARAMETERS = 10;
const SAMPLES = Number(process.env.BENCH_RENDER_SAMPLES ?? 6);
/** Wheel steps at most per screen (1,000 ten-parameter cards, two a row at 1280 px: ~440). */
const SCROLL_STEPS_LIMIT = 800;
/** BENCH_WWW_DIR: another build to serve (one built with `vite build --outDir <dir>`, say). */
const WWW_DIR = process.env.BENCH_WWW_DIR ?? join(import.meta.dirname, '..', 'www');

/** Each screen, its list item, and where it says that every station is listed. */
const SCREENS = [
  {
    path: '/online-monitoring',
    item: 'article.gw-station-card',
    count: '.gw-filters__count',
    counted: (total: number) => `Hiển thị ${total}/${total} trạm`,
  },
  {
    path: '/station-status',
    item: 'article.gw-station-row',
    count: '[data-count="total"] .gw-status-count__value',
    counted: (total: number) => String(total),
  },
] as const;

if (!existsSync(join(WWW_DIR, 'index.html'))) {
  throw new Error(`${join(WWW_DIR, 'index.html')} is missing: run \`npm run build\` first.`);
}

interface ScreenFigures {
  samples: number[];
  shown: number;
  scroll?: {
    steps: number;
    ended: boolean;
    longest: number;
    longTasks: number;
    worstFrame: number;
  };
}

/** Browser code, as text: this file is type-checked without the DOM library. */
const watchFirstRender = (total: number) => `
  const screen = ${JSON.stringify(
    Object.fromEntries(
      SCREENS.map((screen) => [
        screen.path,
        { item: screen.item, count: screen.count, counted: screen.counted(total) },
      ]),
    ),
  )}[location.pathname];
  const rendered = () =>
    document.querySelector(screen.item) &&
    document.querySelector(screen.count)?.textContent === screen.counted;
  if (screen)
    new MutationObserver((_, observer) => {
      if (window.__listRenderedAt === undefined && rendered()) {
        window.__listRenderedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });`;

const watchMainThread = `
  window.__longTasks = [];
  window.__frameGaps = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
  let last = performance.now();
  const frame = (now) => {
    window.__frameGaps.push(now - last);
    last = now;
    if (!window.__stopFrames) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);`;

/** Signed in as the admin: every screen loaded SAMPLES times, then (if asked) scrolled. */
async function measureScreens(
  browser: Browser,
  baseUrl: string,
  total: number,
  scroll: boolean,
): Promise<Record<string, ScreenFigures>> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
  });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill('admin@greenwatch.demo');
    await page.getByLabel('Mật khẩu').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.addInitScript({ content: watchFirstRender(total) });

    const figures: Record<string, ScreenFigures> = {};
    for (const screen of SCREENS) {
      const samples: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        await page.goto(`${baseUrl}${screen.path}`, { waitUntil: 'commit' });
        await page.waitForFunction('window.__listRenderedAt !== undefined', undefined, {
          timeout: 60_000,
          polling: 50,
        });
        samples.push(await page.evaluate<number>('window.__listRenderedAt'));
      }
      figures[screen.path] = { samples, shown: await page.locator(screen.item).count() };
      if (!scroll) continue;
      await page.evaluate(watchMainThread);
      await page.mouse.move(640, 500);
      let steps = 0;
      let still = 0;
      for (; still < 5 && steps < SCROLL_STEPS_LIMIT; steps++) {
        const before = await page.evaluate<number>('window.scrollY');
        await page.mouse.wheel(0, 600);
        await page.evaluate('new Promise((done) => requestAnimationFrame(() => done()))');
        still = (await page.evaluate<number>('window.scrollY')) === before ? still + 1 : 0;
      }
      await page.evaluate('window.__stopFrames = true');
      const longTasks = await page.evaluate<number[]>('window.__longTasks');
      const frameGaps = await page.evaluate<number[]>('window.__frameGaps');
      figures[screen.path]!.scroll = {
        steps,
        ended: still >= 5,
        longest: Math.max(0, ...longTasks),
        longTasks: longTasks.length,
        worstFrame: Math.max(0, ...frameGaps),
      };
    }
    return figures;
  } finally {
    await context.close();
  }
}

const server = await startBenchServer({ wwwDir: WWW_DIR });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const countStations = async () =>
    (await server.db.query<{ n: number }>('select count(*)::int as n from public.station'))[0]!.n;
  const demoTotal = await countStations();
  const demo = await measureScreens(browser, server.url, demoTotal, false);
  await insertLoadStations(server.db, STATIONS, PARAMETERS);
  // Rated now, as the status timer would rate them within a minute: their random values put about
  // two thirds near a limit, and the timer's first sweep would otherwise send those hundreds of
  // live updates at whatever moment of the run it falls on, most often the second scroll.
  await server.ingestion.statusTimer?.evaluateAll();
  const total = await countStations();
  const loaded = await measureScreens(browser, server.url, total, true);

  console.log(
    `GreenWatch first render on ${server.db.kind}, Chromium 1280×800, p50 of ${SAMPLES} loads: ` +
      `${demoTotal} demo stations (floor), then ${total} (${STATIONS} × ${PARAMETERS} parameters + demo); ` +
      `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores\n`,
  );
  const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
  for (const screen of SCREENS) {
    const floor = demo[screen.path]!;
    const big = loaded[screen.path]!;
    const p50 = percentile(big.samples, 50);
    const floorP50 = percentile(floor.samples, 50);
    console.log(
      `${screen.path.padEnd(20)} ${total} stations p50 ${ms(p50)} (min ${ms(Math.min(...big.samples))}, max ${ms(Math.max(...big.samples))})` +
        `   | floor ${demoTotal} stations p50 ${ms(floorP50)}   ratio ${(p50 / floorP50).toFixed(2)}×` +
        `   (${big.shown} of ${total} stations in the DOM)`,
    );
    const scroll = big.scroll!;
    console.log(
      `${''.padEnd(20)} scrolling ${scroll.ended ? 'to the end' : 'without reaching the end'} (${scroll.steps} wheel steps): longest task ` +
        `${scroll.longTasks === 0 ? 'under 50 ms (none reported)' : ms(scroll.longest)}, ` +
        `${scroll.longTasks} task(s) ≥ 50 ms, longest gap between frames ${ms(scroll.worstFrame)}`,
    );
  }
} finally {
  await browser.close();
  await server.dispose();
}
