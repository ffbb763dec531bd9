// Compression on the wire (issue 13), against the real server: the web app's text files go out
// as the brotli or gzip copy the build wrote beside them, as the browser accepts, hashed assets
// cached for a year and index.html revalidated; the JSON answers of the API, PostgREST and
// GoTrue compressed by the server (brotli when offered, else gzip), except tiny ones and
// PostgREST's partial pages.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLoadStations } from '../../../bench/load-stations';
import { startTestServer, type TestServer } from '../support/test-server';

const SCRIPT = `export const stations = ${JSON.stringify(
  Array.from({ length: 400 }, (_, i) => ({ code: `ST-${i}`, name: `Trạm quan trắc số ${i}` })),
)};\n`;
const STYLE = `.gw-card { padding: 16px; }\n`.repeat(200);
const FONT = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));

let www: string;
let server: TestServer;

beforeAll(async () => {
  // A built www/ in miniature: what vite-plugin-compression2 writes beside each text file.
  www = mkdtempSync(join(tmpdir(), 'gw-www-'));
  mkdirSync(join(www, 'assets'));
  writeFileSync(join(www, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(www, 'assets/index.abc123.module.js'), SCRIPT);
  writeFileSync(join(www, 'assets/index.abc123.module.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(www, 'assets/index.abc123.module.js.gz'), gzipSync(SCRIPT));
  // Only a gzip copy: the build skips a copy that would not be smaller.
  writeFileSync(join(www, 'assets/index-def456.css'), STYLE);
  writeFileSync(join(www, 'assets/index-def456.css.gz'), gzipSync(STYLE));
  writeFileSync(join(www, 'assets/be-vietnam-pro-400-x1.woff2'), FONT);
  writeFileSync(join(www, 'app-config.json'), JSON.stringify({ app: { title: 'GreenWatch' } }));
  server = await startTestServer({ wwwDir: www });
});

afterAll(async () => {
  await server?.stop();
  rmSync(www, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire (node:http does not decode). */
  body: Buffer;
}

function raw(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decoded = ({ headers, body }: RawResponse): Buffer =>
  headers['content-encoding'] === 'br'
    ? brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? gunzipSync(body)
      : body;

const SCRIPT_PATH = '/assets/index.abc123.module.js';

describe('the web app’s files', () => {
  it('sends the brotli copy to a browser that accepts it (Chromium lists gzip first)', async () => {
    const response = await raw(SCRIPT_PATH, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect(decoded(response).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when gzip is what the browser takes', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0.5, gzip', 'br;q=0, gzip;q=0.8']) {
      const response = await raw(SCRIPT_PATH, { 'Accept-Encoding': accept });
      expect(response.headers['content-encoding'], accept).toBe('gzip');
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      expect(decoded(response).toString()).toBe(SCRIPT);
    }
    // Brotli asked for, but the build kept only a gzip copy of this file.
    const css = await raw('/assets/index-def456.css', { 'Accept-Encoding': 'br, gzip' });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(decoded(css).toString()).toBe(STYLE);
  });

  it('sends the file itself to a client that accepts no coding we have', async () => {
    const requests: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'zstd' },
      { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of requests) {
      const response = await raw(SCRIPT_PATH, headers);
      expect(response.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body.toString()).toBe(SCRIPT);
    }
  });

  it('answers HEAD with the headers of the copy it would send, and no body', async () => {
    const response = await raw(SCRIPT_PATH, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body.length).toBe(0);
  });

  it('sends fonts as they are (woff2 is compressed already), cached like every hashed file', async () => {
    const response = await raw('/assets/be-vietnam-pro-400-x1.woff2', {
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.equals(FONT)).toBe(true);
  });

  it('has index.html and the files outside assets/ revalidated on every visit', async () => {
    for (const path of ['/', '/login', '/app-config.json']) {
      const response = await raw(path, { 'Accept-Encoding': 'gzip, br' });
      expect(response.status, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe('no-cache');
    }
  });
});

describe('JSON answers', () => {
  let token: string;

  beforeAll(async () => {
    await insertLoadStations(server.db, 300, 10);
    const client = await server.signedIn('admin@greenwatch.demo');
    token = (await client.auth.getSession()).data.session!.access_token;
  });

  it('compresses a large /api/customers/ reply, brotli when offered, else gzip; both decode to the same JSON', async () => {
    const auth = { Authorization: `Bearer ${token}` };
    const plain = await raw('/api/customers/', auth);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(100_000);

    for (const [accepted, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
    ]) {
      const compressed = await raw('/api/customers/', { ...auth, 'Accept-Encoding': accepted });
      expect(compressed.status).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(coding);
      expect(compressed.headers['content-type']).toMatch(/^application\/json/);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(compressed.body.length).toBeLessThan(plain.body.length / 5);
      expect(JSON.parse(decoded(compressed).toString())).toEqual(JSON.parse(plain.body.toString()));
    }
  });

  it('compresses a report the route built, in one piece, in the coding asked; each decodes to the same JSON', async () => {
    const [station] = await server.db.query<{ id: number }>(
      `select id from public.station where code = 'BENCH-1'`,
    );
    const path = `/api/reports/averages?stationIds=${station!.id}&from=2026-01-01&to=2026-01-31&interval=day`;
    const auth = { Authorization: `Bearer ${token}` };
    const plain = await raw(path, auth);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const expected = { ...JSON.parse(plain.body.toString()), generatedAt: expect.any(String) };
    for (const [accepted, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const compressed = await raw(path, { ...auth, 'Accept-Encoding': accepted });
      expect(compressed.status).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(coding);
      expect(compressed.headers['content-type']).toMatch(/^application\/json/);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(compressed.headers['content-length'])).toBe(compressed.body.length);
      expect(JSON.parse(decoded(compressed).toString())).toEqual(expected);
    }
  });

  it('compresses the page the server writes (index.html with its settings)', async () => {
    const page = await raw('/', { 'Accept-Encoding': 'br' });
    expect(page.status).toBe(200);
    const html = decoded(page).toString();
    expect(html).toContain('__GREENWATCH_CONFIG__');
    if (html.length >= 1024) expect(page.headers['content-encoding']).toBe('br');
  });

  it('leaves a tiny answer as it is', async () => {
    const refused = await raw('/api/customers/', { 'Accept-Encoding': 'gzip' });
    expect(refused.status).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString())).toHaveProperty('message');

    const settings = await raw('/auth/v1/settings', {
      apikey: server.anonKey,
      'Accept-Encoding': 'gzip',
    });
    expect(settings.status).toBe(200);
    expect(settings.body.length).toBeLessThan(1024);
    expect(settings.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a large PostgREST read and keeps its Content-Range; a partial page (206) stays as it is', async () => {
    const headers = {
      apikey: server.anonKey,
      Authorization: `Bearer ${token}`,
      'Accept-Encoding': 'gzip',
    };
    const all = await raw('/rest/v1/station_parameter?select=*', headers);
    expect(all.status).toBe(200);
    expect(all.headers['content-encoding']).toBe('gzip');
    const rows = JSON.parse(decoded(all).toString()) as unknown[];
    expect(all.headers['content-range']).toBe(`0-${rows.length - 1}/*`);

    const page = await raw('/rest/v1/station_parameter?select=*&limit=200', {
      ...headers,
      Prefer: 'count=exact',
    });
    expect(page.status).toBe(206);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.headers['content-range']).toBe(`0-199/${rows.length}`);
    expect(JSON.parse(page.body.toString())).toHaveLength(200);
  });

  it('works for supabase-js, whose fetch asks for gzip and decodes it', async () => {
    const client = await server.signedIn('admin@greenwatch.demo');
    const { data, count, error } = await client
      .from('station')
      .select('id, code, name', { count: 'exact' })
      .like('code', 'BENCH-%');
    expect(error).toBeNull();
    expect(count).toBe(300);
    expect(data).toHaveLength(300);
  });
});
