import pg from 'pg';
import type { Database, Executor } from './database.js';

// int8 and numeric as JS numbers, the same as on PGlite.
const numeric = (value: string) => Number(value);
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === 20 || oid === 1700) return numeric;
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

export async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, types: typeParsers, max: 10 });
  pool.on('error', (error) => console.error('postgres pool error:', error.message));
  await pool.query('select 1');
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let listenClient: pg.PoolClient | undefined;

  const wrap = (client: pg.Pool | pg.PoolClient): Executor => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which runs a whole script.
      await client.query(sql);
    },
  });

  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      if (!listenClient) {
        listenClient = await pool.connect();
        listenClient.on('notification', (message) => {
          for (const cb of listeners.get(message.channel) ?? []) cb(message.payload ?? '');
        });
      }
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await listenClient.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async close() {
      listenClient?.release();
      listenClient = undefined;
      await pool.end();
    },
  };
}
