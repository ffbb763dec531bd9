import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSecrets } from '../../server/ingest/demo-credentials';
import { dataFile, recentMinute, stationId } from './ingest/support';
import { startTestServer, type TestServer } from './support/test-server';

// Analyser alerts end to end (issue 14): a line with status 02 (device fault) or 01 (calibration)
// means the data stopped being valid; the officer gets a notification and an e-mail, once per
// cool-down, and another when the analyser measures again (status 00).

const STATION = 'PL-NT01';
const token = demoSecrets(STATION).httpToken;

let server: TestServer;
let station: number;
let startedAt: Date;

beforeAll(async () => {
  server = await startTestServer({
    ftpPort: false,
    ingestDir: false,
    statusIntervalMs: false,
    notifyCooldownMinutes: 30,
  });
  station = await stationId(server.db, STATION);
  const [{ now }] = await server.db.query<{ now: Date }>('select now()');
  startedAt = new Date(now);
});
afterAll(async () => {
  await server?.stop();
});

async function postCod(minutesAgo: number, status: string) {
  const file = dataFile(STATION, recentMinute(minutesAgo), [
    ['COD', '50', 'mg/L', status],
    ['pH', '7.2', ''],
  ]);
  const response = await fetch(`${server.url}/api/ingest?file=${file.fileName}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}` },
    body: file.content,
  });
  expect(response.status).toBe(200);
  await server.alerts.idle();
}

async function notifications() {
  return server.db.query<{ type: string; title: string; content: string }>(
    `select type, title, content from public.notification
     where station_id = $1 and created_at > $2 order by id`,
    [station, startedAt.toISOString()],
  );
}

const userMails = async () =>
  (await server.mailer.outbox()).filter((mail) => mail.to === 'user@greenwatch.demo');

describe('analyser status alerts', () => {
  it('a measuring analyser says nothing', async () => {
    await postCod(12, '00');
    expect(await notifications()).toEqual([]);
  });

  it('a fault (02) is announced once, on the bell and by e-mail', async () => {
    await postCod(11, '02');
    await postCod(10, '02');
    const rows = await notifications();
    expect(rows.map((row) => row.type)).toEqual(['device_fault']);
    expect(rows[0]!.title).toBe('Thiết bị đo Nhu cầu oxy hóa học báo lỗi - Trạm nước thải số 1');
    expect(rows[0]!.content).toContain('báo lỗi (trạng thái 02)');
    expect(rows[0]!.content).toContain('không hợp lệ');
    const mails = await userMails();
    expect(mails.map((mail) => mail.subject)).toEqual([`${rows[0]!.title} | GreenWatch`]);
    const [{ label }] = await server.db.query<{ label: string }>(
      `select label from public.enums where type = 'notification_type' and value = 'device_fault'`,
    );
    expect(label).toBe('Thiết bị báo lỗi');
  });

  it('the return to 00 is announced like a return within limits', async () => {
    await postCod(9, '00');
    const rows = await notifications();
    expect(rows.map((row) => row.type)).toEqual(['device_fault', 'device_restored']);
    expect(rows[1]!.title).toBe(
      'Thiết bị đo Nhu cầu oxy hóa học đo bình thường trở lại - Trạm nước thải số 1',
    );
    expect(await userMails()).toHaveLength(2);
  });

  it('a second fault inside the cool-down is held back; a calibration (01) is its own alert', async () => {
    await postCod(8, '02');
    expect((await notifications()).map((row) => row.type)).toEqual([
      'device_fault',
      'device_restored',
    ]);
    await postCod(7, '01');
    const rows = await notifications();
    expect(rows.map((row) => row.type)).toEqual([
      'device_fault',
      'device_restored',
      'device_calibrating',
    ]);
    expect(rows[2]!.content).toContain('hiệu chuẩn (trạng thái 01)');
    expect(await userMails()).toHaveLength(3);
  });
});
