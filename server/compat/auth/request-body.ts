import type { Context } from 'hono';
import type { CompatContext } from '../context.js';
import { validationFailed } from './auth-errors.js';
import type { TokenIssuer } from './sessions.js';

/** The JSON object body of an auth request; an empty body is `{}`, anything else is a 400. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw validationFailed('Could not parse request body as JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw validationFailed('Request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

export function issuerFor(c: Context, ctx: CompatContext): TokenIssuer {
  return {
    keys: ctx.keys,
    accessTokenSeconds: ctx.accessTokenSeconds,
    issuer: `${new URL(c.req.url).origin}/auth/v1`,
  };
}
