import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinPayload, openRealtimeSocket } from './support/realtime-socket';
import { startTestServer, type TestServer } from './support/test-server';

// The Phoenix V2 frames the server must answer (supabase-wire.md §3.2–§3.9), on a raw socket.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const connect = () => openRealtimeSocket(server.url, { apikey: server.anonKey });

describe('phoenix protocol', () => {
  it('answers heartbeats and unknown topics', async () => {
    const socket = await connect();
    socket.send([null, '31', 'phoenix', 'heartbeat', {}]);
    expect(await socket.next((f) => f[1] === '31')).toEqual([
      null,
      '31',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    socket.send(['1', '2', 'realtime:nobody', 'broadcast', {}]);
    expect((await socket.next((f) => f[1] === '2'))[4]).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
    socket.send(['3', '3', 'realtime:nobody', 'phx_leave', {}]);
    expect((await socket.next((f) => f[1] === '3'))[4]).toEqual({ status: 'ok', response: {} });
    socket.close();
  });

  it('echoes bindings with ids, closes the old join on a duplicate join, and leaves', async () => {
    const socket = await connect();
    const binding = {
      event: '*',
      schema: 'public',
      table: 'notification',
      filter: 'customer_id=eq.1',
    };
    socket.send(['6', '6', 'realtime:n', 'phx_join', joinPayload(server.anonKey, [binding])]);
    const reply = await socket.next((f) => f[1] === '6');
    const response = (reply[4] as { response: { postgres_changes: Record<string, unknown>[] } })
      .response;
    expect(reply[0]).toBe('6');
    expect(response.postgres_changes).toEqual([{ ...binding, id: expect.any(Number) }]);
    expect(response.postgres_changes[0]!.id).toBeGreaterThan(0);
    expect((await socket.next((f) => f[3] === 'system'))[4]).toMatchObject({
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
    });
    socket.send(['8', '8', 'realtime:n', 'phx_join', joinPayload(server.anonKey, [binding])]);
    expect(await socket.next((f) => f[3] === 'phx_close')).toEqual([
      '6',
      null,
      'realtime:n',
      'phx_close',
      {},
    ]);
    expect((await socket.next((f) => f[1] === '8'))[4]).toMatchObject({ status: 'ok' });
    socket.send(['8', '9', 'realtime:n', 'phx_leave', {}]);
    expect((await socket.next((f) => f[1] === '9'))[4]).toEqual({ status: 'ok', response: {} });
    socket.close();
  });

  it('refuses a join with a bad token, and closes a channel given a bad access_token', async () => {
    const socket = await connect();
    socket.send(['1', '1', 'realtime:x', 'phx_join', joinPayload('not.a.jwt')]);
    expect((await socket.next((f) => f[1] === '1'))[4]).toMatchObject({
      status: 'error',
      response: { reason: expect.stringContaining('JWT') },
    });
    socket.send(['2', '2', 'realtime:y', 'phx_join', joinPayload(server.anonKey)]);
    expect((await socket.next((f) => f[1] === '2'))[4]).toMatchObject({
      status: 'ok',
      response: { postgres_changes: [] },
    });
    socket.send(['2', '3', 'realtime:y', 'access_token', { access_token: 'forged.token.value' }]);
    expect(await socket.next((f) => f[3] === 'phx_close')).toEqual([
      '2',
      null,
      'realtime:y',
      'phx_close',
      {},
    ]);
    socket.send(['x', 'y', 'realtime:z', 'phx_join', 'not an object' as never]);
    socket.send([null, '40', 'phoenix', 'heartbeat', {}]);
    expect((await socket.next((f) => f[1] === '40'))[4]).toEqual({ status: 'ok', response: {} });
    socket.close();
  });

  it('reports an unpublished table as a system error', async () => {
    const socket = await connect();
    socket.send([
      '1',
      '1',
      'realtime:m',
      'phx_join',
      joinPayload(server.anonKey, [{ event: '*', schema: 'public', table: 'app_user' }]),
    ]);
    await socket.next((f) => f[1] === '1');
    expect((await socket.next((f) => f[3] === 'system'))[4]).toMatchObject({ status: 'error' });
    socket.close();
  });
});
