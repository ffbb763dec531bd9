// Serves the built web app (www/) at / and under /zapps/<appId>/, and answers deep links
// with index.html carrying the right <base href> and the public runtime config. Mounted last in
// the main server, after /auth/v1, /rest/v1, /realtime/v1 and /api.
// Text files go out as the brotli or gzip copy the build wrote beside them (x.js.br, x.js.gz),
// whichever the browser accepts; the hashed files under assets/ never change, so browsers keep
// them for a year without asking again.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { getMimeType } from 'hono/utils/mime';
import { preferredCoding, type ContentCoding } from './content-encoding';
import { injectIntoIndexHtml } from './index-html';
import type { PublicConfig } from './public-config';

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

/** The suffix of the precompressed copies, in our order of preference. */
const PRECOMPRESSED: readonly (readonly [ContentCoding, string])[] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

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

const isFile = (candidate: string) =>
  stat(candidate).then(
    (found) => found.isFile(),
    () => false,
  );

/** The file to send for an Accept-Encoding: a precompressed copy if one fits, else the file. */
async function encodedFile(
  file: string,
  acceptEncoding: string | undefined,
): Promise<{ path: string; coding: ContentCoding | null }> {
  const copies = await Promise.all(
    PRECOMPRESSED.map(async ([coding, suffix]) => ((await isFile(file + suffix)) ? coding : null)),
  );
  const coding = preferredCoding(
    acceptEncoding,
    copies.filter((copy): copy is ContentCoding => copy !== null),
  );
  const suffix = PRECOMPRESSED.find(([candidate]) => candidate === coding)?.[1];
  return suffix === undefined ? { path: file, coding: null } : { path: file + suffix, coding };
}

async function fileIn(root: string, innerPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(innerPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const candidate = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return null;
  try {
    return (await stat(candidate)).isFile() ? candidate : null;
  } catch {
    return null;
  }
}

export function serveWebApp({ wwwDir, publicConfig }: ServeWebAppOptions): Hono {
  const root = path.resolve(wwwDir);
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
    const file = await fileIn(root, innerPath);
    if (file) {
      const contentType = getMimeType(file) ?? 'application/octet-stream';
      c.header('Content-Type', contentType);
      c.header(
        'Cache-Control',
        innerPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType)) return c.body(await readFile(file));
      c.header('Vary', 'Accept-Encoding');
      const sent = await encodedFile(file, c.req.header('Accept-Encoding'));
      if (sent.coding) c.header('Content-Encoding', sent.coding);
      return c.body(await readFile(sent.path));
    }
    // A missing file (has an extension) is a 404; anything else is a client-side route.
    if (/\.[A-Za-z0-9]+$/.test(innerPath)) return c.notFound();
    return indexHtml(c, located);
  });

  return app;
}
