import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { averagesForCaller } from '../../../server/api/reports/averages';
import { readAsCaller } from '../../../server/api/reports/report-access';
import type { AverageColumns, PeriodColumns } from '../../../shared/average-columns';
import { startTestServer, type TestServer } from '../support/test-server';
import { seedAverages, seriesPeriods, stationId } from './report-fixtures';

// GET /api/reports/averages reads the caller, the asked stations and the periods in one statement
// run as the caller (server/api/reports/averages.ts, averagesForCaller): the refusals keep the
// order and wording of the other reports (403 before 400, 404 for a hidden station), and the
// series are those resolveParameters picks, a code with a comma included.

let server: TestServer;
const tokens = new Map<string, string>();
let station: number;

beforeAll(async () => {
  server = await startTestServer();
  station = await stationId(server, 'PL-NT02');
  await seedAverages(server, station);
  for (const email of ['user@greenwatch.demo', 'admin@greenwatch.demo']) {
    const client = await server.signedIn(email);
    tokens.set(email, (await client.auth.getSession()).data.session!.access_token);
  }
});
afterAll(async () => {
  await server?.stop();
});

async function get(query: string, email = 'user@greenwatch.demo') {
  const response = await fetch(`${server.url}/api/reports/averages?${query}`, {
    headers: { Authorization: `Bearer ${tokens.get(email)}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const period = (interval = 'day') => `from=2025-06-09&to=2025-06-12&interval=${interval}`;

interface Answer {
  periods: PeriodColumns;
  stations: { id: number; parameters: { code: string; averages: AverageColumns }[] }[];
}

describe('GET /api/reports/averages as the caller, in one statement', () => {
  it('reads as the caller in a read-only transaction without JIT', async () => {
    const verified = await server.keys.verify(tokens.get('user@greenwatch.demo')!);
    if (!verified.ok) throw new Error('the signed-in token does not verify');
    const [seen] = await readAsCaller(server.db, verified, '/test', (tx) =>
      tx.query<{ role: string; read_only: string; jit: string; path: string }>(
        `select current_user as role, current_setting('transaction_read_only') as read_only,
                current_setting('jit', true) as jit, current_setting('request.path') as path`,
      ),
    );
    expect(seen).toMatchObject({ role: 'authenticated', read_only: 'on', path: '/test' });
    // PGlite is built without JIT (the setting may be absent); PostgreSQL has it, off here.
    if (server.db.kind === 'postgres') expect(seen!.jit).toBe('off');
  });

  it('runs its statement prepared on PostgreSQL: planned once per connection, generic plan', async () => {
    const verified = await server.keys.verify(tokens.get('user@greenwatch.demo')!);
    if (!verified.ok) throw new Error('the signed-in token does not verify');
    const request = {
      claims: verified.claims,
      routeKey: 'average-data',
      stationIds: [station],
      parameters: [],
      from: new Date('2025-06-08T17:00:00Z'),
      to: new Date('2025-06-12T17:00:00Z'),
      interval: 'day' as const,
    };
    // Twice on one connection (one transaction), then what the connection has prepared.
    const prepared = await readAsCaller(server.db, verified, '/test', async (tx) => {
      await averagesForCaller(tx, request);
      await averagesForCaller(tx, request);
      return server.db.kind === 'postgres'
        ? tx.query<{ generic_plans: number; custom_plans: number }>(
            `select generic_plans, custom_plans from pg_prepared_statements
             where statement like '%series as materialized%'`,
          )
        : [];
    });
    if (server.db.kind === 'pglite') return;
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.custom_plans).toBe(0);
    expect(prepared[0]!.generic_plans).toBeGreaterThanOrEqual(2);
  });

  it('refuses a user without the route with 403, whatever the parameters', async () => {
    const setRoutes = (sql: string) =>
      server.db.query(
        `update public.app_user set can_access = ${sql}
         where user_id = (select id from auth.users where email = 'user@greenwatch.demo')`,
      );
    await setRoutes(`array_remove(can_access, 'average-data')`);
    try {
      for (const query of [
        `stationIds=${station}&${period()}`,
        `stationIds=${station}&${period('week')}`,
        `stationIds=abc&${period()}`,
      ]) {
        const refused = await get(query);
        expect(refused.status).toBe(403);
        expect(refused.body.message).toContain('không được cấp quyền xem báo cáo này');
      }
    } finally {
      await setRoutes(`array_append(can_access, 'average-data')`);
    }
    expect((await get(`stationIds=${station}&${period('week')}`)).status).toBe(400);
    expect((await get(`stationIds=${station}&${period()}`)).status).toBe(200);
  });

  it('picks the series as resolveParameters does, a code with a comma included', async () => {
    await server.db.query(
      `insert into public.station_parameter (station_id, code, name, unit, sort_order)
       values ($1, 'NO,x', 'Oxit nitơ', 'mg/L', 90), ($1, 'x', 'Thông số x', 'mg/L', 91)`,
      [station],
    );
    const codesOf = async (parameters: string) => {
      const { status, body } = await get(
        `stationIds=${station}&parameters=${encodeURIComponent(parameters)}&${period()}`,
        'admin@greenwatch.demo',
      );
      expect(status).toBe(200);
      return (body as unknown as Answer).stations[0]!.parameters.map((p) => p.code);
    };
    expect(await codesOf('NO,x')).toEqual(['NO,x']);
    expect(await codesOf('COD,NO,x')).toEqual(['COD', 'NO,x']);
    expect(await codesOf('x,COD')).toEqual(['COD', 'x']);
    const all = await get(`stationIds=${station}&${period()}`, 'admin@greenwatch.demo');
    const parameters = (all.body as unknown as Answer).stations[0]!.parameters;
    expect(parameters.map((p) => p.code)).toEqual(expect.arrayContaining(['COD', 'NO,x', 'x']));
    const alone = await get(`stationIds=${station}&parameters=COD&${period()}`);
    const cod = (alone.body as unknown as Answer).stations[0]!.parameters;
    expect(cod.map((p) => p.code)).toEqual(['COD']);
    const [codPeriods] = seriesPeriods(alone.body as unknown as Answer)[0]!;
    expect(codPeriods!.filter((p) => p.value !== null)).not.toHaveLength(0);
    expect(parameters.find((p) => p.code === 'COD')).toEqual(cod[0]);
    const unknown = await get(`stationIds=${station}&parameters=NO&${period()}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('NO');
  });

  it('counts a maintenance window’s values of the resolved codes only, as the raw source does', async () => {
    // 10/06/2025 10:00-10:30 local: 6 COD values (seedAverages), 3 of 'NO,x', 5 of 'x'.
    await server.db.query(
      `insert into public.measurement (station_id, parameter_code, time, value, device_status)
       select $1::bigint, code, '2025-06-10T03:00:00Z'::timestamptz + i * interval '5 minutes', 1, '00'
       from (values ('NO,x', 3), ('x', 5)) c(code, n), generate_series(0, n - 1) i`,
      [station],
    );
    await server.db.query(
      `insert into public.maintenance_window
         (customer_id, station_id, reason, starts_at, expected_end, ends_at, declared_by)
       select customer_id, id, 'calibration', '2025-06-10T03:00:00Z', '2025-06-10T03:30:00Z',
              '2025-06-10T03:30:00Z', gen_random_uuid()
       from public.station where id = $1`,
      [station],
    );
    const excluded = async (parameters: string, source: string) => {
      const { status, body } = await get(
        `stationIds=${station}&parameters=${encodeURIComponent(parameters)}&${period()}&source=${source}`,
        'admin@greenwatch.demo',
      );
      expect(status).toBe(200);
      return (body.maintenance as { excludedCount: number }[]).map((w) => w.excludedCount);
    };
    expect(await excluded('NO,x', 'rollup')).toEqual([3]);
    expect(await excluded('x,COD', 'rollup')).toEqual([11]);
    for (const parameters of ['NO,x', 'x,COD', 'COD,NO,x', '']) {
      expect(await excluded(parameters, 'rollup')).toEqual(await excluded(parameters, 'raw'));
    }
  });
});
