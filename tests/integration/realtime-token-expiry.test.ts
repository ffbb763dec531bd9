import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReplyTo, joinPayload, openRealtimeSocket } from './support/realtime-socket';
import { eventually, startTestServer, type TestServer } from './support/test-server';

// As in hosted Realtime, a channel stops when its token expires (system "Token has expired N
// seconds ago", then phx_close) unless the client sent a fresh access_token before; after the
// client subscribes again with a fresh token, changes flow again.

let server: TestServer;
let user: SupabaseClient;
let customerId: number;
let userToken: string;

beforeAll(async () => {
  server = await startTestServer();
  user = await server.signedIn('user@greenwatch.demo');
  customerId = (await user.auth.getUser()).data.user!.user_metadata.customer_id as number;
  userToken = (await user.auth.getSession()).data.session!.access_token;
});
afterAll(async () => {
  await user?.removeAllChannels();
  await server?.stop();
});

/** The user's own token, signed again by the server to expire in `seconds`. */
function userTokenFor(seconds: number): Promise<string> {
  return server.keys.sign({
    ...decodeJwt(userToken),
    exp: Math.floor(Date.now() / 1000) + seconds,
  });
}

async function notify(title: string): Promise<void> {
  await server.db.query(
    `insert into public.notification (customer_id, title, content, type) values ($1, $2, '', 'info')`,
    [customerId, title],
  );
}

interface Watched {
  channel: RealtimeChannel;
  titles: string[];
  system: Record<string, unknown>[];
  statuses: string[];
}

async function watch(name: string): Promise<Watched> {
  const watched: Watched = { channel: user.channel(name), titles: [], system: [], statuses: [] };
  watched.channel
    .on(
      'postgres_changes',
      {
        event: 'INSERT',
        schema: 'public',
        table: 'notification',
        filter: `customer_id=eq.${customerId}`,
      },
      (payload) => watched.titles.push(String(payload.new.title)),
    )
    .on('system', {}, (payload) => watched.system.push(payload as Record<string, unknown>))
    .subscribe((status) => watched.statuses.push(status));
  await eventually(() => (watched.statuses.includes('SUBSCRIBED') ? true : undefined));
  return watched;
}

const expiredNotice = (channel: string) => ({
  extension: 'system',
  status: 'error',
  message: expect.stringMatching(/^Token has expired \d+ seconds ago$/),
  channel,
});

describe('a channel whose token expires', () => {
  it('goes silent at expiry and delivers again once subscribed with a fresh token', async () => {
    user.realtime.setAuth(await userTokenFor(3));
    const first = await watch('expiring');
    await notify('Trước khi hết hạn');
    await eventually(() => (first.titles.includes('Trước khi hết hạn') ? true : undefined));

    await eventually(() => (first.statuses.includes('CLOSED') ? true : undefined), 6000);
    expect(first.system).toContainEqual(expiredNotice('expiring'));
    await notify('Sau khi hết hạn');
    await new Promise((r) => setTimeout(r, 500));
    expect(first.titles).toEqual(['Trước khi hết hạn']);

    user.realtime.setAuth(await userTokenFor(60));
    await user.removeChannel(first.channel);
    const again = await watch('expiring');
    await notify('Token mới');
    await eventually(() => (again.titles.includes('Token mới') ? true : undefined));
    expect(again.titles).not.toContain('Sau khi hết hạn');
  }, 20_000);

  it('keeps delivering past the old expiry when a fresh access_token came before it', async () => {
    user.realtime.setAuth(await userTokenFor(3));
    const watched = await watch('refreshed');
    // supabase-js sends access_token to every joined channel (what a token refresh does).
    user.realtime.setAuth(await userTokenFor(60));
    await new Promise((r) => setTimeout(r, 3500));
    await notify('Vẫn nhận được');
    await eventually(() => (watched.titles.includes('Vẫn nhận được') ? true : undefined));
    expect(watched.system.filter((s) => s.extension === 'system')).toEqual([]);
    expect(watched.statuses).not.toContain('CLOSED');
    await user.removeChannel(watched.channel);
  }, 20_000);

  it('also ends a channel joined on the socket apikey when that key expires, and sends it nothing more', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3;
    const apikey = await server.keys.sign({ iss: 'supabase', role: 'anon', exp });
    const socket = await openRealtimeSocket(server.url, { apikey });
    const { access_token: _unused, ...withoutToken } = joinPayload(apikey, [
      { event: 'UPDATE', schema: 'public', table: 'remote_config' },
    ]);
    socket.send(['1', '1', 'realtime:on-apikey', 'phx_join', withoutToken]);
    expect((await socket.next(isReplyTo('1')))[4]).toMatchObject({ status: 'ok' });
    const touchConfig = () =>
      server.db.query(
        `update public.remote_config set value = value where key = 'enable_welcome_page'`,
      );
    await touchConfig();
    await socket.next((f) => f[3] === 'postgres_changes');

    expect(
      (await socket.next((f) => f[3] === 'system' && f[4].extension === 'system', 5000))[4],
    ).toEqual(expiredNotice('on-apikey'));
    expect(await socket.next((f) => f[3] === 'phx_close')).toEqual([
      '1',
      null,
      'realtime:on-apikey',
      'phx_close',
      {},
    ]);
    await touchConfig();
    await new Promise((r) => setTimeout(r, 500));
    expect(socket.frames.filter((f) => f[3] === 'postgres_changes')).toEqual([]);
    socket.close();
  });

  it('refuses a join with a token expired moments ago', async () => {
    const socket = await openRealtimeSocket(server.url, { apikey: server.anonKey });
    socket.send(['1', '1', 'realtime:late', 'phx_join', joinPayload(await userTokenFor(-5))]);
    expect((await socket.next(isReplyTo('1')))[4]).toEqual({
      status: 'error',
      response: {
        reason: expect.stringMatching(/^InvalidJWTToken: Token has expired [56] seconds ago$/),
      },
    });
    socket.close();
  });
});
