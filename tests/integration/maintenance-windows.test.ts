import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stationsLeavingMaintenance } from '../../server/alerts/maintenance-muting';
import { demoSecrets } from '../../server/ingest/demo-credentials';
import { dataFile, recentMinute, stationId } from './ingest/support';
import { seriesPeriods } from './reports/report-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

// Maintenance windows (issue 17) on the real server and database: declared, extended and ended
// by the customer's users only; a running window mutes the station's alerts and incidents; values
// inside a window, also one declared after the fact over stored data, are left out of the
// averages (roll-ups recomputed), the exceedance report, signal loss and completeness, and every
// report lists the window with the values it left out.

const ALERTED = 'PL-NT01';
const REPORTED = 'PL-NT02';
const INCIDENT = 'PL-NT03';
const HOUR = 3_600_000;

let server: TestServer;
let alerted: number;
let reported: number;
let incident: number;
let codMax: number;
let user: SupabaseClient;
let other: SupabaseClient;
let userId: string;
const startedAt = new Date();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({
    ftpPort: false,
    ingestDir: false,
    statusIntervalMs: false,
    escalationIntervalMs: false,
  });
  alerted = await stationId(server.db, ALERTED);
  reported = await stationId(server.db, REPORTED);
  incident = await stationId(server.db, INCIDENT);
  const [limit] = await server.db.query<{ limit_max: number }>(
    `select limit_max from public.station_parameter where station_id = $1 and code = 'COD'`,
    [alerted],
  );
  codMax = Number(limit!.limit_max);
  user = await server.signedIn('user@greenwatch.demo');
  other = await server.signedIn('user2@greenwatch.demo');
  userId = (await user.auth.getUser()).data.user!.id;
  tokens.user = (await user.auth.getSession()).data.session!.access_token;
  tokens.other = (await other.auth.getSession()).data.session!.access_token;
});
afterAll(async () => {
  await server?.stop();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: any };

async function call(path: string, body: unknown, who: 'user' | 'other' | null = 'user') {
  const response = await fetch(`${server.url}/api/maintenance-windows${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() } as Answer;
}

async function report(path: string): Promise<Answer> {
  const response = await fetch(`${server.url}/api/reports${path}`, {
    headers: { authorization: `Bearer ${tokens.user}` },
  });
  return { status: response.status, body: await response.json() };
}

const declare = (stationId: number, startsAt: Date, expectedEnd: Date, extra = {}) =>
  call('/', {
    stationId,
    startsAt: startsAt.toISOString(),
    expectedEnd: expectedEnd.toISOString(),
    reason: 'calibration',
    ...extra,
  });

async function postCod(at: Date, cod: number, station = ALERTED) {
  const file = dataFile(station, at, [['COD', String(cod), 'mg/L']]);
  const response = await fetch(`${server.url}/api/ingest?file=${file.fileName}`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain',
      authorization: `Bearer ${demoSecrets(station).httpToken}`,
    },
    body: file.content,
  });
  expect(response.status).toBe(200);
  await server.alerts.idle();
}

const alertsOf = (station: number) =>
  server.db.query<{ type: string }>(
    `select type from public.notification where station_id = $1 and created_at > $2 order by id`,
    [station, startedAt.toISOString()],
  );
const incidentsOf = (station: number) =>
  server.db.query<{ kind: string; status: string }>(
    'select kind, status from public.incident where station_id = $1',
    [station],
  );

describe('declaring, extending and ending', () => {
  it('refuses another customer’s station exactly like a missing one, and anyone signed out', async () => {
    const now = new Date();
    // Over already (declared after the fact), so it stays out of the way of the next tests.
    const theirs = await declare(
      alerted,
      new Date(now.getTime() - 3 * HOUR),
      new Date(now.getTime() - 2 * HOUR),
    );
    const stranger = await call(
      '/',
      { stationId: alerted, startsAt: now, expectedEnd: now, reason: 'repair' },
      'other',
    );
    const missing = await declare(999_999, now, new Date(now.getTime() + HOUR));
    expect(theirs.status).toBe(201);
    expect(stranger).toEqual(missing);
    expect(missing).toEqual({
      status: 404,
      body: { error: 'not_found', message: 'Không tìm thấy trạm.' },
    });
    const strangerEnd = await call(`/${theirs.body.id}/end`, {}, 'other');
    expect(strangerEnd).toEqual(await call('/999999/end', {}, 'other'));
    expect(strangerEnd.status).toBe(404);
    expect((await call('/', {}, null)).status).toBe(401);
    const seen = await other.from('maintenance_window').select('id');
    expect(seen.data).toEqual([]);
    const own = await user.from('maintenance_window').select('id, declared_by, reason');
    expect(own.data).toEqual([{ id: theirs.body.id, declared_by: userId, reason: 'calibration' }]);
    // Nobody writes the table directly, not even the customer's own users.
    const direct = await user
      .from('maintenance_window')
      .update({ reason: 'repair' })
      .eq('id', theirs.body.id)
      .select();
    expect(direct.data ?? []).toEqual([]);
  });

  it('bounds the input with Vietnamese refusals', async () => {
    const now = Date.now();
    const at = (hours: number) => new Date(now + hours * HOUR);
    const cases: [Answer, RegExp][] = [
      [await declare(alerted, at(-7 * 24 - 1), at(-7 * 24)), /7 ngày/],
      [await declare(alerted, at(1), at(2)), /tương lai/],
      [await declare(alerted, at(-1), at(30 * 24)), /30 ngày/],
      [await declare(alerted, at(-1), at(1), { reason: 'holiday' }), /Hiệu chuẩn/],
      [await declare(alerted, at(-1), at(1), { reason: 'other' }), /Khác/],
      [await declare(alerted, at(-1), at(1), { note: 'x'.repeat(501) }), /500/],
      [await call('/', { stationId: alerted, startsAt: 'hôm qua', reason: 'repair' }), /hợp lệ/],
    ];
    for (const [answer, message] of cases) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
  });

  it('records every refusal with its answer, naming only what the caller may see', async () => {
    const before = await server.db.query<{ id: number }>(
      'select coalesce(max(id), 0) as id from public.maintenance_refusal',
    );
    const now = Date.now();
    const tooLong = await declare(alerted, new Date(now - HOUR), new Date(now + 31 * 24 * HOUR));
    const notJson = await fetch(`${server.url}/api/maintenance-windows/1/extend`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.user}` },
      body: '{',
    });
    const stranger = await call(
      '/',
      {
        stationId: alerted,
        startsAt: new Date(now),
        expectedEnd: new Date(now + HOUR),
        reason: 'repair',
      },
      'other',
    );
    expect([tooLong.status, notJson.status, stranger.status]).toEqual([400, 400, 404]);
    const otherId = (await other.auth.getUser()).data.user!.id;
    const rows = await server.db.query(
      `select user_id, action, station_id::int as station_id, window_id::int as window_id,
              status, error, message
       from public.maintenance_refusal where id > $1 order by id`,
      [before[0]!.id],
    );
    expect(rows).toEqual([
      {
        user_id: userId,
        action: 'declare',
        station_id: alerted,
        window_id: null,
        status: 400,
        error: 'invalid_input',
        message: tooLong.body.message,
      },
      {
        user_id: userId,
        action: 'extend',
        station_id: null,
        window_id: null,
        status: 400,
        error: 'invalid_input',
        message: 'Nội dung yêu cầu không phải JSON hợp lệ.',
      },
      // Another customer's station is not named: the record says what the answer said.
      {
        user_id: otherId,
        action: 'declare',
        station_id: null,
        window_id: null,
        status: 404,
        error: 'not_found',
        message: 'Không tìm thấy trạm.',
      },
    ]);
    // Each customer reads only its own users' refusals.
    const own = await user.from('maintenance_refusal').select('user_id').gt('id', before[0]!.id);
    expect(own.data).toEqual([{ user_id: userId }, { user_id: userId }]);
    const theirs = await other
      .from('maintenance_refusal')
      .select('user_id')
      .gt('id', before[0]!.id);
    expect(theirs.data).toEqual([{ user_id: otherId }]);
  });

  it('mutes a running window’s alerts and incidents; extends and ends in one call; audited', async () => {
    const now = new Date();
    const declared = await declare(
      alerted,
      new Date(now.getTime() - 10 * 60_000),
      new Date(now.getTime() + HOUR),
      { reason: 'repair', note: 'Thay bơm mẫu' },
    );
    expect(declared.status).toBe(201);
    const id = declared.body.id as number;
    await postCod(recentMinute(1), codMax * 2);
    expect(await alertsOf(alerted)).toEqual([]);
    expect(await incidentsOf(alerted)).toEqual([]);

    const extended = await call(`/${id}/extend`, {
      expectedEnd: new Date(now.getTime() + 2 * HOUR).toISOString(),
    });
    expect(extended.status).toBe(200);
    expect(new Date(extended.body.expected_end).getTime()).toBe(now.getTime() + 2 * HOUR);
    const overlapping = await declare(alerted, new Date(now.getTime() - 5 * 60_000), now);
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.message).toMatch(/trùng/);

    const ended = await call(`/${id}/end`, {});
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ ended_by: userId, declared_by: userId });
    expect((await call(`/${id}/end`, {})).status).toBe(409);
    expect(
      (await call(`/${id}/extend`, { expectedEnd: new Date(now.getTime() + 3 * HOUR) })).status,
    ).toBe(409);

    // Alerting resumes on the next value measured after the window.
    await postCod(recentMinute(-2), codMax * 2);
    expect((await alertsOf(alerted)).map((row) => row.type)).toEqual(['exceed_threshold']);
    expect(await incidentsOf(alerted)).toEqual([{ kind: 'exceedance', status: 'open' }]);

    const audit = await server.db.query<{
      action: string;
      actor_user_id: string;
      changed: string[];
    }>(
      `select action, actor_user_id, changed_columns as changed from public.audit_log
       where table_name = 'maintenance_window' and row_key = $1 order by id`,
      [String(id)],
    );
    expect(audit.map((row) => [row.action, row.actor_user_id])).toEqual([
      ['insert', userId],
      ['update', userId],
      ['update', userId],
    ]);
    expect(audit[1].changed).toContain('expected_end');
    expect(audit[2].changed).toContain('ended_at');
    await expect(
      server.db.query('delete from public.maintenance_window where id = $1', [id]),
    ).rejects.toThrow(/cơ quan quản lý/);
  });

  it('the alert sweep looks at a station again when its window ends and when the grace after it ends', async () => {
    const [ended] = await server.db.query<{ ends_at: Date; grace: number }>(
      `select w.ends_at, s.signal_loss_minutes as grace
       from public.maintenance_window w join public.station s on s.id = w.station_id
       where w.station_id = $1 and w.ended_at is not null`,
      [alerted],
    );
    const end = new Date(ended!.ends_at).getTime();
    const graceEnd = end + Number(ended!.grace) * 60_000;
    const leaving = (since: number, until: number) =>
      stationsLeavingMaintenance(server.db, new Date(since), new Date(until));
    expect(await leaving(end - 1000, end)).toEqual([alerted]);
    expect(await leaving(end, graceEnd - 1000)).toEqual([]);
    expect(await leaving(graceEnd - 1000, graceEnd + 1000)).toEqual([alerted]);
  });

  it('leaves an open incident as it is during a window; the first value after it resolves it', async () => {
    await postCod(recentMinute(3), codMax * 2, INCIDENT);
    expect(await incidentsOf(incident)).toEqual([{ kind: 'exceedance', status: 'open' }]);
    const now = new Date();
    const declared = await declare(
      incident,
      new Date(now.getTime() - 2 * 60_000),
      new Date(now.getTime() + HOUR),
      {
        reason: 'repair',
      },
    );
    expect(declared.status).toBe(201);
    await postCod(recentMinute(1), codMax / 2, INCIDENT);
    expect(await incidentsOf(incident)).toEqual([{ kind: 'exceedance', status: 'open' }]);
    expect((await alertsOf(incident)).map((row) => row.type)).toEqual(['exceed_threshold']);

    expect((await call(`/${declared.body.id}/end`, {})).status).toBe(200);
    await postCod(recentMinute(-1), codMax / 2, INCIDENT);
    expect(await incidentsOf(incident)).toEqual([{ kind: 'exceedance', status: 'resolved' }]);
    expect((await alertsOf(incident)).map((row) => row.type)).toEqual([
      'exceed_threshold',
      'within_threshold',
    ]);
  });
});

describe('reports leave a window’s values out', () => {
  // Two days ago, on whole hours: COD 50 every 5 minutes for 6 hours, except hours 2-3, where a
  // power cut left three values of 300 at its start and then nothing for 1 h 50.
  const base = new Date(Math.floor(Date.now() / HOUR) * HOUR - 50 * HOUR);
  const at = (hours: number) => new Date(base.getTime() + hours * HOUR);
  const range = `from=${at(0).toISOString()}&to=${at(6).toISOString()}`;
  const averages = (interval: string, source = 'rollup') =>
    report(
      `/averages?stationIds=${reported}&parameters=COD&interval=${interval}&${range}&source=${source}`,
    );
  const hourValue = async (source = 'rollup') =>
    seriesPeriods((await averages('hour', source)).body)[0][0][2];

  beforeAll(async () => {
    await server.db.query(
      `insert into public.measurement (station_id, parameter_code, time, value, device_status)
       select $1::bigint, 'COD', t, case when t >= $3 then 300 else 50 end, '00'
       from generate_series($2::timestamptz, $4::timestamptz, interval '5 minutes') t
       union all
       select $1::bigint, 'COD', t, 50, '00'
       from generate_series($5::timestamptz, $6::timestamptz, interval '5 minutes') t`,
      [
        reported,
        at(0).toISOString(),
        at(2).toISOString(),
        new Date(at(2).getTime() + 10 * 60_000).toISOString(),
        at(4).toISOString(),
        new Date(at(6).getTime() - 5 * 60_000).toISOString(),
      ],
    );
  });

  it('counts them before the window is declared', async () => {
    expect(await hourValue()).toMatchObject({ value: 300, validCount: 3 });
    const exceedances = await report(`/exceedances?stationIds=${reported}&parameters=COD&${range}`);
    expect(exceedances.body.episodes).toHaveLength(1);
    const loss = await report(`/signal-loss?stationIds=${reported}&${range}`);
    expect(loss.body.stations[0].episodeCount).toBe(1);
  });

  it('a window declared after the fact recomputes the roll-ups and every report lists it', async () => {
    const declared = await declare(reported, at(2), at(4), { reason: 'power_cut' });
    expect(declared.status).toBe(201);
    const listed = [
      expect.objectContaining({
        id: declared.body.id,
        reason: 'power_cut',
        startsAt: at(2).toISOString(),
        endsAt: at(4).toISOString(),
        excludedCount: 3,
      }),
    ];

    expect(await hourValue()).toMatchObject({ value: null, validCount: 0, excludedCount: 0 });
    expect(await hourValue('raw')).toEqual(await hourValue());
    const hours = await averages('hour');
    expect(hours.body.maintenance).toEqual(listed);
    const day = await averages('day');
    const raw = await averages('day', 'raw');
    expect(seriesPeriods(day.body)).toEqual(seriesPeriods(raw.body));
    expect(day.body.periods).toEqual(raw.body.periods);
    const maxima = seriesPeriods(day.body)[0][0]
      .map((p) => p.max)
      .filter((max) => max !== null);
    expect(maxima.length).toBeGreaterThan(0);
    expect(maxima.every((max) => max === 50)).toBe(true);

    const exceedances = await report(`/exceedances?stationIds=${reported}&parameters=COD&${range}`);
    expect(exceedances.body.episodes).toEqual([]);
    expect(exceedances.body.maintenance).toEqual(listed);

    const loss = await report(`/signal-loss?stationIds=${reported}&${range}`);
    const [station] = loss.body.stations;
    expect(station.episodeCount).toBe(0);
    // 6 hours of 5-minute slots less the window's 2 hours, all received.
    expect(station.completeness).toMatchObject({ expectedCount: 48, receivedCount: 48 });
    expect(loss.body.maintenance).toEqual(listed);

    const lookup = await report(
      `/lookup?stationIds=${reported}&parameters=COD&from=${at(2).toISOString()}&to=${at(3).toISOString()}`,
    );
    expect(lookup.body.rows.map((row: { maintenance: boolean }) => row.maintenance)).toEqual([
      true,
      true,
      true,
    ]);
  });
});

describe('a platform user', () => {
  it('declares for any customer’s station, audited with them as the actor, seen by that customer', async () => {
    const admin = await server.signedIn('admin@greenwatch.demo');
    const adminId = (await admin.auth.getUser()).data.user!.id;
    const token = (await admin.auth.getSession()).data.session!.access_token;
    const theirs = await stationId(server.db, 'DB-NT01');
    const now = Date.now();
    const response = await fetch(`${server.url}/api/maintenance-windows`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        stationId: theirs,
        startsAt: new Date(now - 3 * HOUR).toISOString(),
        expectedEnd: new Date(now - 2 * HOUR).toISOString(),
        reason: 'repair',
      }),
    });
    expect(response.status).toBe(201);
    const row = (await response.json()) as { id: number; declared_by: string };
    expect(row.declared_by).toBe(adminId);
    const audit = await server.db.query<{ actor_user_id: string }>(
      `select actor_user_id from public.audit_log
       where table_name = 'maintenance_window' and row_key = $1 and action = 'insert'`,
      [String(row.id)],
    );
    expect(audit).toEqual([{ actor_user_id: adminId }]);
    const seen = await other.from('maintenance_window').select('id').eq('id', row.id);
    expect(seen.data).toEqual([{ id: row.id }]);
  });
});
