// The Zalo side of the mini-app e2e tests, the one thing they fake. Two parts:
// - the container: the page is served from h5.zdn.vn (Chromium maps that name to our server),
//   with an Android Zalo user agent and the native interface zmp-sdk calls
//   (`ZaloJavaScriptInterface.jsCall`, answering through `window.onNativeMessage`), so the real
//   zmp-sdk runs its real native path for the host login, consent and phone token;
// - the platform: a local HTTP server standing for h5.zalo.me (token exchange, auth settings,
//   action log) and graph.zalo.me (profile, phone-token swap). The browser reaches it through
//   request routing; our server reaches it through ZALO_GRAPH_URL.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';

export const MINI_APP_ID = '4318394720137581234';
export const CONTAINER_HOST = 'h5.zdn.vn';
export const ZALO_APP_SECRET = 'zalo-mini-secret';
/** The phone number Zalo gives for the shared phone token (the demo user's verified phone). */
export const ZALO_PHONE = '84901234567';

const ANDROID_ZALO_AGENT =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/120.0.0.0 Mobile Safari/537.36 Zalo android/24020201';

/** Chromium flags: h5.zdn.vn resolves to this machine, and counts as a secure origin. */
export function containerBrowserArgs(port: number): string[] {
  return [
    `--host-resolver-rules=MAP ${CONTAINER_HOST} 127.0.0.1`,
    `--unsafely-treat-insecure-origin-as-secure=http://${CONTAINER_HOST}:${port}`,
  ];
}

/**
 * The lightest container: the native bridge global our host detection looks for, on the page's
 * own host (for tests of routing and layout that make no host call).
 */
export async function withNativeBridge(page: Page): Promise<Page> {
  await page.addInitScript(() => {
    (window as unknown as { ZJSBridge: object }).ZJSBridge = {};
  });
  return page;
}

export interface ZaloPlatform {
  url: string;
  zaloUserId: string;
  /** Every request the platform answered: method and path. */
  seen: string[];
  close(): Promise<void>;
}

/**
 * The Zalo platform endpoints the mini app and our server call, for one Zalo user; `idByOa`:
 * the id the mini app's OA knows them by (the profile's user_id_by_oa), when they follow it.
 */
export async function startZaloPlatform(
  zaloUserId: string,
  idByOa?: string,
): Promise<ZaloPlatform> {
  const seen: string[] = [];
  let tokens = 0;
  const issued = new Set<string>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://zalo.test');
      seen.push(`${req.method} ${url.pathname}`);
      const json = (value: unknown) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const token = String(req.headers.access_token ?? '');
      switch (url.pathname) {
        case '/openapi/access_token': {
          const form = new URLSearchParams(body);
          const valid =
            form.get('app_id') === MINI_APP_ID &&
            form.get('grant_type') === 'authorization_code' &&
            /^code-\d+$/.test(form.get('code') ?? '') &&
            form.get('code_verifier') === form.get('code')?.replace('code-', 'verifier-');
          if (!valid) return json({ error: -14019, error_description: 'Invalid code' });
          tokens += 1;
          const accessToken = `mini-token-${tokens}`;
          issued.add(accessToken);
          return json({
            access_token: accessToken,
            refresh_token: `r-${tokens}`,
            expires_in: '3600',
          });
        }
        case '/apis/users/auth-settings':
          return json({ err: 0, data: { 'scope.userInfo': true, 'scope.userPhonenumber': true } });
        case '/log/async':
          return json({ error: 0, message: 'Success' });
        case '/v2.0/me':
          return json(
            issued.has(token)
              ? {
                  id: zaloUserId,
                  name: 'Người dùng Zalo',
                  ...(idByOa ? { user_id_by_oa: idByOa } : {}),
                }
              : { error: -216, message: 'Access token is invalid' },
          );
        case '/v2.0/me/info':
          return json(
            issued.has(token) &&
              req.headers.code === 'phone-token-1' &&
              req.headers.secret_key === ZALO_APP_SECRET
              ? { data: { number: ZALO_PHONE }, error: 0, message: 'Success' }
              : { error: -2001, message: 'Invalid code' },
          );
        default:
          res.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    zaloUserId,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Makes `context` a Zalo container: Android Zalo's user agent must be set on the context by
 * the caller (see `containerContextOptions`); this installs the native interface and routes
 * the browser's calls to Zalo's hosts to `platform`.
 */
export async function emulateContainer(
  context: BrowserContext,
  platform: ZaloPlatform,
): Promise<void> {
  await context.addInitScript(
    ({ appId }) => {
      const win = window as unknown as Record<string, unknown>;
      win.APP_ID = appId;
      win.zAppID = 'zalo-app-1';
      win.ZJSBridge = {};
      const calls: string[] = [];
      win.__nativeCalls = calls;
      let logins = 0;
      const answer = (action: string): unknown => {
        if (action.includes('JUMP_LOGIN') || action.includes('jump.login')) {
          logins += 1;
          return {
            miniProgramConfig: { userAuthorized: true, jwt: 'container-jwt' },
            cookiesOAuthLogins: [
              { name: 'h5.zdn.vn_zoauth', value: `code-${logins}` },
              { name: 'h5.zdn.vn_zoauth_vrf', value: `verifier-${logins}` },
              { name: 'h5.zdn.vn_zlink3rd', value: 'container-js-token' },
            ],
          };
        }
        if (action.includes('NUMBER') || action.includes('number'))
          return { token: 'phone-token-1' };
        return {};
      };
      win.ZaloJavaScriptInterface = {
        jsCall(_jsToken: string, action: string, _token: string, _params: string, reply: string) {
          calls.push(action);
          const respond = (0, eval)(reply) as (result: string) => void;
          setTimeout(() => respond(JSON.stringify({ error_code: 0, data: answer(action) })), 20);
        },
        jsH5EventCallback() {},
      };
    },
    { appId: MINI_APP_ID },
  );
  await context.route(/^https:\/\/(h5\.zalo\.me|graph\.zalo\.me)\//, async (route) => {
    const request = route.request();
    const target = new URL(request.url());
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const reply = await fetch(`${platform.url}${target.pathname}${target.search}`, {
      method: request.method(),
      headers: request.headers(),
      body: request.postData() ?? undefined,
    });
    await route.fulfill({
      status: reply.status,
      headers: { ...cors, 'content-type': 'application/json' },
      body: await reply.text(),
    });
  });
}

export const containerContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  locale: 'vi-VN',
  timezoneId: 'Asia/Ho_Chi_Minh',
  userAgent: ANDROID_ZALO_AGENT,
};
