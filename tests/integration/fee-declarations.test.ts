import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sendDeclarationReminders,
  startDeclarationReminder,
} from '../../server/fee-declarations/declaration-reminder';
import type { Mailer } from '../../server/mail/mailer';
import { MAX_ATTEMPTS, retryDelayMs, startZaloDeliveryWorker } from '../../server/notify/zalo';
import { stationId } from './reports/report-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

// Fee declarations on the real server and database: the pre-filled return equals the fee report
// of the same quarter to the đồng; payer details and corrections through /rest/v1 under RLS and
// the audit log; another customer's user gets the 404 of a missing station; the deadline reminder
// is sent once per customer and quarter, also across a restart of the reminder, and its mail
// is retried with back-off through the delivery worker's outbox (a flaky SMTP peer stood in by a
// Mailer that throws), sent once, given up after the last attempt.

let server: TestServer;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const clients: Record<string, SupabaseClient> = {};

/** Two days of Q1/2025 (local) at a water outlet and an emission stack, every 5 minutes. */
async function seedQuarterSample(water: number, air: number) {
  await server.db.query(
    `insert into public.measurement (station_id, parameter_code, time, value, device_status)
     select $1::bigint, p.code, t, p.v, '00'
     from generate_series('2025-02-09T17:00:00Z'::timestamptz, '2025-02-11T16:55:00Z', interval '5 minutes') t,
          (values ('Flow', 12.5::float8), ('COD', 60), ('TSS', 40)) p(code, v)
     union all
     select $2::bigint, p.code, t, p.v, '00'
     from generate_series('2025-02-09T17:00:00Z'::timestamptz, '2025-02-11T16:55:00Z', interval '5 minutes') t,
          (values ('Flow', 100000::float8), ('PM', 50), ('SO2', 300), ('NOx', 400), ('CO', 200)) p(code, v)`,
    [water, air],
  );
}

beforeAll(async () => {
  // The delivery worker runs in the tests below, on their clock.
  server = await startTestServer({ zaloDeliveries: false });
  for (const code of ['PL-NT01', 'DB-NT01', 'DB-KT01']) ids[code] = await stationId(server, code);
  await seedQuarterSample(ids['DB-NT01'], ids['DB-KT01']);
  // The PL customer's officer may open the fee reports too, so a 404 below is the customer
  // boundary and not the missing route key.
  await server.db.query(
    `update public.app_user set can_access = can_access || '{water-fee-report,air-fee-report}'
     where user_id = (select id from auth.users where email = 'user@greenwatch.demo')`,
  );
  for (const name of ['user', 'user2']) {
    clients[name] = await server.signedIn(`${name}@greenwatch.demo`);
    tokens[name] = (await clients[name].auth.getSession()).data.session!.access_token;
  }
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

async function get(path: string, who: string) {
  const response = await fetch(`${server.url}/api/reports${path}`, {
    headers: { Authorization: `Bearer ${tokens[who]}` },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

describe('GET /api/reports/water-fee-declaration and /air-fee-declaration', () => {
  it('pre-fills the wastewater return with the fee report’s figures, to the đồng', async () => {
    const query = `stationId=${ids['DB-NT01']}&year=2025&quarter=1`;
    const report = await get(`/water-fee?${query}`, 'user2');
    const declaration = await get(`/water-fee-declaration?${query}`, 'user2');
    expect(declaration.status).toBe(200);
    const { body } = declaration;
    const quarter = report.body.fee.quarters[0];
    // 2 days × 24 h × 12.5 m³/h = 600 m³; COD 600 × 60 × 10⁻³ × 2,000 = 72,000; TSS 57,600.
    expect(body.figures.volume.value).toBe(600);
    expect(body.figures['amount.COD'].value).toBe(72_000);
    expect(body.figures['amount.TSS'].value).toBe(57_600);
    expect(body.figures.total.value).toBe(quarter.total);
    expect(body.figures.total.value).toBe(1_000_000 + 72_000 + 57_600);
    expect(body.figures.variable.value).toBe(quarter.variableAmount);
    expect(body.form).toMatchObject({
      id: 'water-nd53-2020-mau-02',
      formNumber: 'Mẫu số 02',
      verified: true,
    });
    expect(body.form.layout.sections.map((s: { number: string }) => s.number)).toEqual([
      'I',
      'II',
      'III',
    ]);
    expect(body.payer.name).toBe('Công ty TNHH Nhiệt điện Đông Bắc');
    expect(body.scope).toBe(`station-${ids['DB-NT01']}`);
    expect(body.concentrations[0].basis).toContain('Trạm quan trắc tự động DB-NT01');
  });

  it('pre-fills the emission return (Form 01, unverified fields) per stack', async () => {
    const query = `stationId=${ids['DB-KT01']}&year=2025&quarter=1`;
    const report = await get(`/air-fee?${query}`, 'user2');
    const { status, body } = await get(`/air-fee-declaration?${query}`, 'user2');
    expect(status).toBe(200);
    expect(body.form).toMatchObject({ id: 'air-nd153-2024-mau-01', verified: false });
    expect(body.stacks.map((row: { amount: { value: number } }) => row.amount.value)).toEqual(
      report.body.fee.quarters[0].pollutants.map((charge: { amount: number }) => charge.amount),
    );
    expect(body.figures.total.value).toBe(report.body.fee.total);
  });

  it('gives another customer’s user the 404 of a missing station, and refuses a year without quarter', async () => {
    const missing = await get(
      '/water-fee-declaration?stationId=987654&year=2025&quarter=1',
      'user',
    );
    const hidden = await get(
      `/water-fee-declaration?stationId=${ids['DB-NT01']}&year=2025&quarter=1`,
      'user',
    );
    expect(missing.status).toBe(404);
    expect(hidden).toEqual(missing);
    const noQuarter = await get(
      `/water-fee-declaration?stationId=${ids['DB-NT01']}&year=2025`,
      'user2',
    );
    expect(noQuarter.status).toBe(400);
    expect(noQuarter.body.message).toContain('quarter');
  });
});

describe('payer details and corrections through /rest/v1', () => {
  it('keeps the payer’s details per customer, validated, audited, unseen by another customer', async () => {
    const customerId = (
      await get(`/water-fee-declaration?stationId=${ids['DB-NT01']}&year=2025&quarter=1`, 'user2')
    ).body.customerId;
    const bad = await clients.user2
      .from('customer_fee_payer')
      .insert({ customer_id: customerId, tax_code: '12345' });
    expect(bad.error?.code).toBe('23514');
    const saved = await clients.user2.from('customer_fee_payer').insert({
      customer_id: customerId,
      tax_code: '5700100256',
      address: 'KCN Cái Lân, Hạ Long, Quảng Ninh',
      phone: '02033846555',
      sector: 'Sản xuất điện',
      treatment_method: 'Lắng, trung hòa',
      daily_water_use_m3: 350,
    });
    expect(saved.error).toBeNull();
    const { body } = await get(
      `/water-fee-declaration?stationId=${ids['DB-NT01']}&year=2025&quarter=1`,
      'user2',
    );
    expect(body.payer).toMatchObject({ taxCode: '5700100256', dailyWaterUseM3: 350 });
    expect(body.missingPayerFields).toEqual([]);
    // The other customer's officer neither reads nor writes it.
    expect((await clients.user.from('customer_fee_payer').select('*')).data).toEqual([]);
    const foreign = await clients.user
      .from('customer_fee_payer')
      .update({ tax_code: '0101010101' })
      .eq('customer_id', customerId)
      .select();
    expect(foreign.data).toEqual([]);
    const [entry] = await server.db.query<{ actor_email: string; after: { tax_code: string } }>(
      `select actor_email, after from public.audit_log
       where table_name = 'customer_fee_payer' order by id desc limit 1`,
    );
    expect(entry).toMatchObject({
      actor_email: 'user2@greenwatch.demo',
      after: { tax_code: '5700100256' },
    });
  });

  it('shows a corrected figure beside its computed value and recomputes the totals', async () => {
    const path = `/water-fee-declaration?stationId=${ids['DB-NT01']}&year=2025&quarter=1`;
    const before = (await get(path, 'user2')).body;
    const correction = await clients.user2.from('fee_declaration_correction').insert({
      customer_id: before.customerId,
      instrument: 'water',
      year: 2025,
      quarter: 1,
      scope: before.scope,
      figure_key: 'volume',
      value: 1000,
      note: 'Theo đồng hồ điện từ',
    });
    expect(correction.error).toBeNull();
    const after = (await get(path, 'user2')).body;
    expect(after.figures.volume).toMatchObject({ value: 1000, computed: 600, corrected: true });
    // 1,000 × 60 × 10⁻³ × 2,000 = 120,000; 1,000 × 40 × 10⁻³ × 2,400 = 96,000.
    expect(after.figures.total).toMatchObject({
      value: 1_000_000 + 120_000 + 96_000,
      computed: before.figures.total.value,
      derived: true,
    });
    const foreign = await clients.user.from('fee_declaration_correction').insert({
      customer_id: before.customerId,
      instrument: 'water',
      year: 2025,
      quarter: 1,
      scope: 'customer',
      figure_key: 'total',
      value: 1,
    });
    expect(foreign.error?.code).toBe('42501');
  });
});

describe('the form layouts as data', () => {
  it('are edited by the platform admin only, audited, and refused when unreadable', async () => {
    const admin = await server.signedIn('admin@greenwatch.demo');
    const form = 'air-nd153-2024-mau-01';
    const denied = await clients.user2
      .from('fee_declaration_form')
      .update({ verified: true })
      .eq('id', form)
      .select();
    expect(denied.data).toEqual([]);
    const { data } = await admin.from('fee_declaration_form').select('layout').eq('id', form);
    const layout = data![0].layout;
    layout.header.addressee = 'Kính gửi: Sở Nông nghiệp và Môi trường tỉnh Quảng Ninh';
    const saved = await admin
      .from('fee_declaration_form')
      .update({ layout })
      .eq('id', form)
      .select('id');
    expect(saved.data).toEqual([{ id: form }]);
    const query = `stationId=${ids['DB-KT01']}&year=2025&quarter=1`;
    const declaration = await get(`/air-fee-declaration?${query}`, 'user2');
    expect(declaration.body.form.layout.header.addressee).toBe(layout.header.addressee);
    const [entry] = await server.db.query<{ actor_email: string }>(
      `select actor_email from public.audit_log where table_name = 'fee_declaration_form'
       order by id desc limit 1`,
    );
    expect(entry.actor_email).toBe('admin@greenwatch.demo');
    // A layout the screen could not draw is refused by the declaration with its reason.
    await admin
      .from('fee_declaration_form')
      .update({ layout: { ...layout, sections: [] } })
      .eq('id', form);
    const broken = await get(`/air-fee-declaration?${query}`, 'user2');
    expect(broken.status).toBe(500);
    expect(broken.body.message).toContain('Mẫu tờ khai không hợp lệ');
    await admin.from('fee_declaration_form').update({ layout }).eq('id', form);
  });
});

describe('the declaration deadline reminder', () => {
  const notifications = () =>
    server.db.query<{ customer_id: string; title: string; content: string }>(
      `select customer_id, title, content from public.notification
       where type = 'fee_declaration_due' order by customer_id`,
    );

  const options = () => ({ db: server.db });
  /** The delivery worker sending through `mailer` at `clock()` (after the rows were queued). */
  const startWorker = (mailer: Mailer, clock: () => Date) =>
    startZaloDeliveryWorker({
      db: server.db,
      mailer,
      serverUrl: server.url,
      appUrl: 'https://app.example',
      env: {},
      intervalMs: false,
      wakeOnQueue: false,
      now: clock,
      log: () => undefined,
    });
  const reminderMails = async (period: string) =>
    (await server.mailer.outbox()).filter((mail) =>
      mail.subject.startsWith(`Sắp đến hạn kê khai phí quý ${period}`),
    );

  it('is not sent more than the set days before the deadline', async () => {
    // 05/01/2027 local: 15 days before 20/01.
    const sent = await sendDeclarationReminders(
      { ...options(), daysBefore: 10 },
      new Date('2027-01-05T03:00:00Z'),
    );
    expect(sent).toEqual([]);
  });

  it('sends one bell and the alert mails per customer and quarter, never again after a restart', async () => {
    const now = new Date('2027-01-12T03:00:00Z');
    const first = await sendDeclarationReminders(options(), now);
    const customers = await server.db.query<{ n: number }>(
      `select count(distinct customer_id)::int as n from public.station where kind in ('water', 'air')`,
    );
    expect(first).toHaveLength(customers[0].n);
    expect(first[0].due).toEqual({ year: 2026, quarter: 4, deadline: '2027-01-20', daysLeft: 8 });
    expect(await sendDeclarationReminders(options(), new Date('2027-01-12T09:00:00Z'))).toEqual([]);
    const restarted = startDeclarationReminder({ ...options(), intervalMs: false, now: () => now });
    expect(await restarted.runOnce()).toEqual([]);
    await restarted.stop();
    const rows = await notifications();
    expect(rows).toHaveLength(customers[0].n);
    expect(rows[0].title).toBe('Sắp đến hạn kê khai phí quý 4/2026');
    expect(rows[0].content).toContain('là ngày 20/01/2027 (còn 8 ngày)');
    const bell = await clients.user2
      .from('notification')
      .select('title')
      .eq('type', 'fee_declaration_due');
    expect(bell.data).toEqual([{ title: 'Sắp đến hạn kê khai phí quý 4/2026' }]);
    const clock = new Date(Date.now() + 1000);
    const worker = await startWorker(server.mailer, () => clock);
    expect(await worker.runDue()).toBeGreaterThanOrEqual(2);
    expect(await worker.runDue()).toBe(0);
    await worker.stop();
    const mails = await reminderMails('4/2026');
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      expect.arrayContaining(['user2@greenwatch.demo', 'user@greenwatch.demo']),
    );
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(mails.length);
    expect(mails.find((m) => m.to === 'user2@greenwatch.demo')?.text).toContain(
      'https://app.example/water-fee-declaration?year=2026&quarter=4',
    );
  });

  it('retries a failed mail with back-off, sends it once, and gives up after the last attempt', async () => {
    const sent = await sendDeclarationReminders(options(), new Date('2027-04-12T03:00:00Z'));
    expect(sent.length).toBeGreaterThanOrEqual(2);
    // user2's server answers 'try later' once; user's never takes the message.
    let refusedOnce = false;
    const flaky: Mailer = {
      async send(message) {
        if (message.to === 'user@greenwatch.demo') throw new Error('550 mailbox unavailable');
        if (message.to === 'user2@greenwatch.demo' && !refusedOnce) {
          refusedOnce = true;
          throw new Error('421 try again later');
        }
        await server.mailer.send(message);
      },
      outbox: () => server.mailer.outbox(),
    };
    const deliveries = async (email: string) =>
      server.db.query<{ status: string; attempts: number; last_error: string | null }>(
        `select d.status, d.attempts, d.last_error from public.alert_delivery d
         join auth.users u on u.id = d.user_id
         where d.channel = 'email' and u.email = $1 and d.notification_id = any($2::bigint[])`,
        [email, sent.map((reminder) => reminder.notificationId)],
      );
    let clock = new Date(Date.now() + 1000);
    const worker = await startWorker(flaky, () => clock);
    await worker.runDue();
    expect(await deliveries('user2@greenwatch.demo')).toEqual([
      expect.objectContaining({ status: 'retrying', attempts: 1 }),
    ]);
    expect((await deliveries('user2@greenwatch.demo'))[0].last_error).toContain('421');
    // Not before its back-off.
    await worker.runDue();
    expect(await deliveries('user2@greenwatch.demo')).toMatchObject([{ attempts: 1 }]);
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      clock = new Date(clock.getTime() + retryDelayMs(attempt)!);
      await worker.runDue();
    }
    await worker.stop();
    expect(await deliveries('user2@greenwatch.demo')).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 2, last_error: null }),
    ]);
    const mails = await reminderMails('1/2027');
    expect(mails.filter((mail) => mail.to === 'user2@greenwatch.demo')).toHaveLength(1);
    expect(mails.find((mail) => mail.to === 'user2@greenwatch.demo')?.text).toContain(
      'https://app.example/water-fee-declaration?year=2027&quarter=1',
    );
    const [given] = await deliveries('user@greenwatch.demo');
    expect(given).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(given.last_error).toContain(`(đã thử ${MAX_ATTEMPTS} lần)`);
    expect(mails.filter((mail) => mail.to === 'user@greenwatch.demo')).toHaveLength(0);
  });
});
