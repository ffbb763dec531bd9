import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { averagesForCaller, averagesQuery } from '../server/api/reports/averages';
import { readAsCaller } from '../server/api/reports/report-access';
import { DEMO_PASSWORD } from '../server/seed/demo-catalog';
import { percentile, startBenchServer, timeEach } from './bench-server';
import { getOnWire } from './wire-request';

// Daily averages over one year of 5-minute data of one station × 8 parameters (issues 7, 13):
// GET /api/reports/averages?interval=day from the roll-ups (the endpoint's default) beside its
// own SQL (its statement over the roll-ups for the same series, sent directly and prepared as the
// API prepares its own: the floor), the statement the API sends in its place (the caller, the
// stations, the same periods and the stations' maintenance windows, as the caller in a read-only
// transaction), the raw query of the same year (the rows the raw rule needs) and the same
// request computed from the raw measurements (source=raw, same rule, same figures); then both
// ratios. The year is written through the roll-up trigger one day per statement, as ingest
// writes it.
// Run: npx tsx bench/reports-daily-average.ts  (DATABASE_URL=… for PostgreSQL; BENCH_DAYS and
// BENCH_RUNS shorten a trial run).

const PARAMETERS = 8;
const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WARM_UP_RUNS = 10;
const YEAR_START = '2025-01-01T00:00:00+07:00';

const server = await startBenchServer();
try {
  console.log(
    `Daily averages, 1 station × ${PARAMETERS} parameters × ${DAYS} days, on ${server.db.kind}\n`,
  );
  const [station] = await server.db.query<{ id: number }>(
    `with c as (
       insert into public.customer (name, customer_key, tree_id)
       values ('Khách hàng đo tải báo cáo', 'bench-reports', '9.8') returning id
     )
     insert into public.station (customer_id, code, name, kind, lat, lng, province)
     select c.id, 'BENCH-RPT', 'Trạm đo tải báo cáo', 'water', 10.9, 106.8, 'TP. Hồ Chí Minh' from c
     returning id`,
  );
  await server.db.query(
    `insert into public.station_parameter (station_id, code, name, unit, limit_max, sort_order)
     select $1::bigint, 'P' || k, 'Thông số ' || k, 'mg/L', 100, k from generate_series(1, $2::int) k`,
    [station.id, PARAMETERS],
  );
  const loadStarted = performance.now();
  for (let day = 0; day < DAYS; day++) {
    await server.db.query(
      `insert into public.measurement (station_id, parameter_code, time, value, device_status)
       select $1::bigint, 'P' || k, t,
              50 + 20 * sin(extract(epoch from t) / 43200.0 * pi()) + k + random() * 5,
              case when random() < 0.01 then '01' when random() < 0.005 then '02' else '00' end
       from generate_series($2::timestamptz + make_interval(days => $3::int),
                            $2::timestamptz + make_interval(days => $3::int + 1) - interval '5 minutes',
                            interval '5 minutes') t,
            generate_series(1, $4::int) k
       where random() > 0.02`,
      [station.id, YEAR_START, day, PARAMETERS],
    );
    if ((day + 1) % 73 === 0) console.log(`  loaded ${day + 1} days`);
  }
  const [{ rows }] = await server.db.query<{ rows: number }>(
    'select count(*)::int as rows from public.measurement where station_id = $1',
    [station.id],
  );
  console.log(
    `loaded ${rows} measurements in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s\n`,
  );

  // Signed in after the load: on PGlite the load blocks the event loop, and a connection left
  // idle across it is closed by the server just as the client reuses it (ECONNRESET).
  const client = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  await client.auth.signInWithPassword({ email: 'admin@greenwatch.demo', password: DEMO_PASSWORD });
  const token = (await client.auth.getSession()).data.session!.access_token;
  const from = new Date(YEAR_START);
  const to = new Date(from.getTime() + DAYS * 86_400_000);
  // The last local day loaded (a date-only `to` includes its day).
  const lastDay = new Date(to.getTime() - 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10);
  const url = (source: string) =>
    `${server.url}/api/reports/averages?stationIds=${station.id}&from=2025-01-01&to=${lastDay}&interval=day&source=${source}`;
  // As a browser asks (brotli), timed until the whole answer has arrived and is decoded;
  // parsing the JSON is the client's work, not the API's.
  let wireBytes = 0;
  let plainBytes = 0;
  const fetchAverages = async (source: string) => {
    const answer = await getOnWire(url(source), { Authorization: `Bearer ${token}` }, 'br');
    if (answer.status !== 200) throw new Error(`${source}: HTTP ${answer.status}`);
    wireBytes = answer.wireBytes;
    plainBytes = Buffer.byteLength(answer.text);
  };
  // The statement the endpoint runs (its own SQL), and the raw rows the same year holds.
  const own = averagesQuery({
    series: Array.from({ length: PARAMETERS }, (_, k) => ({
      stationId: station.id,
      parameter: `P${k + 1}`,
    })),
    from,
    to,
    interval: 'day',
  });
  // Prepared, as the API prepares its statement (on PostgreSQL: parsed and planned once per
  // connection, its generic plan); also sent unprepared, planned on every call, for comparison.
  const sqlOwn = () => server.db.query(own.sql, own.params, { prepare: true });
  const sqlOwnUnprepared = () => server.db.query(own.sql, own.params);
  const verified = await server.keys.verify(token);
  if (!verified.ok) throw new Error('the signed-in token does not verify');
  const asCaller = () =>
    readAsCaller(server.db, verified, '/bench', (tx) =>
      averagesForCaller(tx, {
        claims: verified.claims,
        routeKey: 'average-data',
        stationIds: [station.id],
        parameters: [],
        from,
        to,
        interval: 'day',
      }),
    );
  const sqlRaw = () =>
    server.db.query(
      `select parameter_code, time, value, device_status from public.measurement
       where station_id = $1 and time >= $2 and time < $3 order by parameter_code, time`,
      [station.id, from.toISOString(), to.toISOString()],
    );

  const line = (label: string, samples: number[]) =>
    console.log(
      `${label.padEnd(52)} p50 ${percentile(samples, 50).toFixed(0).padStart(6)} ms   p95 ${percentile(samples, 95).toFixed(0).padStart(6)} ms`,
    );
  // The fast ones four times as often: their p50 is the figure compared. Taken in turns, one
  // request then one statement, so both meet the same load (the machine's, and the database's
  // own work after the load, such as autovacuum).
  const timed = async (run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    return performance.now() - started;
  };
  const api: number[] = [];
  const ownSql: number[] = [];
  const ownUnprepared: number[] = [];
  const callerSql: number[] = [];
  // Warmed up as a running server is: V8 has compiled the request's path, the pool holds open
  // connections and PostgreSQL its plans.
  for (let run = 0; run < WARM_UP_RUNS; run++) {
    await fetchAverages('rollup');
    await sqlOwn();
    await sqlOwnUnprepared();
    await asCaller();
  }
  for (let run = 0; run < RUNS * 4; run++) {
    api.push(await timed(() => fetchAverages('rollup')));
    ownSql.push(await timed(sqlOwn));
    ownUnprepared.push(await timed(sqlOwnUnprepared));
    callerSql.push(await timed(asCaller));
  }
  line('GET /api/reports/averages?interval=day (roll-ups)', api);
  console.log(
    `${''.padEnd(52)} ${(plainBytes / 1024).toFixed(0)} KB of JSON, ${(wireBytes / 1024).toFixed(0)} KB on the wire (br)`,
  );
  line('  its own SQL (the same statement, prepared, direct)', ownSql);
  line('    the same sent unprepared', ownUnprepared);
  line('  the API’s statement as the caller (+ transaction)', callerSql);
  // The raw API before the raw SQL: no connection sits idle across a long blocking query.
  line(
    'GET /api/reports/averages?interval=day&source=raw',
    await timeEach(RUNS, () => fetchAverages('raw')),
  );
  const raw = await timeEach(RUNS, sqlRaw);
  line('  SQL: raw measurement rows of the year', raw);
  const p50 = (samples: number[]) => percentile(samples, 50);
  console.log(
    `\nAPI vs raw query: ${(p50(raw) / p50(api)).toFixed(1)}× faster (goal ≥ 20×)` +
      `   API vs its own SQL: ${(p50(api) / p50(ownSql)).toFixed(2)}× (goal ≤ 1.5×)   (p50s)`,
  );
} finally {
  await server.dispose();
}
