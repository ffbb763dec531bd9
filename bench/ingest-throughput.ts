import { demoSecrets } from '../server/ingest/demo-credentials';
import { startBenchServer } from './bench-server';

// Prints ingestion throughput (files/s and values/s) of data-logger files sent to the real
// POST /api/ingest (parse, upsert, roll-ups, status evaluation, file record, realtime, alerts), by
// one sender and by several at once, beside a plain multi-row INSERT of the same rows into the
// same table in the same run (one statement per file, and all rows in one statement). The
// measurement table and its roll-ups are emptied before each phase, so every phase writes the
// same new rows. Run: npx tsx bench/ingest-throughput.ts  (DATABASE_URL=… for PostgreSQL).

const FILES_PER_STATION = Number(process.env.BENCH_FILES_PER_STATION ?? 40);
const CONCURRENT_SENDERS = 4;
const FILE_INTERVAL_MS = 5 * 60_000;

interface StationParameter {
  code: string;
  unit: string;
  limit_max: number | null;
}

interface DataFile {
  stationId: number;
  stationCode: string;
  name: string;
  content: string;
  rows: Array<[number, string, string, number, string]>;
}

/** YYYYMMDDhhmmss in Vietnam time. */
const loggerStamp = (time: number) =>
  new Date(time + 7 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);

const server = await startBenchServer();
try {
  const stations = await server.db.query<{ id: number; code: string }>(
    'select id, code from public.station order by id',
  );
  const parameters = await server.db.query<StationParameter & { station_id: number }>(
    'select station_id, code, unit, limit_max from public.station_parameter order by station_id, sort_order, code',
  );
  // Oldest file first, like a logger catching up; values stay within limits (no alert storm).
  const latest = Math.floor(Date.now() / 60_000) * 60_000 - FILE_INTERVAL_MS;
  const files: DataFile[] = [];
  for (let i = FILES_PER_STATION - 1; i >= 0; i--) {
    const time = latest - i * FILE_INTERVAL_MS;
    const stamp = loggerStamp(time);
    for (const station of stations) {
      const own = parameters.filter((p) => Number(p.station_id) === Number(station.id));
      const values = own.map((p) =>
        Number(((p.limit_max ?? 100) * (0.3 + Math.random() * 0.4)).toFixed(2)),
      );
      files.push({
        stationId: Number(station.id),
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
    }
  }
  const rowCount = files.reduce((n, file) => n + file.rows.length, 0);
  console.log(
    `GreenWatch ingestion throughput on ${server.db.kind}: ${files.length} files, ${rowCount} values` +
      ` (${stations.length} stations × ${FILES_PER_STATION} files, one timestamp per file)\n`,
  );

  const reset = () =>
    server.db.query(
      'truncate public.measurement, public.measurement_hourly, public.measurement_daily',
    );
  const storedRows = async () =>
    Number(
      (await server.db.query<{ n: number }>('select count(*) as n from public.measurement'))[0]!.n,
    );

  async function post(file: DataFile): Promise<void> {
    const response = await fetch(`${server.url}/api/ingest?file=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        authorization: `Bearer ${demoSecrets(file.stationCode).httpToken}`,
      },
      body: file.content,
    });
    const result = (await response.json()) as { accepted?: number; errors?: unknown[] };
    if (response.status !== 200 || result.accepted !== file.rows.length)
      throw new Error(`${file.name}: ${response.status} ${JSON.stringify(result).slice(0, 300)}`);
  }

  const insertSql = (count: number) =>
    `insert into public.measurement (station_id, parameter_code, time, value, device_status) values ` +
    Array.from(
      { length: count },
      (_, i) => `($${i * 5 + 1}, $${i * 5 + 2}, $${i * 5 + 3}, $${i * 5 + 4}, $${i * 5 + 5})`,
    ).join(', ');
  const insertRows = (rows: DataFile['rows']) =>
    server.db.query(insertSql(rows.length), rows.flat());

  const results: Array<{ name: string; ms: number }> = [];
  async function phase(name: string, run: () => Promise<void>): Promise<void> {
    await reset();
    const started = performance.now();
    await run();
    const ms = performance.now() - started;
    const stored = await storedRows();
    if (stored !== rowCount)
      throw new Error(`${name}: ${stored} rows stored, expected ${rowCount}`);
    results.push({ name, ms });
    const perSecond = (n: number) => ((n * 1000) / ms).toFixed(0).padStart(7);
    console.log(
      `${name.padEnd(52)} ${(ms / 1000).toFixed(2).padStart(6)} s  ${perSecond(files.length)} files/s  ${perSecond(rowCount)} values/s`,
    );
  }

  // Warm-up: the first files pay for connection setup and plan caching.
  for (const file of files.slice(0, stations.length)) await post(file);

  await phase('POST /api/ingest, 1 sender', async () => {
    for (const file of files) await post(file);
  });
  await phase(`POST /api/ingest, ${CONCURRENT_SENDERS} senders (stations split)`, async () => {
    const senders = Array.from({ length: CONCURRENT_SENDERS }, (_, s) =>
      files.filter((file) => file.stationId % CONCURRENT_SENDERS === s),
    );
    await Promise.all(
      senders.map(async (own) => {
        for (const file of own) await post(file);
      }),
    );
  });
  await phase('plain multi-row INSERT, one statement per file', async () => {
    for (const file of files) await insertRows(file.rows);
  });
  await phase('plain multi-row INSERT, all rows in one statement', async () => {
    await insertRows(files.flatMap((file) => file.rows));
  });

  const [sequential, , perFile] = results;
  console.log(
    `\nPOST /api/ingest (1 sender) takes ${(sequential!.ms / perFile!.ms).toFixed(1)}× the time of` +
      ' the plain per-file INSERT of the same rows.',
  );
} finally {
  await server.dispose();
}
