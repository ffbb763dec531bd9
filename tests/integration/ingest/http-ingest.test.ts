import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ParameterStateChanged,
  StationStatusChanged,
} from '../../../server/alerts/status-events';
import { demoSecrets } from '../../../server/ingest/demo-credentials';
import { eventually, startTestServer, type TestServer } from '../support/test-server';
import {
  dataFile,
  ingestFiles,
  loggerStamp,
  measurements,
  recentMinute,
  stationId,
  stationRow,
  statusPush,
  subscribeStations,
  type Change,
} from './support';

// POST /api/ingest against the real server: stored measurements, ingest_file rows, the station's
// status, the realtime push to a signed-in user of the station's customer, and the refusals.

let server: TestServer;
let subscriber: SupabaseClient;
let changes: Change[];
const statusEvents: StationStatusChanged[] = [];
const parameterEvents: ParameterStateChanged[] = [];
const token = demoSecrets('PL-NT01').httpToken;
let station: number;

beforeAll(async () => {
  server = await startTestServer({ ftpPort: false, ingestDir: false, statusIntervalMs: false });
  server.ingestion.events.on('station-status-changed', (event) => statusEvents.push(event));
  server.ingestion.events.on('parameter-state-changed', (event) => parameterEvents.push(event));
  station = await stationId(server.db, 'PL-NT01');
  subscriber = await server.signedIn('user@greenwatch.demo');
  changes = await subscribeStations(subscriber);
});
afterAll(async () => {
  await subscriber?.removeAllChannels();
  await server?.stop();
});

const post = (
  file: { fileName: string; content: string | Uint8Array },
  headers: Record<string, string> = { authorization: `Bearer ${token}` },
) =>
  fetch(`${server.url}/api/ingest?file=${encodeURIComponent(file.fileName)}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...headers },
    body: file.content,
  });

describe('POST /api/ingest', () => {
  it('stores a file, records it, sets the station status and pushes the change live', async () => {
    const at = recentMinute(2);
    const file = dataFile('PL-NT01', at, [
      ['COD', '160,5', 'mg/L'],
      ['pH', '7.1', ''],
      ['TSS', '40', 'mg/L'],
    ]);
    const response = await post(file);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      fileName: file.fileName,
      stationCode: 'PL-NT01',
      status: 'accepted',
      linesTotal: 3,
      accepted: 3,
      rejected: 0,
      stored: { inserted: 3, updated: 0, unchanged: 0 },
      errors: [],
      stationStatus: 'exceed_threshold',
    });

    const rows = await measurements(server.db, station);
    expect(rows.map((r) => [r.parameter_code, r.value, r.device_status])).toEqual([
      ['COD', 160.5, '00'],
      ['TSS', 40, '00'],
      ['pH', 7.1, '00'],
    ]);
    expect(new Date(rows[0].time).toISOString()).toBe(at.toISOString());
    const [recorded] = await ingestFiles(server.db, station);
    expect(recorded).toMatchObject({
      file_name: file.fileName,
      source: 'http',
      status: 'accepted',
      lines_total: 3,
      lines_accepted: 3,
      errors: [],
    });
    const row = await stationRow(server.db, station);
    expect(row.latest_status).toBe('exceed_threshold');
    expect(new Date(row.latest_time!).toISOString()).toBe(at.toISOString());

    const pushed = await eventually(() => statusPush(changes, station, 'exceed_threshold'));
    expect(pushed.new).toMatchObject({ code: 'PL-NT01' });
    const event = statusEvents.find((e) => e.station.id === station);
    expect(event).toMatchObject({
      current: 'exceed_threshold',
      cause: 'ingest',
      station: { code: 'PL-NT01' },
      decidingParameters: [{ code: 'COD', value: 160.5, limit: { min: null, max: 135 } }],
    });
    expect(parameterEvents.find((e) => e.parameter.code === 'COD')).toMatchObject({
      station: { id: station },
      previous: null,
      current: 'exceed_threshold',
      value: 160.5,
      deviceStatus: '00',
      parameter: { name: expect.any(String), unit: 'mg/L', limit: { max: 135 } },
    });
  });

  it('accepts multipart uploads and the X-Ingest-Token header', async () => {
    const file = dataFile('PL-NT01', recentMinute(1), [['COD', '50', 'mg/L']]);
    const form = new FormData();
    form.append('file', new Blob([file.content]), file.fileName);
    const response = await fetch(`${server.url}/api/ingest`, {
      method: 'POST',
      headers: { 'x-ingest-token': token },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      accepted: 1,
      stationStatus: 'within_threshold',
    });
    await eventually(() => statusPush(changes, station, 'within_threshold'));
    expect(parameterEvents.filter((e) => e.parameter.code === 'COD').at(-1)).toMatchObject({
      previous: 'exceed_threshold',
      current: 'within_threshold',
      value: 50,
    });
  });

  it('keeps the good lines of a malformed, mixed file and reports each bad line', async () => {
    const at = recentMinute(3);
    const good = dataFile('PL-NT01', at, [
      ['Temp', '31.2', '°C'],
      ['NH4', '2', 'mg/L', '01'],
    ]);
    const content = [
      good.content.split('\r\n')[0],
      'COD\tabc\tmg/L\t20250101000000\t00',
      'garbage line',
      `XYZ\t1\tmg/L\t${good.fileName.slice(8, 22)}\t00`,
      good.content.split('\r\n')[1],
      `Flow\t12\tm3/h\t${good.fileName.slice(8, 22)}\t07`,
    ].join('\n');
    const response = await post({ fileName: good.fileName, content });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { errors: { line: number; reason: string }[] };
    expect(body).toMatchObject({ status: 'partial', linesTotal: 6, accepted: 2, rejected: 4 });
    expect(body.errors.map((e: { line: number }) => e.line)).toEqual([2, 3, 4, 6]);
    expect(body.errors[0].reason).toContain('không phải là số');
    expect(body.errors[2].reason).toBe('Trạm PL-NT01 không có thông số "XYZ"');
    expect(body.errors[3].reason).toContain('Mã trạng thái thiết bị "07"');
    const stored = (await measurements(server.db, station)).filter(
      (r) => new Date(r.time).getTime() === at.getTime(),
    );
    expect(stored.map((r) => [r.parameter_code, r.device_status])).toEqual([
      ['NH4', '01'],
      ['Temp', '00'],
    ]);
    const files = await ingestFiles(server.db, station);
    expect(files.at(-1)).toMatchObject({ status: 'partial', lines_total: 6, lines_accepted: 2 });
    expect(files.at(-1)!.errors).toHaveLength(4);
  });

  it('is idempotent for a resent file, and still records it', async () => {
    const file = dataFile('PL-NT01', recentMinute(4), [
      ['COD', '60', 'mg/L'],
      ['TSS', '30', 'mg/L'],
    ]);
    expect((await post(file)).status).toBe(200);
    const before = (await measurements(server.db, station)).length;
    const filesBefore = (await ingestFiles(server.db, station)).length;
    const resent = await post(file);
    expect(await resent.json()).toMatchObject({
      status: 'accepted',
      accepted: 2,
      stored: { inserted: 0, updated: 0, unchanged: 2 },
    });
    expect(await measurements(server.db, station)).toHaveLength(before);
    expect(await ingestFiles(server.db, station)).toHaveLength(filesBefore + 1);
    // A corrected resend replaces the stored value (the logger's latest word wins).
    const corrected = { ...file, content: file.content.replace('\t60\t', '\t61\t') };
    expect(await (await post(corrected)).json()).toMatchObject({
      stored: { inserted: 0, updated: 1, unchanged: 1 },
    });
    expect(await measurements(server.db, station)).toHaveLength(before);
  });

  it('refuses a bad token with 401 and stores nothing', async () => {
    const file = dataFile('PL-NT01', recentMinute(5), [['COD', '10', 'mg/L']]);
    const before = (await ingestFiles(server.db, station)).length;
    const attempts: Record<string, string>[] = [{ authorization: 'Bearer wrong' }, {}];
    for (const headers of attempts) {
      const response = await post(file, headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: 'unauthorized' });
    }
    expect(await ingestFiles(server.db, station)).toHaveLength(before);
  });

  it('refuses a file of another station or with a bad name with 400 and the reason', async () => {
    const other = dataFile('PL-NT02', recentMinute(5), [['COD', '10', 'mg/L']]);
    const wrong = await post(other);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      error: 'bad_file',
      status: 'rejected',
      message: `Tệp "${other.fileName}" thuộc trạm "PL-NT02", không phải trạm "PL-NT01"`,
    });
    const badName = await post({ fileName: 'data.csv', content: 'COD 1 mg/L' });
    expect(badName.status).toBe(400);
    expect(((await badName.json()) as { message: string }).message).toContain('không đúng quy ước');
    const files = await ingestFiles(server.db, station);
    expect(files.at(-1)).toMatchObject({
      file_name: 'data.csv',
      status: 'rejected',
      lines_accepted: 0,
      errors: [{ line: null, code: 'bad_file_name' }],
    });
  });

  it('keeps the credential hashes away from every client', async () => {
    for (const client of [subscriber, await server.signedIn('admin@greenwatch.demo')]) {
      const { data, error } = await client.from('ingest_credential').select('*');
      expect(data ?? []).toEqual([]);
      expect(error?.message ?? 'no rows').toMatch(/permission denied|no rows/);
    }
    const [stored] = await server.db.query<{ http_token_hash: string }>(
      'select http_token_hash from public.ingest_credential where station_id = $1',
      [station],
    );
    expect(stored.http_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.http_token_hash).not.toContain(token);
  });

  it('refuses an oversize body with 413 and records it for the station', async () => {
    const fileName = 'PL-NT01_20261122000000.txt';
    const response = await post({
      fileName,
      content: new Uint8Array(3 * 1024 * 1024).fill(65),
    });
    expect(response.status).toBe(413);
    // The rest of the body was not read: a client must not send its next request on this socket.
    expect(response.headers.get('connection')).toBe('close');
    const body = (await response.json()) as { fileId: number; message: string };
    expect(body).toMatchObject({
      error: 'payload_too_large',
      stationCode: 'PL-NT01',
      status: 'rejected',
    });
    expect(body.message).toMatch(/Tệp quá lớn \(3145728 byte\): tối đa 2097152 byte/);
    expect((await ingestFiles(server.db, station)).at(-1)).toMatchObject({
      id: body.fileId,
      file_name: fileName,
      source: 'http',
      status: 'rejected',
      errors: [{ line: null, code: 'too_large', reason: body.message }],
    });
  });

  it('records a request without a file name, with its reason', async () => {
    const response = await fetch(`${server.url}/api/ingest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: 'COD\t1\tmg/L\t20261122000000\t00',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fileId: number; message: string };
    expect(body.message).toMatch(/Thiếu tên tệp/);
    expect((await ingestFiles(server.db, station)).at(-1)).toMatchObject({
      id: body.fileId,
      file_name: '(không có tên tệp)',
      status: 'rejected',
      errors: [{ line: null, code: 'bad_request' }],
    });
  });
});

describe('POST /api/ingest — bad content', () => {
  const goodLine = (code: string, value: string, at: Date) =>
    `${code}\t${value}\tmg/L\t${loggerStamp(at)}\t00`;

  it('answers a 600 KB junk file in under 64 KB and stores a bounded record', async () => {
    const at = recentMinute(6);
    // Junk lines, the first ones long (their text is cut), and lines with values too long to
    // quote whole in a reason.
    const junk = Array.from(
      { length: 11_000 },
      (_, i) => `dòng rác số ${i} không phải dữ liệu quan trắc ☃ ${i < 50 ? 'x'.repeat(500) : ''}`,
    );
    junk.unshift(
      goodLine('COD', '9'.repeat(5000), at),
      `${'Z'.repeat(5000)}\t1\tmg/L\t20261122000000\t00`,
    );
    const content = [goodLine('COD', '42', at), ...junk].join('\n');
    expect(Buffer.byteLength(content)).toBeGreaterThan(600_000);
    const file = { fileName: `PL-NT01_${loggerStamp(at)}.txt`, content };

    const response = await post(file);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(Buffer.byteLength(text)).toBeLessThan(64 * 1024);
    const body = JSON.parse(text) as {
      errors: { line: number; code: string; text: string; reason: string }[];
      errorsOmitted: number;
      rejected: number;
      rejectedByReason: Record<string, number>;
    };
    expect(body).toMatchObject({
      status: 'partial',
      linesTotal: 11_003,
      accepted: 1,
      rejected: 11_002,
    });
    expect(body.rejectedByReason).toEqual({ field_count: 11_000, bad_value: 1, bad_parameter: 1 });
    expect(body.errors).toHaveLength(100);
    expect(body.errorsOmitted).toBe(11_002 - 100);
    expect(body.errors.map((e) => e.line)).toEqual(Array.from({ length: 100 }, (_, i) => i + 2));
    for (const error of body.errors) {
      expect(error.text.length).toBeLessThanOrEqual(201);
      expect(error.reason.length).toBeLessThan(200);
    }
    expect(body.errors.slice(0, 3).map((e) => e.code)).toEqual([
      'bad_value',
      'bad_parameter',
      'field_count',
    ]);
    expect(body.errors[0].text).toMatch(/^COD\t9{196}…$/);
    expect(body.errors[0].reason).toBe(`Giá trị "${'9'.repeat(40)}…" của COD vượt quá giới hạn số`);

    const [stored] = await server.db.query<{ bytes: number; by_reason: Record<string, number> }>(
      `select octet_length(errors::text) + octet_length(rejected_by_reason::text) as bytes,
              rejected_by_reason as by_reason
       from public.ingest_file where file_name = $1 order by id desc limit 1`,
      [file.fileName],
    );
    expect(stored.bytes).toBeLessThan(64 * 1024);
    expect(stored.by_reason).toEqual(body.rejectedByReason);
  });

  it('keeps the reply under 64 KB when the junk is multi-byte text', async () => {
    const at = recentMinute(7);
    // 3-byte characters: 100 listed lines of 200 characters would be 60 KB of text alone.
    const junk = Array.from({ length: 1_000 }, () => '☃'.repeat(400));
    const file = {
      fileName: `PL-NT01_${loggerStamp(at)}.txt`,
      content: [goodLine('COD', '42', at), ...junk].join('\n'),
    };
    const response = await post(file);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(Buffer.byteLength(text)).toBeLessThan(64 * 1024);
    const body = JSON.parse(text) as { errors: unknown[]; errorsOmitted: number; rejected: number };
    expect(body.rejected).toBe(1_000);
    expect(body.errors.length).toBeGreaterThan(0);
    expect(body.errors.length + body.errorsOmitted).toBe(1_000);
  });

  it.each([
    [
      'a Windows-1252 degree sign',
      [0xb0],
      'bad_encoding',
      /byte 0xB0 ở vị trí \d+ không hợp lệ trong UTF-8/,
    ],
    ['a NUL byte', [0x00], 'control_character', /ký tự NUL \(0x00\)/],
  ])(
    'keeps the good lines next to %s and rejects only its line',
    async (_name, bad, code, reason) => {
      const at = recentMinute(7);
      const encode = (text: string) => [...Buffer.from(text, 'utf8')];
      const bytes = new Uint8Array([
        ...encode(`${goodLine('COD', '41', at)}\r\n`),
        ...encode(`Temp\t30.5\t`),
        ...bad,
        ...encode(`C\t${loggerStamp(at)}\t00\r\n`),
        ...encode(goodLine('TSS', '12', at)),
      ]);
      const response = await post({ fileName: `PL-NT01_${loggerStamp(at)}.txt`, content: bytes });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { errors: { reason: string }[] };
      expect(body).toMatchObject({
        status: 'partial',
        linesTotal: 3,
        accepted: 2,
        rejected: 1,
        rejectedByReason: { [code]: 1 },
        errors: [{ line: 2, code }],
      });
      expect(body.errors[0].reason).toMatch(reason);
      const stored = (await measurements(server.db, station)).filter(
        (r) => new Date(r.time).getTime() === at.getTime(),
      );
      expect(stored.map((r) => [r.parameter_code, r.value])).toEqual([
        ['COD', 41],
        ['TSS', 12],
      ]);
    },
  );
});
