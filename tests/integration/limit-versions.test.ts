import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateAllStations } from '../../server/alerts/status-timer';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { stationId } from './reports/report-fixtures';
import { freshPostgresDatabase } from './support/postgres';
import { startTestServer, type TestServer } from './support/test-server';

// Permit-limit versions (issue 16, supabase/migrations/20261127000100_limit_versions.sql): who
// reads and writes them, the audit log, the current limit following the version in force (a
// future one on the status sweep of its day, with the sweep's clock injected), and the
// exceedance report judging each value by the version of its Vietnamese day.

const MIGRATION = '20261127000100_limit_versions.sql';
const BASIS = 'QCVN 40:2011/BTNMT cột A';

let server: TestServer;
let admin: SupabaseClient;
let ownAdmin: SupabaseClient;
let stranger: SupabaseClient;
let station: number;
let today: string;
let tomorrow: string;
let yesterday: string;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ ftpPort: false, ingestDir: false, statusIntervalMs: false });
  admin = await server.signedIn('admin@greenwatch.demo');
  // The station's own customer administrator, and a user of another customer.
  await server.db.query(
    `update public.app_user set role = 'customer_admin'
     where user_id = (select id from auth.users where email = 'user@greenwatch.demo')`,
  );
  ownAdmin = await server.signedIn('user@greenwatch.demo');
  stranger = await server.signedIn('user2@greenwatch.demo');
  station = await stationId(server, 'PL-NT03');
  const [days] = await server.db.query<{ today: string; tomorrow: string; yesterday: string }>(
    `select to_char(d, 'YYYY-MM-DD') as today, to_char(d + 1, 'YYYY-MM-DD') as tomorrow,
            to_char(d - 1, 'YYYY-MM-DD') as yesterday
     from (select public.vietnam_day(now()) as d) x`,
  );
  ({ today, tomorrow, yesterday } = days!);
  token = (await admin.auth.getSession()).data.session!.access_token;
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

async function parameterId(code: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    'select id from public.station_parameter where station_id = $1 and code = $2',
    [station, code],
  );
  return Number(row!.id);
}

async function currentLimits(id: number) {
  const [row] = await server.db.query<{ limit_min: number | null; limit_max: number | null }>(
    'select limit_min, limit_max from public.station_parameter where id = $1',
    [id],
  );
  return row;
}

const addVersion = (client: SupabaseClient, row: Record<string, unknown>) =>
  client.from('parameter_limit_version').insert(row).select().single();

describe('the first versions', () => {
  it('gives every parameter with limits its limits from the far past', async () => {
    const rows = await server.db.query<{ code: string; versions: unknown }>(
      `select p.code, json_agg(json_build_object('from', to_char(l.effective_from, 'YYYY-MM-DD'),
                 'min', l.limit_min, 'max', l.limit_max, 'basis', l.legal_basis)) as versions
       from public.station_parameter p
       left join public.parameter_limit_version l on l.station_parameter_id = p.id
       where p.station_id = $1 group by p.code, p.limit_min, p.limit_max
       having p.limit_min is not null or p.limit_max is not null order by p.code`,
      [station],
    );
    expect(rows.map((row) => row.code)).toContain('COD');
    const cod = rows.find((row) => row.code === 'COD')!;
    expect(cod.versions).toEqual([
      { from: '1900-01-01', min: null, max: 135, basis: 'Giới hạn ban đầu' },
    ]);
    for (const row of rows) expect(row.versions).toHaveLength(1);
  });

  it('gives parameters made together their first versions, and applies versions added together', async () => {
    // One statement of several parameters, and one of several versions (20261130000200).
    const made = await server.db.query<{ id: number }>(
      `insert into public.station_parameter (station_id, code, name, unit, limit_min, limit_max)
       values ($1, 'BULK1', 'Thông số 1', 'mg/L', null, 10),
              ($1, 'BULK2', 'Thông số 2', 'mg/L', 2, 20),
              ($1, 'BULK3', 'Thông số 3', 'mg/L', null, null)
       returning id`,
      [station],
    );
    const ids = made.map((row) => Number(row.id));
    const firsts = await server.db.query<{ id: number; limit_max: number | null }>(
      `select station_parameter_id as id, limit_max from public.parameter_limit_version
       where station_parameter_id = any($1::bigint[]) order by station_parameter_id`,
      [ids],
    );
    expect(firsts.map((row) => [Number(row.id), row.limit_max])).toEqual([
      [ids[0], 10],
      [ids[1], 20],
    ]);
    await server.db.query(
      `insert into public.parameter_limit_version
         (station_parameter_id, effective_from, limit_min, limit_max, legal_basis)
       select id, $2::date, null, 5, $3 from unnest($1::bigint[]) id`,
      [ids, today, BASIS],
    );
    expect(await currentLimits(ids[0]!)).toEqual({ limit_min: null, limit_max: 5 });
    expect(await currentLimits(ids[1]!)).toEqual({ limit_min: null, limit_max: 5 });
    expect(await currentLimits(ids[2]!)).toEqual({ limit_min: null, limit_max: 5 });
    await server.db.query('delete from public.station_parameter where id = any($1::bigint[])', [
      ids,
    ]);
  });
});

describe('the exceedance report', () => {
  it('judges each side of a version boundary by its own version', async () => {
    const cod = await parameterId('COD');
    // From 10/06/2025 the permit lowers COD from 135 to 120 mg/L.
    const added = await addVersion(admin, {
      station_parameter_id: cod,
      effective_from: '2025-06-10',
      limit_max: 120,
      legal_basis: 'Giấy phép môi trường số 123/GP-BTNMT',
    });
    expect(added.error, JSON.stringify(added.error)).toBeNull();
    // Every 5 minutes from 09/06 22:00 to 10/06 01:55 (local):
    //   23:30–23:35 at 130: within 135 on 09/06 (today's 120 would call it a breach);
    //   23:40–00:15 at 140: breaks 135 until midnight, then 120;
    //   00:20–00:25 at 125: breaks 120; 100 everywhere else.
    await server.db.query(
      `insert into public.measurement (station_id, parameter_code, time, value, device_status)
       select $1::bigint, 'COD', t,
              case when hm in ('23:30', '23:35') then 130
                   when hm >= '23:40' or hm < '00:20' then 140
                   when hm < '00:30' then 125 else 100 end, '00'
       from (select t, to_char(t + interval '7 hours', 'HH24:MI') as hm
             from generate_series('2025-06-09T15:00:00Z'::timestamptz, '2025-06-09T18:55:00Z',
                                  interval '5 minutes') t) s
       where hm >= '22:00' or hm < '02:00'`,
      [station],
    );
    const plNt02 = await stationId(server, 'PL-NT02');
    const response = await fetch(
      `${server.url}/api/reports/exceedances?stationIds=${station},${plNt02}&parameters=COD&from=2025-06-09&to=2025-06-10`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      episodes: Record<string, unknown>[];
      summary: { code: string; episodeCount: number; totalMinutes: number }[];
    };
    // 09/06 23:40 → midnight under 135 (four values), then midnight → 00:30 under 120 (six).
    expect(body.episodes).toEqual([
      expect.objectContaining({
        stationId: station,
        parameter: 'COD',
        start: '2025-06-09T16:40:00.000Z',
        end: '2025-06-09T17:00:00.000Z',
        durationMinutes: 20,
        peakValue: 140,
        limit: 135,
        valueCount: 4,
        open: false,
      }),
      expect.objectContaining({
        stationId: station,
        parameter: 'COD',
        start: '2025-06-09T17:00:00.000Z',
        end: '2025-06-09T17:30:00.000Z',
        durationMinutes: 30,
        peakValue: 140,
        limit: 120,
        valueCount: 6,
        open: false,
      }),
    ]);
    expect(body.episodes[1]!.ratioToLimit).toBeCloseTo(140 / 120, 10);
    expect(
      body.summary.map(({ code, episodeCount, totalMinutes }) => [
        code,
        episodeCount,
        totalMinutes,
      ]),
    ).toEqual([
      ['PL-NT03', 2, 50],
      ['PL-NT02', 0, 0],
    ]);
  });
});

describe('the current limit', () => {
  it('follows a version in force at once, and a future one on the sweep of its day', async () => {
    const temp = await parameterId('Temp');
    expect(await currentLimits(temp)).toEqual({ limit_min: null, limit_max: 40 });
    const past = await addVersion(admin, {
      station_parameter_id: temp,
      effective_from: yesterday,
      limit_max: 38,
      legal_basis: BASIS,
      note: 'Giấy phép sửa đổi',
    });
    expect(past.status).toBe(201);
    expect(past.data).toMatchObject({ station_id: station, limit_max: 38, legal_basis: BASIS });
    expect(await currentLimits(temp)).toEqual({ limit_min: null, limit_max: 38 });

    const future = await addVersion(admin, {
      station_parameter_id: temp,
      effective_from: tomorrow,
      limit_min: 10,
      limit_max: 36,
      legal_basis: BASIS,
    });
    expect(future.status).toBe(201);
    expect(await currentLimits(temp)).toEqual({ limit_min: null, limit_max: 38 });

    // The sweep at noon of tomorrow (local): the future version is now the current limit …
    const events = server.ingestion.events;
    await evaluateAllStations(server.db, events, new Date(`${tomorrow}T05:00:00Z`));
    expect(await currentLimits(temp)).toEqual({ limit_min: 10, limit_max: 36 });
    // … and at today's clock it is not yet.
    await evaluateAllStations(server.db, events, new Date(`${today}T05:00:00Z`));
    expect(await currentLimits(temp)).toEqual({ limit_min: null, limit_max: 38 });

    // A future version may be withdrawn; one in force may not.
    const withdrawn = await admin
      .from('parameter_limit_version')
      .delete()
      .eq('id', future.data!.id)
      .select('id');
    expect(withdrawn.data).toEqual([{ id: future.data!.id }]);
    const kept = await admin.from('parameter_limit_version').delete().eq('id', past.data!.id);
    expect(kept.status).toBe(409);
    expect(kept.error?.message).toBe(
      `Phiên bản giới hạn từ ngày ${yesterday.split('-').reverse().join('/')} đã có hiệu lực: không thể xóa, để số liệu đã qua vẫn được đánh giá như cũ.`,
    );
    await evaluateAllStations(server.db, events, new Date(`${tomorrow}T05:00:00Z`));
    expect(await currentLimits(temp)).toEqual({ limit_min: null, limit_max: 38 });
  });

  it('keeps history: no version before the one in force, no direct change of the current limit', async () => {
    const temp = await parameterId('Temp');
    const early = await addVersion(admin, {
      station_parameter_id: temp,
      effective_from: '2020-01-01',
      limit_max: 39,
      legal_basis: BASIS,
    });
    expect(early.status).toBe(400);
    expect(early.error?.message).toBe(
      `Ngày hiệu lực phải từ ngày ${yesterday.split('-').reverse().join('/')} trở đi (ngày của phiên bản đang có hiệu lực).`,
    );
    const sameDay = await addVersion(admin, {
      station_parameter_id: temp,
      effective_from: yesterday,
      limit_max: 39,
      legal_basis: BASIS,
    });
    expect(sameDay.error?.code).toBe('23505');
    for (const [row, code] of [
      [{ limit_min: 50, limit_max: 40 }, '23514'],
      [{ limit_max: 40, legal_basis: ' ' }, '23514'],
      [{ limit_max: 40, legal_basis: 'x'.repeat(201) }, '23514'],
      [{ limit_max: 1e10, legal_basis: BASIS }, '23514'],
    ] as const) {
      const refused = await addVersion(admin, {
        station_parameter_id: temp,
        effective_from: tomorrow,
        legal_basis: BASIS,
        ...row,
      });
      expect(refused.error?.code, JSON.stringify(row)).toBe(code);
    }
    // The console's old write: refused, the columns are no longer the client's.
    const direct = await admin.from('station_parameter').update({ limit_max: 1 }).eq('id', temp);
    expect(direct.error?.code).toBe('42501');
    // The server's own connection is told why.
    await expect(
      server.db.query('update public.station_parameter set limit_max = 1 where id = $1', [temp]),
    ).rejects.toThrow(/hãy thêm một phiên bản giới hạn mới/);
  });
});

describe('who reads and writes versions', () => {
  it('lets the station’s readers read them, and only the platform admin write them', async () => {
    const cod = await parameterId('COD');
    const read = (client: SupabaseClient) =>
      client
        .from('parameter_limit_version')
        .select('id, station_id')
        .eq('station_parameter_id', cod);
    expect((await read(admin)).data).toHaveLength(2);
    expect((await read(ownAdmin)).data).toHaveLength(2);
    expect((await read(stranger)).data).toEqual([]);
    const anonymous = await read(server.client());
    expect(anonymous.data ?? []).toEqual([]);

    const row = {
      station_parameter_id: cod,
      effective_from: tomorrow,
      limit_max: 100,
      legal_basis: BASIS,
    };
    for (const client of [ownAdmin, stranger, server.client()]) {
      const insert = await addVersion(client, row);
      expect(insert.error?.code).toBe('42501');
    }
    const [version] = (await read(admin)).data!;
    for (const client of [ownAdmin, stranger]) {
      const removal = await client
        .from('parameter_limit_version')
        .delete()
        .eq('id', version!.id)
        .select('id');
      expect(removal.data).toEqual([]);
    }
    expect((await read(admin)).data).toHaveLength(2);
  });

  it('records each version and the current limit it set in the audit log, with the admin as actor', async () => {
    const ph = await parameterId('pH');
    const [last] = await server.db.query<{ id: number }>(
      'select coalesce(max(id), 0) as id from public.audit_log',
    );
    const added = await addVersion(admin, {
      station_parameter_id: ph,
      effective_from: today,
      limit_min: 6,
      limit_max: 8.5,
      legal_basis: BASIS,
    });
    expect(added.error).toBeNull();
    const entries = await server.db.query<{
      table_name: string;
      action: string;
      actor_email: string;
      customer_id: number;
      changed_columns: string[] | null;
      after: Record<string, unknown>;
    }>(
      `select table_name, action, actor_email, customer_id, changed_columns, after
       from public.audit_log
       where id > $1 order by id`,
      [last!.id],
    );
    const [customer] = await server.db.query<{ id: number }>(
      'select customer_id as id from public.station where id = $1',
      [station],
    );
    expect(entries).toEqual([
      expect.objectContaining({
        table_name: 'parameter_limit_version',
        action: 'insert',
        actor_email: 'admin@greenwatch.demo',
        customer_id: customer!.id,
        after: expect.objectContaining({ limit_min: 6, limit_max: 8.5, legal_basis: BASIS }),
      }),
      expect.objectContaining({
        table_name: 'station_parameter',
        action: 'update',
        actor_email: 'admin@greenwatch.demo',
        changed_columns: ['limit_max', 'limit_min'],
      }),
    ]);
  });
});

// Last: migrating a second database in this process holds the event loop for seconds.
describe('the migration', () => {
  it('backfills the parameters that had limits before the migration', async () => {
    // A database migrated up to the migration before this one, with one station, then this one.
    const dir = mkdtempSync(join(tmpdir(), 'greenwatch-limit-versions-'));
    const supabase = resolve('supabase');
    cpSync(join(supabase, 'embedded'), join(dir, 'embedded'), { recursive: true });
    mkdirSync(join(dir, 'migrations'));
    for (const name of readdirSync(join(supabase, 'migrations')).filter((n) => n < MIGRATION)) {
      cpSync(join(supabase, 'migrations', name), join(dir, 'migrations', name));
    }
    const postgres = process.env.DATABASE_URL
      ? await freshPostgresDatabase(process.env.DATABASE_URL)
      : undefined;
    const db = await openDatabase({ dataDir: join(dir, 'data'), databaseUrl: postgres?.url });
    try {
      await migrate(db, { supabaseDir: dir, embedded: true });
      await db.query(
        `with c as (insert into public.customer (name, customer_key) values ('Cũ', 'old') returning id),
              s as (insert into public.station (customer_id, code, name, kind, lat, lng)
                    select id, 'OLD-01', 'Trạm cũ', 'water', 10, 106 from c returning id)
         insert into public.station_parameter (station_id, code, name, limit_min, limit_max)
         select s.id, x.code, x.code, x.lo, x.hi from s,
           (values ('pH', 5.5::float8, 9::float8), ('COD', null, 150), ('Flow', null, null)) x(code, lo, hi)`,
      );
      cpSync(join(supabase, 'migrations', MIGRATION), join(dir, 'migrations', MIGRATION));
      expect(await migrate(db, { supabaseDir: dir, embedded: true })).toEqual([MIGRATION]);
      const versions = await db.query(
        `select p.code, to_char(l.effective_from, 'YYYY-MM-DD') as effective_from, l.limit_min,
                l.limit_max, l.legal_basis
         from public.parameter_limit_version l
         join public.station_parameter p on p.id = l.station_parameter_id order by p.code`,
      );
      expect(versions).toEqual([
        {
          code: 'COD',
          effective_from: '1900-01-01',
          limit_min: null,
          limit_max: 150,
          legal_basis: 'Giới hạn ban đầu',
        },
        {
          code: 'pH',
          effective_from: '1900-01-01',
          limit_min: 5.5,
          limit_max: 9,
          legal_basis: 'Giới hạn ban đầu',
        },
      ]);
    } finally {
      await db.close();
      await postgres?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
