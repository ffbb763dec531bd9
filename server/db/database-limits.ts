// How long anything may wait on the database, so that an outage or a busy PGlite turns into a
// prompt 503 instead of a request that hangs (DESIGN.md §8). Options passed to startServer win;
// otherwise the environment (documented in README):
//   DATABASE_ACQUIRE_TIMEOUT_MS (10000)  longest wait for a connection: PostgreSQL pool slot or
//                                        new connection, or PGlite's single connection; then 503
//   DATABASE_STATEMENT_TIMEOUT_MS (30000) PostgreSQL statement_timeout of request connections
//                                        (0 = none); the client gives up 5 s after it
//   DATABASE_IDLE_TX_TIMEOUT_MS (60000)  PostgreSQL idle_in_transaction_session_timeout (0 = none)
//   DATABASE_POOL_MAX (10)               PostgreSQL pool size (the LISTEN connection is extra)
//   DATABASE_RECONNECT_MAX_MS (5000)     longest pause between attempts to re-open LISTEN
//   DATABASE_RETRY_AFTER_SECONDS (2)     Retry-After of a 503 while the database is away

export interface DatabaseLimits {
  readonly acquireTimeoutMs: number;
  readonly statementTimeoutMs: number;
  readonly idleInTransactionTimeoutMs: number;
  readonly poolMax: number;
  readonly reconnectMaxMs: number;
  readonly retryAfterSeconds: number;
}

export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  acquireTimeoutMs: 10_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 60_000,
  poolMax: 10,
  reconnectMaxMs: 5_000,
  retryAfterSeconds: 2,
};

const ENV_NAMES: Readonly<Record<keyof DatabaseLimits, string>> = {
  acquireTimeoutMs: 'DATABASE_ACQUIRE_TIMEOUT_MS',
  statementTimeoutMs: 'DATABASE_STATEMENT_TIMEOUT_MS',
  idleInTransactionTimeoutMs: 'DATABASE_IDLE_TX_TIMEOUT_MS',
  poolMax: 'DATABASE_POOL_MAX',
  reconnectMaxMs: 'DATABASE_RECONNECT_MAX_MS',
  retryAfterSeconds: 'DATABASE_RETRY_AFTER_SECONDS',
};

/** Zero turns a timeout off; a wait, a pool size or a retry hint must be at least 1. */
const MAY_BE_ZERO = new Set<keyof DatabaseLimits>([
  'statementTimeoutMs',
  'idleInTransactionTimeoutMs',
]);

export function resolveDatabaseLimits(
  options: Partial<DatabaseLimits> = {},
  env: NodeJS.ProcessEnv = process.env,
): DatabaseLimits {
  const limits: Record<keyof DatabaseLimits, number> = { ...DEFAULT_DATABASE_LIMITS };
  for (const key of Object.keys(ENV_NAMES) as (keyof DatabaseLimits)[]) {
    const raw = env[ENV_NAMES[key]];
    const value = options[key] ?? (raw === undefined || raw === '' ? undefined : Number(raw));
    if (value === undefined) continue;
    const least = MAY_BE_ZERO.has(key) ? 0 : 1;
    if (!Number.isInteger(value) || value < least) {
      throw new Error(`${ENV_NAMES[key]} must be a whole number of at least ${least}`);
    }
    limits[key] = value;
  }
  return limits;
}
