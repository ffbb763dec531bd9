import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSecrets } from '../../server/ingest/demo-credentials';
import { dataFile, recentMinute, stationId } from './ingest/support';
import { startTestServer, type TestServer } from './support/test-server';

// Late and out-of-order files give the same alerts as in-order ones (issue 14). Two water
// stations with the same COD limit (135 mg/L) receive the same three values: one in time order,
// the other with the exceeding value arriving last, stamped seconds before a value already stored
// (a logger resending after a connection loss). The late exceedance is announced, saying when it
// ended; a resend of it announces nothing again.

const IN_ORDER = 'PL-NT01';
const LATE = 'PL-NT03';

let server: TestServer;
let startedAt: Date;

beforeAll(async () => {
  server = await startTestServer({
    ftpPort: false,
    ingestDir: false,
    statusIntervalMs: false,
    notifyCooldownMinutes: 30,
  });
  const [{ now }] = await server.db.query<{ now: Date }>('select now()');
  startedAt = new Date(now);
});
afterAll(async () => {
  await server?.stop();
});

/** dd/MM/yyyy HH:mm in Vietnam time, computed independently of the server's formatter. */
function vietnamClock(date: Date): string {
  const [day, time] = new Date(date.getTime() + 7 * 3_600_000).toISOString().split('T');
  const [y, m, d] = day!.split('-');
  return `${d}/${m}/${y} ${time!.slice(0, 5)}`;
}

async function post(code: string, at: Date, cod: string) {
  const file = dataFile(code, at, [['COD', cod, 'mg/L']]);
  const response = await fetch(`${server.url}/api/ingest?file=${file.fileName}`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain',
      authorization: `Bearer ${demoSecrets(code).httpToken}`,
    },
    body: file.content,
  });
  expect(response.status).toBe(200);
  await server.alerts.idle();
}

async function alertsOf(code: string) {
  return server.db.query<{ type: string; content: string }>(
    `select type, content from public.notification
     where station_id = $1 and created_at > $2 order by id`,
    [await stationId(server.db, code), startedAt.toISOString()],
  );
}

const first = recentMinute(10);
const exceeding = recentMinute(5);
// Five seconds after the exceeding value: the late file is stamped just before it.
const backWithin = new Date(exceeding.getTime() + 5_000);

describe('alerts of late and out-of-order data', () => {
  it('are the same as in time order, and say the exceedance already ended', async () => {
    for (const [at, cod] of [
      [first, '50'],
      [exceeding, '160'],
      [backWithin, '50'],
    ] as const)
      await post(IN_ORDER, at, cod);
    for (const [at, cod] of [
      [first, '50'],
      [backWithin, '50'],
      [exceeding, '160'],
    ] as const)
      await post(LATE, at, cod);

    const inOrder = await alertsOf(IN_ORDER);
    const late = await alertsOf(LATE);
    expect(inOrder.map((a) => a.type)).toEqual(['exceed_threshold', 'within_threshold']);
    expect(late.map((a) => a.type)).toEqual(inOrder.map((a) => a.type));
    for (const alert of [inOrder[0]!, late[0]!]) {
      expect(alert.content).toContain('160 mg/L');
      expect(alert.content).toContain(vietnamClock(exceeding));
    }
    expect(inOrder[0]!.content).not.toContain('đã kết thúc');
    expect(late[0]!.content).toContain(`đã kết thúc lúc ${vietnamClock(backWithin)}`);
  });

  it('a resent late file announces nothing again', async () => {
    const before = await alertsOf(LATE);
    await post(LATE, exceeding, '160');
    expect(await alertsOf(LATE)).toEqual(before);
  });

  it('a resent late file announces nothing again even with no cool-down', async () => {
    // What the resend stored, not the cool-down, decides: identical lines write nothing.
    const noCooldown = await startTestServer({
      ftpPort: false,
      ingestDir: false,
      statusIntervalMs: false,
      notifyCooldownMinutes: 0,
    });
    const main = server;
    server = noCooldown;
    try {
      for (const [at, cod] of [
        [first, '50'],
        [backWithin, '50'],
        [exceeding, '160'],
      ] as const)
        await post(LATE, at, cod);
      const before = await alertsOf(LATE);
      expect(before.map((a) => a.type)).toEqual(['exceed_threshold', 'within_threshold']);
      await post(LATE, exceeding, '160');
      expect(await alertsOf(LATE)).toEqual(before);
    } finally {
      server = main;
      await noCooldown.stop();
    }
  });

  it('a late value inside the cool-down of the same exceedance is not announced twice', async () => {
    const before = await alertsOf(LATE);
    // Another late value over the limit, of the exceedance already announced.
    await post(LATE, new Date(exceeding.getTime() + 2_000), '170');
    expect(await alertsOf(LATE)).toEqual(before);
  });
});
