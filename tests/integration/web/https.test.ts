// The server over HTTPS (issue 13), given a certificate: a client that offers HTTP/2 gets it, with
// the web app's precompressed files and compressed JSON as on plain HTTP; a client that speaks only
// HTTP/1.1 is still served; the realtime websocket, an HTTP/1.1 upgrade, works beside.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, constants, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { request, type RequestOptions } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate } from '../../../scripts/self-signed-certificate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../server/seed/demo-catalog';
import { openRealtimeSocket } from '../support/realtime-socket';
import { startTestServer, type TestServer } from '../support/test-server';

const SCRIPT = `export const names = ${JSON.stringify(
  Array.from({ length: 300 }, (_, i) => `Trạm quan trắc số ${i}`),
)};\n`;
const SCRIPT_PATH = '/assets/index.abc123.module.js';

let www: string;
let certificate: { cert: string; key: string };
let server: TestServer;

beforeAll(async () => {
  www = mkdtempSync(join(tmpdir(), 'gw-www-'));
  mkdirSync(join(www, 'assets'));
  writeFileSync(join(www, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(www, SCRIPT_PATH), SCRIPT);
  writeFileSync(join(www, `${SCRIPT_PATH}.br`), brotliCompressSync(SCRIPT));
  certificate = await selfSignedCertificate();
  server = await startTestServer({ wwwDir: www, tls: certificate });
});

afterAll(async () => {
  await server?.stop();
  rmSync(www, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface Exchange {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request on an HTTP/2 session, its whole answer. */
function exchange(session: ClientHttp2Session, sent: Exchange): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const stream = session.request({
      ':path': sent.path,
      ':method': sent.method ?? 'GET',
      ...sent.headers,
    });
    const chunks: Buffer[] = [];
    let headers: IncomingHttpHeaders = {};
    stream.on('response', (received) => (headers = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      resolve({
        status: Number(headers[constants.HTTP2_HEADER_STATUS]),
        headers,
        body: Buffer.concat(chunks),
      }),
    );
    stream.on('error', reject);
    stream.end(sent.body);
  });
}

describe('the server on HTTPS', () => {
  it('speaks HTTP/2 to a client that offers it: files and JSON on one connection, compressed', async () => {
    const session = connect(server.url, { ca: certificate.cert });
    try {
      const grant = await exchange(session, {
        path: '/auth/v1/token?grant_type=password',
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_ACCOUNTS[1]!.email, password: DEMO_PASSWORD }),
      });
      expect(grant.status).toBe(200);
      const { access_token: token } = JSON.parse(grant.body.toString()) as { access_token: string };
      const compressed = { 'accept-encoding': 'gzip, deflate, br' };
      const [page, script, config, stations] = await Promise.all([
        exchange(session, { path: '/', headers: compressed }),
        exchange(session, { path: SCRIPT_PATH, headers: compressed }),
        exchange(session, { path: '/config.json', headers: compressed }),
        exchange(session, {
          path: '/rest/v1/station?select=*',
          headers: { ...compressed, apikey: server.anonKey, authorization: `Bearer ${token}` },
        }),
      ]);
      expect(session.alpnProtocol).toBe('h2');
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain('<!doctype html>');
      expect(script.status).toBe(200);
      expect(script.headers['content-encoding']).toBe('br');
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(script.body).toString()).toBe(SCRIPT);
      expect(JSON.parse(config.body.toString())).toEqual({ supabaseAnonKey: server.anonKey });
      expect(stations.status).toBe(200);
      expect(stations.headers['content-encoding']).toBe('br');
      const rows = JSON.parse(brotliDecompressSync(stations.body).toString()) as unknown[];
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      session.close();
    }
  });

  it('serves a client that speaks only HTTP/1.1', async () => {
    const answer = await new Promise<{ protocol: string | false | null; status: number }>(
      (resolve, reject) => {
        const req = request(
          `${server.url}/config.json`,
          { ca: certificate.cert, ALPNProtocols: ['http/1.1'] } as RequestOptions,
          (response) => {
            const { alpnProtocol } = response.socket as TLSSocket;
            response.resume();
            response.on('end', () =>
              resolve({ protocol: alpnProtocol, status: response.statusCode! }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expect(answer).toEqual({ protocol: 'http/1.1', status: 200 });
  });

  it('upgrades the realtime websocket (HTTP/1.1) beside HTTP/2', async () => {
    expect(server.url).toMatch(/^https:/);
    const socket = await openRealtimeSocket(server.url, {
      apikey: server.anonKey,
      ca: certificate.cert,
    });
    socket.send([null, '1', 'phoenix', 'heartbeat', {}]);
    const reply = await socket.next((frame) => frame[1] === '1');
    expect(reply[3]).toBe('phx_reply');
    expect(reply[4]).toMatchObject({ status: 'ok' });
    socket.close();
  });

  it('refuses a plain-HTTP request on its port', async () => {
    await expect(fetch(server.url.replace('https:', 'http:'))).rejects.toThrow();
  });
});
