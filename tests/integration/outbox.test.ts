import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshPostgresDatabase } from './support/postgres';
import { startTestServer, type TestServer } from './support/test-server';

// The embedded outbox (/dev/mail, /dev/mail.json) holds every password-reset link, so only an
// operator reads it: with the service-role key, or with the link `npm start` prints. Anyone else,
// the public anon key and a signed-in platform admin included, is refused and the refusal logged.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // The account-takeover attempt of issue 12: a reset for the admin with the public anon key.
  const { error } = await server.client().auth.resetPasswordForEmail('admin@greenwatch.demo');
  if (error) throw error;
});
afterAll(async () => {
  await server?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });

describe('without operator rights', () => {
  it('refuses the JSON outbox to the anon key, and logs who asked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const response = await get('/dev/mail.json', {
        apikey: server.anonKey,
        Authorization: `Bearer ${server.anonKey}`,
      });
      expect(response.status).toBe(403);
      const text = await response.text();
      expect(text).not.toContain('/auth/v1/verify');
      expect(JSON.parse(text)).toMatchObject({ code: 'outbox_operators_only' });
      expect(warn).toHaveBeenCalledWith(
        'outbox: refused GET /dev/mail.json from 127.0.0.1 (not an operator key)',
      );
    } finally {
      warn.mockRestore();
    }
  });

  it.each([
    ['nothing at all', '/dev/mail.json', {}, 401],
    ['a wrong link key', '/dev/mail.json?key=guessed-key', {}, 403],
    ['a forged service-role token', '/dev/mail.json', { apikey: 'e30.e30.e30' }, 403],
  ])('refuses %s', async (_, path, headers, status) => {
    const response = await get(path, headers);
    expect(response.status).toBe(status);
    if (status === 401) expect(response.headers.get('www-authenticate')).toContain('Bearer');
    expect(await response.text()).not.toContain('/auth/v1/verify');
  });

  it('refuses a signed-in platform admin: a session is not operator rights', async () => {
    const admin = await server.signedIn('admin@greenwatch.demo');
    const token = (await admin.auth.getSession()).data.session!.access_token;
    const response = await get('/dev/mail.json', { Authorization: `Bearer ${token}` });
    expect(response.status).toBe(403);
  });

  it('tells a person in the browser how to open it, in Vietnamese', async () => {
    const response = await get('/dev/mail');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('Hộp thư đi chỉ dành cho người vận hành');
    expect(page).not.toContain('/auth/v1/verify');
  });
});

describe('with operator rights', () => {
  const hasAdminLink = (text: string) =>
    text.includes('admin@greenwatch.demo') && text.includes('/auth/v1/verify');

  it.each([
    ['the service-role key as apikey', () => ({ apikey: server.serviceRoleKey })],
    [
      'the service-role key as Bearer',
      () => ({ Authorization: `Bearer ${server.serviceRoleKey}` }),
    ],
  ])('serves the JSON outbox to %s', async (_, headers) => {
    const response = await get('/dev/mail.json', headers());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(hasAdminLink(await response.text())).toBe(true);
  });

  it('serves the page and the JSON through the operator link', async () => {
    const link = new URL(server.outboxUrl!);
    expect(link.pathname).toBe('/dev/mail');
    expect(link.searchParams.get('key')!.length).toBeGreaterThanOrEqual(32);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(hasAdminLink(await page.text())).toBe(true);
    const json = await get(`/dev/mail.json${link.search}`);
    expect(json.status).toBe(200);
    expect(hasAdminLink(await json.text())).toBe(true);
  });
});

describe('npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'greenwatch-outbox-'));
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints an operator link that opens the outbox, and the bare path stays shut', async () => {
    if (process.env.DATABASE_URL) database = await freshPostgresDatabase(process.env.DATABASE_URL);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'minimal',
      SIMULATOR_INTERVAL_MS: '0',
      SKIP_WEB_BUILD: '1',
    };
    delete env.SMTP_URL;
    delete env.OUTBOX_KEY;
    if (database) env.DATABASE_URL = database.url;
    else delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const link = await new Promise<string>((resolve, reject) => {
        let output = '';
        const timer = setTimeout(() => reject(new Error(`no outbox link:\n${output}`)), 90_000);
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Outbox \(operators only[^)]*\): (http:\/\/\S+)/.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        };
        child.stdout!.on('data', onData);
        child.stderr!.on('data', onData);
        child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
      });
      const opened = await fetch(link);
      expect(opened.status).toBe(200);
      expect(await opened.text()).toContain('Outbox (');
      const bare = await fetch(new URL('/dev/mail', link));
      expect(bare.status).toBe(401);
    } finally {
      if (child.exitCode === null) {
        await new Promise((done) => {
          child.once('exit', done);
          child.kill('SIGTERM');
        });
      }
    }
  }, 120_000);
});
