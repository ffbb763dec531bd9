import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { AuthContext } from './auth-context.js';
import { AuthError, validationFailed } from './auth-errors.js';
import { accountForExternalSignIn } from './external-accounts.js';
import {
  exchangeCode,
  fetchProfile,
  ProviderReplyError,
  type ExternalProfile,
} from './external-provider-client.js';
import {
  externalSettings,
  isExternalProviderName,
  type ExternalAuthConfig,
  type ExternalProvider,
} from './external-providers.js';
import { allowedRedirect, siteUrlFor } from './external-redirect.js';
import { ExternalStateKey, type ExternalFlow } from './external-state.js';
import { pkceChallenge } from './one-time-token.js';

// GoTrue's external-provider flow with PKCE (what supabase-js signInWithOAuth starts):
//   GET /authorize?provider&redirect_to&code_challenge&code_challenge_method → 302 to the
//     provider with a signed `state`;
//   GET /callback?code&state (the provider sends the browser back) → the code is exchanged at
//     the provider, the user read, the account found, linked or created, and the browser sent
//     to redirect_to?code=<auth code> for POST /token?grant_type=pkce with the verifier.
// Failures after the provider reach the browser as GoTrue sends them: redirect_to (or, when the
// state cannot be trusted, the site URL) with error, error_code and error_description.

/** Why a callback failed, in OAuth's words (GoTrue's oauthErrorMap) and GoTrue's error code. */
class CallbackFailure extends Error {
  constructor(
    readonly error: string,
    readonly code: string | undefined,
    description: string,
  ) {
    super(description);
  }
}

const OAUTH_ERROR_BY_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  503: 'temporarily_unavailable',
};

function failureOf(error: unknown): CallbackFailure {
  if (error instanceof CallbackFailure) return error;
  if (error instanceof AuthError) {
    return new CallbackFailure(
      OAUTH_ERROR_BY_STATUS[error.status] ?? 'server_error',
      error.code,
      error.message,
    );
  }
  throw error;
}

/** GoTrue's error redirect: the error in the query and, for older clients, the fragment. */
function errorRedirect(c: Context, target: string, failure: CallbackFailure, status: 302 | 303) {
  const url = new URL(target);
  const fields: Record<string, string> = { error: failure.error };
  if (failure.code) fields.error_code = failure.code;
  fields.error_description = failure.message;
  for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
  url.hash = new URLSearchParams(fields).toString();
  return c.redirect(url.toString(), status);
}

const unsupported = (detail: string) => validationFailed(`Unsupported provider: ${detail}`);

export function externalSignIn(config: ExternalAuthConfig, stateKey: ExternalStateKey) {
  function providerNamed(name: string | undefined): ExternalProvider {
    if (!name || !isExternalProviderName(name.toLowerCase())) {
      throw unsupported(`Provider ${String(name ?? '').slice(0, 64)} could not be found`);
    }
    const provider = config.providers[name.toLowerCase() as ExternalProvider['name']];
    if (!provider) throw unsupported('provider is not enabled');
    return provider;
  }

  async function authorize(c: Context): Promise<Response> {
    const provider = providerNamed(c.req.query('provider'));
    const challenge = pkceChallenge({
      code_challenge: c.req.query('code_challenge'),
      code_challenge_method: c.req.query('code_challenge_method'),
    });
    if (!challenge) {
      throw validationFailed(
        'PKCE flow requires a code_challenge (43-128 characters) and a code_challenge_method of s256 or plain',
      );
    }
    const siteUrl = siteUrlFor(c.req.url, config.externalUrl);
    const flow: ExternalFlow = {
      provider: provider.name,
      redirectTo: allowedRedirect(c.req.query('redirect_to'), siteUrl, config.redirectAllowList),
      callbackUrl: `${siteUrl}auth/v1/callback`,
      codeChallenge: challenge.challenge,
      codeChallengeMethod: challenge.method,
    };
    const target = new URL(provider.authorizeUrl);
    target.searchParams.set('client_id', provider.clientId);
    target.searchParams.set('redirect_uri', flow.callbackUrl);
    target.searchParams.set('response_type', 'code');
    target.searchParams.set('scope', provider.scopes);
    target.searchParams.set('state', await stateKey.sign(flow));
    return c.redirect(target.toString(), 302);
  }

  /** One call to the provider; a bad reply becomes GoTrue's server_error for the browser. */
  async function providerCall<T>(flow: ExternalFlow, description: string, call: () => Promise<T>) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ProviderReplyError)) throw error;
      console.warn(`external sign-in (${flow.provider}): ${description}: ${error.message}`);
      throw new CallbackFailure('server_error', 'unexpected_failure', description);
    }
  }

  async function profileFor(flow: ExternalFlow, code: string): Promise<ExternalProfile> {
    // This process signed the state with its own configuration: the provider is configured.
    const provider = config.providers[flow.provider]!;
    const accessToken = await providerCall(flow, 'Unable to exchange external code', () =>
      exchangeCode(provider, code, flow.callbackUrl, config),
    );
    return providerCall(flow, 'Error getting user profile from external provider', () =>
      fetchProfile(provider, accessToken, config),
    );
  }

  async function callback(c: Context, ctx: AuthContext): Promise<Response> {
    const siteUrl = siteUrlFor(c.req.url, config.externalUrl);
    const state = c.req.query('state');
    const flow = state ? await stateKey.verify(state) : undefined;
    if (!flow) {
      const failure = state
        ? new CallbackFailure(
            'invalid_request',
            'bad_oauth_state',
            'OAuth callback with invalid state',
          )
        : new CallbackFailure(
            'invalid_request',
            'bad_oauth_callback',
            'OAuth state parameter missing',
          );
      return errorRedirect(c, siteUrl, failure, 303);
    }
    try {
      const providerError = c.req.query('error');
      if (providerError) {
        // The person said no at the provider (or it failed): passed on as GoTrue does.
        const description = (c.req.query('error_description') ?? '').slice(0, 500);
        throw new CallbackFailure(providerError.slice(0, 64), undefined, description);
      }
      const code = c.req.query('code');
      if (!code || code.length > 2048) {
        throw new CallbackFailure(
          'invalid_request',
          'bad_oauth_callback',
          'OAuth callback with missing authorization code',
        );
      }
      const profile = await profileFor(flow, code);
      const authCode = randomUUID();
      await ctx.db.transaction(async (tx) => {
        const userId = await accountForExternalSignIn(tx, flow.provider, profile);
        await tx.query(
          `insert into auth.flow_state
             (user_id, auth_code, code_challenge_method, code_challenge, authentication_method)
           values ($1, $2, $3, $4, 'oauth')`,
          [userId, authCode, flow.codeChallengeMethod, flow.codeChallenge],
        );
      });
      const back = new URL(flow.redirectTo);
      back.searchParams.set('code', authCode);
      return c.redirect(back.toString(), 302);
    } catch (error) {
      return errorRedirect(c, flow.redirectTo, failureOf(error), 302);
    }
  }

  return { authorize, callback, settings: externalSettings(config) };
}
