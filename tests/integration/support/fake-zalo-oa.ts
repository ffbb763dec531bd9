import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Zalo's alert endpoints (vn-operations.md §1.2–1.5), answering like
// openapi.zalo.me, business.openapi.zalo.me and oauth.zaloapp.com do: the OA message
// (`POST /v3.0/oa/message/cs`), the ZNS template message (`POST /message/template`) and the OA
// token refresh (`POST /v4/oa/access_token`, single-use refresh tokens). One access token is
// valid at a time; failures are scripted per endpoint, and the whole fake can be "down" (HTTP
// 503). Every message accepted is recorded.

export const OA_PATH = '/v3.0/oa/message/cs';
export const ZNS_PATH = '/message/template';
export const OA_TOKEN_PATH = '/v4/oa/access_token';

export interface OaMessage {
  userId: string;
  text: string;
  accessToken: string;
}

export interface ZnsMessage {
  phone: string;
  templateId: string;
  data: Record<string, string>;
  trackingId: string;
  accessToken: string;
}

export interface FakeZaloOaSetup {
  appId: string;
  appSecret: string;
  accessToken: string;
  refreshToken: string;
  /** OA-scoped ids of the OA's followers; anyone else is Zalo's 'user not follow OA'. */
  followers: string[];
  /** Called as each OA message is accepted (a benchmark times its arrival). */
  onOaMessage?: (message: OaMessage) => void;
}

export interface FakeZaloOa {
  url: string;
  oaMessages: OaMessage[];
  znsMessages: ZnsMessage[];
  /** Refresh requests, accepted or not. */
  refreshes: number;
  /** Requests per path, answered or not. */
  requests: Map<string, number>;
  /** The pair now valid (after refreshes). */
  tokens(): { accessToken: string; refreshToken: string };
  /** Makes the current access token expired: the next send gets -216 / -124. */
  expireAccessToken(): void;
  /** The next answers of `path`, in order, before the normal behaviour resumes. */
  script(path: string, ...answers: unknown[]): void;
  /** Every endpoint answers HTTP 503 while down. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

export function startFakeZaloOa(setup: FakeZaloOaSetup): Promise<FakeZaloOa> {
  let accessToken = setup.accessToken;
  let refreshToken = setup.refreshToken;
  let generation = 0;
  let down = false;
  const scripted = new Map<string, unknown[]>();
  const fake = {
    oaMessages: [] as OaMessage[],
    znsMessages: [] as ZnsMessage[],
    refreshes: 0,
    requests: new Map<string, number>(),
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://zalo.test').pathname;
      fake.requests.set(path, (fake.requests.get(path) ?? 0) + 1);
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (down) return json(503, { message: 'Service Unavailable' });
      if (req.method !== 'POST') return json(404, { message: 'not found' });
      if (path === OA_TOKEN_PATH) {
        fake.refreshes += 1;
        const form = new URLSearchParams(body);
        const valid =
          req.headers.secret_key === setup.appSecret &&
          form.get('app_id') === setup.appId &&
          form.get('grant_type') === 'refresh_token' &&
          form.get('refresh_token') === refreshToken;
        if (!valid) return json(200, { error: -14014, error_description: 'Invalid refresh token' });
        generation += 1;
        accessToken = `oa-access-${generation}`;
        refreshToken = `oa-refresh-${generation}`;
        return json(200, {
          access_token: accessToken,
          refresh_token: refreshToken,
          expires_in: '90000',
        });
      }
      const next = scripted.get(path)?.shift();
      if (next !== undefined) return json(200, next);
      const token = String(req.headers.access_token ?? '');
      const request = JSON.parse(body || '{}') as Record<string, never>;
      if (path === OA_PATH) {
        if (token !== accessToken)
          return json(200, { error: -216, message: 'Access token is invalid' });
        const userId = String(request.recipient?.['user_id'] ?? '');
        if (!setup.followers.includes(userId))
          return json(200, { error: -213, message: 'User has not followed OA' });
        const message = { userId, text: String(request.message?.['text']), accessToken: token };
        fake.oaMessages.push(message);
        setup.onOaMessage?.(message);
        return json(200, {
          error: 0,
          message: 'Success',
          data: { message_id: `oa-msg-${fake.oaMessages.length}`, user_id: userId },
        });
      }
      if (path === ZNS_PATH) {
        if (token !== accessToken)
          return json(200, { error: -124, message: 'Access token invalid' });
        fake.znsMessages.push({
          phone: String(request.phone),
          templateId: String(request.template_id),
          data: request.template_data as Record<string, string>,
          trackingId: String(request.tracking_id),
          accessToken: token,
        });
        return json(200, {
          error: 0,
          message: 'Success',
          data: {
            msg_id: `zns-msg-${fake.znsMessages.length}`,
            sent_time: String(Date.now()),
            quota: { dailyQuota: '500', remainingQuota: String(500 - fake.znsMessages.length) },
          },
        });
      }
      json(404, { message: 'not found' });
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        ...fake,
        get refreshes() {
          return fake.refreshes;
        },
        url: `http://127.0.0.1:${port}`,
        tokens: () => ({ accessToken, refreshToken }),
        expireAccessToken: () => {
          accessToken = `${accessToken}-renewed-elsewhere`;
        },
        script: (path, ...answers) =>
          scripted.set(path, [...(scripted.get(path) ?? []), ...answers]),
        setDown: (value) => {
          down = value;
        },
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
