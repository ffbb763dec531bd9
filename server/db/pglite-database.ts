import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import type { Database, Executor } from './database.js';

// int8 and numeric come back as JS numbers, as they do from the pg driver (see postgres-database).
const parsers = {
  [types.INT8]: (value: string) => Number(value),
  [types.NUMERIC]: (value: string) => Number(value),
};

export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(join(dataDir, 'pgdata'), { parsers });
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
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    async listen(channel, onPayload) {
      const unlisten = await pg.listen(channel, onPayload);
      return async () => {
        await unlisten();
      };
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}
