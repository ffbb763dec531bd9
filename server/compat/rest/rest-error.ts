import type { ContentfulStatusCode } from 'hono/utils/http-status';

// PostgREST error body {code, message, details, hint} (supabase-wire.md §2.7).
export class RestError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (message: string, details: string | null = null) =>
  new RestError(400, 'PGRST100', message, details);

interface PgLikeError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

/** Maps a database error to PostgREST's status and body; `role` decides 401 vs 403 on 42501. */
export function fromDatabaseError(error: unknown, role: string): RestError {
  const pgError = error as PgLikeError;
  const code = typeof pgError?.code === 'string' ? pgError.code : 'XX000';
  const message = pgError?.message ?? 'Database error';
  const details = pgError?.detail ?? null;
  const hint = pgError?.hint ?? null;
  let status: ContentfulStatusCode;
  if (code === '42501') status = role === 'anon' ? 401 : 403;
  else if (code === '23505' || code === '23503') status = 409;
  else if (code === '42883' || code === '42P01') status = 404;
  else if (code === 'P0001' || code === '21000') status = 400;
  else if (code.startsWith('08') || code.startsWith('53')) status = 503;
  else if (/^(22|23|42)/.test(code)) status = 400;
  else status = 500;
  return new RestError(status, code, message, details, hint);
}
