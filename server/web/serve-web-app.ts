// Serves the built web app (www/) at / and under /zapps/<appId>/, and answers deep links
// with index.html carrying the right <base href> and the public runtime config. Mounted last in
// the main server, after /auth/v1, /rest/v1, /realtime/v1 and /api.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
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

  const indexHtml = async (c: Context, baseHref: string) => {
    const html = await readFile(path.join(root, 'index.html'), 'utf8').catch(() => null);
    if (html === null) return c.text('The web app is not built: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(injectIntoIndexHtml(html, { baseHref, config: publicConfig() }));
  };

  app.get('*', async (c) => {
    // The raw path: a non-strict parent app strips the trailing slash from c.req.path.
    const requestPath = new URL(c.req.url).pathname;
    if (SERVICE_PREFIXES.some((prefix) => requestPath.startsWith(prefix))) return c.notFound();
    // Checked here rather than as a route: a non-strict parent app would also match '/zapps/x/'.
    if (APP_ROOT_WITHOUT_SLASH.test(requestPath)) return c.redirect(`${requestPath}/`, 308);
    const { baseHref, innerPath } = locate(requestPath);
    if (innerPath === '/' || innerPath === '/index.html') return indexHtml(c, baseHref);
    const file = await fileIn(root, innerPath);
    if (file) {
      const body = await readFile(file);
      c.header('Content-Type', getMimeType(file) ?? 'application/octet-stream');
      c.header(
        'Cache-Control',
        innerPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      return c.body(body);
    }
    // A missing file (has an extension) is a 404; anything else is a client-side route.
    if (/\.[A-Za-z0-9]+$/.test(innerPath)) return c.notFound();
    return indexHtml(c, baseHref);
  });

  return app;
}
