import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Google's OpenID Connect and Facebook's OAuth, the outside systems of the
// external sign-in: an authorize page that consents at once (302 back to redirect_uri with a
// code and the state), a token endpoint that checks the client, code and redirect_uri, and the
// user endpoint (Google's userinfo, Graph's /me with its appsecret_proof). `failure` switches
// one misbehaviour on for the next requests.

export interface FakeAccount {
  id: string;
  email?: string;
  /** Google's email_verified; Facebook has no such field. */
  emailVerified?: boolean;
  name?: string;
}

export type FakeFailure =
  | 'none'
  /** The person refuses consent: back with error=access_denied. */
  | 'deny'
  /** The token endpoint refuses the code (HTTP 400 invalid_grant). */
  | 'token-refused'
  /** The token endpoint answers after the server's timeout. */
  | 'token-slow'
  /** The token endpoint answers with more than the server reads. */
  | 'token-huge'
  /** The user endpoint fails (HTTP 500). */
  | 'userinfo-down';

export interface FakeOAuthProvider {
  url: string;
  /** Who consents at the next authorize request. */
  account: FakeAccount;
  failure: FakeFailure;
  /** How long 'token-slow' waits, in ms. */
  slowMs: number;
  /** Env settings that point the server at this fake for both providers. */
  env(): Record<string, string>;
  /** Paths requested so far, oldest first. */
  requests: string[];
  close(): Promise<void>;
}

export const FAKE_CLIENTS = {
  google: { id: 'google-client-id.apps.test', secret: 'google-secret-for-tests' },
  facebook: { id: '1234567890', secret: 'facebook-secret-for-tests' },
} as const;

type ProviderName = keyof typeof FAKE_CLIENTS;

interface Grant {
  provider: ProviderName;
  account: FakeAccount;
  redirectUri: string;
}

function profileJson(provider: ProviderName, account: FakeAccount): Record<string, unknown> {
  if (provider === 'google') {
    return {
      sub: account.id,
      email: account.email,
      email_verified: account.emailVerified ?? false,
      name: account.name,
      picture: 'https://lh3.googleusercontent.test/a/photo.png',
    };
  }
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    picture: { data: { url: 'https://platform-lookaside.fbsbx.test/photo.png' } },
  };
}

export function startFakeOAuthProvider(): Promise<FakeOAuthProvider> {
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, Grant>();
  const requests: string[] = [];
  let fake: FakeOAuthProvider;

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', fake.url);
      requests.push(url.pathname);
      const provider = url.pathname.split('/')[1] as ProviderName;
      const client = FAKE_CLIENTS[provider];
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (!client) return json(404, { error: 'not_found' });
      const endpoint = url.pathname.slice(provider.length + 2);

      if (endpoint === 'authorize') {
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        if (fake.failure === 'deny' || url.searchParams.get('client_id') !== client.id) {
          back.searchParams.set('error', 'access_denied');
          back.searchParams.set('error_description', 'The user denied the request');
        } else {
          const code = randomBytes(12).toString('hex');
          grants.set(code, {
            provider,
            account: { ...fake.account },
            redirectUri: back.origin + back.pathname,
          });
          back.searchParams.set('code', code);
        }
        res.writeHead(302, { Location: back.toString() });
        return res.end();
      }

      if (endpoint === 'token' && req.method === 'POST') {
        const form = new URLSearchParams(body);
        const grant = grants.get(form.get('code') ?? '');
        grants.delete(form.get('code') ?? '');
        if (fake.failure === 'token-slow') {
          setTimeout(() => json(200, { access_token: 'late' }), fake.slowMs);
          return;
        }
        const valid =
          grant &&
          fake.failure !== 'token-refused' &&
          form.get('grant_type') === 'authorization_code' &&
          form.get('client_id') === client.id &&
          form.get('client_secret') === client.secret &&
          form.get('redirect_uri') === grant.redirectUri;
        if (!valid) return json(400, { error: 'invalid_grant', error_description: 'Bad code' });
        const token = randomBytes(16).toString('hex');
        tokens.set(token, grant);
        const answer = { access_token: token, token_type: 'Bearer', expires_in: 3599 };
        // A good answer, but more than the server reads.
        if (fake.failure === 'token-huge')
          return json(200, { ...answer, padding: 'x'.repeat(200_000) });
        return json(200, answer);
      }

      if (endpoint === 'userinfo') {
        if (fake.failure === 'userinfo-down') return json(500, { error: 'backend_error' });
        const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
        const grant = tokens.get(token);
        if (!grant) return json(401, { error: 'invalid_token' });
        if (provider === 'facebook') {
          const proof = createHmac('sha256', client.secret).update(token).digest('hex');
          if (url.searchParams.get('appsecret_proof') !== proof) {
            return json(400, { error: { message: 'Invalid appsecret_proof' } });
          }
        }
        return json(200, profileJson(provider, grant.account));
      }
      json(404, { error: 'not_found' });
    });
  });

  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      fake = {
        url: `http://127.0.0.1:${port}`,
        account: { id: '100000000000000000001', email: 'someone@gmail.test', emailVerified: true },
        failure: 'none',
        slowMs: 3000,
        requests,
        env() {
          const settings: Record<string, string> = {};
          for (const name of ['google', 'facebook'] as const) {
            const prefix = `AUTH_${name.toUpperCase()}_`;
            settings[`${prefix}CLIENT_ID`] = FAKE_CLIENTS[name].id;
            settings[`${prefix}SECRET`] = FAKE_CLIENTS[name].secret;
            settings[`${prefix}AUTHORIZE_URL`] = `${fake.url}/${name}/authorize`;
            settings[`${prefix}TOKEN_URL`] = `${fake.url}/${name}/token`;
            settings[`${prefix}USERINFO_URL`] = `${fake.url}/${name}/userinfo`;
          }
          return settings;
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      };
      resolve(fake);
    });
  });
}
