import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eventually, startTestServer, type TestServer } from './support/test-server';

// /realtime/v1 with supabase-js: notification changes filtered by customer_id and remote_config
// changes (spec §7), each delivered only to subscribers allowed to read the row.

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

let server: TestServer;
let service: SupabaseClient;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  service = server.client(server.serviceRoleKey);
});
afterAll(async () => {
  for (const client of clients) await client.removeAllChannels();
  await server?.stop();
});

async function subscribe(
  client: SupabaseClient,
  table: string,
  filter?: string,
): Promise<Change[]> {
  clients.push(client);
  const received: Change[] = [];
  await new Promise<void>((resolve, reject) => {
    client
      .channel(`test-${table}-${Math.random().toString(36).slice(2)}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) },
        (payload) => received.push(payload as Change),
      )
      .subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          reject(error ?? new Error(status));
      });
  });
  return received;
}

async function customerOf(client: SupabaseClient): Promise<number> {
  return (await client.auth.getUser()).data.user!.user_metadata.customer_id as number;
}

describe('notification changes filtered by customer_id', () => {
  it('delivers insert, update and delete to the customer, and nothing to another customer', async () => {
    const user = await server.signedIn('user@greenwatch.demo');
    const other = await server.signedIn('user2@greenwatch.demo');
    const customerA = await customerOf(user);
    const mine = await subscribe(user, 'notification', `customer_id=eq.${customerA}`);
    // user2 tries to listen to customer A's notifications: RLS must keep them out.
    const snooping = await subscribe(other, 'notification', `customer_id=eq.${customerA}`);
    const unfiltered = await subscribe(
      await server.signedIn('user2@greenwatch.demo'),
      'notification',
    );

    const { data: row } = await service
      .from('notification')
      .insert({
        customer_id: customerA,
        title: 'Vượt ngưỡng COD',
        content: 'Thử realtime',
        type: 'exceed_threshold',
      })
      .select()
      .single();
    const insert = await eventually(() => mine.find((c) => c.eventType === 'INSERT'));
    expect(insert.new).toMatchObject({
      id: row!.id,
      customer_id: customerA,
      title: 'Vượt ngưỡng COD',
      is_read: false,
    });
    expect(insert.table).toBe('notification');

    await user.from('notification').update({ is_read: true }).eq('id', row!.id);
    const update = await eventually(() => mine.find((c) => c.eventType === 'UPDATE'));
    expect(update.new).toMatchObject({ id: row!.id, is_read: true });

    await service.from('notification').delete().eq('id', row!.id);
    const removed = await eventually(() => mine.find((c) => c.eventType === 'DELETE'));
    expect(removed.old).toEqual({ id: row!.id });

    await new Promise((r) => setTimeout(r, 300));
    expect(snooping).toEqual([]);
    expect(unfiltered).toEqual([]);
  });

  it('delivers to a subscriber whose filter matches another customer only what it may read', async () => {
    const other = await server.signedIn('user2@greenwatch.demo');
    const customerB = await customerOf(other);
    const theirs = await subscribe(other, 'notification', `customer_id=eq.${customerB}`);
    await service
      .from('notification')
      .insert({ customer_id: customerB, title: 'Cho B', content: '', type: 'info' });
    const insert = await eventually(() => theirs.find((c) => c.eventType === 'INSERT'));
    expect(insert.new.customer_id).toBe(customerB);
  });

  it('an anonymous subscriber gets no notification at all', async () => {
    const anon = await subscribe(server.client(), 'notification');
    const user = await server.signedIn('user@greenwatch.demo');
    await service
      .from('notification')
      .insert({ customer_id: await customerOf(user), title: 'Ẩn', content: '', type: 'info' });
    await new Promise((r) => setTimeout(r, 500));
    expect(anon).toEqual([]);
  });
});

describe('remote_config changes', () => {
  it('reach every signed-in subscriber', async () => {
    const user = await server.signedIn('user@greenwatch.demo');
    const changes = await subscribe(user, 'remote_config');
    await service.from('remote_config').update({ value: 'false' }).eq('key', 'enable_welcome_page');
    const update = await eventually(() => changes.find((c) => c.eventType === 'UPDATE'));
    expect(update.new).toMatchObject({
      key: 'enable_welcome_page',
      value: 'false',
      type: 'boolean',
    });
    await service.from('remote_config').update({ value: 'true' }).eq('key', 'enable_welcome_page');
  });
});

describe('protocol details', () => {
  it('switches a channel joined as anon to the user after signing in (access_token)', async () => {
    const client = server.client();
    const received = await subscribe(client, 'notification');
    await client.auth.signInWithPassword({
      email: 'user@greenwatch.demo',
      password: 'GreenWatch@2026',
    });
    const customer = await customerOf(client);
    await new Promise((r) => setTimeout(r, 200));
    await service
      .from('notification')
      .insert({ customer_id: customer, title: 'Sau đăng nhập', content: '', type: 'info' });
    const insert = await eventually(() => received.find((c) => c.eventType === 'INSERT'));
    expect(insert.new.title).toBe('Sau đăng nhập');
  });

  it('refuses a websocket without a valid api key', async () => {
    const statusFor = (query: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(
          `${server.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`,
        );
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('error', () => undefined);
      });
    expect(await statusFor('vsn=2.0.0')).toBe(401);
    expect(await statusFor('apikey=forged&vsn=2.0.0')).toBe(401);
    expect(await statusFor(`apikey=${server.anonKey}&vsn=2.0.0`)).toBe(101);
  });

  it('reports a filter it cannot parse as a system error', async () => {
    const client = await server.signedIn('user@greenwatch.demo');
    clients.push(client);
    const system = await new Promise<Record<string, unknown>>((resolve) => {
      client
        .channel('bad-filter')
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'notification', filter: 'customer_id=between.1' },
          () => undefined,
        )
        .on('system', {}, (payload) => resolve(payload as Record<string, unknown>))
        .subscribe();
    });
    expect(system.status).toBe('error');
  });
});
