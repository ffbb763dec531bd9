import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSecrets } from '../../../server/ingest/demo-credentials';
import { startTestServer, type TestServer } from '../support/test-server';
import { ingestFiles, largeDataFile, stationId } from './support';

// A 2 MB station file must not hold the server: while it is parsed and stored, other requests
// are answered. The benchmark (bench/ingest-under-load.ts) measures how fast; this test asserts
// a generous bound, and that the whole file is stored.

const OTHER_CLIENTS = 20;
/**
 * Generous, for a busy test machine (the benchmark's target is 300 ms at p95): seen here up to
 * 1.7 s with other test runs sharing two cores, and 8.6 s in a slow hour of CI (2026-12-02,
 * beside the end-to-end run); before batching, every request waited for the whole file, 17-20 s
 * on a quiet machine, which this bound still fails.
 */
const MAX_WAIT_MS = 10_000;

let server: TestServer;
let accessToken: string;

beforeAll(async () => {
  server = await startTestServer({ ftpPort: false, ingestDir: false, statusIntervalMs: false });
  const user = await server.signedIn('user@greenwatch.demo');
  accessToken = (await user.auth.getSession()).data.session!.access_token;
});
afterAll(async () => {
  await server?.stop();
});

/** Pause between two requests of one client: 20 clients in a tight loop would measure each other. */
const THINK_MS = 25;

/** GET /api/health or /api/customers/ (signed in); resolves with the time it took. */
async function otherRequest(request: number): Promise<number> {
  const started = performance.now();
  const response =
    request % 2 === 0
      ? await fetch(`${server.url}/api/health`)
      : await fetch(`${server.url}/api/customers/`, {
          headers: { authorization: `Bearer ${accessToken}` },
        });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return performance.now() - started;
}

/** One client: both requests in turn until `done`, timing each. */
async function otherClient(index: number, isDone: () => boolean, waits: number[]) {
  for (let request = index; !isDone(); request++) {
    await new Promise((resolve) => setTimeout(resolve, THINK_MS));
    waits.push(await otherRequest(request));
  }
}

describe('a 2 MB file', () => {
  it('is stored whole while 20 other clients keep being answered', async () => {
    const file = await largeDataFile(server.db, 'PL-NT01', 2_000_000);
    const station = await stationId(server.db, 'PL-NT01');
    // Warm-up: the first requests of each kind pay for query planning, not for the file.
    await Promise.all(Array.from({ length: OTHER_CLIENTS }, (_, i) => otherRequest(i)));
    let done = false;
    const waits: number[] = [];
    const others = Array.from({ length: OTHER_CLIENTS }, (_, i) =>
      otherClient(i, () => done, waits),
    );
    const response = await fetch(`${server.url}/api/ingest?file=${file.fileName}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${demoSecrets('PL-NT01').httpToken}` },
      body: file.content,
    }).finally(() => {
      done = true;
    });
    await Promise.all(others);

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'accepted',
      linesTotal: file.lines,
      accepted: file.lines,
      stored: { inserted: file.lines },
    });
    const [{ count }] = await server.db.query<{ count: number }>(
      'select count(*)::int as count from public.measurement where station_id = $1',
      [station],
    );
    expect(count).toBe(file.lines);
    expect(await ingestFiles(server.db, station)).toMatchObject([
      { file_name: file.fileName, status: 'accepted', lines_accepted: file.lines },
    ]);
    expect(waits.length).toBeGreaterThan(OTHER_CLIENTS * 2);
    expect(Math.max(...waits)).toBeLessThan(MAX_WAIT_MS);
    // Its bytes are kept for the evidence pack (issue 18), in parts, and read back whole.
    const [kept] = await server.db.query<{ parts: number; content: string }>(
      `select count(*)::int as parts,
              encode(sha256(string_agg(c.content, ''::bytea order by c.part)), 'hex') as content
       from public.ingest_file_content c join public.ingest_file f on f.id = c.ingest_file_id
       where f.station_id = $1`,
      [station],
    );
    expect(kept!.parts).toBeGreaterThan(1);
    expect(kept!.content).toBe(createHash('sha256').update(file.content).digest('hex'));
  }, 60_000);
});
