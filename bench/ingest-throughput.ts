import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { demoSecrets } from '../server/ingest/demo-credentials';
import { startBenchServer } from './bench-server';

// Prints ingestion throughput (files/s and values/s) of small station files sent to the real
// POST /api/ingest (token, parse, lock, upsert with the measurement trigger's roll-ups and latest
// values, the station's evaluation, the file's record, realtime, alerts after commit) by 1 and by
// several senders at once (each sender its own stations, oldest file first), beside the floor
// measured in the same run: a plain multi-row INSERT of the same number of rows into the same
// table, one autocommitted statement (one transaction) per file, by as many senders at once.
// Goal of issue 13: ours ≥ 25 % of the floor.
// The machine's load changes by the second, so the two are measured in alternating blocks of
// BENCH_BLOCK timestamps (× every station), each block a minute of data later than the one
// before: every file, ours or the floor's, is the newest of its station and moves its latest
// values, roll-ups and live row the same way. The tables are emptied before each sender count.
// PGlite, then PostgreSQL when DATABASE_URL is set.
// Run: npm run bench:ingest   (BENCH_FILES_PER_STATION=30 per side, BENCH_SENDERS=1,4,8,
// BENCH_BLOCK=5, BENCH_DATABASES=pglite,postgres)

const FILES_PER_STATION = Number(process.env.BENCH_FILES_PER_STATION ?? 30);
const SENDERS = (process.env.BENCH_SENDERS ?? '1,4,8').split(',').map(Number);
const BLOCK = Number(process.env.BENCH_BLOCK ?? 5);
const FILE_INTERVAL_MS = 60_000;

type Kind = 'pglite' | 'postgres';
type Row = [number, string, string, number, string];

interface DataFile {
  /** Which side sends it: POST /api/ingest or the plain INSERT. */
  ours: boolean;
  block: number;
  stationIndex: number;
  stationCode: string;
  name: string;
  content: string;
  rows: Row[];
}

/** YYYYMMDDhhmmss in Vietnam time. */
const loggerStamp = (time: number) =>
  new Date(time + 7 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);

/** startBenchServer takes PostgreSQL whenever DATABASE_URL is set; PGlite is asked for here. */
async function startOn(kind: Kind) {
  const options = { statusIntervalMs: false, ftpPort: false, ingestDir: false } as const;
  if (kind === 'postgres') return startBenchServer(options);
  const url = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  try {
    return await startBenchServer(options);
  } finally {
    if (url) process.env.DATABASE_URL = url;
  }
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function run(kind: Kind): Promise<void> {
  const server = await startOn(kind);
  const { db } = server;
  try {
    const stations = await db.query<{ id: number; code: string }>(
      'select id, code from public.station order by id',
    );
    const parameters = await db.query<{
      station_id: number;
      code: string;
      unit: string;
      limit_max: number | null;
    }>(
      'select station_id, code, unit, limit_max from public.station_parameter order by station_id, sort_order, code',
    );
    // Oldest first, a minute apart, in blocks of BLOCK minutes: ours, floor, ours, floor …
    // Values stay within limits (no alert storm).
    const minutes = 2 * FILES_PER_STATION;
    const latest = Math.floor(Date.now() / 60_000) * 60_000 - FILE_INTERVAL_MS;
    const files: DataFile[] = [];
    for (let i = 0; i < minutes; i++) {
      const time = latest - (minutes - 1 - i) * FILE_INTERVAL_MS;
      const stamp = loggerStamp(time);
      const block = Math.floor(i / BLOCK);
      stations.forEach((station, stationIndex) => {
        const own = parameters.filter((p) => Number(p.station_id) === Number(station.id));
        const values = own.map((p) =>
          Number(((p.limit_max ?? 100) * (0.3 + Math.random() * 0.4)).toFixed(2)),
        );
        files.push({
          ours: block % 2 === 0,
          block,
          stationIndex,
          stationCode: station.code,
          name: `${station.code}_${stamp}.txt`,
          content: own
            .map((p, k) => `${p.code}\t${values[k]}\t${p.unit || '-'}\t${stamp}\t00`)
            .join('\r\n'),
          rows: own.map((p, k) => [
            Number(station.id),
            p.code,
            new Date(time).toISOString(),
            values[k]!,
            '00',
          ]),
        });
      });
    }
    const rowCount = files.reduce((n, file) => n + file.rows.length, 0);
    const oursFiles = files.filter((file) => file.ours);
    const oursRows = oursFiles.reduce((n, file) => n + file.rows.length, 0);
    const floorFiles = files.filter((file) => !file.ours);
    const floorRows = rowCount - oursRows;
    console.log(
      `\n${kind}: ${oursFiles.length} files through the API, ${floorFiles.length} by plain INSERT,` +
        ` ${(rowCount / files.length).toFixed(1)} values each (${stations.length} stations,` +
        ` a file a minute, alternating blocks of ${BLOCK} minutes);` +
        ` ${cpus().length} CPUs, load average ${load()}`,
    );

    /** Every phase starts from the same state: no measurements, no latest values, no records. */
    const reset = async () => {
      await server.alerts.idle();
      // With what refers to the files (their contents, forwards to the authority, gap records).
      await db.query(
        'truncate public.measurement, public.measurement_hourly, public.measurement_daily, public.ingest_file cascade',
      );
      await db.query(
        'update public.station_parameter set latest_value = null, latest_device_status = null, latest_time = null',
      );
      await db.query('update public.station set latest_status = null, latest_time = null');
      // The realtime changes those updates queued are delivered before the clock starts.
      for (let waited = 0; waited < 5_000; waited += 50) {
        const [queued] = await db.query<{ n: number }>(
          'select count(*)::int as n from greenwatch_realtime.change',
        );
        if (!queued || Number(queued.n) === 0) break;
        await sleep(50);
      }
    };
    const storedRows = async () =>
      Number((await db.query<{ n: number }>('select count(*) as n from public.measurement'))[0]!.n);

    // The senders' HTTP client: node:http on kept-alive connections. It shares the CPU with the
    // server here (a logger would not), and costs about half of what fetch() does per request.
    const agent = new Agent({ keepAlive: true, maxSockets: 64 });
    const send = (file: DataFile) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const sent = request(
          `${server.url}/api/ingest?file=${encodeURIComponent(file.name)}`,
          {
            method: 'POST',
            agent,
            headers: {
              'content-type': 'text/plain',
              'content-length': Buffer.byteLength(file.content),
              authorization: `Bearer ${demoSecrets(file.stationCode).httpToken}`,
            },
          },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
            response.on('error', reject);
          },
        );
        sent.on('error', reject);
        sent.end(file.content);
      });
    async function post(file: DataFile): Promise<void> {
      const { status, body } = await send(file);
      const result = JSON.parse(body) as { accepted?: number };
      if (status !== 200 || result.accepted !== file.rows.length)
        throw new Error(`${file.name}: ${status} ${body.slice(0, 300)}`);
    }

    const insertSql = (count: number) =>
      `insert into public.measurement (station_id, parameter_code, time, value, device_status) values ` +
      Array.from(
        { length: count },
        (_, i) => `($${i * 5 + 1}, $${i * 5 + 2}, $${i * 5 + 3}, $${i * 5 + 4}, $${i * 5 + 5})`,
      ).join(', ');
    const insert = (file: DataFile) => db.query(insertSql(file.rows.length), file.rows.flat());

    /** Milliseconds spent on `blockFiles`, `senders` at once, each sender its own stations. */
    async function timed(
      blockFiles: DataFile[],
      senders: number,
      send: (file: DataFile) => Promise<unknown>,
    ) {
      const started = performance.now();
      await Promise.all(
        Array.from({ length: senders }, async (_, s) => {
          for (const file of blockFiles) if (file.stationIndex % senders === s) await send(file);
        }),
      );
      return performance.now() - started;
    }

    // Warm-up: connections, plans, JIT of both paths.
    await reset();
    for (const file of oursFiles.slice(0, stations.length)) await post(file);
    for (const file of floorFiles.slice(0, stations.length)) await insert(file);

    const rate = (ms: number, n: number) => ((n * 1000) / ms).toFixed(0).padStart(6);
    const blocks = Math.max(...files.map((file) => file.block)) + 1;
    for (const senders of SENDERS) {
      await reset();
      let oursMs = 0;
      let floorMs = 0;
      for (let block = 0; block < blocks; block++) {
        const blockFiles = files.filter((file) => file.block === block);
        if (block % 2 === 0) oursMs += await timed(blockFiles, senders, post);
        else floorMs += await timed(blockFiles, senders, insert);
      }
      const stored = await storedRows();
      if (stored !== rowCount) throw new Error(`${stored} rows stored, expected ${rowCount}`);
      const label = `${senders} sender${senders === 1 ? ' ' : 's'}`;
      console.log(
        `${kind.padEnd(8)} ${label.padEnd(9)} POST /api/ingest ${rate(oursMs, oursFiles.length)} files/s` +
          ` (${rate(oursMs, oursRows)} values/s)  | floor, plain INSERT per file` +
          ` ${rate(floorMs, floorFiles.length)} files/s (${rate(floorMs, floorRows)} values/s)` +
          `  | ours/floor ${((floorMs / floorFiles.length / (oursMs / oursFiles.length)) * 100).toFixed(0).padStart(3)} %`,
      );
    }
    console.log(`load average after: ${load()}`);
    agent.destroy();
  } finally {
    await server.dispose();
  }
}

const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
if (databases.includes('pglite')) await run('pglite');
if (databases.includes('postgres') && process.env.DATABASE_URL) await run('postgres');
