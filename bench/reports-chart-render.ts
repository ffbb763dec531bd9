import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { percentile } from './bench-server';

// Render time of the lookup chart for a year of hourly points (8,760 per series, issue 7), in
// Chromium: Vite builds bench/chart-render/, a page that runs the app's own chart path
// (parameterCharts, then TimeSeriesChart with uPlot, from src/features/data) and times each
// render from the series to the painted canvases. One parameter (one station line and its limit
// line), then the 8 parameters of one station as the lookup shows them.
// Run: npx tsx bench/reports-chart-render.ts  (BENCH_RUNS sets the timed runs, default 15).

const POINTS = 8760;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARM_UP = 3;
const PAGE_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'chart-render');

interface Render {
  elapsed: number;
  canvases: number;
  pointsPerSeries: number;
}

const launchBrowser = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

const outDir = mkdtempSync(path.join(tmpdir(), 'greenwatch-chart-bench-'));
const config = {
  configFile: false as const,
  root: PAGE_ROOT,
  base: './',
  logLevel: 'warn' as const,
  plugins: [react()],
  build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
  preview: { host: '127.0.0.1', port: 0 },
};
await build(config);
const server = await preview(config);
const browser = await launchBrowser();
try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  await page.goto(server.resolvedUrls!.local[0]);
  await page.waitForFunction(() => (globalThis as { benchReady?: boolean }).benchReady === true);
  const version = browser.version();
  console.log(
    `Lookup chart render (parameterCharts + TimeSeriesChart/uPlot), ${POINTS} hourly points per series, Chromium ${version}\n`,
  );
  for (const parameters of [1, 8]) {
    const renderOnce = () =>
      page.evaluate(
        ([count, points]) =>
          (
            globalThis as unknown as {
              renderCharts(parameters: number, points: number): Promise<Render>;
            }
          ).renderCharts(count, points),
        [parameters, POINTS] as const,
      );
    for (let i = 0; i < WARM_UP; i++) await renderOnce();
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await renderOnce();
      if (run.canvases !== parameters || run.pointsPerSeries !== POINTS) {
        throw new Error(
          `expected ${parameters} charts of ${POINTS} points, got ${run.canvases} of ${run.pointsPerSeries}`,
        );
      }
      samples.push(run.elapsed);
    }
    const label = `${parameters} parameter${parameters > 1 ? 's' : ''} (${parameters} chart${parameters > 1 ? 's' : ''})`;
    console.log(
      `${label.padEnd(30)} p50 ${percentile(samples, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(samples, 95).toFixed(1).padStart(7)} ms   (n=${RUNS})`,
    );
  }
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  rmSync(outDir, { recursive: true, force: true });
}
