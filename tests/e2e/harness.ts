// End-to-end harness: Debian's Chromium driven by playwright-core (never a downloaded
// browser), the built www/ served by the real server, desktop and mobile pages, screenshots
// saved to tests/e2e/screenshots/ (git-ignored).
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserServer,
  type Download,
  type Page,
} from 'playwright-core';
import { demoSecrets } from '../../server/ingest/demo-credentials';
import type { RunningServer, StartServerOptions } from '../../server/server';
import { RELAXED_AUTH_RATE_LIMITS } from '../integration/support/relaxed-auth-limits';
import { TEST_PASSWORD_HASH_ROUNDS } from '../integration/support/test-password-hashing';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The built bundle under test: www/, or E2E_WWW_DIR when a build was made elsewhere. */
export const WWW_DIR = process.env.E2E_WWW_DIR ?? path.join(ROOT, 'www');
export const SCREENSHOT_DIR = path.join(ROOT, 'tests/e2e/screenshots');
export const DEMO_PASSWORD = 'GreenWatch@2026';
export const DEMO_ACCOUNTS = {
  admin: 'admin@greenwatch.demo',
  user: 'user@greenwatch.demo',
  user2: 'user2@greenwatch.demo',
} as const;

/** What test files receive from the global setup (see global-setup.ts). */
export interface ServerUnderTest {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The server's own database connection, for a test's setup that has no screen. */
  db: RunningServer['db'];
  close(): Promise<void>;
}

function assertBuilt(): void {
  if (!existsSync(path.join(WWW_DIR, 'index.html'))) {
    throw new Error('www/index.html is missing: run `npm run build` before the e2e tests.');
  }
}

/**
 * Starts the real server on a free port with a throw-away data directory and the minimal seed,
 * with auth limits the whole e2e run does not reach unless `options` says otherwise. With
 * `template` (a migrated and seeded data directory, see global-setup.ts) the server starts on a
 * copy of it instead of migrating and seeding; only for the minimal seed.
 */
export async function startTestServer(
  options: StartServerOptions = {},
  template?: string,
): Promise<ServerUnderTest> {
  assertBuilt();
  // Loaded here, not with this module: most test files use the shared servers only, and the
  // server's modules took about 2 s of each such file's start.
  const { startServer } = await import('../../server/server');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'greenwatch-e2e-'));
  if (template && (options.seed ?? 'minimal') === 'minimal') {
    await cp(template, dataDir, { recursive: true });
  }
  const server = await startServer({
    port: 0,
    dataDir,
    wwwDir: WWW_DIR,
    seed: 'minimal',
    simulatorIntervalMs: false,
    quiet: true,
    authRateLimits: RELAXED_AUTH_RATE_LIMITS,
    passwordHashRounds: TEST_PASSWORD_HASH_ROUNDS,
    // The fee-declaration reminder follows the real calendar: in a deadline's last days it
    // would add a bell the notification screens do not expect.
    declarationReminder: { intervalMs: false },
    ...options,
  });
  return {
    url: server.url.replace(/\/$/, ''),
    anonKey: server.anonKey,
    serviceRoleKey: server.serviceRoleKey,
    db: server.db,
    close: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The browsers this test file launched or connected to that are still open (closeOpenPages). */
const openBrowsers = new Set<Browser>();

/** Debian's Chromium for the whole e2e run, for test files to connect to (global-setup.ts). */
export function launchSharedBrowser(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

let sharedBrowserEndpoint: string | undefined;

/** Makes launchBrowser() connect to the run's shared Chromium (setup-file.ts). */
export function shareBrowserAt(wsEndpoint: string): void {
  sharedBrowserEndpoint = wsEndpoint;
}

/**
 * Debian's Chromium, headless: the run's shared one when there is one, or one of this file's own
 * when `extraArgs` asks for more (e.g. host rules). Starting and closing a Chromium took 1.2–1.4 s
 * for each of the 37 files. Closing the returned browser closes only this file's connection to a
 * shared one.
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const browser =
    sharedBrowserEndpoint && extraArgs.length === 0
      ? await chromium.connect(sharedBrowserEndpoint)
      : await chromium.launch({
          executablePath: CHROMIUM_PATH,
          args: [...CHROMIUM_ARGS, ...extraArgs],
        });
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

/**
 * A file the page downloads when `button` is clicked, with its bytes. Read through saveAs: a
 * browser reached over its endpoint keeps its own download directory to itself.
 */
export async function downloadOf(
  page: Page,
  button: string | RegExp,
): Promise<{ file: Download; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('button', { name: button }).click(),
  ]);
  const dir = await mkdtemp(path.join(tmpdir(), 'greenwatch-e2e-download-'));
  try {
    const saved = path.join(dir, 'download');
    await file.saveAs(saved);
    return { file, bytes: await readFile(saved) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Closes every context of the browsers this file launched, with their pages. Run after each
 * test (setup-file.ts), so a test may not keep a page or context for the next one. A page left
 * open kept its timers and animations (the live pulse, the bell) running in software rendering
 * until the file ended: monitoring.test.ts took 66 s with them and 38 s without.
 */
export async function closeOpenPages(): Promise<void> {
  const contexts = [...openBrowsers].flatMap((browser) => browser.contexts());
  await Promise.all(contexts.map((context) => context.close()));
}

/**
 * Prints where each open page of this file is, with its title and what its alerts and toasts
 * say: a failed test's log then tells what the user would have seen (the CI log is all there is).
 */
export async function describeOpenPages(): Promise<void> {
  const pages = [...openBrowsers].flatMap((browser) =>
    browser.contexts().flatMap((context) => context.pages()),
  );
  for (const page of pages) {
    const said = await page
      .locator('[role="alert"], .Toastify__toast')
      .allInnerTexts()
      .catch(() => []);
    const title = await page.title().catch(() => '');
    console.error(
      `[open page] ${page.url()} "${title}"${said.length ? ` says: ${said.join(' | ')}` : ''}`,
    );
  }
}

async function newPage(
  browser: Browser,
  width: number,
  height: number,
  mobile: boolean,
): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    isMobile: mobile,
    hasTouch: mobile,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  return page;
}

export const desktopPage = (browser: Browser) => newPage(browser, 1280, 800, false);
export const mobilePage = (browser: Browser) => newPage(browser, 390, 844, true);

export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/**
 * How many pixels the page can be scrolled sideways: the document, and every element as wide as
 * the screen that scrolls (inside the mini app zmp-ui's page scrolls, not the document, so the
 * document's width alone misses a page wider than the screen). A narrower box that scrolls on
 * purpose (a wide form table in its card) does not count. 0 when the page fits.
 */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scrollers = [...document.querySelectorAll('body *')].filter(
      (element) =>
        element.clientWidth >= window.innerWidth - 1 &&
        ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
    );
    return Math.max(
      document.documentElement.scrollWidth - window.innerWidth,
      ...scrollers.map((element) => element.scrollWidth - element.clientWidth),
    );
  });
}

/** Signs in through the real login form. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu').fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

/**
 * The app's attention pulses (the bell's new dot, the live icon on an update): they change
 * nothing's size or place, and run for seconds, so settle() does not wait for them.
 */
const ATTENTION_PULSES = ['gw-bell-pulse', 'gw-live-pulse'];

/**
 * Waits until the fonts are in and every finite animation or transition has ended (at most a
 * second; endless ones such as spinners and the attention pulses are ignored), then for two
 * frames, so screenshots are stable.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async (pulses) => {
    await document.fonts.ready;
    const deadline = performance.now() + 1_000;
    const moving = () =>
      document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY &&
            !pulses.includes((animation as CSSAnimation).animationName),
        );
    while (moving() && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, ATTENTION_PULSES);
}

/** A demo account's password grant: its session and user, as the server answers a sign-in. */
export interface PasswordGrant {
  user: { id: string; user_metadata: { customer_id: number } };
}

/** Signs a demo account in through the server's password grant, with the anon key the app reads. */
export async function passwordGrant(baseUrl: string, email: string): Promise<PasswordGrant> {
  const { origin } = new URL(baseUrl);
  const config = await fetch(`${origin}/config.json`);
  const { supabaseAnonKey: anonKey } = (await config.json()) as { supabaseAnonKey: string };
  const response = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} refused: ${response.status}`);
  return (await response.json()) as PasswordGrant;
}

/**
 * A fresh page (desktop or mobile) of a signed-in demo account, opened at `path`. The session
 * comes from the server's password grant and is stored where supabase-js keeps it before the
 * first page runs, once per tab (a sign-out stays signed out): signing in through the form is
 * what the auth tests do, and every other test saves two page loads.
 */
export async function signedInPage(
  browser: Browser,
  make: (browser: Browser) => Promise<Page>,
  baseUrl: string,
  email: string,
  path = '/',
): Promise<Page> {
  const session = await passwordGrant(baseUrl, email);
  // supabase-js's storage key for a project URL: sb-<first label of the host>-auth-token.
  const key = `sb-${new URL(baseUrl).hostname.split('.')[0]}-auth-token`;
  const page = await make(browser);
  await page.addInitScript(
    ([storageKey, value]) => {
      if (sessionStorage.getItem('e2e-session-stored')) return;
      localStorage.setItem(storageKey!, value!);
      sessionStorage.setItem('e2e-session-stored', '1');
    },
    [key, JSON.stringify(session)],
  );
  await page.goto(`${baseUrl}${path}`);
  return page;
}

/**
 * Holds every request of the page whose address matches `url` until the returned function is
 * called; everything else passes at once.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Routes the page's realtime socket through the test and holds the join of every channel whose
 * topic contains `topic` until the returned function is called; everything else passes at once.
 */
export async function holdChannelJoin(page: Page, topic: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.routeWebSocket(/\/realtime\/v1\/websocket/, (socket) => {
    const upstream = socket.connectToServer();
    socket.onMessage(async (message) => {
      const text = String(message);
      if (text.includes('"phx_join"') && text.includes(topic)) await held;
      upstream.send(message);
    });
  });
  return release;
}

/** The path of the page's entry chunk, the module script index.html loads. */
export function entryScriptOf(page: Page): Promise<string> {
  return page.$eval(
    'script[type="module"][src]',
    (script) => new URL((script as HTMLScriptElement).src).pathname,
  );
}

/**
 * Opens `path` in the running app the way its router follows the browser's history (the Back
 * button's popstate), without loading the page again. For a test that walks through several
 * screens: each full load costs the machine about a second of CPU, and loading a screen by its
 * address is what other tests check.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  // Not before the signed-in shell is up: its start may still replace the address.
  await page.locator('.gw-shell').waitFor();
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

/** The public page's path of a demo account's customer, from a password sign-in's user. */
export async function publicPagePath(baseUrl: string, email: string): Promise<string> {
  const { user } = await passwordGrant(baseUrl, email);
  return `/public/${user.id}/${user.user_metadata.customer_id}`;
}

/**
 * A request to the server's /rest/v1 as the service role (bypassing RLS), for a test's set-up or
 * clean-up that has no screen; its JSON answer (null when empty). Throws when refused.
 */
export async function restAsService<T = unknown>(
  baseUrl: string,
  serviceRoleKey: string,
  pathAndQuery: string,
  method = 'GET',
  body?: unknown,
): Promise<T | null> {
  const response = await fetch(`${baseUrl}/rest/v1/${pathAndQuery}`, {
    method,
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${pathAndQuery}: ${response.status} ${await response.text()}`);
  }
  const text = await response.text();
  return text ? (JSON.parse(text) as T) : null;
}

/**
 * A data-logger timestamp (YYYYMMDDhhmmss, Vietnam time) of a whole minute, `minutes` before now
 * or before `from` (one clock reading for files whose gaps must be exact).
 */
export function loggerStampMinutesAgo(minutes: number, from = Date.now()): string {
  const then = from - minutes * 60_000;
  const minute = then - (then % 60_000);
  return new Date(minute + 7 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** Posts one data-logger file for a demo station, every line measured `minutesAgo`. */
export function postDataFile(
  baseUrl: string,
  stationCode: string,
  lines: ReadonlyArray<readonly [code: string, value: string, unit: string]>,
  minutesAgo = 1,
): Promise<Response> {
  const stamp = loggerStampMinutesAgo(minutesAgo);
  const fileName = `${stationCode}_${stamp}.txt`;
  return fetch(`${baseUrl}/api/ingest?file=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain',
      authorization: `Bearer ${demoSecrets(stationCode).httpToken}`,
    },
    body: lines
      .map(([code, value, unit]) => `${code}\t${value}\t${unit}\t${stamp}\t00`)
      .join('\r\n'),
  });
}
