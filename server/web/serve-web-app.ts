// Serves the built web app (www/) at / and under /zapps/<appId>/, and answers deep links
// with index.html carrying the right <base href> and the public runtime config. Mounted last in
// the main server, after /auth/v1, /rest/v1, /realtime/v1 and /api.
// Text files go out as the brotli or gzip copy the build wrote beside them (x.js.br, x.js.gz),
// whichever the browser accepts (web-app-files.ts, which keeps the hashed files in memory); the
// hashed files under assets/ never change, so browsers keep them for a year without asking again.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { injectIntoIndexHtml } from './index-html';
import type { PublicConfig } from './public-config';
import { webAppFiles } from './web-app-files';

export type { PublicConfig } from './public-config';

export interface ServeWebAppOptions {
  wwwDir: string;
  publicConfig: () => PublicConfig;
}

const APP_PREFIX = /^\/zapps\/([A-Za-z0-9_-]+)(\/.*)?$/;
const APP_ROOT_WITHOUT_SLASH = /^\/zapps\/[A-Za-z0-9_-]+$/;
/** Paths owned by the API services: never answered with the web app. */
const SERVICE_PREFIXES = ['/api/', '/auth/v1/', '/rest/v1/', '/realtime/v1/', '/storage/v1/'];

interface Located {
  baseHref: string;
  /** Path inside www/, always starting with '/'. */
  innerPath: string;
}

export function locate(requestPath: string): Located {
  const match = APP_PREFIX.exec(requestPath);
  if (!match) return { baseHref: '/', innerPath: requestPath };
  return { baseHref: `/zapps/${match[1]}/`, innerPath: match[2] ?? '/' };
}

/** The public data page (spec §2) and its station view: /public/<user id>/<customer id>[/…]. */
const PUBLIC_PAGE = /^\/public\/([0-9A-Fa-f-]{36})\/([1-9][0-9]{0,9})(?:\/[^/]+)?\/?$/;

/**
 * The API answers a page of the app will ask for first, when its address alone says which:
 * the browser fetches them beside the bundle. Only the public page qualifies (no session is
 * needed, and the path holds both ids); anything that is not a well-formed id preloads nothing.
 */
export function dataPreloadsFor(innerPath: string, config: PublicConfig): string[] {
  const publicPage = PUBLIC_PAGE.exec(innerPath);
  if (!publicPage) return [];
  const apiUrl = (config.apiUrl ?? '/api').replace(/\/+$/, '');
  return [`${apiUrl}/public/${publicPage[1]}/${publicPage[2]}`];
}

export function serveWebApp({ wwwDir, publicConfig }: ServeWebAppOptions): Hono {
  const root = path.resolve(wwwDir);
  const files = webAppFiles(root);
  const app = new Hono();

  const indexHtml = async (c: Context, { baseHref, innerPath }: Located) => {
    const html = await readFile(path.join(root, 'index.html'), 'utf8').catch(() => null);
    if (html === null) return c.text('The web app is not built: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    const config = publicConfig();
    const dataPreloads = dataPreloadsFor(innerPath, config);
    return c.html(injectIntoIndexHtml(html, { baseHref, config, dataPreloads }));
  };

  app.get('*', async (c) => {
    // The raw path: a non-strict parent app strips the trailing slash from c.req.path.
    const requestPath = new URL(c.req.url).pathname;
    if (SERVICE_PREFIXES.some((prefix) => requestPath.startsWith(prefix))) return c.notFound();
    // Checked here rather than as a route: a non-strict parent app would also match '/zapps/x/'.
    if (APP_ROOT_WITHOUT_SLASH.test(requestPath)) return c.redirect(`${requestPath}/`, 308);
    const located = locate(requestPath);
    const { innerPath } = located;
    if (innerPath === '/' || innerPath === '/index.html') return indexHtml(c, located);
    const file = await files.find(innerPath, c.req.header('Accept-Encoding'));
    if (file) {
      c.header('Content-Type', file.contentType);
      c.header(
        'Cache-Control',
        file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      if (file.compressible) c.header('Vary', 'Accept-Encoding');
      if (file.coding) c.header('Content-Encoding', file.coding);
      return c.body(file.body);
    }
    // A missing file (has an extension) is a 404; anything else is a client-side route.
    if (/\.[A-Za-z0-9]+$/.test(innerPath)) return c.notFound();
    return indexHtml(c, located);
  });

  return app;
}
