import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

// Issue 16: the platform admin manages the plant configuration through /rest/v1
// (supabase/migrations/20261125004000_admin_writes.sql). Only the admin writes, only the columns
// operators own, every change is audited, and nothing that holds measurements is deleted.

const STATION_REFUSED = 'Trạm đã có số liệu quan trắc: không thể xóa, để số liệu được giữ nguyên.';
const PARAMETER_REFUSED = 'Thông số đã có số liệu quan trắc: không thể xóa.';
const CUSTOMER_REFUSED =
  'Khách hàng đã có trạm quan trắc: không thể xóa. Hãy xóa hoặc chuyển các trạm trước.';

let server: TestServer;
let admin: SupabaseClient;
let user: SupabaseClient;
let manager: SupabaseClient;
let anon: SupabaseClient;
let adminId: string;

/** What the admin built in the first test, for the others. */
const built = { group: 0, customer: 0, station: 0, parameters: [] as number[], camera: 0 };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedIn('admin@greenwatch.demo');
  adminId = (await admin.auth.getUser()).data.user!.id;
  user = await server.signedIn('user@greenwatch.demo');
  // A platform role other than admin: reads every customer, writes nothing.
  await server.db.query(
    `update public.app_user set role = 'manager'
     where user_id = (select id from auth.users where email = 'user2@greenwatch.demo')`,
  );
  manager = await server.signedIn('user2@greenwatch.demo');
  anon = server.client();
});
afterAll(async () => {
  await server?.stop();
});

/** Inserts one row as `client` and returns it, failing the test on any error. */
async function created<T = { id: number }>(
  client: SupabaseClient,
  table: string,
  row: Record<string, unknown>,
): Promise<T> {
  const { data, error, status } = await client.from(table).insert(row).select().single();
  expect(error).toBeNull();
  expect(status).toBe(201);
  return data as T;
}

async function rowOf(table: string, column: string, value: unknown) {
  const [row] = await server.db.query<Record<string, unknown>>(
    `select * from public.${table} where ${column} = $1`,
    [value],
  );
  return row;
}

async function auditCount(): Promise<number> {
  const [row] = await server.db.query<{ n: number }>('select count(*)::int as n from audit_log');
  return row!.n;
}

describe('the platform admin', () => {
  it('builds a customer with a station, its parameters and limits, a camera, a subscription', async () => {
    built.group = (await created(admin, 'customergroup', { name: 'Khu vực miền Trung' })).id;
    built.customer = (
      await created(admin, 'customer', {
        name: 'Công ty TNHH Thủy sản Đà Nẵng',
        customer_key: 'danang-seafood',
        customergroup_id: built.group,
      })
    ).id;
    const station = await created<{ id: number; latest_status: string | null }>(admin, 'station', {
      customer_id: built.customer,
      code: 'DN-NT01',
      name: 'Trạm nước thải Hòa Khánh',
      kind: 'water',
      lat: 16.0755,
      lng: 108.1492,
      address: 'KCN Hòa Khánh',
      province: 'Đà Nẵng',
      signal_loss_minutes: 30,
    });
    built.station = station.id;
    expect(station.latest_status).toBeNull();
    for (const [code, name, unit, limit_max] of [
      ['COD', 'COD', 'mg/L', 150],
      ['TSS', 'Tổng chất rắn lơ lửng', 'mg/L', 100],
    ] as const) {
      const parameter = await created(admin, 'station_parameter', {
        station_id: built.station,
        code,
        name,
        unit,
        limit_min: 0,
        limit_max,
      });
      built.parameters.push(parameter.id);
    }
    built.camera = (
      await created(admin, 'camera', {
        station_id: built.station,
        name: 'Camera cửa xả',
        hls_url: 'https://camera.example.vn/hoa-khanh.m3u8',
      })
    ).id;
    const [plan] = await server.db.query<{ id: number }>('select min(id) as id from public.plan');
    await created(admin, 'subscription', {
      customer_id: built.customer,
      plan_id: plan!.id,
      status: 'active',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    });

    expect(await rowOf('station', 'id', built.station)).toMatchObject({
      customer_id: built.customer,
      lat: 16.0755,
      signal_loss_minutes: 30,
    });
    expect(await rowOf('station_parameter', 'id', built.parameters[0])).toMatchObject({
      code: 'COD',
      limit_max: 150,
    });
  });

  it('changes a limit by a new version, edits a remote config value, and deletes a parameter without data', async () => {
    // The current limit is no longer written directly (20261127000100_limit_versions.sql) …
    const direct = await admin
      .from('station_parameter')
      .update({ limit_max: 120 })
      .eq('id', built.parameters[0]);
    expect(direct.error?.code).toBe('42501');
    // … but by a version in force from a day, which it then follows.
    const version = {
      station_parameter_id: built.parameters[0],
      effective_from: '2026-01-01',
      limit_min: 0,
      limit_max: 120,
      legal_basis: 'QCVN 40:2011/BTNMT cột A',
    };
    const limit = await admin.from('parameter_limit_version').insert(version).select('limit_max');
    expect(limit.error).toBeNull();
    expect(await rowOf('station_parameter', 'id', built.parameters[0])).toMatchObject({
      limit_max: 120,
    });
    // The database's checks still stand: a minimum above the maximum is refused.
    const inverted = await admin
      .from('parameter_limit_version')
      .insert({ ...version, effective_from: '2099-01-01', limit_min: 500 });
    expect(inverted.status).toBe(400);
    expect(inverted.error?.code).toBe('23514');

    const config = await admin
      .from('remote_config')
      .update({ value: 'false' })
      .eq('key', 'enable_welcome_page')
      .select('value');
    expect(config.data).toEqual([{ value: 'false' }]);

    const removal = await admin.from('station_parameter').delete().eq('id', built.parameters[1]);
    expect(removal.error).toBeNull();
    expect(await rowOf('station_parameter', 'id', built.parameters[1])).toBeUndefined();
  });

  it('is held to the checks the forms need: names, links, config values', async () => {
    for (const [table, row, code] of [
      ['station_parameter', { station_id: built.station, code: 'pH', name: ' ' }, '23514'],
      [
        'camera',
        { station_id: built.station, name: 'Cam', hls_url: 'javascript:alert(1)' },
        '23514',
      ],
      ['remote_config', { key: 'poll_seconds', value: 'ba mươi', type: 'number' }, '23514'],
      ['remote_config', { key: 'map_style', value: '{"zoom":', type: 'json' }, '22P02'],
    ] as const) {
      const insert = await admin.from(table).insert(row);
      expect(insert.status).toBe(400);
      expect(insert.error?.code).toBe(code);
    }
    const link = await admin
      .from('customer')
      .update({ powered_by_url: 'javascript:alert(1)' })
      .eq('id', built.customer);
    expect(link.error?.code).toBe('23514');
    const fine = await admin.from('remote_config').insert([
      { key: 'poll_seconds', value: '30', type: 'number' },
      { key: 'map_style', value: '{"zoom":12}', type: 'json' },
    ]);
    expect(fine.error).toBeNull();
  });

  it('is the actor of every one of those changes in the audit log', async () => {
    const entries = await server.db.query<{ table_name: string; action: string }>(
      `select table_name, action from audit_log
       where actor_user_id = $1 and actor_email = 'admin@greenwatch.demo'
         and actor_role = 'authenticated'
       order by id`,
      [adminId],
    );
    const summary = entries.map((e) => `${e.action} ${e.table_name}`);
    expect(summary).toEqual([
      'insert customergroup',
      'insert customer',
      'insert station',
      // A parameter created with limits: they are its first version.
      'insert station_parameter',
      'insert parameter_limit_version',
      'insert station_parameter',
      'insert parameter_limit_version',
      'insert camera',
      'insert subscription',
      // A new limit version, and the current limit it sets.
      'insert parameter_limit_version',
      'update station_parameter',
      'update remote_config',
      // A parameter's versions go with it.
      'delete station_parameter',
      'delete parameter_limit_version',
      'insert remote_config',
      'insert remote_config',
    ]);
  });

  it('cannot write the values the system keeps, nor choose ids', async () => {
    const latest = await admin
      .from('station_parameter')
      .update({ latest_value: 9999 })
      .eq('id', built.parameters[0]);
    expect(latest.status).toBe(403);
    expect(latest.error?.code).toBe('42501');
    const status = await admin
      .from('station')
      .update({ latest_status: 'within_threshold', latest_time: new Date().toISOString() })
      .eq('id', built.station);
    expect(status.error?.code).toBe('42501');
    const chosenId = await admin.from('customergroup').insert({ id: 999_999, name: 'Nhóm' });
    expect(chosenId.error?.code).toBe('42501');
    const stamped = await admin
      .from('customergroup')
      .insert({ name: 'Nhóm', created_at: '2020-01-01T00:00:00Z' });
    expect(stamped.error?.code).toBe('42501');

    expect(await rowOf('station_parameter', 'id', built.parameters[0])).toMatchObject({
      latest_value: null,
    });
    expect(await rowOf('station', 'id', built.station)).toMatchObject({ latest_status: null });
    expect(await rowOf('customergroup', 'name', 'Nhóm')).toBeUndefined();
  });

  it('sees a new or renamed station in GET /api/customers/ at once', async () => {
    const token = (await admin.auth.getSession()).data.session!.access_token;
    const stationsOfCustomer = async () => {
      const response = await fetch(`${server.url}/api/customers/`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      const customers = (await response.json()) as {
        id: number;
        station: { id: number; name: string }[];
      }[];
      // A set: the order of names follows the database's collation.
      return new Set(customers.find((c) => c.id === built.customer)?.station.map((s) => s.name));
    };
    expect(await stationsOfCustomer()).toEqual(new Set(['Trạm nước thải Hòa Khánh']));
    await created(admin, 'station', {
      customer_id: built.customer,
      code: 'DN-KT01',
      name: 'Ống khói lò hơi',
      kind: 'air',
      lat: 16.076,
      lng: 108.15,
    });
    const rename = await admin
      .from('station')
      .update({ name: 'Trạm nước thải số 1' })
      .eq('id', built.station);
    expect(rename.error).toBeNull();
    expect(await stationsOfCustomer()).toEqual(new Set(['Ống khói lò hơi', 'Trạm nước thải số 1']));
  });
});

describe('everyone else', () => {
  it('cannot create, change or delete any of it, and changes nothing', async () => {
    const before = await auditCount();
    const [own] = await server.db.query<{ id: number; name: string }>(
      `select s.id, s.name from public.station s
       join public.app_user u on u.customer_id = s.customer_id
       join auth.users a on a.id = u.user_id
       where a.email = 'user@greenwatch.demo' order by s.id limit 1`,
    );
    for (const client of [user, manager]) {
      // Inserts fail; updates and deletes reach no row, as RLS answers them.
      const insert = await client.from('customergroup').insert({ name: 'Nhóm lạ' });
      expect(insert.status).toBe(403);
      expect(insert.error?.code).toBe('42501');
      const parameter = await client
        .from('station_parameter')
        .insert({ station_id: own!.id, code: 'pH', name: 'pH' });
      expect(parameter.error?.code).toBe('42501');
      for (const [table, column, value, change] of [
        ['station', 'id', own!.id, { name: 'Đổi tên' }],
        ['station_parameter', 'id', built.parameters[0], { name: 'Đổi tên' }],
        ['remote_config', 'key', 'enable_welcome_page', { value: 'true' }],
        ['customer', 'id', built.customer, { name: 'Đổi tên' }],
      ] as const) {
        const update = await client.from(table).update(change).eq(column, value).select();
        expect(update.error).toBeNull();
        expect(update.data).toEqual([]);
      }
      for (const [table, id] of [
        ['camera', built.camera],
        ['station', own!.id],
      ] as const) {
        const removal = await client.from(table).delete().eq('id', id).select();
        expect(removal.data).toEqual([]);
      }
    }
    const anonInsert = await anon.from('remote_config').insert({
      key: 'anon_flag',
      value: 'true',
      type: 'boolean',
    });
    expect(anonInsert.status).toBe(401);
    expect(anonInsert.error?.code).toBe('42501');
    const anonUpdate = await anon
      .from('remote_config')
      .update({ value: 'true' })
      .eq('key', 'enable_welcome_page');
    expect(anonUpdate.error?.code).toBe('42501');

    expect(await auditCount()).toBe(before);
    expect(await rowOf('station', 'id', own!.id)).toMatchObject({ name: own!.name });
    expect(await rowOf('camera', 'id', built.camera)).toBeDefined();
    expect(await rowOf('remote_config', 'key', 'enable_welcome_page')).toMatchObject({
      value: 'false',
    });
  });
});

describe('deleting what holds measurements', () => {
  it('refuses a demo station with measurements, and its parameters, keeping every value', async () => {
    const [station] = await server.db.query<{ id: number; parameter: number }>(
      `select s.id, min(p.id) as parameter from public.station s
       join public.station_parameter p on p.station_id = s.id
       where s.code = 'PL-NT01' group by s.id`,
    );
    await server.db.query(
      `insert into public.measurement (station_id, parameter_code, time, value)
       select station_id, code, now(), 12.5 from public.station_parameter where station_id = $1`,
      [station!.id],
    );
    const measurements = async () =>
      (
        await server.db.query<{ n: number }>(
          'select count(*)::int as n from public.measurement where station_id = $1',
          [station!.id],
        )
      )[0]!.n;
    const kept = await measurements();
    expect(kept).toBeGreaterThan(0);

    const removal = await admin.from('station').delete().eq('id', station!.id);
    expect(removal.status).toBe(409);
    expect(removal.error).toMatchObject({ code: '23503', message: STATION_REFUSED });
    const parameter = await admin.from('station_parameter').delete().eq('id', station!.parameter);
    expect(parameter.status).toBe(409);
    expect(parameter.error).toMatchObject({ code: '23503', message: PARAMETER_REFUSED });
    const service = server.client(server.serviceRoleKey);
    const byService = await service.from('station').delete().eq('id', station!.id);
    expect(byService.error?.message).toBe(STATION_REFUSED);

    expect(await measurements()).toBe(kept);
    expect(await rowOf('station', 'id', station!.id)).toBeDefined();
  });

  it('refuses a customer with stations, then deletes everything once it is empty', async () => {
    const refused = await admin.from('customer').delete().eq('id', built.customer);
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({ code: '23503', message: CUSTOMER_REFUSED });
    expect(await rowOf('customer', 'id', built.customer)).toBeDefined();

    for (const [table, column, value] of [
      ['camera', 'id', built.camera],
      ['subscription', 'customer_id', built.customer],
      ['station', 'customer_id', built.customer],
      ['customer', 'id', built.customer],
      ['customergroup', 'id', built.group],
    ] as const) {
      const removal = await admin.from(table).delete().eq(column, value).select('id');
      expect(removal.error).toBeNull();
      expect(removal.data!.length).toBeGreaterThan(0);
    }
    expect(await rowOf('station', 'customer_id', built.customer)).toBeUndefined();
    expect(await rowOf('customergroup', 'id', built.group)).toBeUndefined();
  });
});
