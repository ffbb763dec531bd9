import { createHash } from 'node:crypto';
import pg from 'pg';
import type { DatabaseLimits } from './database-limits.js';
import {
  asUnavailable,
  DatabaseUnavailableError,
  isConnectionError,
  isPoolWaitTimeout,
} from './database-unavailable.js';
import type { Database, Executor, QueryOptions } from './database.js';
import { PostgresListener } from './postgres-listener.js';

// PostgreSQL through a pg pool. A lost connection is an outage, never a crash: every client has
// an 'error' listener for as long as it lives, a failed client leaves the pool, connection
// failures surface as DatabaseUnavailableError, and the pool opens fresh connections once the
// database is back. Every wait is bounded (database-limits.ts).

// int8 and numeric as JS numbers, the same as on PGlite.
const numeric = (value: string) => Number(value);
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === 20 || oid === 1700) return numeric;
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

// A prepared statement's name, the same for the same text on every connection (pg prepares a
// name once per connection and reuses it after).
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `gw_${createHash('sha256').update(sql).digest('hex').slice(0, 32)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** The client gives up this long after the server's statement_timeout should have fired. */
const CLIENT_TIMEOUT_MARGIN_MS = 5_000;

export async function openPostgres(
  databaseUrl: string,
  limits: DatabaseLimits,
  log: (line: string) => void,
): Promise<Database> {
  const connection: pg.ClientConfig = {
    connectionString: databaseUrl,
    connectionTimeoutMillis: limits.acquireTimeoutMs,
    // Notices a peer that vanished without closing the socket (the kernel's probes follow).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
  const pool = new pg.Pool({
    ...connection,
    types: typeParsers,
    max: limits.poolMax,
    statement_timeout: limits.statementTimeoutMs || undefined,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs || undefined,
    // Prepared statements (QueryOptions.prepare) run their generic plan from the first call:
    // PostgreSQL would otherwise plan the first five calls anew, and later ones whenever its
    // cost estimate favours a custom plan. Statements sent without a name are planned each time
    // as before: the setting does not touch them.
    options: '-c plan_cache_mode=force_generic_plan',
  });
  pool.on('error', (error) => log(`postgres: idle connection lost: ${error.message}`));
  // pg-pool takes its 'error' listener off a client as it hands it out, and withClient puts its
  // own on only after the hand-over. An error read in between (a connection terminated as it
  // opened, in the same packet as its ready message) had no listener and ended the process.
  // Each client keeps this one all its life; the request learns of the loss from its query.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const listener = new PostgresListener(
    connection,
    limits.reconnectMaxMs,
    limits.retryAfterSeconds,
    log,
  );
  // A statement on a connection that went silent (no reset, no answer) must not wait forever.
  const queryTimeout = limits.statementTimeoutMs
    ? limits.statementTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS
    : undefined;

  /** Runs `work` on one pooled client and hands the client back, or out of the pool if broken. */
  async function withClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      // Whatever stops a connection from being handed out is an outage of this request.
      throw isPoolWaitTimeout(error)
        ? new DatabaseUnavailableError('busy', limits.retryAfterSeconds, {
            cause: error,
            waitedMs: limits.acquireTimeoutMs,
          })
        : new DatabaseUnavailableError('unreachable', limits.retryAfterSeconds, { cause: error });
    }
    let broken: Error | undefined;
    // A checked-out client has no pool listener; without this an 'error' event ends the process.
    const onError = (error: Error) => (broken ??= error);
    client.on('error', onError);
    try {
      return await work(client);
    } catch (error) {
      if (isConnectionError(error)) broken ??= error as Error;
      throw asUnavailable(error, limits.retryAfterSeconds);
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  }

  const wrap = (client: pg.PoolClient): Executor => ({
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      const name = options?.prepare ? statementName(sql) : undefined;
      const config = { name, text: sql, values: params, query_timeout: queryTimeout };
      const result = await client.query(config as pg.QueryConfig);
      return result.rows as T[];
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which runs a whole script. Scripts are
      // migrations and seeding, which may take long: no client-side timeout.
      await client.query(sql);
    },
  });

  // At start, the driver's own error says best why the database cannot be reached.
  await pool.query('select 1').catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });

  return {
    kind: 'postgres',
    limits,
    query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      return withClient((client) => wrap(client).query<T>(sql, params, options));
    },
    exec: (sql) => withClient((client) => wrap(client).exec(sql)),
    transaction: (work) =>
      withClient(async (client) => {
        await client.query('begin');
        try {
          const result = await work(wrap(client));
          await client.query('commit');
          return result;
        } catch (error) {
          // On a broken connection the transaction is gone already.
          if (!isConnectionError(error)) await client.query('rollback').catch(() => undefined);
          throw error;
        }
      }),
    listen: (channel, onPayload, onResubscribed) =>
      listener.listen(channel, onPayload, onResubscribed),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
