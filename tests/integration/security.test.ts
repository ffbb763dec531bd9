import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROUTE_KEYS } from '../../server/seed/demo-catalog';
import { startTestServer, type TestServer } from './support/test-server';

// Issue 3 security tests: customer isolation through rest and /api, metadata rewriting changes
// no access, forged and expired JWTs are refused, SQL-looking values are data.

let server: TestServer;
let userA: SupabaseClient;
let customerA: number;
let customerB: number;

beforeAll(async () => {
  server = await startTestServer();
  userA = await server.signedIn('user@greenwatch.demo');
  customerA = (await userA.auth.getUser()).data.user!.user_metadata.customer_id as number;
  const userB = await server.signedIn('user2@greenwatch.demo');
  customerB = (await userB.auth.getUser()).data.user!.user_metadata.customer_id as number;
});
afterAll(async () => {
  await server?.stop();
});

describe('a user of customer A gets nothing of customer B', () => {
  it('through rest reads', async () => {
    for (const table of ['notification', 'subscription', 'station']) {
      const { data, error } = await userA.from(table).select('*').eq('customer_id', customerB);
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    expect((await userA.from('customer').select('*').eq('id', customerB)).data).toEqual([]);
    const { data: all } = await userA.from('customer').select('id');
    expect(all).toEqual([{ id: customerA }]);
    const { data: params } = await userA
      .from('station_parameter')
      .select('station_id, station!inner(customer_id)');
    expect(
      params!.every(
        (p) => (p.station as unknown as { customer_id: number }).customer_id === customerA,
      ),
    ).toBe(true);
  });

  it('through rest writes: no row of B changes, no insert, no other column', async () => {
    const service = server.client(server.serviceRoleKey);
    const unreadOfB = async () =>
      (
        await service
          .from('notification')
          .select('*', { count: 'exact', head: true })
          .eq('customer_id', customerB)
          .eq('is_read', false)
      ).count;
    const before = await unreadOfB();
    expect(before).toBeGreaterThan(0);
    const update = await userA
      .from('notification')
      .update({ is_read: true })
      .eq('customer_id', customerB)
      .select();
    expect(update.data).toEqual([]);
    expect(await unreadOfB()).toBe(before);
    const insert = await userA
      .from('notification')
      .insert({ customer_id: customerA, title: 'x', content: '', type: 'info' });
    expect(insert.status).toBe(403);
    expect(insert.error?.code).toBe('42501');
    const own = (await userA.from('notification').select('id').limit(1).single()).data!;
    const title = await userA.from('notification').update({ title: 'hacked' }).eq('id', own.id);
    expect(title.error?.code).toBe('42501');
    const remove = await userA.from('notification').delete().eq('id', own.id);
    expect(remove.error?.code).toBe('42501');
  });

  it('through /api/customers/', async () => {
    const token = (await userA.auth.getSession()).data.session!.access_token;
    const customers = (await (
      await fetch(`${server.url}/api/customers/`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { id: number }[];
    expect(customers.map((c) => c.id)).toEqual([customerA]);
  });
});

describe('rewriting role, customer_id or can_access in one’s own metadata', () => {
  it('changes no access, now or after a token refresh', async () => {
    const client = await server.signedIn('user@greenwatch.demo');
    const { data, error } = await client.auth.updateUser({
      data: {
        role: 'admin',
        customer_id: customerB,
        can_access: ALL_ROUTE_KEYS,
        full_name: 'Nguyễn Văn An',
      },
    });
    expect(error).toBeNull();
    expect(data.user!.user_metadata.role).toBe('user');
    expect(data.user!.user_metadata.customer_id).toBe(customerA);
    expect(data.user!.user_metadata.can_access).not.toContain('water-fee-report');
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.data.user!.user_metadata.customer_id).toBe(customerA);
    expect(
      (await client.from('notification').select('id').eq('customer_id', customerB)).data,
    ).toEqual([]);
    const removed = await client.auth.updateUser({
      data: { role: null, customer_id: null, can_access: null },
    });
    expect(removed.data.user!.user_metadata.role).toBe('user');
    expect(removed.data.user!.user_metadata.customer_id).toBe(customerA);
  });
});

describe('forged and expired tokens', () => {
  async function sign(claims: Record<string, unknown>, secret: string) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(secret));
  }

  it('refuses a token signed with another secret everywhere', async () => {
    const session = (await userA.auth.getSession()).data.session!;
    const claims = JSON.parse(
      Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString(),
    );
    const forged = await sign({ ...claims, role: 'service_role' }, 'x'.repeat(48));
    const rest = await fetch(`${server.url}/rest/v1/notification?select=*`, {
      headers: { apikey: server.anonKey, Authorization: `Bearer ${forged}` },
    });
    expect(rest.status).toBe(401);
    expect(((await rest.json()) as { code: string }).code).toBe('PGRST301');
    const user = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey, Authorization: `Bearer ${forged}` },
    });
    expect(user.status).toBe(403);
    expect(((await user.json()) as { code: string }).code).toBe('bad_jwt');
    expect(
      (
        await fetch(`${server.url}/api/customers/`, {
          headers: { Authorization: `Bearer ${forged}` },
        })
      ).status,
    ).toBe(401);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString('base64url')}.`;
    expect(
      (
        await fetch(`${server.url}/rest/v1/notification?select=*`, {
          headers: { apikey: server.anonKey, Authorization: `Bearer ${unsigned}` },
        })
      ).status,
    ).toBe(401);
  });

  it('refuses an expired token with PGRST303', async () => {
    const session = (await userA.auth.getSession()).data.session!;
    const claims = JSON.parse(
      Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString(),
    );
    const secret = readFileSync(join(server.dataDir, 'jwt-secret'), 'utf8').trim();
    const expired = await sign({ ...claims, iat: 1_700_000_000, exp: 1_700_003_600 }, secret);
    const rest = await fetch(`${server.url}/rest/v1/notification?select=*`, {
      headers: { apikey: server.anonKey, Authorization: `Bearer ${expired}` },
    });
    expect(rest.status).toBe(401);
    expect(((await rest.json()) as { code: string; message: string }).message).toBe('JWT expired');
    expect(
      (
        await fetch(`${server.url}/api/customers/`, {
          headers: { Authorization: `Bearer ${expired}` },
        })
      ).status,
    ).toBe(401);
  });
});

describe('SQL-looking values are data', () => {
  it('in eq, like, in, or and order', async () => {
    const injection = "x'; drop table public.notification; --";
    expect((await userA.from('notification').select('id').eq('title', injection)).data).toEqual([]);
    expect(
      (await userA.from('notification').select('id').ilike('title', "%' or '1'='1")).data,
    ).toEqual([]);
    const inList = await userA.from('notification').select('id').in('id', ['1) or (1=1']);
    expect(inList.error?.code).toBe('22P02');
    const orTree = await userA
      .from('station')
      .select('id')
      .or(`code.eq."a,b) or (1=1",name.eq.${injection}`);
    expect(orTree.data).toEqual([]);
    const badColumn = await userA.from('notification').select('id;drop table notification');
    expect(badColumn.status).toBe(400);
    const badOrder = await fetch(
      `${server.url}/rest/v1/notification?select=id&order=id;drop%20table%20notification`,
      {
        headers: {
          apikey: server.anonKey,
          Authorization: `Bearer ${(await userA.auth.getSession()).data.session!.access_token}`,
        },
      },
    );
    expect(badOrder.status).toBe(400);
    const service = server.client(server.serviceRoleKey);
    expect(
      (await service.from('notification').select('id', { count: 'exact', head: true })).count,
    ).toBeGreaterThan(0);
  });
});

describe('a station or customer one may not see answers exactly like a missing one', () => {
  const MISSING = 987_654_321;
  const PERIOD = 'from=2025-06-01&to=2025-06-02';

  async function stationIdOf(code: string): Promise<number> {
    const [row] = await server.db.query<{ id: number }>(
      'select id from public.station where code = $1',
      [code],
    );
    return Number(row!.id);
  }

  async function apiAs(client: SupabaseClient, path: string) {
    const token = (await client.auth.getSession()).data.session!.access_token;
    const response = await fetch(`${server.url}/api${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** Hidden and missing answer alike, name nothing hidden, and the own id is served. */
  async function expectHiddenLikeMissing(
    client: SupabaseClient,
    path: (id: number) => string,
    ids: { own: number; hidden: number },
    hiddenNames: readonly string[],
  ) {
    const hidden = await apiAs(client, path(ids.hidden));
    const missing = await apiAs(client, path(MISSING));
    expect(hidden.status).toBe(404);
    expect(hidden).toEqual(missing);
    for (const name of hiddenNames) expect(JSON.stringify(hidden.body)).not.toContain(name);
    expect((await apiAs(client, path(ids.own))).status).toBe(200);
  }

  it.each([
    ['lookup', (id: number) => `/reports/lookup?stationIds=${id}&${PERIOD}`],
    ['averages', (id: number) => `/reports/averages?stationIds=${id}&${PERIOD}&interval=day`],
    ['exceedances', (id: number) => `/reports/exceedances?stationIds=${id}&${PERIOD}`],
    ['signal loss', (id: number) => `/reports/signal-loss?stationIds=${id}&${PERIOD}`],
  ])('monitoring reports: %s', async (_name, path) => {
    const ids = { own: await stationIdOf('PL-NT01'), hidden: await stationIdOf('SGX-NT01') };
    await expectHiddenLikeMissing(userA, path, ids, ['SGX-NT01', 'Sài Gòn Xanh']);
    // Among the caller's own stations, the hidden one still reads as missing.
    await expectHiddenLikeMissing(
      userA,
      (id) => path(ids.own).replace(`stationIds=${ids.own}`, `stationIds=${ids.own},${id}`),
      ids,
      ['SGX-NT01'],
    );
  });

  it.each([
    [
      'water fee by station',
      'PL-NT01',
      'DB-NT01',
      (id: number) => `/reports/water-fee?stationId=${id}&year=2025`,
    ],
    [
      'air fee by station',
      'PL-KT01',
      'DB-KT01',
      (id: number) => `/reports/air-fee?stationId=${id}&year=2025`,
    ],
  ])('fee reports: %s', async (_name, hiddenCode, ownCode, path) => {
    const userB = await server.signedIn('user2@greenwatch.demo');
    const ids = { own: await stationIdOf(ownCode), hidden: await stationIdOf(hiddenCode) };
    await expectHiddenLikeMissing(userB, path, ids, [hiddenCode, 'Phước Long']);
  });

  it.each([
    ['water fee', (id: number) => `/reports/water-fee?customerId=${id}&year=2025`],
    ['air fee', (id: number) => `/reports/air-fee?customerId=${id}&year=2025`],
  ])('fee reports of a whole customer: %s', async (_name, path) => {
    const userB = await server.signedIn('user2@greenwatch.demo');
    await expectHiddenLikeMissing(userB, path, { own: customerB, hidden: customerA }, [
      'Phước Long',
    ]);
  });

  it('the public data page', async () => {
    const userId = (await userA.auth.getUser()).data.user!.id;
    await expectHiddenLikeMissing(
      userA,
      (id) => `/public/${userId}/${id}`,
      { own: customerA, hidden: customerB },
      ['Đông Bắc', 'DB-NT01'],
    );
  });
});
