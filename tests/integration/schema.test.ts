import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

// The schema of supabase/migrations as the server applies it: recorded migrations, RLS on every
// table, the realtime publication, and roll-ups kept current by the measurement trigger.

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
