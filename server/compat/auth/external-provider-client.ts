import { createHmac } from 'node:crypto';
import { readBounded } from '../../read-bounded.js';
import type { ExternalAuthConfig, ExternalProvider } from './external-providers.js';

// The two calls the server makes to a provider after the browser comes back: the code for an
// access token, then the user for that token. Each reply is bounded in time and size, must be a
// JSON object, and is read field by field; nothing else of it is kept.

export type ReplyLimits = Pick<ExternalAuthConfig, 'timeoutMs' | 'maxReplyBytes'>;

/** The provider did not answer as it should; the message is for the log and error_description. */
export class ProviderReplyError extends Error {}

/** The user as a provider describes them, validated and bounded. */
export interface ExternalProfile {
  providerId: string;
  email?: string;
  /** True only when the provider itself says the address is verified (Google's email_verified). */
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

async function providerJson(
  url: string,
  init: RequestInit,
  limits: ReplyLimits,
): Promise<Record<string, unknown>> {
  let text: string;
  let status: number;
  try {
    const response = await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(limits.timeoutMs),
    });
    status = response.status;
    text = await readBounded(
      response,
      limits.maxReplyBytes,
      () => new ProviderReplyError('provider reply too large'),
    );
  } catch (error) {
    if (error instanceof ProviderReplyError) throw error;
    throw new ProviderReplyError(`provider unreachable: ${(error as Error).name}`);
  }
  if (status < 200 || status > 299)
    throw new ProviderReplyError(`provider answered HTTP ${status}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ProviderReplyError('provider reply is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ProviderReplyError('provider reply is not a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** The authorization-code grant at the provider's token endpoint; returns the access token. */
export async function exchangeCode(
  provider: ExternalProvider,
  code: string,
  callbackUrl: string,
  limits: ReplyLimits,
): Promise<string> {
  const reply = await providerJson(
    provider.tokenUrl,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: callbackUrl,
        client_id: provider.clientId,
        client_secret: provider.secret,
      }),
    },
    limits,
  );
  const token = reply.access_token;
  if (typeof token !== 'string' || token === '' || token.length > 4096) {
    throw new ProviderReplyError('provider gave no access token');
  }
  return token;
}

const boundedText = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max
    ? value.trim()
    : undefined;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emailOf = (value: unknown) => {
  const text = boundedText(value, 254);
  return text && EMAIL.test(text) ? text.toLowerCase() : undefined;
};

const pictureOf = (value: unknown) => {
  const text = boundedText(value, 2048);
  return text && /^https:\/\//.test(text) ? text : undefined;
};

function googleProfile(reply: Record<string, unknown>): ExternalProfile {
  const email = emailOf(reply.email);
  return {
    providerId: boundedText(reply.sub, 255) ?? '',
    email,
    // OpenID Connect's claim; anything but an explicit true is unverified.
    emailVerified:
      Boolean(email) && (reply.email_verified === true || reply.email_verified === 'true'),
    name: boundedText(reply.name, 200),
    picture: pictureOf(reply.picture),
  };
}

function facebookProfile(reply: Record<string, unknown>): ExternalProfile {
  const picture = reply.picture as { data?: { url?: unknown } } | undefined;
  return {
    providerId: boundedText(reply.id, 255) ?? '',
    email: emailOf(reply.email),
    // Graph does not say whether the address was verified, so it never counts as verified.
    emailVerified: false,
    name: boundedText(reply.name, 200),
    picture: pictureOf(picture?.data?.url),
  };
}

/** The signed-in user at the provider, for the access token just obtained. */
export async function fetchProfile(
  provider: ExternalProvider,
  accessToken: string,
  limits: ReplyLimits,
): Promise<ExternalProfile> {
  const url = new URL(provider.userinfoUrl);
  if (provider.name === 'facebook') {
    url.searchParams.set('fields', 'id,name,email,picture');
    // Graph's proof that the call comes from the app's server, not from a leaked token.
    const proof = createHmac('sha256', provider.secret).update(accessToken).digest('hex');
    url.searchParams.set('appsecret_proof', proof);
  }
  const reply = await providerJson(
    url.toString(),
    { headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' } },
    limits,
  );
  const profile = provider.name === 'google' ? googleProfile(reply) : facebookProfile(reply);
  if (!/^[\x21-\x7e]+$/.test(profile.providerId)) {
    throw new ProviderReplyError('provider gave no usable user id');
  }
  return profile;
}
