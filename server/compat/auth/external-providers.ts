// Sign-in with Google and Facebook (GoTrue's external providers), configured by environment:
// a provider is offered (GET /auth/v1/settings → external.<name>) only when its client id and
// secret are both set. Every provider URL can be pointed elsewhere, so tests (and a staging
// setup) use a local stand-in; the defaults are the real Google and Facebook endpoints.

export const EXTERNAL_PROVIDER_NAMES = ['google', 'facebook'] as const;
export type ExternalProviderName = (typeof EXTERNAL_PROVIDER_NAMES)[number];

export interface ExternalProvider {
  name: ExternalProviderName;
  clientId: string;
  secret: string;
  /** Where the browser is sent to consent. */
  authorizeUrl: string;
  /** Where the server exchanges the code (client id and secret in the form). */
  tokenUrl: string;
  /** Google: OpenID Connect userinfo; Facebook: Graph `/me`. */
  userinfoUrl: string;
  scopes: string;
}

export interface ExternalAuthConfig {
  providers: Partial<Record<ExternalProviderName, ExternalProvider>>;
  /** The public base URL of this server (AUTH_EXTERNAL_URL); default: the request's origin. */
  externalUrl?: string;
  /** Extra places `redirect_to` may send the browser back to (AUTH_REDIRECT_ALLOW_LIST). */
  redirectAllowList: string[];
  /** Longest wait for one provider reply, headers and body (AUTH_EXTERNAL_TIMEOUT_MS). */
  timeoutMs: number;
  /** Largest provider reply read (AUTH_EXTERNAL_MAX_REPLY_BYTES). */
  maxReplyBytes: number;
}

const DEFAULTS: Record<ExternalProviderName, Omit<ExternalProvider, 'clientId' | 'secret'>> = {
  google: {
    name: 'google',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: 'openid email profile',
  },
  facebook: {
    name: 'facebook',
    authorizeUrl: 'https://www.facebook.com/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me',
    scopes: 'email',
  },
};

export const DEFAULT_EXTERNAL_TIMEOUT_MS = 10_000;
export const DEFAULT_EXTERNAL_MAX_REPLY_BYTES = 64 * 1024;

const nonEmpty = (value: string | undefined) =>
  value && value.trim() !== '' ? value.trim() : undefined;

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  return url.toString().replace(/\/+$/, '');
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1) {
    throw new Error(`${name} must be a positive whole number, got "${value}"`);
  }
  return Number(value);
}

function providerFromEnv(
  name: ExternalProviderName,
  env: NodeJS.ProcessEnv,
): ExternalProvider | undefined {
  const prefix = `AUTH_${name.toUpperCase()}_`;
  const clientId = nonEmpty(env[`${prefix}CLIENT_ID`]);
  const secret = nonEmpty(env[`${prefix}SECRET`]);
  if (!clientId || !secret) return undefined;
  const url = (key: 'AUTHORIZE_URL' | 'TOKEN_URL' | 'USERINFO_URL', fallback: string) => {
    const value = nonEmpty(env[prefix + key]);
    return value ? httpUrl(prefix + key, value) : fallback;
  };
  const defaults = DEFAULTS[name];
  return {
    ...defaults,
    clientId,
    secret,
    authorizeUrl: url('AUTHORIZE_URL', defaults.authorizeUrl),
    tokenUrl: url('TOKEN_URL', defaults.tokenUrl),
    userinfoUrl: url('USERINFO_URL', defaults.userinfoUrl),
  };
}

/** The external-provider settings from the environment; malformed values stop the start. */
export function externalAuthFromEnv(env: NodeJS.ProcessEnv = process.env): ExternalAuthConfig {
  const providers: ExternalAuthConfig['providers'] = {};
  for (const name of EXTERNAL_PROVIDER_NAMES) {
    const provider = providerFromEnv(name, env);
    if (provider) providers[name] = provider;
  }
  const externalUrl = nonEmpty(env.AUTH_EXTERNAL_URL);
  return {
    providers,
    externalUrl: externalUrl ? httpUrl('AUTH_EXTERNAL_URL', externalUrl) : undefined,
    redirectAllowList: (env.AUTH_REDIRECT_ALLOW_LIST ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .map((entry) => httpUrl('AUTH_REDIRECT_ALLOW_LIST', entry)),
    timeoutMs: positiveInteger(
      'AUTH_EXTERNAL_TIMEOUT_MS',
      env.AUTH_EXTERNAL_TIMEOUT_MS,
      DEFAULT_EXTERNAL_TIMEOUT_MS,
    ),
    maxReplyBytes: positiveInteger(
      'AUTH_EXTERNAL_MAX_REPLY_BYTES',
      env.AUTH_EXTERNAL_MAX_REPLY_BYTES,
      DEFAULT_EXTERNAL_MAX_REPLY_BYTES,
    ),
  };
}

/** GoTrue's `external` block of /settings for the providers we know. */
export function externalSettings(
  config: ExternalAuthConfig,
): Record<ExternalProviderName, boolean> {
  return { google: Boolean(config.providers.google), facebook: Boolean(config.providers.facebook) };
}

export function isExternalProviderName(value: string): value is ExternalProviderName {
  return (EXTERNAL_PROVIDER_NAMES as readonly string[]).includes(value);
}
