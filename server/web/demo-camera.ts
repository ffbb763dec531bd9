// The demo cameras' media, served by the server itself so they play with no internet: the
// short HLS clip the project ships (assets/demo-camera, made by scripts/make-demo-camera.sh),
// which the camera player loops, and its snapshot.
//
// Only the files found in the folder at start-up are ever answered, looked up by exact name:
// no request path reaches the file system, so no path can leave the folder.
import { readdir, readFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';

/** Where the demo camera lives on the server's origin. Root-relative, so one address works for
 * the app at / and under /zapps/<appId>/. */
export const DEMO_CAMERA_PATH = '/demo-camera';
export const DEMO_CAMERA_STREAM_URL = `${DEMO_CAMERA_PATH}/stream.m3u8`;
export const DEMO_CAMERA_SNAPSHOT_URL = `${DEMO_CAMERA_PATH}/snapshot.jpg`;

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mpegts': 'video/mp2t',
  '.jpg': 'image/jpeg',
};

const DEFAULT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../assets/demo-camera');

interface MediaFile {
  body: Buffer<ArrayBuffer>;
  contentType: string;
}

async function loadMedia(dir: string): Promise<Map<string, MediaFile>> {
  const files = new Map<string, MediaFile>();
  for (const name of await readdir(dir)) {
    const contentType = CONTENT_TYPES[extname(name)];
    if (contentType) files.set(name, { body: await readFile(join(dir, name)), contentType });
  }
  return files;
}

/** Routes to mount at DEMO_CAMERA_PATH; `dir` defaults to assets/demo-camera. */
export async function demoCameraRoutes(dir: string = DEFAULT_DIR): Promise<Hono> {
  const files = await loadMedia(dir);
  const app = new Hono();
  app.get('/:file', (c) => {
    const file = files.get(c.req.param('file'));
    if (!file) return c.notFound();
    c.header('Content-Type', file.contentType);
    c.header(
      'Cache-Control',
      file.contentType === CONTENT_TYPES['.m3u8'] ? 'no-cache' : 'max-age=3600',
    );
    // Public demo media, also fetched by an app served from another origin (dev server, Zalo).
    c.header('Access-Control-Allow-Origin', '*');
    return c.body(file.body);
  });
  // Nothing else under the path falls through to the web app.
  app.get('*', (c) => c.notFound());
  return app;
}
