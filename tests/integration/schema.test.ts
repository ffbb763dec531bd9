import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { monitoringSettings } from '../../server/domain';
import { freshPostgresDatabase } from './support/postgres';
import { eventually, startTestServer, type TestServer } from './support/test-server';

// The schema of supabase/migrations as the server applies it: recorded migrations, RLS on every
// table, the realtime publication, roll-ups kept current by the measurement trigger, and the
// monthly partitions of the measurements with their maintenance and retention.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('migrations', () => {
  it('records every migration file once', async () => {
    const files = readdirSync('supabase/migrations')
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const rows = await server.db.query<{ name: string }>(
      'select name from greenwatch_meta.migration order by name',
    );
    expect(rows.map((r) => r.name)).toEqual(files);
  });

  it('turns RLS on for every public table', async () => {
    const rows = await server.db.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
    );
    expect(rows).toEqual([]);
  });

  it('gives the API roles no privilege RLS does not govern, and no write without its policy', async () => {
    const unruled = await server.db.query<{
      grantee: string;
      table_name: string;
      privilege: string;
    }>(
      `select grantee, table_name, privilege_type as privilege
       from information_schema.role_table_grants
       where table_schema = 'public' and grantee in ('anon', 'authenticated')
         and privilege_type in ('TRUNCATE', 'TRIGGER', 'REFERENCES')`,
    );
    expect(unruled).toEqual([]);
    const writes = await server.db.query<{ role: string; t: string; p: string }>(
      `with writes as (
         select grantee::text as role, table_name::text as t, privilege_type::text as p
         from information_schema.role_table_grants
         where table_schema = 'public' and grantee in ('anon', 'authenticated')
           and privilege_type in ('INSERT', 'UPDATE', 'DELETE')
         union
         select grantee::text, table_name::text, privilege_type::text
         from information_schema.column_privileges
         where table_schema = 'public' and grantee in ('anon', 'authenticated')
           and privilege_type in ('INSERT', 'UPDATE')
       )
       select role, t, p from writes w
       where not exists (
         select 1 from pg_policies pol
         where pol.schemaname = 'public' and pol.tablename = w.t
           and pol.cmd in (w.p, 'ALL') and (w.role = any(pol.roles) or 'public' = any(pol.roles)))
       order by 1, 2, 3`,
    );
    expect(writes).toEqual([]);
  });

  it('publishes notification, station, remote_config and subscription with full replica identity', async () => {
    const rows = await server.db.query<{ tablename: string; relreplident: string }>(
      `select t.tablename, c.relreplident from pg_publication_tables t
       join pg_class c on c.relname = t.tablename
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = t.schemaname
       where t.pubname = 'supabase_realtime' order by t.tablename`,
    );
    expect(rows.map((r) => r.tablename)).toEqual(
      expect.arrayContaining(['notification', 'remote_config', 'station', 'subscription']),
    );
    expect(rows.every((r) => r.relreplident === 'f')).toBe(true);
  });
});

describe('measurement roll-ups', () => {
  it('keeps hourly, daily and latest values current, also when a value is re-sent', async () => {
    const [station] = await server.db.query<{ id: number }>(
      `select id from public.station where code = 'PL-NT01'`,
    );
    const insert = (time: string, value: number, status = '00') =>
      server.db.query(
        `insert into public.measurement (station_id, parameter_code, time, value, device_status)
         values ($1, 'COD', $2, $3, $4)
         on conflict (station_id, parameter_code, time) do update set value = excluded.value,
           device_status = excluded.device_status`,
        [station!.id, time, value, status],
      );
    await insert('2026-01-05T03:00:00Z', 10);
    await insert('2026-01-05T03:05:00Z', 20);
    await insert('2026-01-05T03:10:00Z', 99, '01'); // calibrating: not a valid value
    await insert('2026-01-05T18:00:00Z', 40); // 01:00 on 6 January in Vietnam
    let [hour] = await server.db.query<Record<string, number>>(
      `select count_all, count_valid, avg_value, min_value, max_value from public.measurement_hourly
       where station_id = $1 and parameter_code = 'COD' and hour = '2026-01-05T03:00:00Z'`,
      [station!.id],
    );
    expect(hour).toEqual({
      count_all: 3,
      count_valid: 2,
      avg_value: 15,
      min_value: 10,
      max_value: 20,
    });
    await insert('2026-01-05T03:05:00Z', 30); // a corrected value for the same time
    [hour] = await server.db.query<Record<string, number>>(
      `select avg_value, max_value from public.measurement_hourly
       where station_id = $1 and parameter_code = 'COD' and hour = '2026-01-05T03:00:00Z'`,
      [station!.id],
    );
    expect(hour).toEqual({ avg_value: 20, max_value: 30 });
    const days = await server.db.query<{ day: string; avg_value: number; valid_hours: number }>(
      `select to_char(day, 'YYYY-MM-DD') as day, avg_value, valid_hours from public.measurement_daily
       where station_id = $1 and parameter_code = 'COD' order by day`,
      [station!.id],
    );
    expect(days).toEqual([
      { day: '2026-01-05', avg_value: 20, valid_hours: 1 },
      { day: '2026-01-06', avg_value: 40, valid_hours: 1 },
    ]);
    const [latest] = await server.db.query<{ latest_value: number }>(
      `select latest_value from public.station_parameter where station_id = $1 and code = 'COD'`,
      [station!.id],
    );
    expect(latest!.latest_value).toBe(40);
  });
});

describe('daily roll-up of hourly means', () => {
  it('counts the hours whose mean counts (the domain’s 9 of 12) and sums their means in hour order', async () => {
    const settings = monitoringSettings();
    const expected = Math.round(60 / settings.recordIntervalMinutes);
    const [{ count }] = await server.db.query<{ count: number }>(
      'select public.hourly_mean_min_valid_count() as count',
    );
    expect(count).toBe(Math.ceil(expected * settings.minValidFraction - 1e-9));

    const [station] = await server.db.query<{ id: number }>(
      `select id from public.station where code = 'PL-NT03'`,
    );
    // 02:00–03:00 local: 9 valid values (counts); 03:00–04:00: 8 valid values (does not).
    const hour = async (start: string, values: number[]) =>
      server.db.query(
        `insert into public.measurement (station_id, parameter_code, time, value)
         select $1, 'COD', $2::timestamptz + make_interval(mins => 5 * (n - 1)), ($3::float8[])[n]
         from generate_series(1, cardinality($3::float8[])) n`,
        [station!.id, start, values],
      );
    await hour('2026-02-10T02:00:00+07:00', [1, 2, 3, 4, 5, 6, 7, 8, 9.5]);
    await hour('2026-02-10T03:00:00+07:00', [100, 100, 100, 100, 100, 100, 100, 100]);
    const [day] = await server.db.query<Record<string, number>>(
      `select valid_hours, sufficient_hours, hourly_mean_sum, hourly_mean_min, hourly_mean_max
       from public.measurement_daily where station_id = $1 and parameter_code = 'COD'
         and day = '2026-02-10'`,
      [station!.id],
    );
    const mean = [1, 2, 3, 4, 5, 6, 7, 8, 9.5].reduce((a, b) => a + b, 0) / 9;
    expect(day).toEqual({
      valid_hours: 2,
      sufficient_hours: 1,
      hourly_mean_sum: mean,
      hourly_mean_min: mean,
      hourly_mean_max: mean,
    });
  });
});

interface Month {
  year: number;
  month: number;
}
const pad = (n: number) => String(n).padStart(2, '0');
const monthOf = (time: Date): Month => {
  const local = new Date(time.getTime() + 7 * 3_600_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1 };
};
const addMonths = ({ year, month }: Month, n: number): Month => {
  const index = year * 12 + month - 1 + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
const partition = (table: string, { year, month }: Month) =>
  `greenwatch_partitions.${table}_y${year}m${pad(month)}`;
/** First instant of the Vietnamese month, as an offset time. */
const monthStart = ({ year, month }: Month) => `${year}-${pad(month)}-01T00:00:00+07:00`;

describe('measurement partitions', () => {
  const stationIdOf = async (code: string) =>
    Number(
      (
        await server.db.query<{ id: number }>('select id from public.station where code = $1', [
          code,
        ])
      )[0]!.id,
    );
  const insert = (stationId: number, time: string, value = 12.5) =>
    server.db.query(
      `insert into public.measurement (station_id, parameter_code, time, value)
       values ($1, 'COD', $2, $3)`,
      [stationId, time, value],
    );
  const placeOf = async (table: string, key: string, stationId: number, time: string) =>
    (
      await server.db.query<{ place: string }>(
        `select tableoid::regclass::text as place from public.${table}
         where station_id = $1 and parameter_code = 'COD' and ${key} = $2`,
        [stationId, time],
      )
    ).map((row) => row.place);

  it('partitions measurement and its hourly roll-up by Vietnamese month, ahead of time', async () => {
    const tables = await server.db.query<{ name: string; strategy: string }>(
      `select c.relname as name, p.partstrat as strategy from pg_partitioned_table p
       join pg_class c on c.oid = p.partrelid order by 1`,
    );
    expect(tables).toEqual([
      { name: 'measurement', strategy: 'r' },
      { name: 'measurement_hourly', strategy: 'r' },
    ]);
    const current = monthOf(new Date());
    const parts = (
      await server.db.query<{ name: string }>(
        `select i.inhrelid::regclass::text as name from pg_inherits i
         where i.inhparent = 'public.measurement'::regclass`,
      )
    ).map((row) => row.name);
    for (const offset of [-1, 0, 1, 2, 3]) {
      expect(parts).toContain(partition('measurement', addMonths(current, offset)));
    }
    expect(parts).toContain('greenwatch_partitions.measurement_default');

    // 00:30 on the 1st in Vietnam is still the previous month in UTC: the local month decides.
    const stationId = await stationIdOf('PL-NT01');
    const time = new Date(new Date(monthStart(current)).getTime() + 30 * 60_000).toISOString();
    await insert(stationId, time);
    expect(await placeOf('measurement', 'time', stationId, time)).toEqual([
      partition('measurement', current),
    ]);
    const hour = new Date(monthStart(current)).toISOString();
    expect(await placeOf('measurement_hourly', 'hour', stationId, hour)).toEqual([
      partition('measurement_hourly', current),
    ]);
  });

  it('keeps a value of a month without partition in the default one, until maintenance gives the month its own', async () => {
    const stationId = await stationIdOf('PL-NT01');
    const far = addMonths(monthOf(new Date()), 60);
    const time = new Date(new Date(monthStart(far)).getTime() + 3_600_000).toISOString();
    await insert(stationId, time, 42);
    expect(await placeOf('measurement', 'time', stationId, time)).toEqual([
      'greenwatch_partitions.measurement_default',
    ]);
    expect(await placeOf('measurement_hourly', 'hour', stationId, time)).toEqual([
      'greenwatch_partitions.measurement_hourly_default',
    ]);

    const changes = await server.partitions.runNow();
    const label = `${far.year}-${pad(far.month)}`;
    expect(changes).toContain(
      `created measurement for ${label}, with the rows the default partition held`,
    );
    expect(await placeOf('measurement', 'time', stationId, time)).toEqual([
      partition('measurement', far),
    ]);
    expect(await placeOf('measurement_hourly', 'hour', stationId, time)).toEqual([
      partition('measurement_hourly', far),
    ]);
    const [row] = await server.db.query<{ value: number; avg_value: number }>(
      `select m.value, h.avg_value from public.measurement m
       join public.measurement_hourly h using (station_id, parameter_code)
       where m.station_id = $1 and m.parameter_code = 'COD' and m.time = $2 and h.hour = $2`,
      [stationId, time],
    );
    expect(row).toEqual({ value: 42, avg_value: 42 });
    // Once there, the month takes new values itself; nothing more to do.
    await insert(stationId, new Date(new Date(time).getTime() + 300_000).toISOString(), 43);
    expect(await server.partitions.runNow()).toEqual([]);
  });

  it('gives an imported history’s months their partitions first (create_months)', async () => {
    const stationId = await stationIdOf('PL-NT01');
    const first = addMonths(monthOf(new Date()), -120);
    const last = addMonths(first, 2);
    const created = await server.db.query<{ line: string }>(
      'select greenwatch_partitions.create_months($1::date, $2::date) as line',
      [`${first.year}-${pad(first.month)}-15`, `${last.year}-${pad(last.month)}-03`],
    );
    expect(created).toHaveLength(6);
    const time = new Date(new Date(monthStart(addMonths(first, 1))).getTime() + 60_000);
    await insert(stationId, time.toISOString());
    expect(await placeOf('measurement', 'time', stationId, time.toISOString())).toEqual([
      partition('measurement', addMonths(first, 1)),
    ]);
  });

  it('applies the parent’s RLS to every partition, and no API role can open a partition', async () => {
    const own = await stationIdOf('PL-NT02');
    const other = await stationIdOf('DB-NT01');
    const months = [-1, 0].map((offset) => monthStart(addMonths(monthOf(new Date()), offset)));
    for (const stationId of [own, other]) {
      for (const start of months) {
        await insert(stationId, new Date(new Date(start).getTime() + 7_200_000).toISOString());
      }
    }
    const user = await server.signedIn('user@greenwatch.demo');
    const { data, error } = await user
      .from('measurement')
      .select('station_id, time')
      .in('station_id', [own, other]);
    expect(error).toBeNull();
    expect(new Set(data!.map((row) => Number(row.station_id)))).toEqual(new Set([own]));
    expect(data!.length).toBeGreaterThanOrEqual(2);

    for (const role of ['anon', 'authenticated']) {
      await expect(
        server.db.transaction(async (tx) => {
          await tx.query(`set local role ${role}`);
          await tx.query('select count(*) from greenwatch_partitions.measurement_default');
        }),
      ).rejects.toMatchObject({ code: '42501' });
    }
  });

  it('still delivers a new measurement live, as its station’s update', async () => {
    const user = await server.signedIn('user@greenwatch.demo');
    const changes: { id: unknown; latest_time: unknown }[] = [];
    await new Promise<void>((resolve, reject) => {
      user
        .channel('partitioned-measurement')
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'station' }, (c) =>
          changes.push(c.new as { id: unknown; latest_time: unknown }),
        )
        .subscribe((status, error) => {
          if (status === 'SUBSCRIBED') resolve();
          if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
            reject(error ?? new Error(status));
        });
    });
    try {
      // A station whose newest value is older than this one (PL-NT01 got a far-future one).
      const stationId = await stationIdOf('PL-NT03');
      const time = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 60_000).toISOString();
      await insert(stationId, time);
      await eventually(() =>
        changes.find(
          (row) =>
            Number(row.id) === stationId &&
            new Date(String(row.latest_time)).getTime() === new Date(time).getTime(),
        ),
      );
    } finally {
      await user.removeAllChannels();
    }
  });
});

describe('raw retention (MEASUREMENT_RETENTION_MONTHS)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'greenwatch-retention-'));
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
  let retained: TestServer | undefined;
  afterAll(async () => {
    await retained?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('drops whole raw months past the setting at start, keeps every roll-up, and never recomputes a dropped hour', async () => {
    if (process.env.DATABASE_URL) database = await freshPostgresDatabase(process.env.DATABASE_URL);
    const current = monthOf(new Date());
    // Keeping 3 months before the current one: the 4th before goes, the 3rd stays.
    const old = addMonths(current, -4);
    const kept = addMonths(current, -3);
    const hourOf = (month: Month) => new Date(monthStart(month)).toISOString();
    const fill = (month: Month) =>
      first.db.query(
        `insert into public.measurement (station_id, parameter_code, time, value)
         select s.id, 'COD', $1::timestamptz + make_interval(mins => 5 * n), 10 + n
         from public.station s, generate_series(0, 11) n where s.code = 'PL-NT01'`,
        [hourOf(month)],
      );
    const first = await startTestServer({ dataDir, databaseUrl: database?.url });
    await fill(old);
    await fill(kept);
    await first.stop();

    retained = await startTestServer({
      dataDir,
      databaseUrl: database?.url,
      measurementPartitions: { retentionMonths: 3 },
    });
    const raw = (month: Month) =>
      retained!.db.query<{ n: number }>(
        `select count(*)::int as n from public.measurement
         where time >= $1 and time < $1::timestamptz + interval '1 hour'`,
        [hourOf(month)],
      );
    const rollups = (month: Month) =>
      retained!.db.query<{ count_valid: number; avg_value: number }>(
        `select h.count_valid, h.avg_value from public.measurement_hourly h
         join public.station s on s.id = h.station_id
         where s.code = 'PL-NT01' and h.parameter_code = 'COD' and h.hour = $1`,
        [hourOf(month)],
      );
    expect(await raw(old)).toEqual([{ n: 0 }]);
    expect(await raw(kept)).toEqual([{ n: 12 }]);
    const parts = (
      await retained.db.query<{ name: string }>(
        `select inhrelid::regclass::text as name from pg_inherits
         where inhparent = 'public.measurement'::regclass`,
      )
    ).map((row) => row.name);
    expect(parts).not.toContain(partition('measurement', old));
    expect(parts).toContain(partition('measurement', kept));
    expect(await rollups(old)).toEqual([{ count_valid: 12, avg_value: 15.5 }]);
    const [daily] = await retained.db.query<{ sufficient_hours: number }>(
      `select d.sufficient_hours from public.measurement_daily d
       join public.station s on s.id = d.station_id
       where s.code = 'PL-NT01' and d.parameter_code = 'COD' and d.day = $1::date`,
      [`${old.year}-${pad(old.month)}-01`],
    );
    expect(daily).toEqual({ sufficient_hours: 1 });

    // A late value of the dropped month waits in the default partition: its hour keeps the
    // roll-up of the full hour, and the next run removes it.
    await retained.db.query(
      `insert into public.measurement (station_id, parameter_code, time, value)
       select id, 'COD', $1, 99 from public.station where code = 'PL-NT01'`,
      [hourOf(old)],
    );
    expect(await rollups(old)).toEqual([{ count_valid: 12, avg_value: 15.5 }]);
    await retained.partitions.runNow();
    expect(await raw(old)).toEqual([{ n: 0 }]);
    expect(await rollups(old)).toEqual([{ count_valid: 12, avg_value: 15.5 }]);
  });
});

describe('migrating a database made before partitioning', () => {
  it('converts the measurements, their roll-ups, policies and privileges, value for value', async () => {
    const work = mkdtempSync(join(tmpdir(), 'greenwatch-convert-'));
    const database = process.env.DATABASE_URL
      ? await freshPostgresDatabase(process.env.DATABASE_URL)
      : undefined;
    const before = join(work, 'supabase');
    mkdirSync(join(before, 'migrations'), { recursive: true });
    cpSync('supabase/embedded', join(before, 'embedded'), { recursive: true });
    for (const file of readdirSync('supabase/migrations').filter((f) => f < '20261125')) {
      cpSync(join('supabase/migrations', file), join(before, 'migrations', file));
    }
    const db = await openDatabase({ dataDir: join(work, 'db'), databaseUrl: database?.url });
    try {
      await migrate(db, { supabaseDir: before, embedded: true });
      await db.exec(`
        insert into public.customer (name, customer_key) values ('Trước phân vùng', 'before-partitioning');
        insert into public.station (customer_id, code, name, kind, lat, lng)
          select id, 'OLD-01', 'Trạm cũ', 'water', 10, 106 from public.customer;
        insert into public.station_parameter (station_id, code, name)
          select id, 'COD', 'COD' from public.station;
        insert into public.measurement (station_id, parameter_code, time, value, device_status)
          select s.id, 'COD', t, extract(epoch from t) / 1e6, case when n % 7 = 0 then '01' else '00' end
          from public.station s,
               generate_series('2026-01-30T20:00:00+07:00'::timestamptz, '2026-02-02T04:00:00+07:00',
                               interval '5 minutes') with ordinality as g(t, n);`);
      const snapshot = () =>
        db.query(`select
          (select json_agg(m order by time) from public.measurement m) as raw,
          (select json_agg(h order by hour) from public.measurement_hourly h) as hourly,
          (select json_agg(json_build_object('day', d.day, 'count_valid', d.count_valid,
             'avg_value', d.avg_value) order by day) from public.measurement_daily d) as daily,
          (select array_agg(policyname::text order by policyname) from pg_policies
           where tablename in ('measurement', 'measurement_hourly')) as policies,
          (select array_agg(grantee || ':' || privilege_type order by grantee, privilege_type)
           from information_schema.table_privileges where table_schema = 'public'
             and table_name = 'measurement'
             and privilege_type in ('SELECT', 'INSERT', 'UPDATE', 'DELETE')) as privileges`);
      const [old] = await snapshot();
      await migrate(db, { supabaseDir: 'supabase', embedded: true });
      const [converted] = await snapshot();
      expect(converted).toEqual(old);
      const places = await db.query<{ place: string; n: number }>(
        `select tableoid::regclass::text as place, count(*)::int as n from public.measurement
         group by 1 order by 1`,
      );
      expect(places.map((p) => p.place)).toEqual([
        'greenwatch_partitions.measurement_y2026m01',
        'greenwatch_partitions.measurement_y2026m02',
      ]);
      const [figures] = await db.query<{ sufficient_hours: number }>(
        `select sufficient_hours from public.measurement_daily where day = '2026-02-01'`,
      );
      expect(figures!.sufficient_hours).toBe(24);
    } finally {
      await db.close();
      await database?.drop();
      rmSync(work, { recursive: true, force: true });
    }
  });
});
