import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSecrets } from '../../../server/ingest/demo-credentials';
import { startTestServer, type TestServer } from '../support/test-server';
import { loggerStamp, recentMinute } from './support';

// The three writers of measurements running at once: the simulator (every station per tick), the
// status timer (every station locked) and station files stored in several short batches. They
// once deadlocked on PostgreSQL ("deadlock detected", the file answered 500). Every writer now
// locks station rows first, in id order, and a transaction a deadlock still aborts is retried.

const STATIONS = ['PL-NT01', 'PL-NT02', 'SGX-NT01', 'DB-KT01', 'HH-NT01', 'MT-KT01'];
/** Files each station sends, all stations at once (a count, not a time: slow machines too). */
const ROUNDS = 3;

let server: TestServer;
const batchRows = process.env.INGEST_BATCH_ROWS;

beforeAll(async () => {
  // Small batches: a file of a few hundred lines is stored in several transactions.
  process.env.INGEST_BATCH_ROWS = '40';
  server = await startTestServer({
    ftpPort: false,
    ingestDir: false,
    simulatorIntervalMs: 15,
    statusIntervalMs: 15,
  });
});
afterAll(async () => {
  if (batchRows === undefined) delete process.env.INGEST_BATCH_ROWS;
  else process.env.INGEST_BATCH_ROWS = batchRows;
  await server?.stop();
});

/** One line per parameter per minute for the last `minutes` minutes, values new each round. */
async function stationFile(code: string, minutes: number, round: number) {
  const parameters = await server.db.query<{ code: string; unit: string }>(
    `select p.code, p.unit from public.station_parameter p
     join public.station s on s.id = p.station_id where s.code = $1 order by p.code`,
    [code],
  );
  const newest = recentMinute(0);
  const lines: string[] = [];
  for (let m = 0; m < minutes; m++) {
    const stamp = loggerStamp(new Date(newest.getTime() - m * 60_000));
    parameters.forEach((p, i) =>
      lines.push(`${p.code}\t${round + i + m / 100}\t${p.unit}\t${stamp}\t00`),
    );
  }
  return { fileName: `${code}_${loggerStamp(newest)}.txt`, content: lines.join('\r\n') };
}

async function postRounds(code: string): Promise<number[]> {
  const statuses: number[] = [];
  const token = demoSecrets(code).httpToken;
  for (let round = 1; round <= ROUNDS; round++) {
    const file = await stationFile(code, 30, round);
    const response = await fetch(`${server.url}/api/ingest?file=${file.fileName}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}` },
      body: file.content,
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return statuses;
}

const deadlocks = async () => {
  if (server.db.kind !== 'postgres') return 0;
  const [row] = await server.db.query<{ deadlocks: string }>(
    'select deadlocks from pg_stat_database where datname = current_database()',
  );
  return Number(row!.deadlocks);
};

describe('simulator, status timer and batched ingest at once', () => {
  it('store every file without a deadlock', async () => {
    const before = await deadlocks();
    const statuses = (await Promise.all(STATIONS.map(postRounds))).flat();
    expect(statuses).toEqual(Array(STATIONS.length * ROUNDS).fill(200));
    expect(await deadlocks()).toBe(before);
  }, 120_000);
});
