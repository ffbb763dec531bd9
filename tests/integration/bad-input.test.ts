import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

// Malformed requests get a 4xx with a reason and never crash the process.

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  const client = await server.signedIn('user@greenwatch.demo');
  token = (await client.auth.getSession()).data.session!.access_token;
});
afterAll(async () => {
  await server?.stop();
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json', ...headers },
    body,
  });

describe('auth', () => {
  it('rejects bad JSON, bad grants and missing fields with 400 and a code', async () => {
    const cases: [string, string, string][] = [
      ['/auth/v1/token?grant_type=password', '{not json', 'validation_failed'],
      ['/auth/v1/token?grant_type=password', '[1,2]', 'validation_failed'],
      ['/auth/v1/token?grant_type=password', '{"email":"a@b.c"}', 'invalid_credentials'],
      [
        '/auth/v1/token?grant_type=password',
        '{"email":"a@b.c","phone":"849","password":"x"}',
        'validation_failed',
      ],
      ['/auth/v1/token?grant_type=magic', '{}', 'invalid_credentials'],
      ['/auth/v1/token?grant_type=refresh_token', '{"refresh_token":"short"}', 'validation_failed'],
      ['/auth/v1/token?grant_type=pkce', '{"auth_code":""}', 'validation_failed'],
      ['/auth/v1/recover', '{"email":"not-an-address"}', 'email_address_invalid'],
      ['/auth/v1/verify', '{"type":"recovery","token_hash":"zz"}', 'otp_expired'],
      ['/auth/v1/verify', '{"type":"signup","token_hash":"zz"}', 'validation_failed'],
    ];
    for (const [path, body, code] of cases) {
      const response = await post(path, body);
      expect(response.status, `${path} ${body}`).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(((await response.json()) as { code: string }).code, `${path} ${body}`).toBe(code);
      expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    }
  });

  it('needs a bearer token for /user and a valid scope for /logout', async () => {
    const noToken = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey },
    });
    expect(noToken.status).toBe(401);
    expect(((await noToken.json()) as { code: string }).code).toBe('no_authorization');
    const scope = await post('/auth/v1/logout?scope=everything', '', {
      Authorization: `Bearer ${token}`,
    });
    expect(scope.status).toBe(400);
    const metadata = await fetch(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: server.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ data: 'not an object' }),
    });
    expect(metadata.status).toBe(400);
    const admin = await fetch(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: server.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(admin.status).toBe(403);
  });
});

describe('rest', () => {
  const auth = () => ({ Authorization: `Bearer ${token}` });
  it('answers malformed requests with PostgREST-shaped 4xx errors', async () => {
    const cases: [string, RequestInit, number, string][] = [
      ['/rest/v1/notification?select=id&id=eq', {}, 400, 'PGRST100'],
      ['/rest/v1/notification?select=id(', {}, 400, 'PGRST100'],
      ['/rest/v1/notification?limit=abc', {}, 400, 'PGRST100'],
      ['/rest/v1/notification?order=id.up', {}, 400, 'PGRST100'],
      ['/rest/v1/notification?or=(id.eq.1', {}, 400, 'PGRST100'],
      ['/rest/v1/notification?created_at=gt.not-a-date', {}, 400, '22007'],
      [
        '/rest/v1/notification',
        { method: 'POST', body: '{bad', headers: { 'Content-Type': 'application/json' } },
        400,
        'PGRST102',
      ],
      [
        '/rest/v1/notification',
        { method: 'POST', body: '{"nope":1}', headers: { 'Content-Type': 'application/json' } },
        400,
        'PGRST204',
      ],
      [
        '/rest/v1/notification?id=eq.1',
        { method: 'PATCH', body: '[]', headers: { 'Content-Type': 'application/json' } },
        400,
        'PGRST102',
      ],
      ['/rest/v1/enums', { headers: { 'Accept-Profile': 'auth' } }, 406, 'PGRST106'],
      ['/rest/v1/rpc/anything', { method: 'POST', body: '{}' }, 404, 'PGRST202'],
    ];
    for (const [path, init, status, code] of cases) {
      const response = await fetch(`${server.url}${path}`, {
        ...init,
        headers: { apikey: server.anonKey, ...auth(), ...(init.headers as Record<string, string>) },
      });
      expect(response.status, path).toBe(status);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body.code, path).toBe(code);
      expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    }
  });

  it('refuses oversized bodies', async () => {
    const response = await post(
      '/rest/v1/notification',
      JSON.stringify({ title: 'x'.repeat(3 * 1024 * 1024) }),
      auth(),
    );
    expect(response.status).toBe(413);
    // Streamed, with no Content-Length, and by another method that carries a body (on a
    // connection of its own: the server may close it after refusing).
    const streamed = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      let answered = false;
      const outgoing = httpRequest(
        `${server.url}/rest/v1/notification?id=eq.1`,
        {
          method: 'PATCH',
          agent: false,
          headers: { apikey: server.anonKey, 'Content-Type': 'application/json', ...auth() },
        },
        (incoming) => {
          answered = true;
          let body = '';
          incoming.on('data', (chunk: Buffer) => (body += chunk));
          incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
        },
      );
      // Once answered, the rest of the body may meet a closed connection: not this test's matter.
      outgoing.on('error', (error) => answered || reject(error));
      const megabyte = 'x'.repeat(1 << 20);
      const writeFrom = (sent: number): void => {
        if (answered || sent === 3) outgoing.end();
        else outgoing.write(megabyte, () => writeFrom(sent + 1));
      };
      writeFrom(0);
    });
    expect(streamed.status).toBe(413);
    expect((JSON.parse(streamed.body) as { code: string }).code).toBe('PGRST413');
  });

  it('is still serving after all of that', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
  });
});
