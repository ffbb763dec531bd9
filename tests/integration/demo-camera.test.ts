import { readFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../server/seed/seed';
import { DEMO_CAMERA_SNAPSHOT_URL, DEMO_CAMERA_STREAM_URL } from '../../server/web/demo-camera';
import { startTestServer, type TestServer } from './support/test-server';

// The demo cameras' media served by the server (server/web/demo-camera.ts): the shipped HLS
// clip and its snapshot, with the right content types, and nothing else.

const ASSETS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../assets/demo-camera',
);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const get = (url: string) => fetch(`${server.url}${url}`);

/** Sends the path byte for byte: fetch() would normalise '..' away before it left. */
function rawGet(requestPath: string): Promise<string> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: hostname, port: Number(port) }, () =>
      socket.write(`GET ${requestPath} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
    );
    let reply = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('end', () => resolve(reply));
    socket.on('error', reject);
  });
}

describe('demo camera media', () => {
  it('seeds every demo camera with the stream and snapshot the server serves', async () => {
    const cameras = await server.db.query<{ hls_url: string; snapshot_url: string }>(
      'select hls_url, snapshot_url from public.camera',
    );
    expect(cameras.length).toBeGreaterThan(0);
    for (const camera of cameras) {
      expect(camera).toEqual({
        hls_url: DEMO_CAMERA_STREAM_URL,
        snapshot_url: DEMO_CAMERA_SNAPSHOT_URL,
      });
    }
    // Root-relative: the same address for the app at / and under /zapps/<appId>/.
    expect(new URL(DEMO_CAMERA_STREAM_URL, `${server.url}/zapps/1234/maps`).href).toBe(
      `${server.url}${DEMO_CAMERA_STREAM_URL}`,
    );
  });

  it('answers the playlist and its segments, the shipped files', async () => {
    const response = await get(DEMO_CAMERA_STREAM_URL);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const playlist = await response.text();
    expect(playlist.startsWith('#EXTM3U\n')).toBe(true);
    expect(playlist).toBe(await readFile(path.join(ASSETS, 'stream.m3u8'), 'utf8'));
    const segments = playlist.split('\n').filter((line) => line.endsWith('.mpegts'));
    expect(segments).toHaveLength(4);
    for (const name of segments) {
      const segment = await get(`/demo-camera/${name}`);
      expect(segment.status).toBe(200);
      expect(segment.headers.get('content-type')).toBe('video/mp2t');
      const body = Buffer.from(await segment.arrayBuffer());
      expect(body.equals(await readFile(path.join(ASSETS, name)))).toBe(true);
      expect(body[0]).toBe(0x47); // MPEG-TS sync byte
    }
  });

  it('serves the snapshot as a JPEG', async () => {
    const response = await get(DEMO_CAMERA_SNAPSHOT_URL);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const body = Buffer.from(await response.arrayBuffer());
    expect([...body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('answers 404 for any other name under the path, never the web app', async () => {
    for (const url of [
      '/demo-camera/segment-99.mpegts',
      '/demo-camera/live.m3u8',
      '/demo-camera/README.md',
      '/demo-camera/',
      '/demo-camera/a/b',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).not.toContain('<html');
    }
  });

  it('refuses paths that try to leave the folder', async () => {
    for (const attempt of [
      '/demo-camera/../server/server.ts',
      '/demo-camera/..%2f..%2fpackage.json',
      '/demo-camera/%2e%2e%2f%2e%2e%2fpackage.json',
      '/demo-camera/..%5c..%5cpackage.json',
      '/demo-camera/segment-0.mpegts%00.jpg',
    ]) {
      const reply = await rawGet(attempt);
      expect(reply, attempt).toMatch(/^HTTP\/1\.1 404 /);
      expect(reply, attempt).not.toContain('"name": "greenwatch"');
      expect(reply, attempt).not.toContain('startServer');
    }
  });
});

describe('a database seeded by an earlier version', () => {
  it('gets the local demo stream and the remote config keys added since, on the next start', async () => {
    const { db } = server;
    await db.query(
      `update public.camera set hls_url = 'https://test-streams.mux.dev/x36xhzz/x36xhzz.m3u8',
         snapshot_url = null`,
    );
    await db.query(`update public.camera set hls_url = 'https://cam.example.vn/real.m3u8'
      where id = (select min(id) from public.camera)`);
    await db.query(`delete from greenwatch_meta.seed where step = 'local-demo-cameras'`);
    await db.query(`delete from public.remote_config where key like 'maps_tile_%'`);
    await db.query(`update public.remote_config set value = 'edited' where key = 'maps_api_key'`);

    await seed(db, 'minimal', () => undefined);

    const cameras = await db.query<{ hls_url: string; snapshot_url: string | null }>(
      'select hls_url, snapshot_url from public.camera order by id',
    );
    expect(cameras[0]).toEqual({ hls_url: 'https://cam.example.vn/real.m3u8', snapshot_url: null });
    for (const camera of cameras.slice(1)) {
      expect(camera).toEqual({
        hls_url: DEMO_CAMERA_STREAM_URL,
        snapshot_url: DEMO_CAMERA_SNAPSHOT_URL,
      });
    }
    const config = await db.query<{ key: string; value: string }>(
      `select key, value from public.remote_config where key like 'maps_%' order by key`,
    );
    expect(config).toEqual([
      { key: 'maps_api_key', value: 'edited' },
      { key: 'maps_tile_attribution', value: '' },
      { key: 'maps_tile_url', value: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' },
    ]);
  });
});
