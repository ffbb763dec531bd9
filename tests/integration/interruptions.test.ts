import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSecrets } from '../../server/ingest/demo-credentials';
import { DEMO_CAMERA_STREAM_URL } from '../../server/web/demo-camera';
import { dataFile, recentMinute, stationId } from './ingest/support';
import { startTestServer, type TestServer } from './support/test-server';

// Issue 18 end to end on the real server and database: station files with a signal loss, an
// analyser fault and an exceedance become interruptions with the data they cost; the customer's
// officer explains one (bounded, audited), another customer's user gets the same 404 as a missing
// station; the camera picture is kept when the exceedance starts and the evidence pack holds it,
// the values around the limit, the note and the file as the station sent it.

const STATION = 'PL-NT01';
const token = demoSecrets(STATION).httpToken;
// The parts of the answers these tests read (the app's own types live in src/).
interface Gap {
  kind: string;
  parameterCode: string;
  start: string;
  durationMinutes: number;
  open: boolean;
  statusCode: string | null;
  missing: { code: string; expected: number; received: number; missing: number }[];
  explanation: Record<string, unknown> | null;
}
interface StationInterruptions {
  station: { code: string };
  dutyProfile: Record<string, unknown> | null;
  interruptions: Gap[];
}
interface EvidencePack {
  limit: { max: number | null };
  episode: { peakValue: number | null };
  values: { phase: string; beyond: number | null }[];
  statusCodes: { code: string; count: number }[];
  maintenanceWindows: unknown[];
  incidents: { events: { kind: string; note: string | null }[] }[];
  snapshot: { jpegBase64: string } | null;
  files: { fileName: string; contentBase64: string | null }[];
}

let server: TestServer;
let station: number;
let codMax: number;
let user: SupabaseClient;
let other: SupabaseClient;
let exceedanceFile: { fileName: string; content: string };
/** The whole minute the station's history is written back from (fixed: minutes pass). */
const base = recentMinute(0).getTime();
const minutesAgo = (minutes: number) => new Date(base - minutes * 60_000);

async function post(minutes: number, cod: number, codStatus = '00') {
  const file = dataFile(STATION, minutesAgo(minutes), [
    ['COD', String(cod), 'mg/L', codStatus],
    ['pH', '7.2', ''],
  ]);
  const response = await fetch(`${server.url}/api/ingest?file=${file.fileName}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}` },
    body: file.content,
  });
  expect(response.status).toBe(200);
  // Files come minutes apart: the alert pipeline has judged one before the next arrives.
  await server.alerts.idle();
  return file;
}

const bearer = async (client: SupabaseClient) =>
  `Bearer ${(await client.auth.getSession()).data.session!.access_token}`;

async function api(client: SupabaseClient, path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}/api${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      authorization: await bearer(client),
      ...init.headers,
    },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const period = () => {
  const from = new Date(Date.now() - 6 * 3_600_000).toISOString();
  const to = new Date(Date.now() + 3_600_000).toISOString();
  return `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
};

const interruptions = (client: SupabaseClient, id = station) =>
  api(client, `/interruptions?stationId=${id}&${period()}`);

beforeAll(async () => {
  server = await startTestServer({
    ftpPort: false,
    ingestDir: false,
    statusIntervalMs: false,
    escalationIntervalMs: false,
    snapshotIntervalMs: false,
  });
  station = await stationId(server.db, STATION);
  const [limit] = await server.db.query<{ limit_max: number }>(
    `select limit_max from public.station_parameter where station_id = $1 and code = 'COD'`,
    [station],
  );
  codMax = Number(limit!.limit_max);
  // 150–125 minutes ago normal; nothing for 75 minutes (signal loss); 40–30 the COD analyser
  // reports a device error (02); 15–10 COD above its limit (fresh: it opens an incident);
  // normal again from 5.
  for (const minutes of [150, 145, 140, 135, 130, 125, 50, 45]) await post(minutes, 30);
  for (const minutes of [40, 35, 30]) await post(minutes, 0, '02');
  await post(25, 30);
  await post(20, 30);
  exceedanceFile = await post(15, codMax * 2);
  await post(10, codMax * 1.5);
  await post(5, 30);
  await post(2, 30);
  user = await server.signedIn('user@greenwatch.demo');
  other = await server.signedIn('user2@greenwatch.demo');
});
afterAll(async () => {
  await server?.stop();
});

describe('interruptions', () => {
  it('finds the signal loss and the analyser fault with the values each cost', async () => {
    const { status, body } = await interruptions(user);
    expect(status).toBe(200);
    const answer = body as unknown as StationInterruptions;
    expect(answer.station.code).toBe(STATION);
    expect(answer.dutyProfile).toMatchObject({ notifyWithinHours: 24, confirmed: false });
    const loss = answer.interruptions.find((gap) => gap.kind === 'signal_loss')!;
    expect(loss).toMatchObject({ parameterCode: '', durationMinutes: 75, open: false });
    expect(loss.start).toBe(minutesAgo(125).toISOString());
    // 15 five-minute slots from the last record to the next; the record at its start is there.
    expect(loss.missing.find((m) => m.code === 'COD')).toMatchObject({
      expected: 15,
      received: 1,
      missing: 14,
    });
    const fault = answer.interruptions.find((gap) => gap.kind === 'device_fault')!;
    expect(fault).toMatchObject({ parameterCode: 'COD', statusCode: '02', durationMinutes: 15 });
    expect(fault.missing).toEqual([
      expect.objectContaining({ code: 'COD', expected: 3, received: 0, missing: 3 }),
    ]);
    expect(answer.interruptions.filter((gap) => gap.kind === 'device_fault')).toHaveLength(1);
  });

  it("answers another customer's user the same 404 as a station that does not exist", async () => {
    const hidden = await interruptions(other);
    const missing = await interruptions(other, 987654);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(missing.body);
    const write = await api(other, '/interruptions/explanation', {
      method: 'PUT',
      body: JSON.stringify({
        stationId: station,
        kind: 'signal_loss',
        startedAt: minutesAgo(125).toISOString(),
        cause: 'x',
      }),
    });
    expect(write.status).toBe(404);
    expect(write.body).toEqual(missing.body);
  });

  it('refuses unbounded or malformed explanations in Vietnamese', async () => {
    const base = {
      stationId: station,
      kind: 'signal_loss',
      startedAt: minutesAgo(125).toISOString(),
    };
    const refused = async (body: unknown, message: RegExp) => {
      const answer = await api(user, '/interruptions/explanation', {
        method: 'PUT',
        body: JSON.stringify(body),
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
    };
    await refused({ ...base, cause: 'x'.repeat(1001) }, /Nguyên nhân dài tối đa 1000 ký tự/);
    await refused({ ...base, kind: 'holiday' }, /Loại gián đoạn không hợp lệ/);
    await refused(
      { ...base, noticeChannel: 'fax', noticeSentAt: new Date().toISOString() },
      /Hình thức gửi/,
    );
    await refused({ ...base, noticeChannel: 'email' }, /cả thời điểm và hình thức/);
    await refused({ ...base, startedAt: 'yesterday' }, /Thời điểm bắt đầu không hợp lệ/);
    await refused({ ...base, parameterCode: 'XYZ' }, /Thông số không có ở trạm/);
    const huge = await fetch(`${server.url}/api/interruptions/explanation`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: await bearer(user) },
      body: JSON.stringify({ ...base, cause: 'x'.repeat(40_000) }),
    });
    expect(huge.status).toBe(400);
    const [{ count }] = await server.db.query<{ count: string }>(
      'select count(*) from public.gap_explanation',
    );
    expect(Number(count)).toBe(0);
  });

  it('keeps the explanation under RLS, audited', async () => {
    const saved = await api(user, '/interruptions/explanation', {
      method: 'PUT',
      body: JSON.stringify({
        stationId: station,
        kind: 'signal_loss',
        parameterCode: '',
        startedAt: minutesAgo(125).toISOString(),
        endedAt: minutesAgo(50).toISOString(),
        cause: 'Mất điện lưới khu vực, bộ lưu dữ liệu ngừng hoạt động',
        actionsTaken: 'Đã chuyển sang nguồn dự phòng và khởi động lại thiết bị',
        expectedRepair: 'Trước 17:00 cùng ngày',
        noticeSentAt: new Date().toISOString(),
        noticeChannel: 'email',
        noticeReference: 'CV 12/2026',
      }),
    });
    expect(saved.status).toBe(200);
    const { body } = await interruptions(user);
    const answer = body as unknown as StationInterruptions;
    const loss = answer.interruptions.find((gap) => gap.kind === 'signal_loss')!;
    expect(loss.explanation).toMatchObject({
      cause: 'Mất điện lưới khu vực, bộ lưu dữ liệu ngừng hoạt động',
      noticeChannel: 'email',
      noticeReference: 'CV 12/2026',
    });
    const audit = await server.db.query<{ actor_user_id: string; customer_id: number }>(
      `select actor_user_id, customer_id from public.audit_log
       where table_name = 'gap_explanation' and action = 'insert'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_user_id).toBe((await user.auth.getUser()).data.user!.id);
    // The other customer's user reads none of it through REST either.
    const { data } = await other.from('gap_explanation').select('id');
    expect(data).toEqual([]);
  }, 60_000);

  it('lists a maintenance window as an interruption of its own, with its reason', async () => {
    const declared = await api(user, '/maintenance-windows', {
      method: 'POST',
      body: JSON.stringify({
        stationId: station,
        startsAt: minutesAgo(240).toISOString(),
        expectedEnd: minutesAgo(200).toISOString(),
        reason: 'calibration',
        note: 'Thay điện cực pH',
      }),
    });
    expect(declared.status).toBe(201);
    const answer = (await interruptions(user)).body as unknown as StationInterruptions;
    const windows = answer.interruptions.filter((gap) => gap.kind === 'maintenance');
    expect(windows).toEqual([
      expect.objectContaining({
        start: minutesAgo(240).toISOString(),
        durationMinutes: 40,
        open: false,
        detail: { kind: 'maintenance', reason: 'calibration', note: 'Thay điện cực pH' },
      }),
    ]);
    // It is not a signal loss too.
    expect(answer.interruptions.filter((gap) => gap.kind === 'signal_loss')).toHaveLength(1);
  });
});

describe('evidence pack', () => {
  it('keeps a camera picture when the exceedance starts and packs it with the data', async () => {
    const [incident] = await server.db.query<{ id: number }>(
      `select id from public.incident
       where station_id = $1 and kind = 'exceedance' and parameter_code = 'COD'`,
      [station],
    );
    expect(incident).toBeDefined();
    expect(await server.snapshots.sweep()).toBe(1);
    // Once per incident.
    expect(await server.snapshots.sweep()).toBe(0);
    const note = await api(user, `/incidents/${incident!.id}/notes`, {
      method: 'POST',
      body: JSON.stringify({ note: 'Đã kiểm tra bể lắng, đang xử lý' }),
    });
    expect(note.status).toBe(201);

    const hidden = await api(other, `/evidence/incident?incidentId=${incident!.id}`);
    const missing = await api(other, '/evidence/incident?incidentId=987654');
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(missing.body);

    const { status, body } = await api(user, `/evidence/incident?incidentId=${incident!.id}`);
    expect(status).toBe(200);
    const pack = body as unknown as EvidencePack;
    expect(pack.limit.max).toBe(codMax);
    expect(pack.episode.peakValue).toBe(codMax * 2);
    expect(pack.values.some((v) => v.phase === 'before')).toBe(true);
    expect(pack.values.filter((v) => v.phase === 'during' && v.beyond !== null)).toHaveLength(2);
    expect(pack.values.some((v) => v.phase === 'after')).toBe(true);
    expect(pack.statusCodes).toEqual(
      expect.arrayContaining([
        { code: '00', count: expect.any(Number) },
        { code: '02', count: 3 },
      ]),
    );
    expect(pack.maintenanceWindows).toEqual([]);
    expect(pack.incidents[0]!.events).toEqual([
      expect.objectContaining({ kind: 'note', note: 'Đã kiểm tra bể lắng, đang xử lý' }),
    ]);
    const jpeg = Buffer.from(pack.snapshot!.jpegBase64, 'base64');
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const sent = pack.files.find((file) => file.fileName === exceedanceFile.fileName)!;
    expect(Buffer.from(sent.contentBase64!, 'base64').toString('utf8')).toBe(
      exceedanceFile.content,
    );

    // The same episode from the exceedance report, by its times.
    const episode = await api(
      user,
      `/evidence/exceedance?stationId=${station}&parameter=COD&from=${encodeURIComponent(
        minutesAgo(15).toISOString(),
      )}&to=${encodeURIComponent(minutesAgo(10).toISOString())}`,
    );
    expect(episode.status).toBe(200);
    expect((episode.body as unknown as EvidencePack).episode.peakValue).toBe(codMax * 2);
    expect(
      (await api(other, `/evidence/exceedance?stationId=${station}&parameter=COD&${period()}`))
        .status,
    ).toBe(404);
  }, 60_000);

  it('takes a frame of the stream when the camera has no snapshot address', async () => {
    const code = 'PL-NT02';
    const second = await stationId(server.db, code);
    await server.db.query('delete from public.camera where station_id = $1', [second]);
    await server.db.query(
      `insert into public.camera (station_id, name, hls_url) values ($1, 'Camera cửa xả', $2)`,
      [second, DEMO_CAMERA_STREAM_URL],
    );
    const [{ limit_max }] = await server.db.query<{ limit_max: number }>(
      `select limit_max from public.station_parameter where station_id = $1 and code = 'COD'`,
      [second],
    );
    const file = dataFile(code, minutesAgo(3), [['COD', String(Number(limit_max) * 3), 'mg/L']]);
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
    expect(await server.snapshots.sweep()).toBe(1);
    const [kept] = await server.db.query<{ content: Buffer }>(
      `select s.content from public.episode_snapshot s
       join public.incident i on i.id = s.incident_id where i.station_id = $1`,
      [second],
    );
    const { format, width } = await sharp(kept!.content).metadata();
    expect({ format, width }).toEqual({ format: 'jpeg', width: 480 });
  }, 60_000);
});

// What the console's /duty-profiles writes (src/features/admin/duty-profiles/) under the
// table's RLS and grants: the platform admin adds and changes a province's duties, nobody
// deletes one, every write is audited, and the station's province's profile is the answer's.
describe('the authority duty profiles', () => {
  it('are written by the platform admin only, bounded, audited, never deleted', async () => {
    const admin = await server.signedIn('admin@greenwatch.demo');
    const table = (client: SupabaseClient) => client.from('authority_duty_profile');
    const profile = { province: 'Đồng Nai', authority_name: 'Sở NN&MT tỉnh Đồng Nai' };
    const refused = await table(user).insert(profile).select('id');
    expect(refused.error?.code).toBe('42501');
    const unseen = await table(user).update({ confirmed: true }).eq('province', '').select('id');
    expect(unseen.data).toEqual([]);

    const added = await table(admin)
      .insert({ ...profile, notify_within_hours: 12, confirmed: true })
      .select('id');
    expect(added.error).toBeNull();
    const id = (added.data as { id: number }[])[0]!.id;
    try {
      expect((await table(admin).insert(profile).select('id')).error?.code).toBe('23505');
      const outOfRange = await table(admin)
        .update({ notify_within_hours: 721 })
        .eq('id', id)
        .select('id');
      expect(outOfRange.error?.code).toBe('23514');
      // No delete policy: the delete reaches no row (the console offers none).
      expect((await table(admin).delete().eq('id', id).select('id')).data ?? []).toEqual([]);
      expect((await table(admin).select('id').eq('id', id)).data).toEqual([{ id }]);

      const [audited] = await server.db.query<{ actor_email: string; action: string }>(
        `select actor_email, action from public.audit_log
         where table_name = 'authority_duty_profile' and row_key = $1`,
        [String(id)],
      );
      expect(audited).toEqual({ actor_email: 'admin@greenwatch.demo', action: 'insert' });
      const { body } = await interruptions(user);
      expect((body as unknown as StationInterruptions).dutyProfile).toMatchObject({
        province: 'Đồng Nai',
        authorityName: profile.authority_name,
        notifyWithinHours: 12,
        confirmed: true,
      });
    } finally {
      await server.db.query(`delete from public.authority_duty_profile where id = $1`, [id]);
    }
  });
});
