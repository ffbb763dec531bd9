import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { startServer } from '../../server/server';
import { freshPostgresDatabase } from './support/postgres';

// With compat off the migrations meet a database shaped like a hosted Supabase project's: the
// auth schema, the API roles and the realtime publication are there (here: the embedded auth
// shim, which stands in for them), and nothing of ours is. The server applies every migration in
// supabase/migrations/ and none of the embedded-only SQL (realtime capture), once.

const MIGRATIONS = readdirSync('supabase/migrations')
  .filter((name) => name.endsWith('.sql'))
  .sort();

let db: Database;
let dataDir: string;
let postgres: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'greenwatch-supabase-like-'));
  postgres = process.env.DATABASE_URL
    ? await freshPostgresDatabase(process.env.DATABASE_URL)
    : undefined;
  db = await openDatabase({ dataDir, databaseUrl: postgres?.url });
  await db.exec(readFileSync('supabase/embedded/00-auth-shim.sql', 'utf8'));
});

afterAll(async () => {
  await db?.close();
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('migrations with compat off on a Supabase-shaped database', () => {
  it('are applied by a compat-off server start, without the embedded realtime capture', async () => {
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      quiet: true,
      compat: false,
      dataDir,
      sharedDatabase: db,
      simulatorIntervalMs: false,
      ftpPort: false,
      ingestDir: false,
      statusIntervalMs: false,
      supabaseUrl: 'http://127.0.0.1:9',
      supabaseAnonKey: 'anon-key-of-the-hosted-project',
    });
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.close();
    }
    const applied = await db.query<{ name: string }>(
      'select name from greenwatch_meta.migration order by name',
    );
    expect(applied.map((row) => row.name)).toEqual(MIGRATIONS);
    const [capture] = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_namespace where nspname = 'greenwatch_realtime'`,
    );
    expect(capture!.n).toBe(0);
    const unprotected = await db.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
    );
    expect(unprotected).toEqual([]);
  });

  it('apply nothing a second time', async () => {
    const again = await migrate(db, { supabaseDir: 'supabase', embedded: false });
    expect(again).toEqual([]);
  });
});
