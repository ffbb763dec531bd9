import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD } from '../server/seed/demo-catalog';
import { percentile, startBenchServer } from './bench-server';
import { insertLoadStations } from './load-stations';

// Prints the first render time of /online-monitoring and /station-status with 1,000 stations:
// Debian's Chromium (playwright-core) opens the built www/ served by the real server, signed in
// as the admin (who sees every station). Each sample is a full page load; the time runs from the
// navigation start to the moment the first station of the list is in the DOM and the page says
// it lists every station (the app has booted, restored the session, fetched /api/customers/
// and rendered the list). The bundle comes from the HTTP cache after the sign-in page loaded it.
// Needs `npm run build` first. Run: npx tsx bench/render-stations.ts  (DATABASE_URL=… for PostgreSQL).

const STATIONS = 1000;
const PARAMETERS = 10;
const SAMPLES = Number(process.env.BENCH_RENDER_SAMPLES ?? 6);
const WWW_DIR = join(import.meta.dirname, '..', 'www');

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
  throw new Error('www/index.html is missing: run `npm run build` first.');
}

const server = await startBenchServer({ wwwDir: WWW_DIR });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  await insertLoadStations(server.db, STATIONS, PARAMETERS);
  const [{ n: total }] = await server.db.query<{ n: number }>(
    'select count(*)::int as n from public.station',
  );
  console.log(
    `GreenWatch first render on ${server.db.kind}: ${total} stations (${STATIONS} × ${PARAMETERS} parameters + demo), Chromium 1280×800\n`,
  );

  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill('admin@greenwatch.demo');
  await page.getByLabel('Mật khẩu').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL(`${server.url}/`);

  // Watches the DOM from the first script on: when is the list rendered with every station
  // counted? (Browser code as text: this file is type-checked without the DOM library.)
  await page.addInitScript({
    content: `
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
        }).observe(document, { childList: true, subtree: true, characterData: true });`,
  });

  for (const screen of SCREENS) {
    const samples: number[] = [];
    let shown = 0;
    for (let i = 0; i < SAMPLES; i++) {
      await page.goto(`${server.url}${screen.path}`, { waitUntil: 'commit' });
      await page.waitForFunction('window.__listRenderedAt !== undefined', undefined, {
        timeout: 60_000,
        polling: 50,
      });
      samples.push(await page.evaluate<number>('window.__listRenderedAt'));
      shown = await page.locator(screen.item).count();
    }
    const f = (ms: number) => `${ms.toFixed(0).padStart(5)} ms`;
    console.log(
      `${screen.path.padEnd(20)} p50 ${f(percentile(samples, 50))}  min ${f(Math.min(...samples))}` +
        `  max ${f(Math.max(...samples))}   (${samples.length} loads; ${shown} of ${total} stations in the DOM)`,
    );
  }
  await context.close();
} finally {
  await browser.close();
  await server.dispose();
}
