import type { Context } from 'hono';
import type { KeySetUnavailableError } from './jwt-keys.js';

// Production next to a hosted Supabase project (GREENWATCH_COMPAT=off): what the server needs to
// know of the project, and the answer while the project's signing keys cannot be fetched.

export interface HostedProjectOptions {
  supabaseUrl?: string;
  supabaseAnonKey?: string;
  supabaseServiceRoleKey?: string;
}

export interface HostedProject {
  /** The project's URL without a trailing slash. */
  url: string;
  anonKey: string;
  /** Absent: Zalo sign-in cannot have the project issue sessions (503). */
  serviceRoleKey?: string;
  /** Where the project publishes its public signing keys (GoTrue's JWKS). */
  jwksUrl: string;
}

/** The hosted Supabase project of compat-off mode, or a clear refusal to start without it. */
export function hostedProject(options: HostedProjectOptions): HostedProject {
  const url = options.supabaseUrl?.trim().replace(/\/+$/, '');
  if (!url || !/^https?:\/\//.test(url) || !options.supabaseAnonKey) {
    throw new Error(
      'GREENWATCH_COMPAT=off needs SUPABASE_URL (the hosted project, https://<ref>.supabase.co) ' +
        'and SUPABASE_ANON_KEY (its anon or publishable key)',
    );
  }
  return {
    url,
    anonKey: options.supabaseAnonKey,
    serviceRoleKey: options.supabaseServiceRoleKey || undefined,
    jwksUrl: `${url}/auth/v1/.well-known/jwks.json`,
  };
}

/**
 * The hosted project's signing keys cannot be fetched, so no token can be checked: 503 with
 * Retry-After, not 401: the session may well be valid, and a 401 would say it is not.
 */
export function keySetUnavailableResponse(c: Context, error: KeySetUnavailableError): Response {
  console.error(error.message);
  c.header('Retry-After', '5');
  return c.json(
    { error: 'auth_unavailable', message: 'The signing keys of the auth server could not be read' },
    503,
  );
}
