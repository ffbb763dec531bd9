// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hostedSessions } from '../../../../../server/api/zalo/session-issuer';
import type { Database } from '../../../../../server/db/database';

// Sessions a hosted project issues: generate_link (magiclink, service role) then /verify with the
// token hash; whatever goes wrong on the way is 503 sessions_unavailable, never a half session.
// The hosted auth here is a small stand-in recording the requests (the full exchange against our
// own auth layer is in tests/integration/compat-off.test.ts).

interface Seen {
  path: string;
  headers: Record<string, unknown>;
  body: Record<string, unknown>;
}

const SERVICE_KEY = 'service-role-key-of-the-project';
const SESSION = { access_token: 'a.b.c', refresh_token: 'r', expires_in: 3600 };
let server: Server;
let url: string;
let seen: Seen[] = [];
let verifyStatus = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(body || '{}') });
      res.writeHead(req.url === '/auth/v1/verify' ? verifyStatus : 200, {
        'Content-Type': 'application/json',
      });
      res.end(
        JSON.stringify(
          req.url === '/auth/v1/admin/generate_link'
            ? { id: 'u1', hashed_token: 'f'.repeat(56), verification_type: 'magiclink' }
            : verifyStatus === 200
              ? SESSION
              : { code: 'otp_expired', message: 'Token has expired or is invalid' },
        ),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => {
  server.close();
});

const dbWithEmail = (email: string | null) =>
  ({ query: async () => [{ email }] }) as unknown as Database;
const context = {} as Context;

describe('hostedSessions', () => {
  it('asks for a magic link with the service-role key and redeems its hash for the session', async () => {
    seen = [];
    const sessions = hostedSessions({
      db: dbWithEmail('user@greenwatch.demo'),
      supabaseUrl: url,
      serviceRoleKey: SERVICE_KEY,
    });
    expect(await sessions.start(context, 'u1')).toEqual(SESSION);
    expect(seen.map((request) => request.path)).toEqual([
      '/auth/v1/admin/generate_link',
      '/auth/v1/verify',
    ]);
    expect(seen[0]!.headers).toMatchObject({
      apikey: SERVICE_KEY,
      authorization: `Bearer ${SERVICE_KEY}`,
    });
    expect(seen[0]!.body).toEqual({ type: 'magiclink', email: 'user@greenwatch.demo' });
    expect(seen[1]!.body).toEqual({ type: 'magiclink', token_hash: 'f'.repeat(56) });
  });

  it.each([
    ['no service-role key', { serviceRoleKey: undefined }, 'user@greenwatch.demo', 200],
    ['a refused verification', {}, 'user@greenwatch.demo', 403],
    ['an unreachable project', { supabaseUrl: 'http://127.0.0.1:9' }, 'a@b.vn', 200],
  ])('answers 503 sessions_unavailable for %s', async (_name, overrides, email, status) => {
    verifyStatus = status;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sessions = hostedSessions({
      db: dbWithEmail(email),
      supabaseUrl: url,
      serviceRoleKey: SERVICE_KEY,
      ...overrides,
    });
    await expect(sessions.start(context, 'u1')).rejects.toMatchObject({
      status: 503,
      code: 'sessions_unavailable',
    });
    verifyStatus = 200;
    vi.restoreAllMocks();
  });

  it('answers 409 email_required for an account without e-mail, asking nothing of the project', async () => {
    const sessions = hostedSessions({
      db: dbWithEmail(null),
      supabaseUrl: url,
      serviceRoleKey: SERVICE_KEY,
    });
    const before = seen.length;
    await expect(sessions.start(context, 'u1')).rejects.toMatchObject({
      status: 409,
      code: 'email_required',
    });
    expect(seen).toHaveLength(before);
  });
});
