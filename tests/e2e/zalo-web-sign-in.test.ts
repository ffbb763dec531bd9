// The web Zalo sign-in in Chromium, end to end: 'Đăng nhập với Zalo' → Zalo's v4 permission
// page → /oauth/callback → our server exchanges the code (PKCE) and checks the token with the
// Graph profile → a session. A Zalo account linked to nobody lands on /oauth/error with
// 'Tài khoản không có quyền truy cập hệ thống'; once a signed-in user links it from the profile
// (the same OAuth round trip, with a link purpose), it signs that user in. Zalo is the one thing faked, by a local HTTP
// server; this file runs its own GreenWatch server configured to reach it.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  desktopPage,
  launchBrowser,
  mobilePage,
  screenshot,
  settle,
  signedInPage,
  startTestServer,
  type ServerUnderTest,
} from './harness';

const APP_ID = 'zalo-web-app';
const APP_SECRET = 'zalo-web-secret';
const ZALO_IDS = { linked: '7770001112223334', stranger: '8880001112223334' } as const;

/** Zalo's OAuth and Graph, as far as the web sign-in uses them. */
class FakeZalo {
  user: keyof typeof ZALO_IDS = 'linked';
  private readonly challenges = new Map<string, { challenge: string; user: string }>();
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', this.url);
        const json = (value: unknown) => {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(value));
        };
        if (url.pathname === '/v4/permission') {
          // The user accepts at once: back to the app with a fresh code and the same state.
          const code = `code-${this.challenges.size + 1}`;
          this.challenges.set(code, {
            challenge: url.searchParams.get('code_challenge') ?? '',
            user: this.user,
          });
          const back = new URL(url.searchParams.get('redirect_uri')!);
          back.searchParams.set('code', code);
          back.searchParams.set('state', url.searchParams.get('state') ?? '');
          res.writeHead(302, { Location: back.toString() });
          return res.end();
        }
        if (url.pathname === '/v4/access_token') {
          const form = new URLSearchParams(body);
          const grant = this.challenges.get(form.get('code') ?? '');
          this.challenges.delete(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          const ok =
            grant &&
            req.headers.secret_key === APP_SECRET &&
            form.get('app_id') === APP_ID &&
            createHash('sha256').update(verifier).digest('base64url') === grant.challenge;
          return json(
            ok
              ? { access_token: `token-of-${grant.user}`, expires_in: 3600 }
              : { error: -14019, error_description: 'Invalid code' },
          );
        }
        if (url.pathname === '/v2.0/me') {
          const user = String(req.headers.access_token ?? '').replace('token-of-', '');
          const id = ZALO_IDS[user as keyof typeof ZALO_IDS];
          return json(id ? { id, name: 'Người dùng Zalo' } : { error: -216, message: 'invalid' });
        }
        res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const zalo = new FakeZalo();
let server: ServerUnderTest;
let browser: Browser;
const savedEnv = { ...process.env };

/** Links the demo user to the 'linked' Zalo id, as an administrator would (service role). */
async function linkDemoUser(): Promise<void> {
  const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.user, password: DEMO_PASSWORD }),
  });
  const { user } = (await signIn.json()) as { user: { id: string } };
  const link = await fetch(`${server.url}/rest/v1/app_user?user_id=eq.${user.id}`, {
    method: 'PATCH',
    headers: {
      apikey: server.serviceRoleKey,
      authorization: `Bearer ${server.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ zalo_user_id: ZALO_IDS.linked }),
  });
  expect(link.status).toBe(204);
}

beforeAll(async () => {
  await zalo.start();
  Object.assign(process.env, {
    ZALO_GRAPH_URL: zalo.url,
    ZALO_OAUTH_URL: zalo.url,
    ZALO_APP_ID: APP_ID,
    ZALO_APP_SECRET: APP_SECRET,
  });
  server = await startTestServer({}, inject('dataTemplate'));
  await linkDemoUser();
  browser = await launchBrowser();
});

afterAll(async () => {
  process.env = savedEnv;
  await browser?.close();
  await server?.close();
  await zalo.stop();
});

it('signs a linked Zalo user in through Zalo OAuth and lands on the home page', async () => {
  zalo.user = 'linked';
  const page = await desktopPage(browser);
  await page.goto(`${server.url}/zalo-welcome`);
  await page.getByRole('button', { name: 'Đăng nhập với Zalo' }).click();
  await page.waitForURL(`${server.url}/`, { timeout: 20_000 });
  await expect.poll(() => page.getByText('Xin chào').first().isVisible()).toBe(true);
  // The session is a normal supabase-js session of the linked GreenWatch user.
  const email = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
    return key
      ? (JSON.parse(localStorage.getItem(key)!) as { user: { email: string } }).user.email
      : null;
  });
  expect(email).toBe(DEMO_ACCOUNTS.user);
  await page.context().close();
});

it("sends a Zalo user linked to nobody to /oauth/error with 'Tài khoản không có quyền truy cập hệ thống'", async () => {
  zalo.user = 'stranger';
  const page = await mobilePage(browser);
  await page.goto(`${server.url}/zalo-welcome`);
  await page.getByRole('button', { name: 'Đăng nhập với Zalo' }).click();
  await page.waitForURL(`${server.url}/oauth/error?reason=no_access`, { timeout: 20_000 });
  await expect
    .poll(() => page.getByText('Tài khoản không có quyền truy cập hệ thống').isVisible())
    .toBe(true);
  await settle(page);
  await screenshot(page, 'zalo-web-sign-in-no-access-mobile');
  await page.context().close();
});

it('links a signed-in user to their Zalo account from the profile, then signs them in with Zalo', async () => {
  zalo.user = 'stranger';
  const page = await signedInPage(
    browser,
    desktopPage,
    server.url,
    DEMO_ACCOUNTS.user2,
    '/profile',
  );
  const status = page.locator('.gw-zalo-link__status');
  await expect.poll(() => status.textContent(), { timeout: 15_000 }).toContain('Chưa liên kết');
  await page.getByRole('button', { name: 'Liên kết tài khoản Zalo' }).click();
  // Zalo's permission page → /oauth/callback (open to a signed-in user) → back on the profile.
  await page.waitForURL(`${server.url}/profile`, { timeout: 20_000 });
  await expect
    .poll(() => status.textContent(), { timeout: 15_000 })
    .toMatch(/^Đã liên kết với Zalo từ \d{2}\/\d{2}\/\d{4}\.$/);
  await settle(page);
  await screenshot(page, 'zalo-web-link-profile-desktop');
  await page.context().close();

  const visitor = await desktopPage(browser);
  await visitor.goto(`${server.url}/zalo-welcome`);
  await visitor.getByRole('button', { name: 'Đăng nhập với Zalo' }).click();
  await visitor.waitForURL(`${server.url}/`, { timeout: 20_000 });
  await visitor.context().close();
});
