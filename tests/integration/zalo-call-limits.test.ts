import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyReply } from '../../server/notify/zalo/delivery-outcome';
import { callZalo } from '../../server/notify/zalo/zalo-call';
import type { ZaloNotifyConfig } from '../../server/notify/zalo/zalo-notify-config';

// Every call to Zalo is bounded (server/notify/zalo/zalo-call.ts): a peer that never answers
// ends at the timeout, a reply larger than the limit is not read, whether its length is declared
// or it streams without one; each comes back as "no reply", which the sender retries later.

const config = (url: string): ZaloNotifyConfig => ({
  oaApiUrl: url,
  znsApiUrl: url,
  oauthUrl: url,
  timeoutMs: 300,
  maxReplyBytes: 1024,
});

describe('callZalo limits', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/hang') return; // never answers
      if (req.url === '/large') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: 0, data: 'x'.repeat(5000) }));
      }
      if (req.url === '/stream') {
        res.writeHead(200, { 'content-type': 'application/json' }); // chunked, no length
        res.write('{"error":0,"data":"');
        const timer = setInterval(() => res.write('x'.repeat(512)), 5);
        res.on('close', () => clearInterval(timer));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"error":0,"data":{"message_id":"ok"}}');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  const call = (path: string) =>
    callZalo(config(url), `${url}${path}`, { headers: {}, body: '{}' });

  it('a reply within the limits is read', async () => {
    expect(await call('/ok')).toEqual({
      httpStatus: 200,
      body: { error: 0, data: { message_id: 'ok' } },
    });
  });

  it('a peer that never answers ends at the timeout, to be retried', async () => {
    const started = Date.now();
    const reply = await call('/hang');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(reply.transportError).toBe('hết 300 ms chờ trả lời');
    expect(classifyReply(reply).status).toBe('retry-later');
  });

  it('a reply over the size limit is not read, declared or streamed', async () => {
    expect((await call('/large')).transportError).toBe('câu trả lời quá lớn');
    expect((await call('/stream')).transportError).toBe('câu trả lời quá lớn');
  });

  it('a refused connection is no reply', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const reply = await callZalo(config(url), `http://127.0.0.1:${port}/`, {
      headers: {},
      body: '{}',
    });
    expect(reply.httpStatus).toBe(0);
    expect(reply.transportError).toBeTruthy();
  });
});
