import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../../server/seed/demo-catalog';
import { startServer, type RunningServer } from '../../server/server';
import { freshPostgresDatabase } from './support/postgres';
import { eventually } from './support/test-server';

// When the server goes away and comes back on the same address, supabase-js reconnects,
// rejoins its channel (SUBSCRIBED again) and receives changes made after the restart.

const dataDir = mkdtempSync(join(tmpdir(), 'greenwatch-reconnect-'));
let server: RunningServer | undefined;
let client: SupabaseClient | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

afterAll(async () => {
  await client?.removeAllChannels();
  await server?.close();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('realtime across a server restart', () => {
  it('resubscribes and keeps delivering', async () => {
    let databaseUrl: string | undefined;
    if (process.env.DATABASE_URL) {
      const database = await freshPostgresDatabase(process.env.DATABASE_URL);
      databaseUrl = database.url;
      dropDatabase = database.drop;
    }
    const options = {
      host: '127.0.0.1',
      dataDir,
      databaseUrl,
      seed: 'minimal' as const,
      simulatorIntervalMs: false as const,
      quiet: true,
    };
    server = await startServer({ ...options, port: 0 });
    const port = server.port;
    client = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    await client.auth.signInWithPassword({
      email: 'user@greenwatch.demo',
      password: DEMO_PASSWORD,
    });
    const customerId = (await client.auth.getUser()).data.user!.user_metadata.customer_id as number;
    const statuses: string[] = [];
    const titles: string[] = [];
    client
      .channel('reconnect')
      .on(
        'postgres_changes',
        {
          event: 'INSERT',
          schema: 'public',
          table: 'notification',
          filter: `customer_id=eq.${customerId}`,
        },
        (payload) => titles.push((payload.new as { title: string }).title),
      )
      .subscribe((status) => statuses.push(status));
    await eventually(() => (statuses.includes('SUBSCRIBED') ? true : undefined));

    await server.close();
    server = await startServer({ ...options, port });
    const subscribedBefore = statuses.filter((s) => s === 'SUBSCRIBED').length;
    await eventually(
      () =>
        statuses.filter((s) => s === 'SUBSCRIBED').length > subscribedBefore ? true : undefined,
      20_000,
    );

    await server.db.query(
      `insert into public.notification (customer_id, title, content, type) values ($1, 'Sau khởi động lại', '', 'info')`,
      [customerId],
    );
    await eventually(() => (titles.includes('Sau khởi động lại') ? true : undefined));
    expect(statuses).toContain('CHANNEL_ERROR');
  }, 90_000);
});
