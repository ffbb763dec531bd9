import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { DEMO_PASSWORD } from '../server/seed/demo-catalog';
import { percentile, startBenchServer } from './bench-server';

// Sustained load on loopback: BENCH_LOAD_CLIENTS connections (default 50) for BENCH_LOAD_SECONDS
// (default 60) on each of GET /api/customers/ (product API, a signed-in user's bearer token),
// GET /rest/v1/notification (apikey + token, the app's newest-100 list) and a built script as a
// browser asks for it (brotli; one of the 30-odd files of a page's first load; needs
// `npm run build`), beside a floor under the same load: GET /api/health, one `select 1` through
// the same server. Prints requests/s,
// p50/p95/p99 and the failures (non-2xx, connection errors, timeouts after
// BENCH_LOAD_TIMEOUT_SECONDS, default 10) per endpoint: on PGlite, then on PostgreSQL when
// DATABASE_URL is set. A watchdog ends the run if it overstays its planned length.
// Run: npm run bench:load  (BENCH_LOAD_SECONDS=5 for a quick look).

function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
}

const CLIENTS = setting('BENCH_LOAD_CLIENTS', 50);
const SECONDS = setting('BENCH_LOAD_SECONDS', 60);
const TIMEOUT_SECONDS = setting('BENCH_LOAD_TIMEOUT_SECONDS', 10);
const NOTIFICATIONS = 2000;
/** Requests per client before each measured run, so first-request costs stay out of it. */
const WARM_UP_REQUESTS_PER_CLIENT = 4;
const SETUP_ALLOWANCE_SECONDS = 180;
/** The endpoints each database is loaded on (run below). */
const ENDPOINTS = 4;

/** The script index.html preloads beside the entry (assets/icon-runtime.<hash>.module.js, 5 KB
 *  of brotli): a file the size of most of a page's first load. */
function builtPageScript(): string {
  const html = readFileSync(join(import.meta.dirname, '..', 'www', 'index.html'), 'utf8');
  const script = /<link rel="modulepreload" crossorigin href="\.(\/assets\/[^"]+)"/.exec(html)?.[1];
  if (!script) throw new Error('bench:load: no preloaded script in www/index.html (npm run build)');
  return script;
}

interface Endpoint {
  readonly label: string;
  readonly path: string;
  readonly headers?: Record<string, string>;
}

interface Measured {
  readonly requestsPerSecond: number;
  readonly latencies: number[];
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
}

/** `CLIENTS` connections for `SECONDS`, or for `amount` requests (the warm-up). */
function load(url: string, endpoint: Endpoint, amount?: number): Promise<Measured> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}${endpoint.path}`,
        headers: endpoint.headers,
        connections: CLIENTS,
        duration: SECONDS,
        amount,
        timeout: TIMEOUT_SECONDS,
      },
      (error, result: Result) => {
        if (error) reject(error);
        else
          resolve({
            requestsPerSecond: result.requests.average,
            latencies,
            non2xx: result.non2xx,
            // autocannon counts timeouts among the connection errors; report them apart.
            errors: result.errors - result.timeouts,
            timeouts: result.timeouts,
          });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

function row(label: string, measured: Measured): string {
  const ms = (p: number) =>
    (measured.latencies.length ? percentile(measured.latencies, p).toFixed(1) : '–').padStart(8);
  const count = (n: number) => String(n).padStart(9);
  return (
    `${label.padEnd(42)}${measured.requestsPerSecond.toFixed(0).padStart(8)}` +
    `${ms(50)}${ms(95)}${ms(99)}${count(measured.non2xx)}${count(measured.errors)}${count(measured.timeouts)}`
  );
}

async function run(databaseUrl: string | undefined): Promise<void> {
  // The bench server takes DATABASE_URL by itself; naming the URL (or none) picks the database.
  const server = await startBenchServer({ databaseUrl });
  try {
    const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'user@greenwatch.demo', password: DEMO_PASSWORD }),
    });
    const session = (await signIn.json()) as {
      access_token: string;
      user: { user_metadata: { customer_id: number } };
    };
    const customerId = session.user.user_metadata.customer_id;
    await server.db.query(
      `insert into public.notification (customer_id, title, content, type, created_at)
       select $1, 'Thông báo ' || n, 'Nội dung', 'info', now() - make_interval(mins => n)
       from generate_series(1, $2::int) n`,
      [customerId, NOTIFICATIONS],
    );
    const bearer = { Authorization: `Bearer ${session.access_token}` };
    const endpoints: Endpoint[] = [
      { label: 'GET /api/health (floor: select 1)', path: '/api/health' },
      { label: 'GET /api/customers/ (user)', path: '/api/customers/', headers: bearer },
      {
        label: `GET /rest/v1/notification (100 of ${NOTIFICATIONS})`,
        path: `/rest/v1/notification?select=*&customer_id=eq.${customerId}&order=created_at.desc&limit=100`,
        headers: { ...bearer, apikey: server.anonKey },
      },
      {
        label: 'GET a page script (5 KB of brotli)',
        path: builtPageScript(),
        headers: { 'Accept-Encoding': 'br' },
      },
    ];
    console.log(
      `\n${server.db.kind}: ${CLIENTS} clients × ${SECONDS} s per endpoint on ${server.url}` +
        ` (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`,
    );
    console.log(
      `${'endpoint'.padEnd(42)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}` +
        `${'p99 ms'.padStart(8)}${'non-2xx'.padStart(9)}${'errors'.padStart(9)}${'timeouts'.padStart(9)}`,
    );
    for (const endpoint of endpoints) {
      await load(server.url, endpoint, WARM_UP_REQUESTS_PER_CLIENT * CLIENTS);
      console.log(row(endpoint.label, await load(server.url, endpoint)));
    }
  } finally {
    await server.dispose();
  }
}

const databases = process.env.DATABASE_URL ? [undefined, process.env.DATABASE_URL] : [undefined];
const plannedSeconds =
  databases.length * (ENDPOINTS * (SECONDS + TIMEOUT_SECONDS) + SETUP_ALLOWANCE_SECONDS);
setTimeout(() => {
  console.error(`bench:load stopped: it ran longer than its ${plannedSeconds} s bound`);
  process.exit(2);
}, plannedSeconds * 1000).unref();

for (const databaseUrl of databases) await run(databaseUrl);
