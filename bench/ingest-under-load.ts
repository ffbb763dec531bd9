import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { demoSecrets } from '../server/ingest/demo-credentials';
import { DEMO_PASSWORD } from '../server/seed/demo-catalog';
import { percentile, startBenchServer } from './bench-server';

// Prints how long other requests wait while a 2 MB data file is posted to POST /api/ingest:
// 20 clients call GET /api/health and GET /api/customers/ (signed in) in a closed loop, and their
// p50/p95/max are printed beside the same clients' figures with no file in flight, measured in
// the same run, plus the file's own time. On PGlite, and also on PostgreSQL when DATABASE_URL is
// set. Run: npx tsx bench/ingest-under-load.ts

const CLIENTS = 20;
const FILE_BYTES = 2_000_000;
const STATION = 'PL-NT01';
const BASELINE_MS = Number(process.env.BENCH_BASELINE_MS ?? 5000);

type Kind = 'pglite' | 'postgres';
type Samples = { health: number[]; customers: number[]; errors: number };

/** YYYYMMDDhhmmss in Vietnam time. */
const loggerStamp = (time: number) =>
  new Date(time + 7 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);

/** startBenchServer takes PostgreSQL whenever DATABASE_URL is set; PGlite is asked for here. */
async function startOn(kind: Kind) {
  if (kind === 'postgres') return startBenchServer();
  const url = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  try {
    return await startBenchServer();
  } finally {
    if (url) process.env.DATABASE_URL = url;
  }
}

async function run(kind: Kind): Promise<void> {
  const server = await startOn(kind);
  try {
    const user = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    await user.auth.signInWithPassword({ email: 'user@greenwatch.demo', password: DEMO_PASSWORD });
    const accessToken = (await user.auth.getSession()).data.session!.access_token;

    // One line per parameter per minute back from a minute ago: every line valid and new.
    const parameters = await server.db.query<{ code: string }>(
      `select p.code from public.station_parameter p join public.station s on s.id = p.station_id
       where s.code = $1 order by p.code`,
      [STATION],
    );
    const lines: string[] = [];
    let size = 0;
    const newest = Math.floor(Date.now() / 60_000) * 60_000 - 60_000;
    for (let minute = newest; size < FILE_BYTES - 100; minute -= 60_000) {
      for (const { code } of parameters) {
        const line = `${code}\t${(lines.length % 97) / 10}\tmg/L\t${loggerStamp(minute)}\t00`;
        if (size + line.length + 2 > FILE_BYTES) break;
        lines.push(line);
        size += line.length + 2;
      }
    }
    const file = { name: `${STATION}_${loggerStamp(newest)}.txt`, content: lines.join('\r\n') };

    /** One request; a failure (a reset connection, a non-200) is counted, not timed. */
    const request = async (index: number, samples: Samples) => {
      const started = performance.now();
      const health = index % 2 === 0;
      try {
        const response = health
          ? await fetch(`${server.url}/api/health`)
          : await fetch(`${server.url}/api/customers/`, {
              headers: { authorization: `Bearer ${accessToken}` },
            });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`status ${response.status}`);
        (health ? samples.health : samples.customers).push(performance.now() - started);
      } catch {
        samples.errors += 1;
      }
    };
    const load = async (until: () => boolean): Promise<Samples> => {
      const samples: Samples = { health: [], customers: [], errors: 0 };
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, client) => {
          for (let i = client; !until(); i++) await request(i, samples);
        }),
      );
      return samples;
    };
    const postFile = async () => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/ingest?file=${file.name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${demoSecrets(STATION).httpToken}` },
        body: file.content,
      });
      const body = (await response.json()) as { accepted?: number };
      if (response.status !== 200 || body.accepted !== lines.length)
        throw new Error(`ingest: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
      return performance.now() - started;
    };
    const reset = () =>
      server.db.query(
        'truncate public.measurement, public.measurement_hourly, public.measurement_daily',
      );

    console.log(
      `\n${kind}: ${CLIENTS} clients (GET /api/health, GET /api/customers/ in turn, closed loop);` +
        ` file of ${lines.length} lines, ${(Buffer.byteLength(file.content) / 1e6).toFixed(2)} MB`,
    );
    // Warm-up: plans, caches and JIT, for the requests and for the ingestion path.
    await load(
      (
        (end) => () =>
          performance.now() > end
      )(performance.now() + 1000),
    );
    await postFile();
    await reset();

    const aloneMs = await postFile();
    await reset();
    const baseline = await load(
      (
        (end) => () =>
          performance.now() > end
      )(performance.now() + BASELINE_MS),
    );
    let inFlight = true;
    let loadedMs = 0;
    const [withFile] = await Promise.all([
      load(() => !inFlight),
      postFile().then((ms) => {
        loadedMs = ms;
        inFlight = false;
      }),
    ]);

    const f = (n: number) => n.toFixed(1).padStart(7);
    const figures = (samples: number[]) =>
      `p50 ${f(percentile(samples, 50))} ms  p95 ${f(percentile(samples, 95))} ms  max ${f(Math.max(...samples))} ms`;
    for (const [name, during, before] of [
      ['GET /api/health', withFile.health, baseline.health],
      ['GET /api/customers/', withFile.customers, baseline.customers],
      [
        'both',
        [...withFile.health, ...withFile.customers],
        [...baseline.health, ...baseline.customers],
      ],
    ] as const) {
      console.log(
        `${name.padEnd(20)} file in flight: ${figures([...during])} (n=${during.length})` +
          `  | no file: ${figures([...before])} (n=${before.length})`,
      );
    }
    console.log(
      `failed requests: ${withFile.errors} with the file in flight, ${baseline.errors} without`,
    );
    console.log(
      `2 MB file: ${(loadedMs / 1000).toFixed(2)} s under that load, ${(aloneMs / 1000).toFixed(2)} s alone`,
    );
  } finally {
    await server.dispose();
  }
}

await run('pglite');
if (process.env.DATABASE_URL) await run('postgres');
