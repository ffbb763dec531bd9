import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../../server/seed/demo-catalog';
import { startServer, type RunningServer } from '../../server/server';
import { freshPostgresDatabase } from './support/postgres';
import { realtimeUrl } from './support/realtime-socket';
import { eventually } from './support/test-server';

// When the server goes away and comes back on the same address, supabase-js reconnects,
// rejoins its channel (SUBSCRIBED again) and receives changes made after the restart. A
// websocket handshake during the restart is refused by the closed port or taken: never answered
// by the HTTP side, which would cost supabase-js a longer wait before its next attempt.

/** Opens a websocket every few milliseconds until `done` settles, and once more after. */
async function tryHandshakesUntil(done: Promise<unknown>, url: string): Promise<string[]> {
  let settled = false;
  void done.finally(() => (settled = true)).catch(() => undefined);
  const outcomes: string[] = [];
  for (let last = false; !last;) {
    last = settled;
    outcomes.push(await handshake(url));
    await new Promise((r) => setTimeout(r, 5));
  }
  return outcomes;
}

function handshake(url: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    socket.once('open', () => {
      socket.close();
      resolve('open');
    });
    socket.once('unexpected-response', (_request, response) => {
      socket.terminate();
      resolve(`answered ${response.statusCode}`);
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' ? 'refused' : error.message),
    );
  });
}

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
    // What a failure prints: each status, and the restart, with its time.
    const started = Date.now();
    const timeline: string[] = [];
    const mark = (event: string) => timeline.push(`${Date.now() - started} ms ${event}`);
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
      .subscribe((status) => {
        statuses.push(status);
        mark(status);
      });
    await eventually(() => (statuses.includes('SUBSCRIBED') ? true : undefined));

    await server.close();
    mark('closed');
    const restarting = startServer({ ...options, port });
    const handshakes = await tryHandshakesUntil(
      restarting,
      realtimeUrl(server.url, server.anonKey),
    );
    server = await restarting;
    mark('restarted');
    // Refused while nothing listens, then taken: never answered by anything but the websocket.
    expect(handshakes.filter((h) => h !== 'refused' && h !== 'open')).toEqual([]);
    expect(handshakes).toContain('open');
    // supabase-js waits 1, 2, 5, then 10 s between attempts. One can land while the server
    // finishes starting, after it listens: the channel may be SUBSCRIBED again already.
    await eventually(
      () => (statuses.filter((s) => s === 'SUBSCRIBED').length > 1 ? true : undefined),
      20_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}: ${timeline.join(', ')}`);
    });

    await server.db.query(
      `insert into public.notification (customer_id, title, content, type) values ($1, 'Sau khởi động lại', '', 'info')`,
      [customerId],
    );
    await eventually(() => (titles.includes('Sau khởi động lại') ? true : undefined));
    expect(statuses).toContain('CHANNEL_ERROR');
  }, 90_000);
});
