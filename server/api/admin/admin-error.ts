import type { Context } from 'hono';

// The console API's refusals: a status, a code for programs and a Vietnamese message for people.
// Validation failures also name each refused field with its own message.

export class AdminError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 502 | 503,
    readonly code: string,
    message: string,
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

export const forbidden = (message: string) => new AdminError(403, 'forbidden', message);
export const notFound = (message: string) => new AdminError(404, 'not_found', message);

export function adminErrorResponse(c: Context, error: unknown): Response {
  if (!(error instanceof AdminError)) throw error;
  return c.json(
    {
      error: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    },
    error.status,
  );
}
