import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReplyTo, joinPayload, openRealtimeSocket, type Frame } from './support/realtime-socket';
import { eventually, startTestServer, type TestServer } from './support/test-server';

// A change is checked once per distinct set of claims, for all the channels that share it. This
// must never let a row reach anyone who may not read it: two customers' users with the same
// filters, several tokens on one socket, a token swapped mid-way, a broken filter next to good ones.

let server: TestServer;
let userA: SupabaseClient;
let userB: SupabaseClient;
let anon: SupabaseClient;
let customerA: number;
let customerB: number;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  server = await startTestServer();
  userA = await server.signedIn('user@greenwatch.demo');
  userB = await server.signedIn('user2@greenwatch.demo');
  anon = server.client();
  customerA = (await userA.auth.getUser()).data.user!.user_metadata.customer_id as number;
  customerB = (await userB.auth.getUser()).data.user!.user_metadata.customer_id as number;
  tokenA = (await userA.auth.getSession()).data.session!.access_token;
  tokenB = (await userB.auth.getSession()).data.session!.access_token;
});
afterAll(async () => {
  for (const client of [userA, userB, anon]) await client?.removeAllChannels();
  await server?.stop();
});

async function notify(customerId: number, title: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    `insert into public.notification (customer_id, title, content, type) values ($1, $2, '', 'info') returning id`,
    [customerId, title],
  );
  return row!.id;
}

/** Subscribes to notification changes; returns "<TYPE> <title or id>" as they arrive. */
async function listen(
  client: SupabaseClient,
  name: string,
  filter?: string,
): Promise<{ seen: string[]; system: Record<string, unknown>[] }> {
  const seen: string[] = [];
  const system: Record<string, unknown>[] = [];
  await new Promise<void>((resolve, reject) => {
    client
      .channel(name)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'notification', ...(filter ? { filter } : {}) },
        (payload) => {
          const row = (payload.eventType === 'DELETE' ? payload.old : payload.new) as {
            id: number;
            title?: string;
          };
          seen.push(`${payload.eventType} ${row.title ?? row.id}`);
        },
      )
      .on('system', {}, (payload) => system.push(payload as Record<string, unknown>))
      .subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          reject(error ?? new Error(status));
      });
  });
  return { seen, system };
}

const settle = () => new Promise((r) => setTimeout(r, 500));

describe('changes checked once per claims set', () => {
  it('reach only the customer allowed to read them, whatever filters the channels share', async () => {
    const channels = {} as Record<string, { seen: string[] }>;
    for (const [who, client] of [
      ['A', userA],
      ['B', userB],
      ['anon', anon],
    ] as const) {
      channels[`${who} all`] = await listen(client, `${who}-all`);
      channels[`${who} eqA`] = await listen(client, `${who}-eqA`, `customer_id=eq.${customerA}`);
      channels[`${who} eqB`] = await listen(client, `${who}-eqB`, `customer_id=eq.${customerB}`);
    }
    const idA = await notify(customerA, 'Cho A');
    await notify(customerB, 'Cho B');
    // An insert is checked by reading the row back, so it is deleted only once delivered.
    await eventually(() => (channels['A all']!.seen.length === 1 ? true : undefined));
    await eventually(() => (channels['B all']!.seen.length === 1 ? true : undefined));
    await server.db.query('delete from public.notification where id = $1', [idA]);
    await eventually(() => (channels['A all']!.seen.length === 2 ? true : undefined));
    await settle();
    expect(Object.fromEntries(Object.entries(channels).map(([k, v]) => [k, v.seen]))).toEqual({
      'A all': ['INSERT Cho A', `DELETE ${idA}`],
      'A eqA': ['INSERT Cho A', `DELETE ${idA}`],
      'A eqB': [],
      'B all': ['INSERT Cho B'],
      'B eqA': [],
      'B eqB': ['INSERT Cho B'],
      'anon all': [],
      'anon eqA': [],
      'anon eqB': [],
    });
  });

  it('keeps apart channels of one socket joined with different tokens, and follows a token swap', async () => {
    const socket = await openRealtimeSocket(server.url, { apikey: server.anonKey });
    const binding = [{ event: 'INSERT', schema: 'public', table: 'notification' }];
    for (const [ref, topic, token] of [
      ['1', 'realtime:a', tokenA],
      ['2', 'realtime:b', tokenB],
      ['3', 'realtime:anon', server.anonKey],
    ] as const) {
      socket.send([ref, ref, topic, 'phx_join', joinPayload(token, binding)]);
      expect((await socket.next(isReplyTo(ref)))[4]).toMatchObject({ status: 'ok' });
    }
    const titleOf = (f: Frame) =>
      `${f[2]} ${(f[4].data as { record: { title: string } }).record.title}`;
    const pushes = () =>
      socket.frames
        .filter((f) => f[3] === 'postgres_changes')
        .map(titleOf)
        .sort();

    await notify(customerA, 'A một');
    await notify(customerB, 'B một');
    await eventually(() => (pushes().length === 2 ? true : undefined));
    await settle();
    expect(pushes()).toEqual(['realtime:a A một', 'realtime:b B một']);

    // Channel a now reads as user B: A's rows stop, B's arrive.
    socket.send(['1', '9', 'realtime:a', 'access_token', { access_token: tokenB }]);
    await settle();
    socket.frames.length = 0;
    await notify(customerA, 'A hai');
    await notify(customerB, 'B hai');
    await eventually(() => (pushes().length === 2 ? true : undefined));
    await settle();
    expect(pushes()).toEqual(['realtime:a B hai', 'realtime:b B hai']);
    socket.close();
  });

  it('refuses a filter that cannot be evaluated at join, and the same user’s other channels still receive', async () => {
    const badCast = await listen(userA, 'bad-cast', 'id=eq.abc');
    const badLike = await listen(userA, 'bad-like', 'title=like.abc\\');
    const good = await listen(userA, 'good');
    await notify(customerA, 'Vẫn đến');
    await eventually(() => (good.seen.includes('INSERT Vẫn đến') ? true : undefined));
    await eventually(() =>
      badCast.system.length > 0 && badLike.system.length > 0 ? true : undefined,
    );
    expect(badCast.system[0]).toMatchObject({
      extension: 'postgres_changes',
      status: 'error',
      message: expect.stringContaining('invalid input syntax for type bigint: "abc"'),
    });
    expect(badLike.system[0]).toMatchObject({
      status: 'error',
      message: expect.stringContaining('LIKE pattern must not end with escape character'),
    });
    expect(badCast.seen).toEqual([]);
    expect(badLike.seen).toEqual([]);
  });
});
