// What the sign-in page downloads in Chromium (issue 13): the entry and its styles and fonts,
// never the code of the screens that need exports (exceljs, pdfmake), maps (Leaflet, topojson
// and the outlines), camera video (hls.js) or charts (uPlot). Each library is recognised by a
// string only it carries, found first in the built files so that the check cannot pass for want
// of a marker. The JavaScript's gzipped size has a generous bound here; the exact figure and its
// floor are printed by bench/bundle-size.ts. The sign-in page is a chunk of its own: the public
// page does not download its form library. The sign-in page caches nothing: it does not download
// react-query either (services/query-scope.tsx). The icons that no sign-in page draws are one
// chunk, which the signed-in home fetches and /login does not, and those the sign-in pages draw
// go with the code that renders icons: no icon is a file of its own (scripts/build/icon-chunk.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCatalogue } from '../../src/i18n/features/account';
import { vi } from '../../src/i18n/vi';
import {
  DEMO_ACCOUNTS,
  desktopPage,
  entryScriptOf,
  launchBrowser,
  mobilePage,
  publicPagePath,
  signedInPage,
  WWW_DIR,
} from './harness';
import { sharedServer } from './shared-server';

/** Strings that only each heavy library's code contains, minified or not. */
const HEAVY_LIBRARIES = {
  exceljs: 'xl/workbook.xml',
  'pdfmake (pdfkit)': 'ViewerPreferences',
  leaflet: 'leaflet-container',
  'topojson outlines': 'GeometryCollection',
  'hls.js': 'hlsManifestLoading',
  uPlot: 'uplot',
} as const;
/** Libraries of the screens that cache server answers, by the same kind of marker. */
const CACHE_LIBRARIES = {
  'react-query': 'defaultMutationOptions',
} as const;
/** supabase-js's clients of services no screen uses, and its auth client's sign-in methods that
 *  GreenWatch does not offer, by the same kind of marker: none is in the build
 *  (src/services/absent-supabase-services.ts, src/services/absent-supabase-auth-methods.ts). */
const ABSENT_SUPABASE_CODE = {
  'storage-js': 'storage-js/',
  'functions-js': 'Relay Error invoking the Edge Function',
  'auth-js passkeys (lib/webauthn)': 'Manually cancelling existing WebAuthn API call',
  'auth-js Web3 wallets (lib/web3/ethereum)': 'Invalid SIWE message field',
} as const;
/** A string only react-hook-form's code contains (the sign-in form's library). */
const FORM_LIBRARY_MARKER = 'shouldUnregister';
/** The chunk of the icons that only pages past the sign-in draw (scripts/build/icon-chunk.ts). */
const isIconsChunk = (file: string) => /\/icons\.[^/]+\.js$/.test(file);
/** The console screens' strings, loaded only with the pages that show them (src/routes/pages.tsx). */
const isConsoleStringsChunk = (file: string) => /(^|\/)console-strings\.[^/]+\.js$/.test(file);
/** Every lucide icon module carries this comment, minified or not. */
const LUCIDE_LICENSE = '@license lucide-react';
/** The entry was 340 KB gzipped before the split (issue 13); the goal is ≈ 190 KB. */
const LOGIN_SCRIPT_BOUND_GZIP = 280 * 1024;

const baseUrl = sharedServer().url;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const builtScripts = () => {
  const assets = path.join(WWW_DIR, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'));
};

/** A worker's own script (Vite names it `<module>.worker-<hash>.js`). */
const isWorkerScript = (url: string) => /\.worker-[^/]+\.js$/.test(new URL(url).pathname);

/**
 * The scripts a page downloads until the network is quiet and `heading` shows, with their bodies.
 * Not a worker's own script: a worker that has ended takes its script's body with it.
 */
async function scriptsOf(page: Page, url: string, heading: string): Promise<Map<string, Buffer>> {
  const scripts = new Map<string, Buffer>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || isWorkerScript(response.url())) return;
    pending.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, body);
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: heading }).waitFor();
  await Promise.all(pending);
  return scripts;
}

describe('code splitting', () => {
  it('builds each heavy library into a chunk of its own that carries its marker', () => {
    const built = builtScripts();
    for (const [library, marker] of Object.entries({ ...HEAVY_LIBRARIES, ...CACHE_LIBRARIES })) {
      expect(
        built.some((code) => code.includes(marker)),
        library,
      ).toBe(true);
    }
  });

  it('builds none of the Supabase code that no screen uses', () => {
    const built = builtScripts();
    for (const [library, marker] of Object.entries(ABSENT_SUPABASE_CODE)) {
      expect(
        built.some((code) => code.includes(marker)),
        library,
      ).toBe(false);
    }
  });

  for (const [name, make] of [
    ['desktop', desktopPage],
    ['phone', mobilePage],
  ] as const) {
    it(`loads none of them on /login (${name}), and little JavaScript`, async () => {
      const page = await make(browser);
      try {
        const scripts = await scriptsOf(page, `${baseUrl}/login`, 'Đăng nhập');
        expect(scripts.size).toBeGreaterThan(0);
        expect([...scripts.keys()].filter(isIconsChunk)).toEqual([]);
        for (const [file, body] of scripts) {
          const code = body.toString('utf8');
          for (const [library, marker] of Object.entries({
            ...HEAVY_LIBRARIES,
            ...CACHE_LIBRARIES,
          })) {
            expect(code.includes(marker), `${library} in ${file}`).toBe(false);
          }
        }
        const gzipped = [...scripts.values()].reduce(
          (total, body) => total + gzipSync(body, { level: 9 }).length,
          0,
        );
        expect(gzipped).toBeLessThan(LOGIN_SCRIPT_BOUND_GZIP);
      } finally {
        await page.context().close();
      }
    });
  }

  it('leaves the sign-in form library out of the public page', async () => {
    expect(builtScripts().some((code) => code.includes(FORM_LIBRARY_MARKER))).toBe(true);
    const page = await mobilePage(browser);
    try {
      const scripts = await scriptsOf(
        page,
        `${baseUrl}${await publicPagePath(baseUrl, DEMO_ACCOUNTS.user)}`,
        'Dữ liệu quan trắc công khai',
      );
      for (const [file, body] of scripts) {
        expect(body.toString('utf8').includes(FORM_LIBRARY_MARKER), file).toBe(false);
      }
    } finally {
      await page.context().close();
    }
  });

  it('keeps every icon in the two icon chunks: none is a file, and a round trip, of its own', () => {
    const assets = path.join(WWW_DIR, 'assets');
    const withIcons = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => readFileSync(path.join(assets, file), 'utf8').includes(LUCIDE_LICENSE));
    expect(withIcons.map((file) => file.split('.')[0]).sort()).toEqual(['icon-runtime', 'icons']);
  });

  it('leaves home’s and the account parts’ strings out of the entry', async () => {
    const page = await mobilePage(browser);
    try {
      await page.goto(`${baseUrl}/login`);
      const entry = await entryScriptOf(page);
      const code = readFileSync(path.join(WWW_DIR, entry), 'utf8');
      expect(code).toContain(vi.auth.welcome);
      expect(code).not.toContain(accountCatalogue.home.intro);
      expect(code).not.toContain(accountCatalogue.account.changePasswordIntro);
      expect(builtScripts().some((built) => built.includes(accountCatalogue.home.intro))).toBe(
        true,
      );
    } finally {
      await page.context().close();
    }
  });

  it('fetches every chunk a page needs at once when the app navigates to it', async () => {
    // The route pages' imports carry no list of their files (Vite's would be a second copy, in
    // the entry, of index.html's): the app asks index.html's script for them on navigation.
    const page = await signedInPage(
      browser,
      desktopPage,
      baseUrl,
      DEMO_ACCOUNTS.user,
      '/app-config.json',
    );
    try {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { name: 'Xin chào' }).waitFor();
      const preloaded = () =>
        page.$$eval('link[rel="modulepreload"]', (links) =>
          links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
        );
      const beforeNavigation = new Set(await preloaded());
      await page.getByRole('link', { name: 'Danh sách trạm quan trắc' }).first().click();
      await page.getByRole('heading', { name: 'Danh sách trạm quan trắc' }).first().waitFor();
      const pageChunk = requested.find((file) => /\/station-status-page\.[^/]+\.js$/.test(file));
      expect(pageChunk).toBeDefined();
      const code = readFileSync(path.join(WWW_DIR, pageChunk!), 'utf8');
      const entry = await entryScriptOf(page);
      const imports = [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)]
        .map(([, file]) => path.posix.join(path.posix.dirname(pageChunk!), file!))
        .filter((file) => file !== entry);
      const afterNavigation = new Set(await preloaded());
      expect(imports.filter((file) => !beforeNavigation.has(file)).length).toBeGreaterThan(0);
      expect(imports.filter((file) => !afterNavigation.has(file))).toEqual([]);
      // The entry's list of the page's files is gone: it names none of the page's own imports.
      const entryCode = readFileSync(path.join(WWW_DIR, entry), 'utf8');
      const pageOnly = imports.filter((file) => !beforeNavigation.has(file));
      for (const file of pageOnly)
        expect(entryCode.includes(path.posix.basename(file))).toBe(false);
    } finally {
      await page.context().close();
    }
  });

  it('draws the signed-in home from the one icons chunk, without the console screens’ strings', async () => {
    // The session is stored on a page of the same origin that loads no script.
    const page = await signedInPage(
      browser,
      mobilePage,
      baseUrl,
      DEMO_ACCOUNTS.user,
      '/app-config.json',
    );
    try {
      const scripts = await scriptsOf(page, `${baseUrl}/`, 'Xin chào');
      expect([...scripts.keys()].filter(isIconsChunk)).toHaveLength(1);
      expect(readdirSync(path.join(WWW_DIR, 'assets')).some(isConsoleStringsChunk)).toBe(true);
      expect([...scripts.keys()].filter(isConsoleStringsChunk)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
