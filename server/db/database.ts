// One small interface over the two databases the server can run on: embedded PGlite (default,
// persisted under DATA_DIR) and PostgreSQL through `pg` (DATABASE_URL). Everything else in the
// server talks to this interface only, with parameterised SQL.

export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Executor extends Queryable {
  /** Runs a multi-statement SQL script without parameters (migrations, seed). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Executor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; nothing else is interleaved on PGlite's single connection. */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
  /** Subscribes to NOTIFY on `channel`; returns the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres-database.js');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite-database.js');
  return openPglite(options.dataDir);
}
