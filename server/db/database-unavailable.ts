// A database that is away (connection refused, terminated, timed out) or too busy to hand out a
// connection in time is an outage to answer with 503 and Retry-After, never a crash or a hang
// (DESIGN.md §8). Both database adapters turn such failures into DatabaseUnavailableError; the
// HTTP layer (server/database-unavailable-response.ts) answers it in each service's own shape.

export type UnavailableReason = 'unreachable' | 'busy';

/**
 * `code` is a SQLSTATE that PostgREST answers with 503 (its rule: 08* and 53*): 08006
 * connection_failure while the database is away, 53300 too_many_connections while it is busy.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
  readonly code: '08006' | '53300';
  readonly hint: string;

  constructor(
    readonly reason: UnavailableReason,
    readonly retryAfterSeconds: number,
    options: { cause?: unknown; waitedMs?: number } = {},
  ) {
    super(
      reason === 'busy'
        ? `Database busy: no connection became free within ${options.waitedMs ?? '?'} ms`
        : 'Database unavailable: the connection to the database failed or was lost',
      { cause: options.cause },
    );
    this.code = reason === 'busy' ? '53300' : '08006';
    this.hint = `Retry after ${retryAfterSeconds} s`;
  }
}

/** SQLSTATEs of a lost or refused connection: 08 (connection exception), 57P01-57P03 (shutdown). */
const CONNECTION_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What node-postgres and pg-pool say when the socket is gone, never opened or timed out. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Cannot use a pool after calling end',
];

export function isConnectionError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_SQLSTATE.test(code) || SOCKET_ERRORS.has(code)))
    return true;
  if (DRIVER_MESSAGES.some((text) => error.message.includes(text))) return true;
  // Node reports a refused dual-stack connect as an AggregateError of the attempts.
  return error instanceof AggregateError && error.errors.some(isConnectionError);
}

/** The pool's own wait for a free slot ran out (busy), as opposed to a failed connect. */
export const isPoolWaitTimeout = (error: unknown) =>
  error instanceof Error && error.message === 'timeout exceeded when trying to connect';

/** `error` as a DatabaseUnavailableError when it is a connection failure, else unchanged. */
export function asUnavailable(error: unknown, retryAfterSeconds: number): unknown {
  if (error instanceof DatabaseUnavailableError || !isConnectionError(error)) return error;
  return new DatabaseUnavailableError('unreachable', retryAfterSeconds, { cause: error });
}
