import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoSecrets } from '../../server/ingest/demo-credentials';
import { DEMO_PASSWORD } from '../../server/seed/demo-catalog';
import { dataFile, stationId, subscribeStations, type Change } from './ingest/support';
import { startTestServer, type TestServer } from './support/test-server';

// A lost or refused database is an outage, never a crash or a hang (DESIGN.md §8): while it is
// away every service answers 503 with Retry-After in its own error shape, and within seconds of
// its return everything serves again, LISTEN included. A file acknowledged with 200 is stored.
// On PGlite (one connection) the same 503 answers a request that waited too long for its turn.
// What would end a real process (an 'error' event without a listener, an unhandled rejection)
// is caught here as it happens and fails the test.

const POSTGRES = process.env.DATABASE_URL;
/** Longest any request may take, outage or not: the acquire wait plus generous slack. */
const REQUEST_BOUND_MS = 10_000;
const RECOVERY_MS = 10_000;

/** Errors that would have ended the process, collected while a test runs, with how they came
 *  (an 'error' event without a listener, or a rejection nobody handled) and where from. */
const fatal: unknown[] = [];
const recordAs = (how: string) => (error: unknown) =>
  fatal.push({ how, error, stack: error instanceof Error ? error.stack : undefined });
const uncaught = recordAs('uncaughtException');
const unhandled = recordAs('unhandledRejection');
beforeAll(() => {
  process.on('uncaughtException', uncaught);
  process.on('unhandledRejection', unhandled);
});
afterAll(() => {
  process.off('uncaughtException', uncaught);
  process.off('unhandledRejection', unhandled);
});
afterEach(() => {
  expect(fatal.splice(0), 'errors that would end the process').toEqual([]);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`not met within ${timeoutMs} ms`);
    await sleep(100);
  }
}

interface Answer {
  status: number;
  ms: number;
  retryAfter: string | null;
  sbErrorCode: string | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** The server's answers, each within REQUEST_BOUND_MS or the test fails on the abort. */
class Probe {
  constructor(
    private readonly server: TestServer,
    private readonly accessToken: string,
  ) {}

  async send(path: string, init: RequestInit = {}): Promise<Answer> {
    const started = performance.now();
    const response = await fetch(`${this.server.url}${path}`, {
      ...init,
      signal: AbortSignal.timeout(REQUEST_BOUND_MS),
    });
    const text = await response.text();
    return {
      status: response.status,
      ms: performance.now() - started,
      retryAfter: response.headers.get('retry-after'),
      sbErrorCode: response.headers.get('x-sb-error-code'),
      body: text ? JSON.parse(text) : null,
    };
  }

  health = () => this.send('/api/health');
  customers = () =>
    this.send('/api/customers/', { headers: { Authorization: `Bearer ${this.accessToken}` } });
  rest = () =>
    this.send('/rest/v1/notification?select=id&limit=5', {
      headers: { apikey: this.server.anonKey, Authorization: `Bearer ${this.accessToken}` },
    });
  signIn = () =>
    this.send('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: {
        apikey: this.server.anonKey,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ email: 'user@greenwatch.demo', password: DEMO_PASSWORD }),
    });
  ingest = (stationCode: string, file: { fileName: string; content: string }) =>
    this.send(`/api/ingest?file=${encodeURIComponent(file.fileName)}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${demoSecrets(stationCode).httpToken}`,
        'content-type': 'text/plain',
      },
      body: file.content,
    });

  async everythingServes(): Promise<boolean> {
    const answers = await Promise.all([this.health(), this.customers(), this.rest()]);
    return answers.every((answer) => answer.status === 200);
  }
}

/** Files of three lines, a minute apart, two days back: no clash with anything else. */
const STATIONS = [
  { code: 'PL-NT01', lines: ['COD', 'TSS'] },
  { code: 'PL-NT02', lines: ['COD', 'TSS'] },
  { code: 'PL-KT01', lines: ['PM', 'SO2'] },
] as const;
const FILE_BASE = Date.now() - 2 * 86_400_000 - ((Date.now() - 2 * 86_400_000) % 60_000);

function stationFile(stationCode: string, codes: readonly string[], index: number) {
  const at = new Date(FILE_BASE + index * 60_000);
  const value = (10 + (index % 50)).toFixed(1);
  return {
    at,
    value: Number(value),
    ...dataFile(
      stationCode,
      at,
      codes.map((code) => [code, value, ''] as const),
    ),
  };
}

interface Sent {
  station: string;
  codes: readonly string[];
  file: ReturnType<typeof stationFile>;
  answer: Answer;
}

describe.skipIf(!POSTGRES)(
  'PostgreSQL going away (needs DATABASE_URL: PGlite has no connection to lose)',
  () => {
    let server: TestServer;
    let probe: Probe;
    let admin: pg.Client;
    let database: string;
    let user: SupabaseClient;
    let changes: Change[];
    const listened = { payloads: [] as string[], resubscribed: 0 };
    let fileIndex = 0;

    beforeAll(async () => {
      server = await startTestServer({
        ftpPort: false,
        ingestDir: false,
        // The status timer and the alert notifier run through the outage too.
        statusIntervalMs: 1000,
        database: { acquireTimeoutMs: 2000, reconnectMaxMs: 500, retryAfterSeconds: 1 },
      });
      [{ database }] = await server.db.query<{ database: string }>(
        'select current_database() as database',
      );
      admin = new pg.Client({ connectionString: POSTGRES });
      await admin.connect();
      user = await server.signedIn('user@greenwatch.demo');
      probe = new Probe(server, (await user.auth.getSession()).data.session!.access_token);
      changes = await subscribeStations(user);
      await server.db.listen(
        'outage_probe',
        (payload) => listened.payloads.push(payload),
        () => (listened.resubscribed += 1),
      );
    });
    afterAll(async () => {
      await admin?.query(`alter database ${database} with allow_connections true`).catch(() => 0);
      await admin?.end();
      await user?.removeAllChannels();
      await server?.stop();
    });

    const terminateAll = async () =>
      (
        await admin.query<{ n: number }>(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid()`,
          [database],
        )
      ).rows[0]!.n;

    /** Loggers posting one file after another until `stop` is called; every answer is kept. */
    function startLoggers() {
      const sent: Sent[] = [];
      let running = true;
      const loops = STATIONS.map(async ({ code, lines }) => {
        while (running) {
          const file = stationFile(code, lines, (fileIndex += 1));
          sent.push({ station: code, codes: lines, file, answer: await probe.ingest(code, file) });
        }
      });
      return {
        sent,
        async stop() {
          running = false;
          await Promise.all(loops);
        },
      };
    }

    /** Reads and sign-ins until `stop`; each must answer 200 or 503, within the bound. */
    function startReaders() {
      const answers: Answer[] = [];
      let running = true;
      const loop = (async () => {
        while (running) {
          answers.push(...(await Promise.all([probe.health(), probe.customers(), probe.rest()])));
        }
      })();
      return {
        answers,
        async stop() {
          running = false;
          await loop;
        },
      };
    }

    async function expectStored(sent: readonly Sent[]) {
      for (const { station, codes, file } of sent) {
        const rows = await server.db.query<{ parameter_code: string; value: number }>(
          `select parameter_code, value from public.measurement
         where station_id = $1 and time = $2 order by parameter_code`,
          [await stationId(server.db, station), file.at],
        );
        expect(rows, file.fileName).toEqual(
          [...codes].sort().map((code) => ({ parameter_code: code, value: file.value })),
        );
      }
    }

    it('stays up when every connection is terminated and serves again within seconds', async () => {
      const loggers = startLoggers();
      const readers = startReaders();
      await sleep(500);
      expect(await terminateAll()).toBeGreaterThan(1);
      await sleep(200);
      await terminateAll();

      const recoveredMs = await until(() => probe.everythingServes(), RECOVERY_MS);
      expect(recoveredMs).toBeLessThan(RECOVERY_MS);
      expect((await probe.signIn()).status).toBe(200);
      await sleep(300);
      await loggers.stop();
      await readers.stop();

      const answers = [...readers.answers, ...loggers.sent.map((s) => s.answer)];
      for (const answer of answers) {
        expect([200, 503]).toContain(answer.status);
        expect(answer.ms).toBeLessThan(REQUEST_BOUND_MS);
        if (answer.status === 503) expect(answer.retryAfter).toBe('1');
      }
      // Every acknowledged file is stored whole; one refused during the outage is sent again,
      // as a logger does, and then stored too.
      const acknowledged = loggers.sent.filter((s) => s.answer.status === 200);
      expect(acknowledged.length).toBeGreaterThan(3);
      await expectStored(acknowledged);
      const refused = loggers.sent.filter((s) => s.answer.status !== 200);
      for (const again of refused) {
        expect((await probe.ingest(again.station, again.file)).status).toBe(200);
      }
      await expectStored(refused);

      // LISTEN came back by itself: the subscriber was told, and NOTIFY reaches it again.
      await until(async () => listened.resubscribed >= 1, RECOVERY_MS);
      await server.db.query(`select pg_notify('outage_probe', 'after the outage')`);
      await until(async () => listened.payloads.includes('after the outage'), RECOVERY_MS);
      // Realtime delivers changes made after the outage.
      const seen = changes.length;
      const file = stationFile('PL-NT01', ['COD', 'TSS'], (fileIndex += 1));
      expect((await probe.ingest('PL-NT01', file)).status).toBe(200);
      await until(async () => changes.length > seen, RECOVERY_MS);
    });

    it('answers 503 with Retry-After in each service’s shape while connections are refused', async () => {
      const resubscribedBefore = listened.resubscribed;
      await admin.query(`alter database ${database} with allow_connections false`);
      try {
        await terminateAll();
        const deadline = Date.now() + 3000;
        let rounds = 0;
        while (Date.now() < deadline) {
          rounds += 1;
          const [health, customers, rest, signIn, ingest] = await Promise.all([
            probe.health(),
            probe.customers(),
            probe.rest(),
            probe.signIn(),
            probe.ingest('PL-NT01', stationFile('PL-NT01', ['COD'], (fileIndex += 1))),
          ]);
          for (const answer of [health, customers, rest, signIn, ingest]) {
            expect(answer.status).toBe(503);
            expect(answer.retryAfter).toBe('1');
            expect(answer.ms).toBeLessThan(REQUEST_BOUND_MS);
          }
          const apiBody = {
            error: 'database_unavailable',
            message:
              'Hệ thống tạm thời không kết nối được cơ sở dữ liệu. Vui lòng thử lại sau ít phút.',
          };
          expect(health.body).toEqual(apiBody);
          expect(customers.body).toEqual(apiBody);
          expect(ingest.body).toEqual(apiBody);
          expect(rest.body).toEqual({
            code: '08006',
            details: null,
            hint: 'Retry after 1 s',
            message: expect.stringContaining('Database unavailable'),
          });
          expect(signIn.body).toEqual({
            code: 'unexpected_failure',
            error_code: 'unexpected_failure',
            message: expect.stringContaining('Database unavailable'),
          });
          expect(signIn.sbErrorCode).toBe('unexpected_failure');
          await sleep(500);
        }
        expect(rounds).toBeGreaterThan(1);
      } finally {
        await admin.query(`alter database ${database} with allow_connections true`);
      }
      expect(await until(() => probe.everythingServes(), RECOVERY_MS)).toBeLessThan(RECOVERY_MS);
      expect((await probe.signIn()).status).toBe(200);
      await until(async () => listened.resubscribed > resubscribedBefore, RECOVERY_MS);
    });
  },
);

describe('a database too busy to take a request in time', () => {
  let server: TestServer;
  let probe: Probe;

  beforeAll(async () => {
    server = await startTestServer({
      ftpPort: false,
      ingestDir: false,
      statusIntervalMs: false,
      // PostgreSQL gets one pooled connection, so that it is as busy as PGlite's single one.
      database: { acquireTimeoutMs: 300, poolMax: 1 },
    });
    const user = await server.signedIn('user@greenwatch.demo');
    probe = new Probe(server, (await user.auth.getSession()).data.session!.access_token);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers 503 busy with Retry-After once the wait bound passed, and nothing is stored', async () => {
    let release = () => undefined as void;
    let holding = () => undefined as void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    // A long transaction holds the connection, as a slow write would.
    const transaction = server.db.transaction(async () => {
      holding();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await held;
    const file = stationFile('PL-NT01', ['COD', 'TSS'], 1_000_000);
    try {
      const [health, customers, rest, signIn, ingest] = await Promise.all([
        probe.health(),
        probe.customers(),
        probe.rest(),
        probe.signIn(),
        probe.ingest('PL-NT01', file),
      ]);
      for (const answer of [health, customers, rest, signIn, ingest]) {
        expect(answer.status).toBe(503);
        expect(answer.retryAfter).toBe('2');
        expect(answer.ms).toBeGreaterThanOrEqual(250);
        expect(answer.ms).toBeLessThan(REQUEST_BOUND_MS);
      }
      const apiBody = {
        error: 'database_busy',
        message: 'Hệ thống đang bận. Vui lòng thử lại sau giây lát.',
      };
      expect(health.body).toEqual(apiBody);
      expect(customers.body).toEqual(apiBody);
      expect(ingest.body).toEqual(apiBody);
      expect(rest.body).toEqual({
        code: '53300',
        details: null,
        hint: 'Retry after 2 s',
        message: 'Database busy: no connection became free within 300 ms',
      });
      expect(signIn.body).toMatchObject({ code: 'unexpected_failure' });
    } finally {
      release();
      await transaction;
    }
    expect(await probe.everythingServes()).toBe(true);
    expect((await probe.signIn()).status).toBe(200);
    // The refused file left nothing behind: no record, no measurement.
    const [{ n }] = await server.db.query<{ n: number }>(
      `select (select count(*) from public.ingest_file where file_name = $1)
            + (select count(*) from public.measurement where time = $2)::bigint as n`,
      [file.fileName, file.at],
    );
    expect(n).toBe(0);
  });
});
