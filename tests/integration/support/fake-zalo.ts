import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for the Zalo platform, the one external system the Zalo tests fake: the
// Graph profile (`GET /v2.0/me`), the phone-token exchange (`GET /v2.0/me/info`) and the OAuth
// v4 token endpoint (`POST /v4/access_token`), answering like graph.zalo.me and
// oauth.zaloapp.com do. Every request is recorded.

export interface SeenRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeZaloSetup {
  appId: string;
  appSecret: string;
  /** Graph's answer per access token; any other token is Zalo's 'invalid token' (-216). */
  profiles: Record<string, unknown>;
  /** Graph's phone answer per phone token; any other token is Zalo's 'invalid code'. */
  phones: Record<string, unknown>;
  /** The one authorization code (with its PKCE verifier) the token endpoint accepts. */
  code: { code: string; verifier: string; accessToken: string };
}

export interface FakeZalo {
  url: string;
  seen: SeenRequest[];
  /** Requests made to `pathname`, oldest first. */
  requestsTo(pathname: string): SeenRequest[];
  close(): Promise<void>;
}

/** An access token for which Graph answers HTTP 500, as when Zalo is down. */
export const GRAPH_DOWN_TOKEN = 'graph-down';

export function startFakeZalo(setup: FakeZaloSetup): Promise<FakeZalo> {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://zalo.test');
      seen.push({ method: req.method ?? '', url, headers: req.headers, body });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const token = String(req.headers.access_token ?? '');
      if (req.method === 'GET' && url.pathname === '/v2.0/me') {
        if (token === GRAPH_DOWN_TOKEN) return json(500, { message: 'upstream failure' });
        return json(
          200,
          setup.profiles[token] ?? { error: -216, message: 'Access token is invalid' },
        );
      }
      if (req.method === 'GET' && url.pathname === '/v2.0/me/info') {
        const known = req.headers.secret_key === setup.appSecret && token in setup.profiles;
        const answer = known ? setup.phones[String(req.headers.code ?? '')] : undefined;
        return json(200, answer ?? { error: -2001, message: 'Invalid code' });
      }
      if (req.method === 'POST' && url.pathname === '/v4/access_token') {
        const form = new URLSearchParams(body);
        const valid =
          req.headers.secret_key === setup.appSecret &&
          form.get('app_id') === setup.appId &&
          form.get('grant_type') === 'authorization_code' &&
          form.get('code') === setup.code.code &&
          form.get('code_verifier') === setup.code.verifier;
        return valid
          ? json(200, { access_token: setup.code.accessToken, expires_in: '3600' })
          : json(200, { error: -14019, error_description: 'Invalid authorization code' });
      }
      json(404, { message: 'not found' });
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        seen,
        requestsTo: (pathname) => seen.filter((request) => request.url.pathname === pathname),
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
