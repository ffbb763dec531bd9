import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { zaloIncidentChannels } from '../../server/incidents';
import { demoSecrets } from '../../server/ingest/demo-credentials';
import {
  DELIVERY_LEASE_MS,
  FIRST_RETRY_MS,
  MAX_ATTEMPTS,
  retryDelayMs,
} from '../../server/notify/zalo';
import { zaloNotifyConfigFromEnv, zaloSender } from '../../server/notify/zalo';
import {
  startZaloDeliveryWorker,
  type ZaloDeliveryWorker,
} from '../../server/notify/zalo/delivery-worker';
import { dataFile, recentMinute, stationId } from './ingest/support';
import { OA_PATH, startFakeZaloOa, ZNS_PATH, type FakeZaloOa } from './support/fake-zalo-oa';
import { eventually, startTestServer, type TestServer } from './support/test-server';

// Alerts over Zalo on the real server (issue 17): a notification queues its deliveries in the
// same transaction (20261127000500_zalo_alert_channels.sql), the delivery worker sends them to a
// local fake of Zalo's OA, ZNS and token endpoints, with fallback, refresh and back-off; the
// customer's tokens are never readable by a client and never in the audit log.

const STATION = 'PL-NT01';
const ZALO_USER = '5551234567890';
const PHONE = '84901234567';
const APP = { appId: '4242', appSecret: 'app-secret-for-tests' };
const MINI_APP = '3141592653589793';
const SAVED = { accessToken: 'oa-access-saved', refreshToken: 'oa-refresh-saved' };

interface DeliveryRow {
  channel: string;
  status: string;
  attempts: number;
  last_error: string | null;
  zalo_message_id: string | null;
  next_attempt_at: Date;
}

describe('alerts over Zalo', () => {
  let server: TestServer;
  let fake: FakeZaloOa;
  let worker: ZaloDeliveryWorker | undefined;
  let station: number;
  let customer: number;
  let userId: string;

  const env = () => ({
    ZALO_OA_API_URL: fake.url,
    ZALO_ZNS_API_URL: fake.url,
    ZALO_OAUTH_URL: fake.url,
    ZALO_APP_ID: APP.appId,
    ZALO_APP_SECRET: APP.appSecret,
    APP_URL: 'https://app.greenwatch.test',
    ZALO_MINIAPP_ID: MINI_APP,
  });
  const startWorker = async (options: { now?: () => Date; wake?: boolean } = {}) => {
    worker = await startZaloDeliveryWorker({
      db: server.db,
      mailer: server.mailer,
      serverUrl: server.url,
      env: env(),
      intervalMs: false,
      wakeOnQueue: options.wake ?? false,
      now: options.now,
      log: () => undefined,
    });
    return worker;
  };
  const preferences = (zaloOa: boolean, zns: boolean) =>
    server.db.query(
      `insert into public.alert_channel_preference (user_id, zalo_oa, zns) values ($1, $2, $3)
       on conflict (user_id) do update set zalo_oa = excluded.zalo_oa, zns = excluded.zns`,
      [userId, zaloOa, zns],
    );
  /** A notification as the alert pipeline writes it; its deliveries are queued with it. */
  const notification = async (title: string) => {
    const [row] = await server.db.query<{ id: number }>(
      `insert into public.notification (customer_id, station_id, title, content, type)
       values ($1, $2, $3, 'COD vượt ngưỡng', 'exceed_threshold') returning id`,
      [customer, station, title],
    );
    return Number(row!.id);
  };
  const deliveries = (notificationId: number) =>
    server.db.query<DeliveryRow>(
      `select channel, status, attempts, last_error, zalo_message_id, next_attempt_at
       from public.alert_delivery where notification_id = $1 order by id`,
      [notificationId],
    );

  beforeAll(async () => {
    server = await startTestServer({
      ftpPort: false,
      ingestDir: false,
      statusIntervalMs: false,
      notifyCooldownMinutes: 0,
      // This file runs its own delivery worker with a fake clock.
      zaloDeliveries: false,
    });
    station = await stationId(server.db, STATION);
    const [row] = await server.db.query<{ customer_id: number; user_id: string }>(
      `select s.customer_id, u.id as user_id from public.station s, auth.users u
       where s.id = $1 and u.email = 'user@greenwatch.demo'`,
      [station],
    );
    customer = Number(row!.customer_id);
    userId = row!.user_id;
    await server.db.query(
      // Linked in the mini app: its app-scoped id, and the id its OA knows (the one OA
      // messages are addressed by).
      `update public.app_user set zalo_user_id = $2, zalo_oa_user_id = $3, verified_phone = $4
       where user_id = $1`,
      [userId, '5550000000000001', ZALO_USER, PHONE],
    );
  });
  beforeEach(async () => {
    fake = await startFakeZaloOa({ ...APP, ...SAVED, followers: [ZALO_USER] });
    await server.db.query(
      `insert into public.customer_zalo_setting
         (customer_id, oa_id, zns_template_id, access_token, refresh_token)
       values ($1, '1029384756', '246810', $2, $3)
       on conflict (customer_id) do update set oa_id = excluded.oa_id,
         zns_template_id = excluded.zns_template_id, access_token = excluded.access_token,
         refresh_token = excluded.refresh_token`,
      [customer, SAVED.accessToken, SAVED.refreshToken],
    );
    await preferences(true, false);
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await fake.close();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('an exceedance file reaches the follower as an OA message linking into the mini app at the incident', async () => {
    await startWorker({ wake: true });
    const file = dataFile(STATION, recentMinute(3), [
      ['COD', '180', 'mg/L'],
      ['pH', '7.1', ''],
    ]);
    const response = await fetch(`${server.url}/api/ingest?file=${file.fileName}`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        authorization: `Bearer ${demoSecrets(STATION).httpToken}`,
      },
      body: file.content,
    });
    expect(response.status).toBe(200);
    await server.alerts.idle();
    const [alert] = await server.db.query<{ id: number; title: string; incident_id: number }>(
      `select id, title, incident_id from public.notification
       where station_id = $1 and type = 'exceed_threshold' order by id desc limit 1`,
      [station],
    );
    const message = await eventually(() => fake.oaMessages[0]);
    expect(message.userId).toBe(ZALO_USER);
    expect(message.accessToken).toBe(SAVED.accessToken);
    expect(message.text).toContain(alert!.title);
    const [incident] = await server.db.query<{ id: number }>(
      `select id from public.incident where station_id = $1 and status <> 'resolved'
       and parameter_code = 'COD'`,
      [station],
    );
    expect(Number(alert!.incident_id)).toBe(Number(incident!.id));
    expect(message.text).toContain(
      `Xem chi tiết: https://app.greenwatch.test/zapps/${MINI_APP}/incidents/${incident!.id}`,
    );
    await expect
      .poll(() => deliveries(Number(alert!.id)))
      .toEqual([
        expect.objectContaining({
          channel: 'zalo_oa',
          status: 'sent',
          attempts: 1,
          zalo_message_id: 'oa-msg-1',
        }),
      ]);
    // The alert's message is on the incident's timeline, beside the escalations' own.
    const timeline = await server.db.query<{ kind: string; channel: string; user_id: string }>(
      `select kind, channel, user_id from public.incident_event
       where incident_id = $1 and kind like 'message_%'`,
      [incident!.id],
    );
    expect(timeline).toContainEqual(
      expect.objectContaining({ kind: 'message_sent', channel: 'zalo_oa' }),
    );
  });

  it('sends a delivery queued in the same millisecond as its clock reading', async () => {
    const id = await notification('Cùng một mili giây');
    // The database stamps microseconds; the worker's clock reads milliseconds.
    const [row] = await server.db.query<{ ms: number }>(
      `update public.alert_delivery
       set next_attempt_at = date_trunc('second', now()) - interval '1 hour'
                             + interval '123456 microseconds'
       where notification_id = $1
       returning floor(extract(epoch from next_attempt_at) * 1000)::bigint as ms`,
      [id],
    );
    const runner = await startWorker({ now: () => new Date(Number(row!.ms)) });
    expect(await runner.runDue()).toBe(1);
    expect(await deliveries(id)).toEqual([
      expect.objectContaining({ channel: 'zalo_oa', status: 'sent' }),
    ]);
  });

  it('a user who does not follow the OA gets the alert as ZNS on the verified phone', async () => {
    await fake.close();
    fake = await startFakeZaloOa({ ...APP, ...SAVED, followers: [] });
    const id = await notification('Không quan tâm OA');
    await (await startWorker()).runDue();
    expect(fake.oaMessages).toEqual([]);
    expect(fake.znsMessages).toEqual([
      expect.objectContaining({
        phone: PHONE,
        templateId: '246810',
        data: {
          title: 'Không quan tâm OA',
          content: 'COD vượt ngưỡng',
          link: `https://app.greenwatch.test/online-monitoring?station=${station}`,
        },
      }),
    ]);
    const [oa, zns] = await deliveries(id);
    expect(oa).toMatchObject({ channel: 'zalo_oa', status: 'failed' });
    expect(oa!.last_error).toContain('chưa quan tâm OA');
    expect(zns).toMatchObject({ channel: 'zns', status: 'sent', zalo_message_id: 'zns-msg-1' });
  });

  it('out of quota on OA and on ZNS: failed with the reason, then e-mail', async () => {
    await server.db.query(
      `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"notification_email_enable": false}'
       where id = $1`,
      [userId],
    );
    const quota = { error: -115, message: 'Out of quota' };
    fake.script(OA_PATH, quota);
    fake.script(ZNS_PATH, quota);
    const id = await notification('Hết hạn mức');
    await (await startWorker()).runDue();
    const rows = await deliveries(id);
    expect(rows.map((r) => [r.channel, r.status])).toEqual([
      ['zalo_oa', 'failed'],
      ['zns', 'failed'],
      ['email', 'sent'],
    ]);
    expect(rows[0]!.last_error).toBe('OA đã hết hạn mức gửi tin (Zalo -115: Out of quota)');
    const mails = (await server.mailer.outbox()).filter((m) => m.subject.startsWith('Hết hạn mức'));
    expect(mails.map((m) => m.to)).toEqual(['user@greenwatch.demo']);
    expect(fake.oaMessages).toEqual([]);
  });

  it('an expired access token is refreshed, the new pair stored, and the message sent once', async () => {
    fake.expireAccessToken();
    const id = await notification('Token hết hạn');
    await (await startWorker()).runDue();
    expect(fake.refreshes).toBe(1);
    expect(fake.oaMessages).toHaveLength(1);
    expect(fake.oaMessages[0]!.accessToken).toBe(fake.tokens().accessToken);
    const [stored] = await server.db.query<{
      access_token: string;
      refresh_token: string;
      access_expires_at: Date | null;
    }>(
      'select access_token, refresh_token, access_expires_at from public.customer_zalo_secret where customer_id = $1',
      [customer],
    );
    expect(stored).toMatchObject({
      access_token: fake.tokens().accessToken,
      refresh_token: fake.tokens().refreshToken,
    });
    // expires_in '90000' (seconds, as a string) from the refresh answer.
    const expiresIn = new Date(stored!.access_expires_at!).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(89_000_000);
    expect(expiresIn).toBeLessThanOrEqual(90_000_000);
    expect(await deliveries(id)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 1 }),
    ]);
  });

  it('Zalo down: retried with back-off, sent once when it is back, nothing lost or doubled', async () => {
    const [{ now }] = await server.db.query<{ now: Date }>('select now()');
    let clock = new Date(new Date(now).getTime() + 1000);
    const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
    const runner = await startWorker({ now: () => clock });
    fake.setDown(true);
    const id = await notification('Zalo ngừng');
    expect(await runner.runDue()).toBe(1);
    let [row] = await deliveries(id);
    expect(row).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(row!.last_error).toContain('HTTP 503');
    expect(new Date(row!.next_attempt_at).getTime()).toBe(clock.getTime() + FIRST_RETRY_MS);
    // Not due yet: nothing is taken.
    advance(FIRST_RETRY_MS - 1000);
    expect(await runner.runDue()).toBe(0);
    advance(1000);
    expect(await runner.runDue()).toBe(1);
    [row] = await deliveries(id);
    expect(row).toMatchObject({ status: 'retrying', attempts: 2 });
    expect(new Date(row!.next_attempt_at).getTime()).toBe(clock.getTime() + retryDelayMs(2)!);
    fake.setDown(false);
    advance(retryDelayMs(2)!);
    expect(await runner.runDue()).toBe(1);
    advance(DELIVERY_LEASE_MS * 2);
    expect(await runner.runDue()).toBe(0);
    expect(await deliveries(id)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 3, last_error: null }),
    ]);
    expect(fake.oaMessages.filter((m) => m.text.startsWith('Zalo ngừng'))).toHaveLength(1);
  });

  it('Zalo down for good: failed after the last attempt, recorded with its reason', async () => {
    await preferences(false, true);
    const [{ now }] = await server.db.query<{ now: Date }>('select now()');
    let clock = new Date(new Date(now).getTime() + 1000);
    const runner = await startWorker({ now: () => clock });
    fake.setDown(true);
    const id = await notification('Zalo ngừng hẳn');
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await runner.runDue()).toBeGreaterThanOrEqual(1);
      clock = new Date(clock.getTime() + (retryDelayMs(attempt) ?? 0));
    }
    const [zns] = await deliveries(id);
    expect(zns).toMatchObject({ channel: 'zns', status: 'failed', attempts: MAX_ATTEMPTS });
    expect(zns!.last_error).toContain(`(đã thử ${MAX_ATTEMPTS} lần)`);
    expect(fake.requests.get(ZNS_PATH)).toBe(MAX_ATTEMPTS);
  });

  it('the token pair is write-only for the platform admin, hidden from everyone else', async () => {
    const admin = await server.signedIn('admin@greenwatch.demo');
    const user = await server.signedIn('user@greenwatch.demo');
    const anon = server.client();
    const written = await admin
      .from('customer_zalo_setting')
      .upsert({
        customer_id: customer,
        access_token: 'admin-typed-access',
        refresh_token: 'admin-typed-refresh',
      })
      .select();
    expect(written.error).toBeNull();
    expect(written.data).toEqual([
      expect.objectContaining({ access_token: null, refresh_token: null, oa_id: '1029384756' }),
    ]);
    expect(written.data![0].tokens_saved_at).not.toBeNull();
    const [secret] = await server.db.query<{ access_token: string }>(
      'select access_token from public.customer_zalo_secret where customer_id = $1',
      [customer],
    );
    expect(secret!.access_token).toBe('admin-typed-access');
    // Half a pair is refused with the reason.
    const half = await admin
      .from('customer_zalo_setting')
      .update({ access_token: 'only-access' })
      .eq('customer_id', customer);
    expect(half.error?.message).toContain('Nhập cả access token và refresh token');

    for (const client of [user, anon]) {
      const secrets = await client.from('customer_zalo_secret').select('*');
      expect(secrets.error?.code).toBe('42501');
      const settings = await client.from('customer_zalo_setting').select('*');
      expect(settings.data ?? []).toEqual([]);
      const write = await client
        .from('customer_zalo_setting')
        .upsert({ customer_id: customer, access_token: 'x', refresh_token: 'y' });
      expect(write.error).not.toBeNull();
    }
    const deliveriesOfOthers = await server.signedIn('user2@greenwatch.demo');
    expect((await deliveriesOfOthers.from('alert_delivery').select('id')).data).toEqual([]);

    const audit = await server.db.query<{
      table_name: string;
      after: Record<string, unknown> | null;
      row: string;
    }>(
      `select table_name, after, audit_log::text as row from public.audit_log
       where table_name in ('customer_zalo_setting', 'customer_zalo_secret') order by id`,
    );
    const secretEntries = audit.filter((e) => e.table_name === 'customer_zalo_secret');
    expect(secretEntries.length).toBeGreaterThan(0);
    expect(secretEntries.at(-1)!.after).toMatchObject({
      access_token: '[redacted]',
      refresh_token: '[redacted]',
    });
    for (const entry of audit) {
      for (const secret of [
        'admin-typed-access',
        'admin-typed-refresh',
        SAVED.accessToken,
        'oa-access-1',
        'oa-refresh-1',
      ])
        expect(entry.row).not.toContain(secret);
    }
  });

  it('channel preferences: each user reads and writes only their own row', async () => {
    const user = await server.signedIn('user@greenwatch.demo');
    const other = await server.signedIn('user2@greenwatch.demo');
    const own = await user
      .from('alert_channel_preference')
      .upsert({ user_id: userId, zalo_oa: false, zns: true })
      .select();
    expect(own.error).toBeNull();
    expect(own.data).toEqual([
      expect.objectContaining({ user_id: userId, zalo_oa: false, zns: true }),
    ]);
    expect((await other.from('alert_channel_preference').select('*')).data).toEqual([]);
    const forged = await other
      .from('alert_channel_preference')
      .upsert({ user_id: userId, zalo_oa: true, zns: true });
    expect(forged.error).not.toBeNull();
    const anon = await server.client().from('alert_channel_preference').select('*');
    expect(anon.error?.code).toBe('42501');
  });
  it('an escalation over Zalo: an OA message into the mini app at the incident, ZNS skipped without a phone, nothing when the OA is off', async () => {
    const [incident] = await server.db.query<{ id: number }>(
      `select id from public.incident where station_id = $1 order by id desc limit 1`,
      [station],
    );
    const id = Number(incident!.id);
    const channels = zaloIncidentChannels({
      db: server.db,
      deliver: zaloSender({ db: server.db, config: zaloNotifyConfigFromEnv(env()) }),
      appUrl: 'https://app.greenwatch.test',
      miniAppId: MINI_APP,
    });
    const recipient = {
      userId,
      customerId: customer,
      name: 'Nguyễn Văn An',
      email: null,
      phone: null,
      emailAlerts: false,
    };
    const message = {
      incidentId: id,
      customerId: customer,
      stationId: station,
      level: 2,
      title: 'Sự cố chưa được xác nhận (cấp 2)',
      content: 'Chưa có ai xác nhận',
      link: `https://app.greenwatch.test/incidents/${id}`,
    };
    const [oa, zns] = channels;
    expect(await oa!.deliver(recipient, message)).toEqual({
      status: 'sent',
      detail: { messageId: 'oa-msg-1' },
    });
    expect(fake.oaMessages).toEqual([
      expect.objectContaining({
        userId: ZALO_USER,
        text: expect.stringContaining(
          `https://app.greenwatch.test/zapps/${MINI_APP}/incidents/${id}`,
        ),
      }),
    ]);
    await server.db.query('update public.app_user set verified_phone = null where user_id = $1', [
      userId,
    ]);
    try {
      expect(await zns!.deliver(recipient, message)).toEqual({
        status: 'skipped',
        reason: 'no_phone',
      });
    } finally {
      await server.db.query('update public.app_user set verified_phone = $2 where user_id = $1', [
        userId,
        PHONE,
      ]);
    }
    await server.db.query(
      'update public.customer_zalo_setting set enabled = false where customer_id = $1',
      [customer],
    );
    expect(await oa!.deliver(recipient, message)).toEqual({
      status: 'skipped',
      reason: 'zalo_not_configured',
    });
    await server.db.query(
      'update public.customer_zalo_setting set enabled = true where customer_id = $1',
      [customer],
    );
    // Zalo not answering is a failure on the timeline (thrown), not a silent skip.
    await fake.close();
    await expect(oa!.deliver(recipient, message)).rejects.toThrow(/Không kết nối được Zalo/);
    fake = await startFakeZaloOa({ ...APP, ...SAVED, followers: [ZALO_USER] });
  });
});
