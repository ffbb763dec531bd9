import type { Context } from 'hono';
import type { ZaloPhoneSignInRequest } from '../../../shared/zalo/types.js';
import type { ZaloServerConfig } from './zalo-config.js';
import { badRequest, ZaloSignInFailure } from './zalo-failure.js';
import { zaloAccessTokenForCode } from './zalo-identity.js';

// The bodies of the Zalo endpoints: small JSON objects of opaque Zalo tokens, checked before
// anything is asked of Zalo, so a malformed request costs Zalo nothing and gets a 400.

const MAX_BODY_CHARS = 8192;
/** Tokens and codes are opaque printable text; a verifier is RFC 7636's 43–128 characters. */
const OPAQUE = /^[\x21-\x7e]{1,2048}$/;
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

export type Credential =
  { kind: 'token'; accessToken: string } | { kind: 'code'; code: string; verifier: string };

/** How a link was made, as zalo_link_event records it. */
export type LinkMethod = 'mini_app' | 'web_oauth' | 'phone';

export const CONSENT_REQUIRED_MESSAGE =
  'Bạn cần đồng ý chia sẻ số điện thoại để liên kết tài khoản.';

async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_CHARS) throw badRequest('Request body is too large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('Request body must be JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

function opaqueToken(value: unknown, name: string): string {
  if (typeof value !== 'string' || !OPAQUE.test(value)) {
    throw badRequest(`${name} must be a non-empty token`);
  }
  return value;
}

/** A mini-app access token, or the web sign-in's v4 authorization code with its verifier. */
export async function readCredential(c: Context): Promise<Credential> {
  const { access_token: accessToken, code, code_verifier: verifier } = await readJsonObject(c);
  if (accessToken !== undefined && code === undefined && verifier === undefined) {
    return { kind: 'token', accessToken: opaqueToken(accessToken, 'access_token') };
  }
  if (accessToken === undefined && code !== undefined) {
    if (typeof code !== 'string' || !OPAQUE.test(code))
      throw badRequest('code must be a non-empty code');
    if (typeof verifier !== 'string' || !VERIFIER.test(verifier)) {
      throw badRequest('code_verifier must be 43-128 characters of [A-Za-z0-9._~-]');
    }
    return { kind: 'code', code, verifier };
  }
  throw badRequest('Send either access_token, or code with code_verifier');
}

/** The phone sign-in body; without consent (literally true) nothing is sent to Zalo. */
export async function readPhoneSignIn(c: Context): Promise<ZaloPhoneSignInRequest> {
  const body = await readJsonObject(c);
  if (body.consent !== true) {
    throw new ZaloSignInFailure(400, 'consent_required', CONSENT_REQUIRED_MESSAGE);
  }
  return {
    access_token: opaqueToken(body.access_token, 'access_token'),
    phone_token: opaqueToken(body.phone_token, 'phone_token'),
    consent: true,
  };
}

export const methodOf = (credential: Credential): LinkMethod =>
  credential.kind === 'token' ? 'mini_app' : 'web_oauth';

/** The Zalo access token a credential stands for (the web code is exchanged first). */
export function accessTokenOf(config: ZaloServerConfig, credential: Credential): Promise<string> {
  return credential.kind === 'token'
    ? Promise.resolve(credential.accessToken)
    : zaloAccessTokenForCode(config, credential.code, credential.verifier);
}
