import { randomBytes } from 'node:crypto';
import { saveCredentials } from '../server/ingest/credentials';
import { DEMO_PASSWORD } from '../server/seed/demo-catalog';
import { percentile, startBenchServer, timeEach } from './bench-server';

// Scale past the demo (issue 13): 20 stations × 10 parameters × 1 year of 5-minute values
// (~21 M rows) loaded into PostgreSQL's partitioned measurement table through the roll-up
// trigger, one day of all stations per statement, oldest first, as an import of history (the
// year's monthly partitions are created first). After the
// first month and again after the whole year it prints, so the growth shows:
// - load rate (rows/s) and bytes per raw row on disk (heap + indexes of every partition);
// - p95 of GET /api/reports/averages?interval=day over the year, 1 station × 10 parameters;
// - p95 of GET /api/reports/lookup of one month (the first), 1 station × 10 parameters, page 1
//   with its total;
// - p95 of POST /api/ingest of new 5-minute files (10 values each), one sender.
// Needs DATABASE_URL (a fresh database is created and dropped). The load stops after
// BENCH_SCALE_MAX_LOAD_MINUTES (18) and the figures are printed for the size it reached;
// BENCH_SCALE_DAYS (365) shortens a trial run. Not part of `npm test`.
// Run: DATABASE_URL=postgres://… npm run bench:scale

const STATIONS = 20;
const PARAMETERS = 10;
const DAYS = Number(process.env.BENCH_SCALE_DAYS ?? 365);
const MAX_LOAD_MS = Number(process.env.BENCH_SCALE_MAX_LOAD_MINUTES ?? 18) * 60_000;
const RUNS = 20;
const FILES_PER_PHASE = 100;
const DAY_MS = 86_400_000;
const FIVE_MINUTES = 300_000;

if (!process.env.DATABASE_URL) {
  console.error('bench:scale needs PostgreSQL: DATABASE_URL=postgres://… npm run bench:scale');
  process.exit(2);
}

/** YYYYMMDDhhmmss in Vietnam time, as loggers stamp files and lines. */
const loggerStamp = (time: number) =>
  new Date(time + 7 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
/** The local (UTC+7) date of an instant, as the report API reads a date. */
const localDate = (time: number) => new Date(time + 7 * 3_600_000).toISOString().slice(0, 10);

// A day of 20 stations is one 57,600-row statement: no request statement timeout for the load.
const server = await startBenchServer({
  statusIntervalMs: false,
  database: { statementTimeoutMs: 0 },
});
try {
  // The year ends two days ago at a local midnight; the files sent later fill the days after.
  const end =
    Math.floor((Date.now() + 7 * 3_600_000) / DAY_MS) * DAY_MS - 7 * 3_600_000 - 2 * DAY_MS;
  const start = end - DAYS * DAY_MS;
  console.log(
    `Scale: ${STATIONS} stations × ${PARAMETERS} parameters × ${DAYS} days of 5-minute values ` +
      `(${((STATIONS * PARAMETERS * DAYS * 288) / 1e6).toFixed(1)} M rows) on ${server.db.kind}\n`,
  );
  const [customer] = await server.db.query<{ id: number }>(
    `insert into public.customer (name, customer_key, tree_id)
     values ('Khách hàng đo quy mô', 'bench-scale', '9.7') returning id`,
  );
  const stations = await server.db.query<{ id: number; code: string }>(
    `insert into public.station (customer_id, code, name, kind, lat, lng, province)
     select $1, 'SCALE-' || lpad(n::text, 2, '0'), 'Trạm quy mô ' || n, 'water',
            10.8 + n / 100.0, 106.7, 'TP. Hồ Chí Minh'
     from generate_series(1, $2::int) n returning id, code`,
    [customer!.id, STATIONS],
  );
  await server.db.query(
    `insert into public.station_parameter (station_id, code, name, unit, limit_max, sort_order)
     select s.id, 'P' || k, 'Thông số ' || k, 'mg/L', 100, k
     from public.station s, generate_series(1, $2::int) k where s.customer_id = $1`,
    [customer!.id, PARAMETERS],
  );
  const tokens = new Map<string, string>();
  for (const station of stations) {
    const httpToken = randomBytes(24).toString('base64url');
    await saveCredentials(
      server.db,
      Number(station.id),
      { httpToken, ftpUser: station.code, ftpPassword: httpToken },
      4,
    );
    tokens.set(station.code, httpToken);
  }
  const admin = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@greenwatch.demo', password: DEMO_PASSWORD }),
  });
  const { access_token: token } = (await admin.json()) as { access_token: string };
  const reportStation = Number(stations[0]!.id);
  // An import of history: its months get their partitions first (the server's maintenance
  // only makes the months around now), so no row goes through the default partition.
  await server.db.query('select greenwatch_partitions.create_months($1::date, $2::date)', [
    localDate(start),
    localDate(end),
  ]);

  let loadedDays = 0;
  let loadedRows = 0;
  /** Loads whole days up to `days` (or until the time budget is spent); rows per second. */
  async function loadDays(days: number, budgetEnds: number): Promise<number> {
    const started = performance.now();
    let rows = 0;
    while (loadedDays < days && performance.now() < budgetEnds) {
      const [{ n }] = await server.db.query<{ n: number }>(
        `with written as (
           insert into public.measurement (station_id, parameter_code, time, value, device_status)
           select s.id, 'P' || k, t,
                  round((30 + 20 * sin(extract(epoch from t) / 43200.0 * pi()) + k
                         + random() * 5)::numeric, 2)::float8,
                  case when random() < 0.01 then '01' when random() < 0.003 then '02' else '00' end
           from public.station s, generate_series(1, $2::int) k,
                generate_series($3::timestamptz, $3::timestamptz + interval '1 day' - interval '5 minutes',
                                interval '5 minutes') t
           where s.customer_id = $1
           returning 1)
         select count(*)::int as n from written`,
        [customer!.id, PARAMETERS, new Date(start + loadedDays * DAY_MS).toISOString()],
      );
      rows += Number(n);
      loadedDays += 1;
      if (loadedDays % 30 === 0) {
        const rate = (rows * 1000) / (performance.now() - started);
        console.log(
          `  loaded ${loadedDays} days, ${(loadedRows + rows) / 1e6} M rows (${rate.toFixed(0)} rows/s)`,
        );
      }
    }
    loadedRows += rows;
    await server.db.query(
      'analyze public.measurement, public.measurement_hourly, public.measurement_daily',
    );
    return (rows * 1000) / (performance.now() - started);
  }

  const bytesPerRow = async () => {
    const [size] = await server.db.query<{ raw: number; hourly: number; daily: number }>(
      `select (select sum(pg_total_relation_size(inhrelid)) from pg_inherits
               where inhparent = 'public.measurement'::regclass)::float8 as raw,
              (select sum(pg_total_relation_size(inhrelid)) from pg_inherits
               where inhparent = 'public.measurement_hourly'::regclass)::float8 as hourly,
              pg_total_relation_size('public.measurement_daily')::float8 as daily`,
    );
    return { raw: size!.raw / loadedRows, rollups: (size!.hourly + size!.daily) / loadedRows };
  };

  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
    return response.json();
  };
  const yearReport = () =>
    get(
      `/api/reports/averages?stationIds=${reportStation}&from=${localDate(start)}` +
        `&to=${localDate(end - DAY_MS)}&interval=day`,
    );
  const monthLookup = () =>
    get(
      `/api/reports/lookup?stationIds=${reportStation}&from=${localDate(start)}` +
        `&to=${localDate(start + 29 * DAY_MS)}&page=1&pageSize=100`,
    );

  // New files after the loaded year: station by station within a 5-minute slot, then the next.
  let filesSent = 0;
  async function ingestNewFile(): Promise<void> {
    const station = stations[filesSent % STATIONS]!;
    const stamp = loggerStamp(end + Math.floor(filesSent / STATIONS) * FIVE_MINUTES);
    filesSent += 1;
    const content = Array.from(
      { length: PARAMETERS },
      (_, k) => `P${k + 1}\t${(30 + k + Math.random() * 5).toFixed(2)}\tmg/L\t${stamp}\t00`,
    ).join('\r\n');
    const response = await fetch(
      `${server.url}/api/ingest?file=${encodeURIComponent(`${station.code}_${stamp}.txt`)}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'text/plain',
          authorization: `Bearer ${tokens.get(station.code)}`,
        },
        body: content,
      },
    );
    const result = (await response.json()) as { accepted?: number };
    if (response.status !== 200 || result.accepted !== PARAMETERS)
      throw new Error(`ingest ${station.code} ${stamp}: HTTP ${response.status}`);
  }

  interface Figures {
    days: number;
    rows: number;
    loadRate: number;
    bytesRaw: number;
    bytesRollups: number;
    report: number;
    lookup: number;
    ingest: number;
  }
  async function measure(loadRate: number): Promise<Figures> {
    const bytes = await bytesPerRow();
    const p95 = (samples: number[]) => percentile(samples, 95);
    return {
      days: loadedDays,
      rows: loadedRows,
      loadRate,
      bytesRaw: bytes.raw,
      bytesRollups: bytes.rollups,
      report: p95(await timeEach(RUNS, yearReport)),
      lookup: p95(await timeEach(RUNS, monthLookup)),
      ingest: p95(await timeEach(FILES_PER_PHASE, ingestNewFile)),
    };
  }

  const loadStarted = performance.now();
  const budgetEnds = loadStarted + MAX_LOAD_MS;
  const month = await measure(await loadDays(Math.min(30, DAYS), budgetEnds));
  console.log(`1 month loaded: ${month.rows} rows\n`);
  const rest = await loadDays(DAYS, budgetEnds);
  if (loadedDays < DAYS) {
    console.log(
      `\nLoad budget of ${MAX_LOAD_MS / 60_000} min spent: stopped at ${loadedDays} of ${DAYS} days.`,
    );
  }
  const year = await measure(rest);

  const column = (label: string, a: number, b: number, unit: string, digits = 0) =>
    console.log(
      `${label.padEnd(46)} ${a.toFixed(digits).padStart(10)} ${b.toFixed(digits).padStart(12)} ${unit.padEnd(7)} ×${(b / a).toFixed(2)}`,
    );
  console.log(
    `\n${'figure'.padEnd(46)} ${'1 month'.padStart(10)} ${`${year.days} days`.padStart(12)}`,
  );
  column('rows loaded', month.rows, year.rows, 'rows');
  column('load rate (trigger-maintained roll-ups)', month.loadRate, year.loadRate, 'rows/s');
  column('bytes per raw row on disk (heap + indexes)', month.bytesRaw, year.bytesRaw, 'B', 1);
  column('  roll-ups (hourly + daily) per raw row', month.bytesRollups, year.bytesRollups, 'B', 1);
  column('p95 daily averages, 1 station × 10, the year', month.report, year.report, 'ms', 1);
  column('p95 lookup of one month, 1 station × 10, page 1', month.lookup, year.lookup, 'ms', 1);
  column('p95 POST /api/ingest of a new file (10 values)', month.ingest, year.ingest, 'ms', 1);
  console.log(
    `\n(${RUNS} runs each, ${FILES_PER_PHASE} files per phase; load ${((performance.now() - loadStarted) / 60_000).toFixed(1)} min)`,
  );
} finally {
  await server.dispose();
}
