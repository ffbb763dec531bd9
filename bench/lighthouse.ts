import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium, type Page } from 'playwright-core';
import { selfSignedCertificate } from '../scripts/self-signed-certificate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed/demo-catalog';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { startBenchServer } from './bench-server';

// Lighthouse's mobile profile (a phone screen, simulated slow 4G and a 4× slower CPU) on the
// sign-in page, the public page, and, signed in, home and /online-monitoring, each loaded with a
// cold HTTP cache. The floor is the same run on a bare static page (no script, system font)
// served by the same server. Debian's Chromium resolves no host name but 127.0.0.1, so nothing
// is fetched from the internet. Builds nothing: needs `npm run build` first.
// Run: npm run bench:lighthouse   (BENCH_LIGHTHOUSE_RUNS=3 takes the median of 3 runs a page;
// BENCH_LIGHTHOUSE_REPORTS=<dir> also writes each run's full report there, as JSON;
// BENCH_LIGHTHOUSE_PAGES=login,public,home,online-monitoring runs only those beside the floor;
// BENCH_WWW_DIR=<dir> measures the build in <dir> instead of www/;
// BENCH_LIGHTHOUSE_THROTTLING=devtools slows the network and CPU while the page loads instead of
// simulating it: slower, but every figure is observed, and the network's 562 ms round trips
// show what each request of a page costs a phone; BENCH_LIGHTHOUSE_PROTOCOL=http1 serves plain
// HTTP/1.1 with its six connections a host. By default the server runs HTTPS with HTTP/2, as a
// deployment serves the app, on a throw-away certificate the browser is told to accept;
// BENCH_LIGHTHOUSE_CPU=calibrated slows the CPU by what makes this host a mid-tier phone instead
// of by 4×, as Lighthouse's documentation advises (docs/throttling.md, "Calibrating the CPU
// slowdown"): before each run, from Lighthouse's benchmark index of the host at that moment, so
// the simulated phone stays the same while the host's speed changes from minute to minute).
// Playwright drives the browser between runs only (the sign-in, emptying the cache, the host's
// benchmark index), over a connection closed before each run: left attached, it followed every
// request and frame of the measured load (about 50 ms of this process's CPU during one load of
// `/`, in a profile) and kept its own script world in each of the page's frames.

/** The benchmark index under which Lighthouse warns that the host is too slow for its 4× CPU
 *  slowdown (lighthouse/core/gather/driver/environment.js). */
const LIGHTHOUSE_HOST_CPU_BASELINE = 1000;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
const ONLY = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
/** BENCH_WWW_DIR: another build to measure (a copy of an older www/, say). */
const WWW_DIR = resolve(process.env.BENCH_WWW_DIR ?? join(import.meta.dirname, '..', 'www'));
const THROTTLING = process.env.BENCH_LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const HTTP1 = process.env.BENCH_LIGHTHOUSE_PROTOCOL === 'http1';
const CALIBRATED = process.env.BENCH_LIGHTHOUSE_CPU === 'calibrated';
/** Lighthouse's own CPU slowdown for its mobile profile. */
const DEFAULT_CPU_SLOWDOWN = 4;
/**
 * The benchmark index of a mid-tier phone (a Pixel 5) in Chrome DevTools' CPU calibration
 * (front_end/panels/mobile_throttling/CalibrationController.ts; its low tier, a Moto G4 Power,
 * scores 264). Lighthouse's 4× on a host of index 1,000–2,800 stands for a phone of 250–700.
 */
const MID_TIER_PHONE_INDEX = 1000;

/**
 * The slowdown that makes a host of `benchmarkIndex` that phone: Lighthouse's simulation
 * lengthens every main-thread task by its multiplier, so the ratio of the indexes. A host slower
 * than the phone runs at 1×, and stands for a slower phone.
 */
const calibratedSlowdown = (benchmarkIndex: number): number =>
  Math.max(1, benchmarkIndex / MID_TIER_PHONE_INDEX);
/**
 * The share of the page's main-thread task time after its first paint that the thread spent on a
 * core, from the trace Lighthouse simulates from: each top-level task's thread time (`tdur`)
 * against its wall time (`dur`). NaN when the trace has no first paint.
 */
function mainThreadOnCore(trace: { traceEvents: TraceEvent[] }): number {
  const paint = trace.traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return Number.NaN;
  let wall = 0;
  let onCore = 0;
  for (const event of trace.traceEvents) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.tdur === undefined) continue;
    if (event.pid !== paint.pid || event.tid !== paint.tid || event.ts < paint.ts) continue;
    wall += event.dur ?? 0;
    onCore += event.tdur;
  }
  return wall > 0 ? onCore / wall : Number.NaN;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

const FLOOR_PAGE = 'lighthouse-floor.html';
const CHROME_FLAGS = [
  ...CHROMIUM_ARGS,
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
  ...(HTTP1 ? [] : ['--ignore-certificate-errors']),
  // Once this browser has been to the server (the sign-in, an earlier run), Chromium holds the
  // paint of every later load of it: no frame for ~2.25 s after navigation, though the page is
  // drawn by 0.4 s. Lighthouse then counts every request and task before that as the first
  // paint's, and no task before it as blocking: FCP 2.0 s instead of 1.1–1.9, and most of the
  // signed-in pages' blocking time hidden. A phone opening the app holds nothing.
  '--disable-features=PaintHolding',
];

/** The floor page: what a page with no app at all scores here. */
const FLOOR_HTML = `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>GreenWatch</title>
  </head>
  <body>
    <main>
      <h1>Đăng nhập</h1>
      <p>Chào mừng bạn quay lại. Theo dõi dữ liệu quan trắc môi trường trực tuyến.</p>
    </main>
  </body>
</html>
`;

if (!readdirSync(WWW_DIR).includes('index.html')) {
  throw new Error('www/index.html is missing: run `npm run build` first.');
}

/** www/ as it is, plus the floor page, without writing into www/. */
function wwwWithFloorPage(): string {
  const dir = mkdtempSync(join(tmpdir(), 'greenwatch-lighthouse-'));
  for (const entry of readdirSync(WWW_DIR)) symlinkSync(join(WWW_DIR, entry), join(dir, entry));
  writeFileSync(join(dir, FLOOR_PAGE), FLOOR_HTML);
  return dir;
}

interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** Bytes on the wire by Lighthouse's resource type, and in all. */
  bytes: Record<string, number>;
  failedAccessibility: string[];
  /** Lighthouse's measure of the host's CPU during the run (its `benchmarkIndex`). */
  hostCpu: number;
  /** The CPU slowdown the run simulated. */
  cpuSlowdown: number;
  /** The share of the main thread's task time after the first paint spent on a core. */
  onCore: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

async function audit(
  url: string,
  port: number,
  signedIn: boolean,
  cpuSlowdownMultiplier: number,
): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    throttlingMethod: THROTTLING,
    throttling: { cpuSlowdownMultiplier },
    // Signed in, the session in localStorage must stay: the HTTP cache is emptied instead.
    disableStorageReset: signedIn,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (REPORTS_DIR) {
    mkdirSync(REPORTS_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
    writeFileSync(
      join(REPORTS_DIR, `${name || 'home'}-${Date.now()}.json`),
      JSON.stringify(result.lhr),
    );
  }
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const bytes: Record<string, number> = { total: value('total-byte-weight') };
  const requests = (audits['network-requests']?.details as { items?: NetworkRequest[] })?.items;
  for (const request of requests ?? []) {
    const type = request.resourceType ?? 'Other';
    bytes[type] = (bytes[type] ?? 0) + (request.transferSize ?? 0);
  }
  const accessibility = categories.accessibility!;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((accessibility.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
    bytes,
    failedAccessibility: accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    hostCpu: result.lhr.environment.benchmarkIndex,
    cpuSlowdown: cpuSlowdownMultiplier,
    onCore: mainThreadOnCore(result.artifacts.Trace),
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median of each figure over the runs (scores and times separately). */
async function measure(
  url: string,
  port: number,
  signedIn: boolean,
  beforeEach: () => Promise<void>,
  cpuSlowdown: () => Promise<number>,
) {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    await beforeEach();
    runs.push(await audit(url, port, signedIn, await cpuSlowdown()));
  }
  const pick = (figure: (run: Figures) => number) => median(runs.map(figure));
  const types = new Set(runs.flatMap((run) => Object.keys(run.bytes)));
  return {
    performance: pick((run) => run.performance),
    accessibility: pick((run) => run.accessibility),
    fcp: pick((run) => run.fcp),
    lcp: pick((run) => run.lcp),
    tbt: pick((run) => run.tbt),
    cls: pick((run) => run.cls),
    speedIndex: pick((run) => run.speedIndex),
    bytes: Object.fromEntries(
      [...types].map((type) => [type, pick((run) => run.bytes[type] ?? 0)]),
    ),
    failedAccessibility: [...new Set(runs.flatMap((run) => run.failedAccessibility))],
    hostCpu: pick((run) => run.hostCpu),
    onCore: pick((run) => run.onCore),
    cpuSlowdown: pick((run) => run.cpuSlowdown),
  };
}

async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS[1]!.email);
  await page.getByLabel('Mật khẩu').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

const kb = (bytes: number | undefined) => `${((bytes ?? 0) / 1024).toFixed(0)}`.padStart(5);
const ms = (value: number) => `${value.toFixed(0)}`.padStart(6);

function row(name: string, figures: Awaited<ReturnType<typeof measure>>): string {
  const { bytes } = figures;
  return (
    `${name.padEnd(22)} ${String(figures.performance).padStart(4)} ${String(figures.accessibility).padStart(4)}` +
    ` ${ms(figures.fcp)} ${ms(figures.lcp)} ${ms(figures.tbt)} ${figures.cls.toFixed(3).padStart(6)}` +
    ` ${ms(figures.speedIndex)}  ${kb(bytes.total)} ${kb(bytes.Script)} ${kb(bytes.Stylesheet)}` +
    ` ${kb(bytes.Font)} ${kb(bytes.Document)} ${figures.hostCpu.toFixed(0).padStart(5)}` +
    ` ${figures.cpuSlowdown.toFixed(1).padStart(4)}×` +
    ` ${(figures.onCore * 100).toFixed(0).padStart(6)} %`
  );
}

const wwwDir = wwwWithFloorPage();
const server = await startBenchServer({
  wwwDir,
  seed: 'demo',
  tls: HTTP1 ? undefined : await selfSignedCertificate(),
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROME_FLAGS,
});
/** `work` on the browser's page through Playwright, connected for that time only. */
async function withPage<T>(work: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0]!;
    return await work(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await browser.close(); // connected over CDP: disconnects, the browser and its page stay
  }
}
try {
  const [{ id: userId, user_metadata: metadata }] = await server.db.query<{
    id: string;
    user_metadata: { customer_id: number };
  }>('select id, raw_user_meta_data as user_metadata from auth.users where email = $1', [
    DEMO_ACCOUNTS[1]!.email,
  ]);
  const coldCache = () =>
    withPage(async (page) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
    });

  const pages = [
    { key: 'floor', name: 'floor (static page)', path: `/${FLOOR_PAGE}`, signedIn: false },
    { key: 'login', name: '/login', path: '/login', signedIn: false },
    {
      key: 'public',
      name: 'public page',
      path: `/public/${userId}/${metadata.customer_id}`,
      signedIn: false,
    },
    { key: 'home', name: '/ (signed in)', path: '/', signedIn: true },
    {
      key: 'online-monitoring',
      name: '/online-monitoring',
      path: '/online-monitoring',
      signedIn: true,
    },
  ].filter((target) => target.key === 'floor' || !ONLY || ONLY.includes(target.key));
  console.log(
    `Lighthouse ${RUNS > 1 ? `(median of ${RUNS}) ` : ''}mobile profile (${THROTTLING === 'devtools' ? 'applied' : 'simulated'} throttling, CPU ${CALIBRATED ? `calibrated to a mid-tier phone of index ${MID_TIER_PHONE_INDEX}` : `${DEFAULT_CPU_SLOWDOWN}× slower`}), ${HTTP1 ? 'HTTP/1.1' : 'HTTPS with HTTP/2'}, Chromium ${await withPage(async (page) => page.context().browser()!.version())}, ${server.db.kind}, cold HTTP cache; ` +
      `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores\n`,
  );
  console.log(
    `${'page'.padEnd(22)} perf a11y    FCP    LCP    TBT    CLS     SI  bytes (KB): all   js  css font html   CPU  slow  on core`,
  );
  let signedIn = false;
  let floorPerformance = Number.NaN;
  let floorFcp = Number.NaN;
  // Measured on the blank page the runs start from, as Lighthouse measures it in each run.
  const cpuSlowdown = async () =>
    CALIBRATED
      ? calibratedSlowdown(
          await withPage((page) => page.evaluate(pageFunctions.computeBenchmarkIndex)),
        )
      : DEFAULT_CPU_SLOWDOWN;
  for (const target of pages) {
    if (target.signedIn && !signedIn) {
      await withPage(async (page) => {
        await signIn(page, server.url);
        await page.goto('about:blank');
      });
      signedIn = true;
    }
    const figures = await measure(
      `${server.url}${target.path}`,
      chrome.port,
      target.signedIn,
      coldCache,
      cpuSlowdown,
    );
    if (target.path === `/${FLOOR_PAGE}`) {
      floorPerformance = figures.performance;
      floorFcp = figures.fcp;
    }
    console.log(
      `${row(target.name, figures)}` +
        (target.path === `/${FLOOR_PAGE}`
          ? ''
          : `   FCP ${(figures.fcp / floorFcp).toFixed(1)}× floor, perf ${figures.performance - floorPerformance} vs floor`),
    );
    if (figures.failedAccessibility.length > 0)
      console.log(
        `${''.padEnd(22)} accessibility fails: ${figures.failedAccessibility.join(', ')}`,
      );
  }
  console.log(
    '\nTimes in ms (FCP, LCP, TBT, speed index SI); sizes as transferred (compressed); CPU: ' +
      "Lighthouse's benchmark index of this machine during the page's runs; slow: the CPU " +
      "slowdown the runs simulated. Lighthouse's 4× CPU slowdown " +
      `assumes an index of ${LIGHTHOUSE_HOST_CPU_BASELINE} or more: on a slower or busier ` +
      'machine, the simulated phone is slower than a real one and the blocking time grows ' +
      '(BENCH_LIGHTHOUSE_CPU=calibrated slows the CPU by what makes this host a mid-tier phone, ' +
      `a Pixel 5 of index ${MID_TIER_PHONE_INDEX} in Chrome DevTools' calibration). ` +
      "On core: how much of the page's main-thread task time after the first paint, in the " +
      'unthrottled load Lighthouse simulates from, the thread spent running on a core; the rest ' +
      "it waited, for a core (taken by the server, the browser's other processes or, on a virtual " +
      "machine, its host) or for another process. Lighthouse's blocking time counts the waits " +
      "too, four times over: compare the column with the floor page's.",
  );
} finally {
  await chrome.kill();
  await server.dispose();
  rmSync(wwwDir, { recursive: true, force: true });
}
