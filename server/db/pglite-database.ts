import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import type { DatabaseLimits } from './database-limits.js';
import type { Database, Executor } from './database.js';
import { SingleConnectionQueue } from './single-connection-queue.js';

// int8 and numeric come back as JS numbers, as they do from the pg driver (see postgres-database).
const parsers = {
  [types.INT8]: (value: string) => Number(value),
  [types.NUMERIC]: (value: string) => Number(value),
};

export async function openPglite(dataDir: string, limits: DatabaseLimits): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(join(dataDir, 'pgdata'), { parsers });
  // PGlite would queue without bound behind a long transaction; this queue gives up in time.
  const queue = new SingleConnectionQueue(limits.acquireTimeoutMs, limits.retryAfterSeconds);
  const wrap = (q: {
    query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;
    exec: (sql: string) => Promise<unknown>;
  }): Executor => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await q.query(sql, params);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const direct = wrap(pg);
  return {
    kind: 'pglite',
    limits,
    query<T>(sql: string, params?: unknown[]) {
      return queue.run(() => direct.query<T>(sql, params));
    },
    exec: (sql) => queue.run(() => direct.exec(sql)),
    transaction: (work) => queue.run(() => pg.transaction((tx) => work(wrap(tx)))),
    // One in-process connection never drops, so there is nothing to resubscribe.
    async listen(channel, onPayload) {
      const unlisten = await pg.listen(channel, onPayload);
      return async () => {
        await unlisten();
      };
    },
    async close() {
      await queue.idle();
      if (!pg.closed) await pg.close();
    },
  };
}
