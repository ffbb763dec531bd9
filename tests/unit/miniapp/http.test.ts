import { describe, expect, it } from 'vitest';
import { HttpStatusError, requestJson } from '../../../src/miniapp';
import { fakeHttp, json } from './fake-http';

describe('requestJson', () => {
  it('sends method, headers and a JSON body and returns the JSON reply', async () => {
    const { http, requests } = fakeHttp(() => json({ ok: true }));
    const reply = await requestJson<{ ok: boolean }>(http, {
      method: 'POST',
      url: 'https://api.test/things',
      headers: { 'X-Trace': 't1' },
      body: { name: 'Trạm 1' },
    });
    expect(reply).toEqual({ ok: true });
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.headers.get('x-trace')).toBe('t1');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ name: 'Trạm 1' });
  });

  it('sends no body and no content type for a GET, and reads an empty reply as null', async () => {
    const { http, requests } = fakeHttp(() => new Response('', { status: 200 }));
    await expect(
      requestJson(http, { method: 'GET', url: 'https://api.test/x' }),
    ).resolves.toBeNull();
    expect(requests[0].body).toBe('');
    expect(requests[0].headers.has('content-type')).toBe(false);
  });

  it('throws HttpStatusError with the status and body on a non-OK status', async () => {
    const { http } = fakeHttp(() => new Response('forbidden', { status: 403 }));
    const failure = await requestJson(http, { method: 'DELETE', url: 'https://api.test/y' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(HttpStatusError);
    expect(failure).toMatchObject({
      status: 403,
      body: 'forbidden',
      message: 'DELETE https://api.test/y failed with HTTP 403',
    });
  });
});
