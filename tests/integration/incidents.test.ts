import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatVietnamTime } from '../../server/domain/vietnam-time';
import { bellChannel, escalateDueIncidents, mailChannel } from '../../server/incidents';
import { demoSecrets } from '../../server/ingest/demo-credentials';
import { dataFile, recentMinute, stationId } from './ingest/support';
import { startTestServer, type TestServer } from './support/test-server';

// Incidents end to end (issue 17): a station file with an exceedance opens one with its timeline;
// the customer's users read and acknowledge it, nobody else; the escalation sweep (clock
// injected) goes up the customer's chain over bell and e-mail, holding back a level below the top
// in quiet hours; values back within limits resolve it.

const STATION = 'PL-NT01';
const token = demoSecrets(STATION).httpToken;
const MANAGER = 'manager@greenwatch.demo';
const PASSWORD = 'Manager-2026@x';

let server: TestServer;
let station: number;
let codMax: number;
let user: SupabaseClient;
let other: SupabaseClient;
let manager: SupabaseClient;
let userId: string;
let managerId: string;

beforeAll(async () => {
  server = await startTestServer({
    ftpPort: false,
    ingestDir: false,
    statusIntervalMs: false,
    escalationIntervalMs: false,
  });
  station = await stationId(server.db, STATION);
  const [limit] = await server.db.query<{ limit_max: number }>(
    `select limit_max from public.station_parameter where station_id = $1 and code = 'COD'`,
    [station],
  );
  codMax = Number(limit!.limit_max);
  // The customer's environment manager: a customer admin who wants alert mails.
  const admin = server.client(server.serviceRoleKey);
  const created = await admin.auth.admin.createUser({
    email: MANAGER,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: 'Lê Quản Lý', notification_email_enable: true },
  });
  managerId = created.data.user!.id;
  await server.db.query(
    `insert into public.app_user (user_id, customer_id, role)
     select $1, customer_id, 'customer_admin' from public.station where id = $2
     on conflict (user_id) do update set customer_id = excluded.customer_id, role = excluded.role`,
    [managerId, station],
  );
  user = await server.signedIn('user@greenwatch.demo');
  other = await server.signedIn('user2@greenwatch.demo');
  manager = await server.signedIn(MANAGER, PASSWORD);
  userId = (await user.auth.getUser()).data.user!.id;
});
afterAll(async () => {
  await server?.stop();
});

async function post(minutesAgo: number, cod: number, phStatus = '00') {
  const file = dataFile(STATION, recentMinute(minutesAgo), [
    ['COD', String(cod), 'mg/L'],
    ['pH', '7.2', '', phStatus],
  ]);
  const response = await fetch(`${server.url}/api/ingest?file=${file.fileName}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}` },
    body: file.content,
  });
  expect(response.status).toBe(200);
  await server.alerts.idle();
}

const incidents = async (client: SupabaseClient) => {
  const { data, error } = await client
    .from('incident')
    .select('*, incident_event(kind, channel, user_id, note, detail)')
    .eq('station_id', station)
    .order('id');
  expect(error).toBeNull();
  return data as {
    id: number;
    kind: string;
    parameter_code: string | null;
    status: string;
    peak_value: number;
    limit_max: number;
    escalation_level: number;
    next_escalation_due: string | null;
    acknowledged_by: string | null;
    incident_event: {
      kind: string;
      channel: string | null;
      user_id: string | null;
      detail: Record<string, unknown>;
      note: string | null;
    }[];
  }[];
};

const ack = (client: SupabaseClient | undefined, id: number, body: unknown = {}) =>
  client
    ? client.auth.getSession().then(({ data }) =>
        fetch(`${server.url}/api/incidents/${id}/acknowledge`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${data.session!.access_token}`,
          },
          body: JSON.stringify(body),
        }),
      )
    : fetch(`${server.url}/api/incidents/${id}/acknowledge`, { method: 'POST' });

const sweep = (at: Date) =>
  escalateDueIncidents(
    server.db,
    [bellChannel(server.db), mailChannel(server.mailer)],
    'https://app.example',
    at,
  );

let exceedance: number;

describe('incidents', () => {
  it('the escalation chain is written by the customer admin, refused to another customer, audited', async () => {
    const [{ customer_id: customerId }] = await server.db.query<{ customer_id: number }>(
      'select customer_id from public.station where id = $1',
      [station],
    );
    const quiet = {
      start: formatVietnamTime(new Date(Date.now() - 3_600_000), 'HH:mm'),
      end: formatVietnamTime(new Date(Date.now() + 3 * 3_600_000), 'HH:mm'),
    };
    const chain = [
      {
        customer_id: customerId,
        level: 1,
        delay_minutes: 0,
        user_ids: [userId],
        roles: [],
        channels: ['bell'],
      },
      {
        customer_id: customerId,
        level: 2,
        delay_minutes: 15,
        user_ids: [],
        roles: ['customer_admin'],
        channels: ['bell', 'email', 'zalo_oa'],
      },
    ];
    const refused = await other.from('escalation_step').insert(chain);
    expect(refused.error?.code).toBe('42501');
    const written = await manager.from('escalation_step').insert(chain);
    expect(written.error?.message ?? null).toBeNull();
    // Quiet hours now for both: only the top level (the manager's) gets through.
    for (const client of [user, manager]) {
      const id = (await client.auth.getUser()).data.user!.id;
      const { error } = await client
        .from('alert_preference')
        .insert({ user_id: id, quiet_start: quiet.start, quiet_end: quiet.end });
      expect(error).toBeNull();
    }
    const audit = await server.db.query<{ actor_user_id: string }>(
      `select actor_user_id from public.audit_log where table_name = 'escalation_step'`,
    );
    expect(audit.map((row) => row.actor_user_id)).toEqual([managerId, managerId]);
  });

  it('a station file with an exceedance opens an incident with its limit, peak and timeline', async () => {
    await post(12, codMax * 1.5);
    await post(11, codMax * 2); // no state change: no reconciliation yet
    const [incident] = await incidents(user);
    expect(incident).toMatchObject({
      kind: 'exceedance',
      parameter_code: 'COD',
      status: 'open',
      peak_value: codMax * 1.5,
      limit_max: codMax,
      escalation_level: 0,
    });
    expect(incident!.next_escalation_due).not.toBeNull();
    expect(incident!.incident_event.map((e) => e.kind)).toEqual(['opened']);
    exceedance = incident!.id;
  });

  it("another customer's user and anon see nothing and cannot acknowledge", async () => {
    expect(await incidents(other)).toEqual([]);
    const anon = await server.client().from('incident').select('id');
    expect(anon.data ?? []).toEqual([]);
    const foreign = await ack(other, exceedance);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ message: 'Không tìm thấy sự cố.' });
    expect((await ack(undefined, exceedance)).status).toBe(401);
    const [row] = await server.db.query<{ status: string }>(
      'select status from public.incident where id = $1',
      [exceedance],
    );
    expect(row!.status).toBe('open');
  });

  it('not acknowledged: level 1 held back by quiet hours, level 2 (top) reaches the manager', async () => {
    expect(await sweep(new Date())).toBe(1);
    let [incident] = await incidents(user);
    expect(incident!.escalation_level).toBe(1);
    expect(incident!.incident_event.slice(-2)).toMatchObject([
      { kind: 'escalated', detail: { level: 1 } },
      {
        kind: 'message_skipped',
        channel: 'bell',
        user_id: userId,
        detail: { reason: 'quiet_hours' },
      },
    ]);
    expect(await sweep(new Date(Date.now() + 5 * 60_000))).toBe(0);
    expect(await sweep(new Date(Date.now() + 16 * 60_000))).toBe(1);
    [incident] = await incidents(user);
    expect(incident).toMatchObject({ escalation_level: 2, next_escalation_due: null });
    const messages = incident!.incident_event
      .filter((e) => e.kind.startsWith('message_') && e.user_id === managerId)
      .map((e) => `${e.kind}:${e.channel}`);
    expect(messages.sort()).toEqual([
      'message_queued:bell',
      'message_queued:email',
      'message_sent:bell',
      'message_sent:email',
      'message_skipped:zalo_oa',
    ]);
    // The bell is the manager's alone; the mail links to the incident.
    const bell = async (client: SupabaseClient) =>
      (await client.from('notification').select('title').eq('type', 'incident_escalated')).data;
    expect(await bell(manager)).toEqual([
      {
        title: expect.stringMatching(
          /^Sự cố chưa được xác nhận \(cấp 2\): Vượt ngưỡng .+ - Trạm nước thải số 1$/,
        ),
      },
    ]);
    expect(await bell(user)).toEqual([]);
    const mail = (await server.mailer.outbox()).find((m) => m.to === MANAGER);
    expect(mail?.text).toContain(`https://app.example/incidents/${exceedance}`);
  });

  it("the customer's user acknowledges with a note; once only; notes are bounded", async () => {
    const tooLong = await ack(user, exceedance, { note: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ message: 'Ghi chú dài tối đa 1000 ký tự.' });
    const done = await ack(user, exceedance, { note: 'Đã kiểm tra bể lắng' });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: 'acknowledged', acknowledged_by: userId });
    const again = await ack(user, exceedance);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'Sự cố đã được xác nhận trước đó.' });
    const { data } = await user.auth.getSession();
    const note = await fetch(`${server.url}/api/incidents/${exceedance}/notes`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${data.session!.access_token}`,
      },
      body: JSON.stringify({ note: '  ' }),
    });
    expect(note.status).toBe(400);
    expect(await note.json()).toMatchObject({ message: 'Vui lòng nhập ghi chú.' });
    const [incident] = await incidents(user);
    expect(incident!.incident_event.at(-1)).toMatchObject({
      kind: 'acknowledged',
      user_id: userId,
      note: 'Đã kiểm tra bể lắng',
      detail: { actor: 'Nguyễn Văn An' },
    });
    // Nobody changes an incident's columns directly.
    const direct = await user.from('incident').update({ status: 'resolved' }).eq('id', exceedance);
    expect(direct.error).not.toBeNull();
  });

  it('acknowledgement stops escalation: an analyser fault acknowledged at level 1 goes no further', async () => {
    await post(10, codMax * 1.2, '02'); // milder than the 2× at minute 11, never reconciled
    const fault = (await incidents(user)).find((i) => i.kind === 'device_fault')!;
    expect(fault.parameter_code).toBe('pH');
    await sweep(new Date());
    expect((await ack(user, fault.id)).status).toBe(200);
    expect(await sweep(new Date(Date.now() + 60 * 60_000))).toBe(0);
    const [row] = await server.db.query<{ escalation_level: number }>(
      'select escalation_level from public.incident where id = $1',
      [fault.id],
    );
    expect(row!.escalation_level).toBe(1);
  });

  it('values back within limits resolve it, with the peak seen in between', async () => {
    await post(9, codMax / 2);
    const incident = (await incidents(user)).find((i) => i.id === exceedance)!;
    expect(incident.status).toBe('resolved');
    expect(incident.peak_value).toBe(codMax * 2);
    expect(incident.incident_event.slice(-2).map((e) => e.kind)).toEqual(['updated', 'resolved']);
    expect((await ack(user, exceedance)).status).toBe(409);
  });
});
