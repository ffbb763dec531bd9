import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customersFromAnswer,
  type CustomerEntry,
} from '../../src/features/monitoring/lib/customers-answer';
import type { Customer } from '../../src/features/monitoring/lib/types';
import { startTestServer, type TestServer } from './support/test-server';

// The product API with plain fetch (spec §7): GET /api/customers/ and /api/customers/logo.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function tokenOf(email: string): Promise<string> {
  const client = await server.signedIn(email);
  return (await client.auth.getSession()).data.session!.access_token;
}

async function answerOf(email: string, query = ''): Promise<unknown> {
  const response = await fetch(`${server.url}/api/customers/${query}`, {
    headers: { Authorization: `Bearer ${await tokenOf(email)}` },
  });
  expect(response.status).toBe(200);
  return response.json();
}

/** The compact view the app asks for, expanded as the app does. */
async function customersOf(email: string): Promise<Customer[]> {
  return customersFromAnswer((await answerOf(email, '?view=compact')) as CustomerEntry[]);
}

// The tree as the tables hold it, in the client's model: what the endpoint answered before it
// was made compact (times as the client reads them, to the millisecond).
const TREE_SQL = `
select coalesce(json_agg(json_build_object(
  'id', cu.id, 'name', cu.name, 'customer_key', cu.customer_key, 'tree_id', cu.tree_id,
  'customergroup', case when g.id is null then null else json_build_object('id', g.id, 'name', g.name) end,
  'station', coalesce((
    select json_agg(json_build_object(
      'id', s.id, 'code', s.code, 'name', s.name, 'kind', s.kind,
      'location', json_build_object('lat', s.lat, 'lng', s.lng), 'address', s.address,
      'province', s.province, 'standard', s.standard, 'public_sharing', s.public_sharing,
      'near_threshold_ratio', s.near_threshold_ratio, 'signal_loss_minutes', s.signal_loss_minutes,
      'latest_status', s.latest_status, 'latest_time', s.latest_time,
      'measurements', coalesce((
        select json_agg(json_build_object(
          'code', p.code, 'name', p.name, 'unit', p.unit, 'value', p.latest_value,
          'device_status', p.latest_device_status, 'time', p.latest_time,
          'limit_min', p.limit_min, 'limit_max', p.limit_max, 'fee_enabled', p.fee_enabled)
          order by p.sort_order, p.code)
        from public.station_parameter p where p.station_id = s.id), '[]'),
      'cameras', coalesce((
        select json_agg(json_build_object('id', k.id, 'name', k.name, 'hls_url', k.hls_url,
                                          'snapshot_url', k.snapshot_url) order by k.id)
        from public.camera k where k.station_id = s.id), '[]'))
      order by s.name, s.id)
    from public.station s where s.customer_id = cu.id), '[]'))
  order by cu.name, cu.id), '[]') as tree
from public.customer cu left join public.customergroup g on g.id = cu.customergroup_id`;

const toMillis = (time: string | null) => (time === null ? null : new Date(time).toISOString());

/** Times as the client reads them, to the millisecond. */
const withMillis = (customers: Customer[]): Customer[] =>
  customers.map((customer) => ({
    ...customer,
    station: customer.station.map((station) => ({
      ...station,
      latest_time: toMillis(station.latest_time),
      measurements: station.measurements.map((m) => ({ ...m, time: toMillis(m.time) })),
    })),
  }));

async function treeInTables(): Promise<Customer[]> {
  const [{ tree }] = await server.db.query<{ tree: Customer[] | string }>(TREE_SQL);
  return withMillis((typeof tree === 'string' ? JSON.parse(tree) : tree) as Customer[]);
}

describe('GET /api/customers/', () => {
  it('returns only the caller’s customer, with group and stations, to a user', async () => {
    const customers = await customersOf('user@greenwatch.demo');
    expect(customers.map((c) => c.customer_key)).toEqual(['phuoclong-textile']);
    const [customer] = customers;
    expect(customer!.customergroup).toMatchObject({ name: 'Khu vực phía Nam' });
    expect(customer!.station).toHaveLength(4);
    const water = customer!.station.find((s) => s.kind === 'water')!;
    expect(water.province).toBe('Đồng Nai');
    expect(water.location.lat).toBeCloseTo(10.73, 1);
    expect(water.measurements.find((m) => m.code === 'COD')).toMatchObject({
      unit: 'mg/L',
      limit_max: 135,
    });
    expect(water.cameras.length).toBeGreaterThan(0);
  });

  it('returns every customer to an admin, a group-less one included', async () => {
    const customers = await customersOf('admin@greenwatch.demo');
    expect(customers.length).toBeGreaterThanOrEqual(4);
    expect(customers.some((c) => c.customergroup === null)).toBe(true);
    expect(customers.flatMap((c) => c.station).length).toBeGreaterThanOrEqual(16);
    const kinds = new Set(customers.flatMap((c) => c.station.map((s) => s.kind)));
    expect(kinds).toEqual(new Set(['water', 'air']));
  });

  it('expands, in the client, to exactly the stations, parameters, latest values and cameras the tables hold', async () => {
    const [station] = await server.db.query<{ id: number; name: string }>(
      `select id, name from public.station where code = 'PL-NT01'`,
    );
    // Stations of one template share one parameter set; give this one values of its own.
    await server.db.query(
      `insert into public.measurement (station_id, parameter_code, time, value, device_status)
       select $1, code, '2026-03-02T01:05:00.123456Z', 10 + sort_order, '01'
       from public.station_parameter where station_id = $1`,
      [station!.id],
    );
    // Names beyond ASCII, past U+FFFF too, and JSON's own escapes come through as they are.
    await server.db.query(`update public.station set name = 'Trạm 🌊 "NT01" \\ Ω' where id = $1`, [
      station!.id,
    ]);
    expect(await customersOf('admin@greenwatch.demo')).toEqual(await treeInTables());
    // The default view is the spec's shape as it is: each station with its measurements.
    const full = (await answerOf('admin@greenwatch.demo')) as Customer[];
    expect(withMillis(full)).toEqual(await treeInTables());
    expect(full.flatMap((c) => c.station)[0]).toHaveProperty('measurements');
    await server.db.query('update public.station set name = $2 where id = $1', [
      station!.id,
      station!.name,
    ]);
  });

  it('sends the compact view in ASCII bytes alone, its letters as \\u escapes', async () => {
    const response = await fetch(`${server.url}/api/customers/?view=compact`, {
      headers: { Authorization: `Bearer ${await tokenOf('user@greenwatch.demo')}` },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.every((byte) => byte < 0x80)).toBe(true);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('\\u');
    expect(JSON.stringify(JSON.parse(text))).toMatch(/[ạđ]/);
  });

  it('refuses a view it does not know, with a clear error', async () => {
    const response = await fetch(`${server.url}/api/customers/?view=everything`, {
      headers: { Authorization: `Bearer ${await tokenOf('user@greenwatch.demo')}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_view',
      message: 'view must be one of: full, compact',
    });
  });

  it('keeps each station current as its values, parameters, cameras and customer change', async () => {
    const [station] = await server.db.query<{ id: number; customer_id: number }>(
      `select id, customer_id from public.station where code = 'PL-NT02'`,
    );
    const admin = async () =>
      (await customersOf('admin@greenwatch.demo'))
        .flatMap((c) => c.station.map((s) => ({ ...s, customerId: c.id })))
        .find((s) => s.id === station!.id)!;
    await server.db.query(
      `insert into public.measurement (station_id, parameter_code, time, value) values
       ($1, 'COD', '2026-03-03T02:00:00Z', 77.5)`,
      [station!.id],
    );
    const entry = await admin();
    expect(entry.measurements.find((m) => m.code === 'COD')).toMatchObject({
      value: 77.5,
      device_status: '00',
      time: '2026-03-03T02:00:00.000Z',
    });
    expect(entry.latest_time).toBe('2026-03-03T02:00:00.000Z');

    // Each kind of change alone, so that no other table's trigger refreshes the entry for it.
    await server.db.query(
      `update public.station_parameter set name = 'COD (đã đổi tên)'
       where station_id = $1 and code = 'COD'`,
      [station!.id],
    );
    expect((await admin()).measurements.find((m) => m.code === 'COD')).toMatchObject({
      name: 'COD (đã đổi tên)',
      value: 77.5,
    });
    // A new limit version in force: the current limit it sets is listed at once.
    await server.db.query(
      `insert into public.parameter_limit_version
         (station_parameter_id, effective_from, limit_max, legal_basis)
       select id, '2026-03-01', 150, 'Giấy phép môi trường sửa đổi'
       from public.station_parameter where station_id = $1 and code = 'COD'`,
      [station!.id],
    );
    expect((await admin()).measurements.find((m) => m.code === 'COD')).toMatchObject({
      limit_max: 150,
    });
    await server.db.query(
      `insert into public.station_parameter (station_id, code, name, unit, sort_order)
       values ($1, 'Zn', 'Kẽm', 'mg/L', 99)`,
      [station!.id],
    );
    expect((await admin()).measurements.at(-1)).toMatchObject({ code: 'Zn', value: null });
    await server.db.query(
      `delete from public.station_parameter where station_id = $1 and code = 'Zn'`,
      [station!.id],
    );
    expect((await admin()).measurements.some((m) => m.code === 'Zn')).toBe(false);
    await server.db.query(
      `insert into public.camera (station_id, name, hls_url) values ($1, 'Camera mới', null)`,
      [station!.id],
    );
    expect((await admin()).cameras.map((c) => c.name)).toContain('Camera mới');
    await server.db.query(
      `update public.camera set name = 'Camera đổi tên' where name = 'Camera mới'`,
    );
    expect((await admin()).cameras.map((c) => c.name)).toContain('Camera đổi tên');
    await server.db.query(`delete from public.camera where name = 'Camera đổi tên'`);
    expect((await admin()).cameras.map((c) => c.name)).not.toContain('Camera đổi tên');
    await server.db.query(`update public.station set name = 'Trạm đổi tên' where id = $1`, [
      station!.id,
    ]);
    expect((await admin()).name).toBe('Trạm đổi tên');

    const [other] = await server.db.query<{ id: number }>(
      `select id from public.customer where id <> $1 order by id limit 1`,
      [station!.customer_id],
    );
    await server.db.query('update public.station set customer_id = $1 where id = $2', [
      other!.id,
      station!.id,
    ]);
    expect((await admin()).customerId).toBe(other!.id);
    expect(
      (await customersOf('user@greenwatch.demo'))[0]!.station.some((s) => s.id === station!.id),
    ).toBe(false);
    await server.db.query('update public.station set customer_id = $1 where id = $2', [
      station!.customer_id,
      station!.id,
    ]);
    expect(await customersOf('admin@greenwatch.demo')).toEqual(await treeInTables());
  });

  it('keeps the prebuilt station entries under the stations’ RLS', async () => {
    const user = await server.signedIn('user@greenwatch.demo');
    const { data, error } = await user.from('station_listing').select('station_id, customer_id');
    expect(error).toBeNull();
    const customerId = (await user.auth.getUser()).data.user!.user_metadata.customer_id as number;
    expect(data!.length).toBe(4);
    expect(data!.every((row) => Number(row.customer_id) === customerId)).toBe(true);
    const anon = await server.client().from('station_listing').select('station_id');
    expect(anon.data ?? []).toEqual([]);
  });

  it('answers 401 without a token, with a forged one and with the anon key', async () => {
    expect((await fetch(`${server.url}/api/customers/`)).status).toBe(401);
    // Change the signature's first character: its last one carries unused padding bits.
    const [header, payload, signature] = (await tokenOf('user@greenwatch.demo')).split('.');
    const forged = `${header}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(
      (
        await fetch(`${server.url}/api/customers/`, {
          headers: { Authorization: `Bearer ${forged}` },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await fetch(`${server.url}/api/customers/`, {
          headers: { Authorization: `Bearer ${server.anonKey}` },
        })
      ).status,
    ).toBe(401);
  });
});

describe('GET /api/customers/logo', () => {
  it('returns logo and powered_by URLs that resolve', async () => {
    const response = await fetch(`${server.url}/api/customers/logo`, {
      headers: { Authorization: `Bearer ${await tokenOf('user2@greenwatch.demo')}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { logo: string; powered_by: string };
    for (const url of [body.logo, body.powered_by]) {
      const image = await fetch(url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
    }
    expect((await fetch(`${server.url}/api/customers/logo`)).status).toBe(401);
  });
});

describe('public configuration', () => {
  it('serves the anon key at /config.json', async () => {
    const config = (await (await fetch(`${server.url}/config.json`)).json()) as {
      supabaseAnonKey: string;
    };
    expect(config.supabaseAnonKey).toBe(server.anonKey);
  });
});
