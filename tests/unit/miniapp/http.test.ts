import { describe, expect, it } from 'vitest';
import { HttpStatusError, readJson } from '../../../shared/zalo/http';

describe('readJson', () => {
  it('returns the JSON reply, and an empty reply as null', async () => {
    const url = 'https://api.test/things';
    await expect(readJson(Response.json({ ok: true }), 'POST', url)).resolves.toEqual({ ok: true });
    await expect(readJson(new Response('', { status: 200 }), 'GET', url)).resolves.toBeNull();
  });

  it('throws HttpStatusError with the status and body on a non-OK status', async () => {
    const failure = await readJson(
      new Response('forbidden', { status: 403 }),
      'DELETE',
      'https://api.test/y',
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpStatusError);
    expect(failure).toMatchObject({
      status: 403,
      body: 'forbidden',
      message: 'DELETE https://api.test/y failed with HTTP 403',
    });
  });
});
