import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateAllStations } from '../../server/alerts/status-timer';
import { demoSecrets } from '../../server/ingest/demo-credentials';
import type { StoredMail } from '../../server/mail/mailer';
import { dataFile, recentMinute, stationId, type Change } from './ingest/support';
import { eventually, startTestServer, type TestServer } from './support/test-server';

// Threshold alerts end to end on the real server: a data file posted to /api/ingest, the
// notification row, realtime to the customer's users (and never to another customer's), and the
// e-mail to every opted-in user of the customer through the embedded outbox.

interface NotificationRow {
  id: number;
  customer_id: number;
  station_id: number | null;
  title: string;
  content: string;
  type: string;
  is_read: boolean;
}

const STATION = 'PL-NT01';
const token = demoSecrets(STATION).httpToken;

/** dd/MM/yyyy HH:mm in Vietnam time, computed independently of the server's formatter. */
function vietnamClock(date: Date): string {
  const [day, time] = new Date(date.getTime() + 7 * 3_600_000).toISOString().split('T');
  const [y, m, d] = day!.split('-');
  return `${d}/${m}/${y} ${time!.slice(0, 5)}`;
}

async function postFile(server: TestServer, at: Date, cod: string) {
  const file = dataFile(STATION, at, [
    ['COD', cod, 'mg/L'],
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

/** The station's notifications written since the test server started (the seed writes some). */
async function notificationsOf(server: TestServer, station: number) {
  return server.db.query<NotificationRow>(
    `select id, customer_id, station_id, title, content, type, is_read
     from public.notification where station_id = $1 and created_at > $2 order by id`,
    [station, startedAt.get(server)!.toISOString()],
  );
}

const startedAt = new WeakMap<TestServer, Date>();
async function startAlertTestServer(cooldownMinutes: number): Promise<TestServer> {
  const server = await startTestServer({
    ftpPort: false,
    ingestDir: false,
    statusIntervalMs: false,
    notifyCooldownMinutes: cooldownMinutes,
  });
  const [{ now }] = await server.db.query<{ now: Date }>('select now()');
  startedAt.set(server, new Date(now));
  return server;
}

async function mailsTo(server: TestServer, address: string): Promise<StoredMail[]> {
  return (await server.mailer.outbox()).filter((mail) => mail.to === address);
}

function subscribeNotifications(client: SupabaseClient, filter?: string): Promise<Change[]> {
  const received: Change[] = [];
  return new Promise((resolve, reject) => {
    client
      .channel(`notifications-${Math.random().toString(36).slice(2)}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'notification', ...(filter ? { filter } : {}) },
        (payload) => received.push(payload as Change),
      )
      .subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve(received);
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          reject(error ?? new Error(status));
      });
  });
}

describe('threshold alerts', () => {
  let server: TestServer;
  let station: number;
  let customer: number;
  const clients: SupabaseClient[] = [];
  let ownCustomer: Change[];
  let otherCustomerFiltered: Change[];
  let otherCustomerAll: Change[];
  const firstTime = recentMinute(8);

  beforeAll(async () => {
    server = await startAlertTestServer(30);
    station = await stationId(server.db, STATION);
    const [row] = await server.db.query<{ customer_id: number }>(
      'select customer_id from public.station where id = $1',
      [station],
    );
    customer = Number(row!.customer_id);
    const user = await server.signedIn('user@greenwatch.demo');
    const admin = await server.signedIn('admin@greenwatch.demo');
    const otherUser = await server.signedIn('user2@greenwatch.demo');
    clients.push(user, admin, otherUser);
    // The admin account belongs to the same customer and turns alert mails off.
    const { error } = await admin.auth.updateUser({ data: { notification_email_enable: false } });
    expect(error).toBeNull();
    ownCustomer = await subscribeNotifications(user, `customer_id=eq.${customer}`);
    otherCustomerFiltered = await subscribeNotifications(otherUser, `customer_id=eq.${customer}`);
    otherCustomerAll = await subscribeNotifications(otherUser);
  });
  afterAll(async () => {
    for (const client of clients) await client.removeAllChannels();
    await server?.stop();
  });

  it('a file breaking a limit makes one notification, pushed live, mailed to opted-in users', async () => {
    await postFile(server, firstTime, '160,5');
    const rows = await notificationsOf(server, station);
    expect(rows).toHaveLength(1);
    const [alert] = rows;
    expect(alert).toMatchObject({
      customer_id: customer,
      type: 'exceed_threshold',
      is_read: false,
      title: 'Vượt ngưỡng Nhu cầu oxy hóa học - Trạm nước thải số 1',
    });
    expect(alert!.content).toContain('160,5 mg/L');
    expect(alert!.content).toContain('135 mg/L');
    expect(alert!.content).toContain(vietnamClock(firstTime));
    const [{ label }] = await server.db.query<{ label: string }>(
      `select label from public.enums where type = 'notification_type' and value = $1`,
      [alert!.type],
    );
    expect(label).toBe('Vượt ngưỡng');

    const pushed = await eventually(() =>
      ownCustomer.find((c) => c.eventType === 'INSERT' && c.new.id === alert!.id),
    );
    expect(pushed.new).toMatchObject({ title: alert!.title, type: 'exceed_threshold' });

    const userMails = await mailsTo(server, 'user@greenwatch.demo');
    expect(userMails).toHaveLength(1);
    expect(userMails[0]!.subject).toBe(`${alert!.title} | GreenWatch`);
    expect(userMails[0]!.text).toContain(alert!.content);
    // The exceedance opened an incident: the mail links there, where it is acknowledged.
    const [{ incident_id: incident }] = await server.db.query<{ incident_id: number }>(
      'select incident_id from public.notification where id = $1',
      [alert!.id],
    );
    expect(incident).not.toBeNull();
    expect(userMails[0]!.text).toContain(`Xem sự cố: ${server.url}/incidents/${incident}`);
    expect(userMails[0]!.text).toContain(`${server.url}/profile`);
    expect(await mailsTo(server, 'admin@greenwatch.demo')).toHaveLength(0);
    expect(await mailsTo(server, 'user2@greenwatch.demo')).toHaveLength(0);
  });

  it('a second breaking file inside the cool-down adds nothing', async () => {
    await postFile(server, recentMinute(7), '170');
    expect(await notificationsOf(server, station)).toHaveLength(1);
    expect(await mailsTo(server, 'user@greenwatch.demo')).toHaveLength(1);
  });

  it('the return within limits makes a recovery notification and mail', async () => {
    await postFile(server, recentMinute(6), '50');
    const rows = await notificationsOf(server, station);
    expect(rows.map((r) => r.type)).toEqual(['exceed_threshold', 'within_threshold']);
    expect(rows[1]).toMatchObject({
      title: 'Nhu cầu oxy hóa học trở lại trong ngưỡng - Trạm nước thải số 1',
    });
    expect(rows[1]!.content).toContain('50 mg/L');
    await eventually(() =>
      ownCustomer.find((c) => c.eventType === 'INSERT' && c.new.id === rows[1]!.id),
    );
    expect(await mailsTo(server, 'user@greenwatch.demo')).toHaveLength(2);
    expect(await mailsTo(server, 'admin@greenwatch.demo')).toHaveLength(0);
  });

  it('a value flapping back over the limit inside the cool-down is held back', async () => {
    await postFile(server, recentMinute(5), '150');
    await postFile(server, recentMinute(4), '60');
    await postFile(server, recentMinute(3), '155');
    expect(await notificationsOf(server, station)).toHaveLength(2);
    expect(await mailsTo(server, 'user@greenwatch.demo')).toHaveLength(2);
  });

  it("updates and deletes reach the customer's subscribers, never customer B's", async () => {
    const [first, second] = await notificationsOf(server, station);
    const { error } = await clients[0]!
      .from('notification')
      .update({ is_read: true })
      .eq('id', first!.id);
    expect(error).toBeNull();
    const updated = await eventually(() =>
      ownCustomer.find((c) => c.eventType === 'UPDATE' && c.new.id === first!.id),
    );
    expect(updated.new).toMatchObject({ is_read: true });
    await server.db.query('delete from public.notification where id = $1', [second!.id]);
    const deleted = await eventually(() =>
      ownCustomer.find((c) => c.eventType === 'DELETE' && c.old.id === second!.id),
    );
    expect(deleted.old).toEqual({ id: second!.id });
    // Customer A's own subscriber got every change, so any push to B has had time to arrive.
    await new Promise((r) => setTimeout(r, 300));
    expect(otherCustomerFiltered).toEqual([]);
    expect(otherCustomerAll).toEqual([]);
  });

  it('signal loss and its recovery each make one notification', async () => {
    const other = await stationId(server.db, 'PL-NT02');
    const oldData = recentMinute(90);
    const file = (at: Date) => dataFile('PL-NT02', at, [['COD', '40', 'mg/L']]);
    const post = (at: Date) =>
      fetch(`${server.url}/api/ingest?file=${file(at).fileName}`, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain',
          authorization: `Bearer ${demoSecrets('PL-NT02').httpToken}`,
        },
        body: file(at).content,
      });
    // Data older than the station's 60-minute window: the station is without signal.
    expect((await post(oldData)).status).toBe(200);
    await evaluateAllStations(server.db, server.ingestion.events, new Date());
    await server.alerts.idle();
    let rows = await notificationsOf(server, other);
    expect(rows).toMatchObject([
      { type: 'signal_lost', title: 'Mất tín hiệu - Trạm nước thải số 2' },
    ]);
    expect(rows[0]!.content).toContain('60 phút');
    expect(rows[0]!.content).toContain(vietnamClock(oldData));

    expect((await post(recentMinute(1))).status).toBe(200);
    await server.alerts.idle();
    rows = await notificationsOf(server, other);
    expect(rows.map((r) => r.type)).toEqual(['signal_lost', 'signal_restored']);
    expect(rows[1]!.title).toBe('Có tín hiệu trở lại - Trạm nước thải số 2');
    await evaluateAllStations(server.db, server.ingestion.events, new Date());
    await server.alerts.idle();
    expect(await notificationsOf(server, other)).toHaveLength(2);
  });
});

describe('alerts held back by the cool-down', () => {
  const COOLDOWN_MS = 3_000;
  let server: TestServer;
  let station: number;
  const types = async () => (await notificationsOf(server, station)).map((r) => r.type);
  const waitOutCooldown = (since: number) =>
    new Promise((r) => setTimeout(r, Math.max(0, since + COOLDOWN_MS + 200 - Date.now())));

  beforeAll(async () => {
    server = await startAlertTestServer(COOLDOWN_MS / 60_000);
    station = await stationId(server.db, STATION);
  });
  afterAll(async () => server?.stop());

  it('are sent once the cool-down is over if the state still holds', async () => {
    await postFile(server, recentMinute(7), '150');
    // The exceed alert went out by now: its cool-down ends at most COOLDOWN_MS from here.
    const started = Date.now();
    await postFile(server, recentMinute(6), '60');
    await postFile(server, recentMinute(5), '160');
    expect(await types()).toEqual(['exceed_threshold', 'within_threshold']);
    await server.alerts.retryDue();
    expect(await types()).toHaveLength(2);

    await waitOutCooldown(started);
    await server.alerts.retryDue();
    await server.alerts.idle();
    const rows = await notificationsOf(server, station);
    expect(rows.map((r) => r.type)).toEqual([
      'exceed_threshold',
      'within_threshold',
      'exceed_threshold',
    ]);
    expect(rows[2]!.content).toContain('160 mg/L');
    await server.alerts.retryDue();
    expect(await types()).toHaveLength(3);
  });

  it('are dropped if the state went back before the cool-down ended', async () => {
    // The last exceed went out just now; within's cool-down is over, so it is sent at once.
    await postFile(server, recentMinute(4), '60');
    expect(await types()).toHaveLength(4);
    const started = Date.now();
    await postFile(server, recentMinute(3), '170');
    await postFile(server, recentMinute(2), '40');
    await waitOutCooldown(started);
    await server.alerts.retryDue();
    await server.alerts.idle();
    expect(await types()).toEqual([
      'exceed_threshold',
      'within_threshold',
      'exceed_threshold',
      'within_threshold',
    ]);
  });
});
