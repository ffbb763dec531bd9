// One small interface over the two databases the server can run on: embedded PGlite (default,
// persisted under DATA_DIR) and PostgreSQL through `pg` (DATABASE_URL). Everything else in the
// server talks to this interface only, with parameterised SQL. A database that is away or busy
// makes these calls reject with DatabaseUnavailableError (./database-unavailable.ts).

import { resolveDatabaseLimits, type DatabaseLimits } from './database-limits.js';

export interface QueryOptions {
  /**
   * On PostgreSQL, run it as a prepared statement of the connection, with a generic plan: parsed
   * and planned once per connection, not on every call. Only for a statement whose generic plan
   * is as good as a custom one (reports over partitioned tables under RLS, where planning cost
   * more than running). PGlite runs it as any other statement.
   */
  readonly prepare?: boolean;
}

export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<T[]>;
}

export interface Executor extends Queryable {
  /** Runs a multi-statement SQL script without parameters (migrations, seed). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Executor {
  readonly kind: 'pglite' | 'postgres';
  /** The waits and timeouts in force (database-limits.ts). */
  readonly limits: DatabaseLimits;
  /** Runs `work` in one transaction; nothing else is interleaved on PGlite's single connection. */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
  /**
   * Subscribes to NOTIFY on `channel`; returns the unsubscribe function. On PostgreSQL a lost
   * LISTEN connection is re-opened with backoff; `onResubscribed` runs once it listens again, so
   * the subscriber can catch up on notifications sent while it was away.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResubscribed?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Overrides of the environment's DATABASE_* limits. */
  limits?: Partial<DatabaseLimits>;
  log?: (line: string) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const limits = resolveDatabaseLimits(options.limits);
  const log = options.log ?? ((line: string) => console.error(line));
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres-database.js');
    return openPostgres(options.databaseUrl, limits, log);
  }
  const { openPglite } = await import('./pglite-database.js');
  return openPglite(options.dataDir, limits);
}
