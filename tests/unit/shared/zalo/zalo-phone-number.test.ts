import { describe, expect, it } from 'vitest';
import { MiniAppError } from '../../../../shared/zalo/errors';
import { fetchZaloPhoneNumber } from '../../../../shared/zalo/zalo-api';
import { fakeHttp, json } from '../../miniapp/fake-http';

// The server's swap of getPhoneNumber's one-time token for the number (Graph /v2.0/me/info).

const phoneInfoUrl = 'http://127.0.0.1:9/v2.0/me/info';
const args = { accessToken: 'user-token', phoneToken: 'phone-token', secretKey: 'app-secret' };

describe('fetchZaloPhoneNumber', () => {
  it('sends the access token, the phone token as code and the secret key as headers', async () => {
    const { http, requests } = fakeHttp(() =>
      json({ data: { number: '84912345678' }, error: 0, message: 'Success' }),
    );
    await expect(fetchZaloPhoneNumber({ http, phoneInfoUrl }, args)).resolves.toBe('84912345678');
    const [request] = requests;
    expect(request!.method).toBe('GET');
    expect(request!.url.toString()).toBe(phoneInfoUrl);
    expect(request!.headers.get('access_token')).toBe('user-token');
    expect(request!.headers.get('code')).toBe('phone-token');
    expect(request!.headers.get('secret_key')).toBe('app-secret');
  });

  it('returns the number as Zalo writes it, trimmed', async () => {
    const { http } = fakeHttp(() => json({ data: { number: ' 0912345678 ' }, error: 0 }));
    await expect(fetchZaloPhoneNumber({ http, phoneInfoUrl }, args)).resolves.toBe('0912345678');
  });

  it('throws a negative error code with its message', async () => {
    const { http } = fakeHttp(() => json({ error: -2002, message: 'Phone token has expired' }));
    const failure = await fetchZaloPhoneNumber({ http, phoneInfoUrl }, args).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(MiniAppError);
    expect(failure).toMatchObject({
      code: -2002,
      message: 'Phone token has expired',
      api: 'getPhoneNumber',
    });
  });

  it('throws an unknown-error default when the negative code has no message', async () => {
    const { http } = fakeHttp(() => json({ error: -500 }));
    await expect(fetchZaloPhoneNumber({ http, phoneInfoUrl }, args)).rejects.toMatchObject({
      code: -500,
      message: 'Unknown error while reading the Zalo phone number.',
    });
  });

  it.each([
    [{ data: {}, error: 0 }],
    [{ data: { number: '' }, error: 0 }],
    [{ data: { number: 84 } }],
  ])('throws when a success carries no number: %j', async (reply) => {
    const { http } = fakeHttp(() => json(reply));
    await expect(fetchZaloPhoneNumber({ http, phoneInfoUrl }, args)).rejects.toMatchObject({
      name: 'MiniAppError',
      code: -1401,
    });
  });

  it('throws on a non-OK HTTP status', async () => {
    const { http } = fakeHttp(() => new Response('down', { status: 502 }));
    await expect(fetchZaloPhoneNumber({ http, phoneInfoUrl }, args)).rejects.toMatchObject({
      name: 'HttpStatusError',
      status: 502,
    });
  });
});
