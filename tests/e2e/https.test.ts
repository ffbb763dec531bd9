// The app over HTTPS with HTTP/2 (TLS_CERT_FILE + TLS_KEY_FILE, here a throw-away certificate
// Chromium is told to accept) at 390×844: the sign-in page, every script, style sheet and font
// come over HTTP/2; signing in opens home, and the realtime websocket (an HTTP/1.1 upgrade on
// the same port) joins its channels.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { selfSignedCertificate } from '../../scripts/self-signed-certificate';
import {
  DEMO_ACCOUNTS,
  launchBrowser,
  screenshot,
  settle,
  signIn,
  startTestServer,
  type ServerUnderTest,
} from './harness';

let server: ServerUnderTest;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    selfSignedCertificate().then((tls) => startTestServer({ tls }, inject('dataTemplate'))),
    launchBrowser(),
  ]);
  context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    ignoreHTTPSErrors: true,
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('over HTTPS', () => {
  it('loads the app over HTTP/2 and keeps the realtime websocket beside it', async () => {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const page = await context.newPage();
    const joined = new Promise<string>((resolve) => {
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          const text = String(payload);
          if (text.includes('"phx_reply"') && text.includes('"realtime:') && text.includes('"ok"'))
            resolve(socket.url());
        }),
      );
    });
    await page.goto(`${server.url}/login`);
    const protocols = await page.evaluate(() =>
      [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ].map((entry) => [
        new URL(entry.name).pathname.replace(/\.[^/]+$/, ''),
        (entry as PerformanceResourceTiming).nextHopProtocol,
      ]),
    );
    expect(protocols.length).toBeGreaterThan(5);
    for (const [path, protocol] of protocols) expect(protocol, path).toBe('h2');

    await signIn(page, DEMO_ACCOUNTS.user);
    await page.waitForURL(`${server.url}/`);
    await page.locator('.gw-shell').waitFor();
    expect(await joined).toMatch(/^wss:\/\/127\.0\.0\.1:\d+\/realtime\/v1\/websocket\?/);
    await settle(page);
    await screenshot(page, 'https-home-mobile');
    await page.close();
  });
});
