import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database';
import { eventually, startTestServer, type TestServer } from './support/test-server';

// A NOTIFY can be lost: one sent while the server's database connections are down reaches
// nobody. Such a change still waits in the queue, and goes out with the next change, or as soon
// as the server listens again after a reconnection; in order, and then new changes go on.

let server: TestServer;
let user: SupabaseClient;
let customerId: number;
const titles: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  user = await server.signedIn('user@greenwatch.demo');
  customerId = (await user.auth.getUser()).data.user!.user_metadata.customer_id as number;
  await new Promise<void>((resolve, reject) => {
    user
      .channel('catch-up')
      .on(
        'postgres_changes',
        {
          event: 'INSERT',
          schema: 'public',
          table: 'notification',
          filter: `customer_id=eq.${customerId}`,
        },
        (payload) => titles.push(String(payload.new.title)),
      )
      .subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        if (status === 'CHANNEL_ERROR') reject(error ?? new Error(status));
      });
  });
});
afterAll(async () => {
  await user?.removeAllChannels();
  await server?.stop();
});

/**
 * A notification whose change is queued the way the capture trigger queues it, minus the
 * NOTIFY: lost for sure (one really sent while the server is away may still reach its next
 * LISTEN, since Postgres hands a new listener what is left in its queue; that would prove
 * nothing). `db` must be in a transaction.
 */
async function insertWithLostNotify(db: Queryable, title: string): Promise<void> {
  await db.query('set local session_replication_role = replica');
  await db.query(
    `with added as (
       insert into public.notification (customer_id, title, content, type)
       values ($1, $2, '', 'info') returning *)
     insert into greenwatch_realtime.change (schema_name, table_name, change_type, record)
     select 'public', 'notification', 'INSERT', to_jsonb(added) from added`,
    [customerId, title],
  );
}

const insert = (db: Queryable, title: string) =>
  db.query(
    `insert into public.notification (customer_id, title, content, type) values ($1, $2, '', 'info')`,
    [customerId, title],
  );

describe('changes whose NOTIFY was lost', () => {
  it('go out with the next change, first', async () => {
    titles.length = 0;
    await server.db.transaction((tx) => insertWithLostNotify(tx, 'Thông báo bị lỡ'));
    await new Promise((r) => setTimeout(r, 300));
    expect(titles).toEqual([]);
    await insert(server.db, 'Thông báo kế tiếp');
    await eventually(() => (titles.length > 1 ? true : undefined));
    expect(titles).toEqual(['Thông báo bị lỡ', 'Thông báo kế tiếp']);
  });
});

// PostgreSQL only: PGlite has no connection to lose.
describe.skipIf(!process.env.DATABASE_URL)('after the database connections were lost', () => {
  let outsider: pg.Client;
  const outsiderDb: Queryable = {
    query: async <T>(sql: string, params?: unknown[]) =>
      (await outsider.query(sql, params)).rows as T[],
  };

  beforeAll(async () => {
    // A connection of our own to the server's database, to act while the server cannot hear.
    const [{ name }] = await server.db.query<{ name: string }>('select current_database() as name');
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    outsider = new pg.Client({ connectionString: url.toString() });
    await outsider.connect();
  });
  afterAll(async () => {
    await outsider?.end().catch(() => undefined);
  });

  it('delivers what is still queued once it listens again, then new changes', async () => {
    titles.length = 0;
    await outsider.query('begin');
    await insertWithLostNotify(outsiderDb, 'Báo lúc mất kết nối');
    await outsider.query('commit');
    await new Promise((r) => setTimeout(r, 300));
    expect(titles).toEqual([]);

    // Every connection of the server, the LISTEN one included, is terminated (and waited for).
    const { rows: killed } = await outsider.query<{ gone: boolean; listening: boolean }>(
      `select pg_terminate_backend(pid, 5000) as gone, query ilike 'listen %' as listening
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect(killed.every((k) => k.gone)).toBe(true);
    expect(killed.some((k) => k.listening)).toBe(true);
    await eventually(() => (titles.length > 0 ? true : undefined), 10_000);

    await insert(outsiderDb, 'Sau khi nối lại');
    await eventually(() => (titles.length > 1 ? true : undefined));
    expect(titles).toEqual(['Báo lúc mất kết nối', 'Sau khi nối lại']);
  });
});
