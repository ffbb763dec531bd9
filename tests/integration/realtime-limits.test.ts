import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFloodSocket } from '../../bench/realtime-flood-load';
import {
  handshake,
  isReplyTo,
  joinPayload,
  openRealtimeSocket,
  type RawRealtimeSocket,
} from './support/realtime-socket';
import { startTestServer, type TestServer } from './support/test-server';

// Supabase Realtime's own limits and their replies: channels per socket (default 100), joins and
// other messages per second per socket, sockets per client address and in all, frame size.

const remoteConfig = { event: '*', schema: 'public', table: 'remote_config' } as const;

function subscribeStatus(channel: RealtimeChannel): Promise<{ status: string; error?: Error }> {
  return new Promise((resolve) =>
    channel.subscribe((status, error) => {
      if (status !== 'CLOSED') resolve({ status, error });
    }),
  );
}

describe('channels per socket, at the default limit of 100', () => {
  let server: TestServer;
  let client: SupabaseClient;

  beforeAll(async () => {
    server = await startTestServer();
    client = server.client();
  });
  afterAll(async () => {
    await client?.removeAllChannels();
    await server?.stop();
  });

  it('refuses the 101st channel with ChannelRateLimitReached, and takes one once another leaves', async () => {
    const channels = Array.from({ length: 100 }, (_, i) =>
      client.channel(`limit-${i}`).on('postgres_changes', remoteConfig, () => undefined),
    );
    const statuses = await Promise.all(channels.map(subscribeStatus));
    expect(statuses.every((s) => s.status === 'SUBSCRIBED')).toBe(true);
    // A new second, so the joins-per-second limit (also 100) is not what answers.
    await new Promise((r) => setTimeout(r, 1100));

    const extra = client.channel('limit-100');
    const refused = await subscribeStatus(extra);
    expect(refused.status).toBe('CHANNEL_ERROR');
    expect(refused.error?.message).toBe('ChannelRateLimitReached: Too many channels');
    await client.removeChannel(extra);

    await client.removeChannel(channels[0]!);
    expect((await subscribeStatus(client.channel('limit-after-leave'))).status).toBe('SUBSCRIBED');
  }, 30_000);
});

describe('rates, sockets and frames, with small limits', () => {
  let server: TestServer;
  const sockets: RawRealtimeSocket[] = [];
  const open = async (localAddress?: string) => {
    const socket = await openRealtimeSocket(server.url, { apikey: server.anonKey, localAddress });
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    server = await startTestServer({
      realtime: {
        maxJoinsPerSecond: 5,
        maxEventsPerSecond: 5,
        maxConnectionsPerIp: 3,
        maxConcurrentUsers: 5,
        maxFrameBytes: 4096,
      },
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.stop();
  });

  it('answers the join over the per-second limit with ClientJoinRateLimitReached and drops the socket', async () => {
    const socket = await open();
    for (let i = 1; i <= 6; i++)
      socket.send([`${i}`, `${i}`, `realtime:j${i}`, 'phx_join', joinPayload(server.anonKey)]);
    for (let i = 1; i <= 5; i++)
      expect((await socket.next(isReplyTo(`${i}`)))[4]).toMatchObject({ status: 'ok' });
    expect((await socket.next(isReplyTo('6')))[4]).toEqual({
      status: 'error',
      response: { reason: 'ClientJoinRateLimitReached: Too many joins per second' },
    });
    expect(await socket.closed).toBe(1008);
  });

  it('shuts the channels down when a socket sends too many messages per second', async () => {
    const socket = await open();
    socket.send([
      '1',
      '1',
      'realtime:busy',
      'phx_join',
      joinPayload(server.anonKey, [remoteConfig]),
    ]);
    expect((await socket.next(isReplyTo('1')))[4]).toMatchObject({ status: 'ok' });
    // Token refreshes and leaves of joined channels are not counted (supabase-js sends one per
    // channel at once): many of them change nothing.
    for (let i = 0; i < 20; i++)
      socket.send([
        '1',
        `t${i}`,
        'realtime:busy',
        'access_token',
        { access_token: server.anonKey },
      ]);
    socket.send([null, 'hb1', 'phoenix', 'heartbeat', {}]);
    expect((await socket.next(isReplyTo('hb1')))[4]).toEqual({ status: 'ok', response: {} });
    expect(socket.frames.filter((f) => f[3] === 'system' && f[4].extension === 'system')).toEqual(
      [],
    );
    // The heartbeat counted: five more messages in the same second are one too many.
    for (let i = 0; i < 4; i++)
      socket.send(['1', `b${i}`, 'realtime:busy', 'broadcast', { type: 'broadcast', event: 'x' }]);
    socket.send([null, 'hb2', 'phoenix', 'heartbeat', {}]);
    expect(await socket.next((f) => f[3] === 'system' && f[4].extension === 'system')).toEqual([
      '1',
      null,
      'realtime:busy',
      'system',
      {
        extension: 'system',
        status: 'error',
        message: 'Too many messages per second',
        channel: 'busy',
      },
    ]);
    expect(await socket.next((f) => f[3] === 'phx_close')).toEqual([
      '1',
      null,
      'realtime:busy',
      'phx_close',
      {},
    ]);
    expect(socket.frames.some((f) => f[1] === 'hb2')).toBe(false);
  });

  it('refuses a frame over the size limit by closing the socket (1009)', async () => {
    const socket = await open();
    socket.sendText(JSON.stringify([null, '1', 'phoenix', 'heartbeat', { pad: 'x'.repeat(5000) }]));
    expect(await socket.closed).toBe(1009);
  });
});

describe('sockets per client address and in all', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ realtime: { maxConnectionsPerIp: 3, maxConcurrentUsers: 5 } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  // Loopback has a whole /8: 127.0.0.2 and 127.0.0.3 stand for two clients.
  const connect = (localAddress: string) =>
    handshake(server.url, { apikey: server.anonKey, localAddress });
  const refused = { status: 429, body: JSON.stringify({ error: 'Too many connected users' }) };

  it('answers 429 "Too many connected users" past either limit, and frees the slot on close', async () => {
    const first = await Promise.all([1, 2, 3].map(() => connect('127.0.0.2')));
    expect(first.map((r) => r.status)).toEqual([101, 101, 101]);
    expect(await connect('127.0.0.2')).toMatchObject(refused);

    const second = await Promise.all([1, 2].map(() => connect('127.0.0.3')));
    expect(second.map((r) => r.status)).toEqual([101, 101]);
    // 2 sockets from this address, but 5 in all.
    expect(await connect('127.0.0.3')).toMatchObject(refused);

    first[0]!.socket!.close();
    let again = await connect('127.0.0.2');
    for (let i = 0; again.status !== 101 && i < 40; i++) {
      await new Promise((r) => setTimeout(r, 50));
      again = await connect('127.0.0.2');
    }
    expect(again.status).toBe(101);
    for (const { socket } of [...first, ...second, again]) socket?.close();
  });
});

describe('sockets per client behind a trusted reverse proxy', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ realtime: { maxConnectionsPerIp: 2 }, trustedProxies: 1 });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const refused = { status: 429, body: JSON.stringify({ error: 'Too many connected users' }) };

  it('counts the address the proxy saw, not the proxy, and ignores what the client prepended', async () => {
    const connect = (forwardedFor: string) =>
      handshake(server.url, { apikey: server.anonKey, forwardedFor });
    // Everything arrives from the proxy (127.0.0.1); the last hop is the client it saw.
    const one = await Promise.all(['198.51.100.7', '203.0.113.9, 198.51.100.7'].map(connect));
    expect(one.map((r) => r.status)).toEqual([101, 101]);
    expect(await connect('192.0.2.1, 198.51.100.7')).toMatchObject(refused);
    const other = await connect('198.51.100.8');
    expect(other.status).toBe(101);
    for (const { socket } of [...one, other]) socket?.close();
  });
});

describe('a socket that stops reading', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ realtime: { maxBufferedBytes: 64 * 1024 } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is dropped once the server would hold more than maxBufferedBytes for it', async () => {
    const socket = await openFloodSocket(server.url, server.anonKey, 100);
    socket.pause();
    // Each update goes to all 100 channels: ~50 KB a change, far past what the kernel buffers.
    for (let i = 0; i < 300; i++)
      await server.db.query(
        `update public.remote_config set value = value where key = 'enable_welcome_page'`,
      );
    await new Promise((r) => setTimeout(r, 1000));
    socket.resume();
    const open = new Promise((r) => setTimeout(() => r('still open'), 10_000));
    // 1006: dropped without a close frame.
    expect(await Promise.race([socket.closed, open])).toBe(1006);
    socket.close();
  }, 60_000);
});
