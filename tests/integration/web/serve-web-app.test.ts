import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectIntoIndexHtml, scriptSafeJson } from '../../../server/web/index-html';
import { dataPreloadsFor, locate, serveWebApp } from '../../../server/web/serve-web-app';
import { webAppFiles } from '../../../server/web/web-app-files';

const INDEX = `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="UTF-8" />
    <title>GreenWatch online monitoring</title>
    <script type="module" crossorigin src="./assets/index.abc.module.js"></script>
    <link rel="stylesheet" crossorigin href="./assets/index-abc.css">
  </head>
  <body><div id="app"></div></body>
</html>`;

let www: string;
let app: ReturnType<typeof serveWebApp>;
let config = { supabaseAnonKey: 'anon-key', apiUrl: 'https://api.example/api' } as {
  supabaseAnonKey: string;
  apiUrl?: string;
  supabaseUrl?: string;
};

beforeAll(async () => {
  www = await mkdtemp(path.join(tmpdir(), 'gw-www-'));
  await mkdir(path.join(www, 'assets'));
  await writeFile(path.join(www, 'index.html'), INDEX);
  await writeFile(path.join(www, 'assets/index.abc.module.js'), 'console.log("app")');
  await writeFile(path.join(www, 'assets/index-abc.css'), 'body{}');
  await writeFile(path.join(www, 'app-config.json'), '{"app":{}}');
  await writeFile(path.join(tmpdir(), 'gw-secret.txt'), 'secret');
  app = serveWebApp({ wwwDir: www, publicConfig: () => config });
});

afterAll(async () => {
  await rm(www, { recursive: true, force: true });
});

const baseOf = (html: string) => /<base href="([^"]*)">/.exec(html)?.[1];
const configOf = (html: string) => {
  const json = /<script>window\.__GREENWATCH_CONFIG__=(.*?);<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};

describe('serveWebApp', () => {
  it('serves index.html at / with <base href="/"> first in <head> and the public config', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(baseOf(html)).toBe('/');
    expect(html.indexOf('<base')).toBeLessThan(html.indexOf('./assets/'));
    expect(configOf(html)).toEqual({
      supabaseAnonKey: 'anon-key',
      apiUrl: 'https://api.example/api',
    });
  });

  it('answers deep links with index.html, at the root and under /zapps/<appId>/', async () => {
    const deep = await (await app.request('/online-monitoring/station/7')).text();
    expect(baseOf(deep)).toBe('/');
    const zapp = await (await app.request('/zapps/4318394720137581234/maps')).text();
    expect(baseOf(zapp)).toBe('/zapps/4318394720137581234/');
    expect(configOf(zapp)).toEqual(config);
    const zappRoot = await (await app.request('/zapps/123/')).text();
    expect(baseOf(zappRoot)).toBe('/zapps/123/');
  });

  it('redirects /zapps/<appId> to its trailing-slash form', async () => {
    const response = await app.request('/zapps/123');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/zapps/123/');
  });

  it('works mounted last in a non-strict parent app (as server/server.ts does)', async () => {
    const parent = new Hono({ strict: false });
    parent.get('/api/health', (c) => c.json({ ok: true }));
    parent.route('/', app);
    expect((await parent.request('/api/health')).status).toBe(200);
    const root = await parent.request('/zapps/123/');
    expect(root.status).toBe(200);
    expect(baseOf(await root.text())).toBe('/zapps/123/');
    expect((await parent.request('/zapps/123')).status).toBe(308);
    expect(baseOf(await (await parent.request('/zapps/123/login')).text())).toBe('/zapps/123/');
  });

  it('serves static files at / and under /zapps/<appId>/, assets cached for long', async () => {
    for (const prefix of ['', '/zapps/123']) {
      const script = await app.request(`${prefix}/assets/index.abc.module.js`);
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toContain('javascript');
      expect(script.headers.get('cache-control')).toContain('immutable');
      expect(await script.text()).toBe('console.log("app")');
    }
    const css = await app.request('/assets/index-abc.css');
    expect(css.headers.get('content-type')).toContain('text/css');
    expect((await app.request('/app-config.json')).status).toBe(200);
  });

  it('gives 404 for missing files and never leaves www/', async () => {
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    expect((await app.request('/../gw-secret.txt')).status).toBe(404);
    expect((await app.request('/%2e%2e/gw-secret.txt')).status).toBe(404);
    expect((await app.request('/assets/%2e%2e/%2e%2e/gw-secret.txt')).status).toBe(404);
  });

  it('leaves the service paths alone', async () => {
    for (const servicePath of [
      '/api/customers/',
      '/auth/v1/user',
      '/rest/v1/enums',
      '/realtime/v1/websocket',
    ]) {
      expect((await app.request(servicePath)).status, servicePath).toBe(404);
    }
  });

  it('reads the config for every request', async () => {
    config = { supabaseAnonKey: 'rotated' };
    expect(configOf(await (await app.request('/')).text())).toEqual({ supabaseAnonKey: 'rotated' });
  });
});

describe('webAppFiles', () => {
  const write = (inner: string, content: string | Buffer) =>
    writeFile(path.join(www, inner), content);
  /** The body sent for `inner` with no Accept-Encoding, as text; null if there is none. */
  const bodyAt = async (files: ReturnType<typeof webAppFiles>, inner: string) =>
    (await files.find(inner, undefined))?.body.toString() ?? null;

  it('keeps a hashed file once read, and reads the others on every request', async () => {
    const files = webAppFiles(www);
    await write('assets/kept.abc.module.js', 'first');
    await write('app-config.json', '{"version":1}');
    expect(await bodyAt(files, '/assets/kept.abc.module.js')).toBe('first');
    expect(await bodyAt(files, '/app-config.json')).toBe('{"version":1}');
    await write('assets/kept.abc.module.js', 'second');
    await rm(path.join(www, 'app-config.json'));
    expect(await bodyAt(files, '/assets/kept.abc.module.js')).toBe('first');
    expect(await bodyAt(files, '/app-config.json')).toBeNull();
    await write('app-config.json', '{"app":{}}');
  });

  it('keeps each precompressed copy apart, and remembers nothing of a missing file', async () => {
    const files = webAppFiles(www);
    await write('assets/copies.abc.module.js', 'plain');
    await write('assets/copies.abc.module.js.br', 'brotli');
    await write('assets/copies.abc.module.js.gz', 'gzip');
    const as = async (accept: string | undefined) => {
      const file = await files.find('/assets/copies.abc.module.js', accept);
      return [file?.coding, file?.body.toString(), file?.compressible, file?.immutable];
    };
    for (let round = 0; round < 2; round++) {
      expect(await as('gzip, deflate, br')).toEqual(['br', 'brotli', true, true]);
      expect(await as('gzip')).toEqual(['gzip', 'gzip', true, true]);
      expect(await as(undefined)).toEqual([null, 'plain', true, true]);
    }
    expect(await bodyAt(files, '/assets/later.abc.module.js')).toBeNull();
    await write('assets/later.abc.module.js', 'now here');
    expect(await bodyAt(files, '/assets/later.abc.module.js')).toBe('now here');
  });

  it('holds no more bytes than its bound: what does not fit is read again', async () => {
    const files = webAppFiles(www, { maxBytes: 8 });
    await write('assets/large.abc.module.js', 'more than eight bytes');
    expect(await bodyAt(files, '/assets/large.abc.module.js')).toBe('more than eight bytes');
    await write('assets/large.abc.module.js', 'changed: not held');
    expect(await bodyAt(files, '/assets/large.abc.module.js')).toBe('changed: not held');
  });

  it('answers nothing for a file removed by a new build once its body is no longer held', async () => {
    const files = webAppFiles(www, { maxBytes: 4 });
    await write('assets/old.abc.module.js', 'an old build');
    expect(await bodyAt(files, '/assets/old.abc.module.js')).toBe('an old build');
    await rm(path.join(www, 'assets/old.abc.module.js'));
    expect(await bodyAt(files, '/assets/old.abc.module.js')).toBeNull();
  });

  it('never leaves its directory, however the path is spelled', async () => {
    const files = webAppFiles(www);
    for (const spelling of ['/assets/../../gw-secret.txt', '/assets/%2e%2e/%2e%2e/gw-secret.txt']) {
      expect(await files.find(spelling, undefined), spelling).toBeNull();
    }
  });
});

describe('index.html injection', () => {
  it('escapes the config so it cannot close the script element', () => {
    const html = injectIntoIndexHtml('<html><head></head><body></body></html>', {
      baseHref: '/',
      config: { supabaseAnonKey: '</script><script>alert(1)</script>', apiUrl: 'a&b\u2028' },
    });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(configOf(html)).toEqual({
      supabaseAnonKey: '</script><script>alert(1)</script>',
      apiUrl: 'a&b\u2028',
    });
    expect(scriptSafeJson('<!--')).toBe('"\\u003c!--"');
  });

  it('replaces an existing <base> and works without a <head>', () => {
    const replaced = injectIntoIndexHtml('<head><base href="./"></head>', {
      baseHref: '/zapps/1/',
      config: { supabaseAnonKey: '' },
    });
    expect(replaced.match(/<base /g)).toHaveLength(1);
    expect(baseOf(replaced)).toBe('/zapps/1/');
    const headless = injectIntoIndexHtml('<div></div>', {
      baseHref: '/',
      config: { supabaseAnonKey: '' },
    });
    expect(headless.startsWith('<base href="/">')).toBe(true);
  });

  it("preloads the public page's data, from its address alone, and nothing for other pages", async () => {
    const user = '71bec192-b604-463f-8d76-507cb2946e45';
    config = { supabaseAnonKey: 'anon-key', apiUrl: 'https://api.example/api/' };
    const preloadsOf = async (requestPath: string) =>
      [
        ...(await (await app.request(requestPath)).text()).matchAll(
          /<link rel="preload" as="fetch" href="([^"]*)" crossorigin>/g,
        ),
      ].map((match) => match[1]);
    expect(await preloadsOf(`/public/${user}/12`)).toEqual([
      `https://api.example/api/public/${user}/12`,
    ]);
    // The station view and the mini app's copy of the page ask for the same answer.
    expect(await preloadsOf(`/public/${user}/12/7`)).toEqual([
      `https://api.example/api/public/${user}/12`,
    ]);
    expect(await preloadsOf(`/zapps/123/public/${user}/12`)).toHaveLength(1);
    // Not an id: no request is made up from it.
    for (const path of [
      '/',
      '/online-monitoring',
      `/public/${user}`,
      `/public/not-a-uuid-but-36-chars-long-xxxxxxxxxxx/12`,
      `/public/${user}/0`,
      `/public/${user}/12abc`,
      `/public/${user}/%22%3E%3Cscript%3E`,
    ]) {
      expect(await preloadsOf(path), path).toEqual([]);
    }
    expect(dataPreloadsFor(`/public/${user}/3`, { supabaseAnonKey: '' })).toEqual([
      `/api/public/${user}/3`,
    ]);
  });

  it('locates the base path of a request', () => {
    expect(locate('/maps')).toEqual({ baseHref: '/', innerPath: '/maps' });
    expect(locate('/zapps/abc/maps')).toEqual({ baseHref: '/zapps/abc/', innerPath: '/maps' });
    expect(locate('/zapps/abc')).toEqual({ baseHref: '/zapps/abc/', innerPath: '/' });
  });
});
