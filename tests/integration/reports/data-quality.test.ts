import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSecrets } from '../../../server/ingest/demo-credentials';
import { startTestServer, type TestServer } from '../support/test-server';
import { stationId } from './report-fixtures';

// Reports on data that is missing, in another unit, not at standard conditions, faster than the
// record interval, or older than the station: the real server, database and ingest endpoint.

let server: TestServer;
let token: string;
const ids: Record<string, number> = {};

/** Inserts `code` = `value` every `stepMinutes` in [from, to) (instants, ISO). */
async function seed(
  station: number,
  rows: readonly (readonly [code: string, value: number])[],
  from: string,
  to: string,
  stepMinutes = 5,
) {
  for (const [code, value] of rows) {
    await server.db.query(
      `insert into public.measurement (station_id, parameter_code, time, value, device_status)
       select $1::bigint, $2, t, $3::float8, '00'
       from generate_series($4::timestamptz, $5::timestamptz - make_interval(mins => $6::int),
                            make_interval(mins => $6::int)) t`,
      [station, code, value, from, to, stepMinutes],
    );
  }
}

beforeAll(async () => {
  server = await startTestServer({ ftpPort: false, ingestDir: false, statusIntervalMs: false });
  for (const code of ['PL-NT01', 'PL-NT02', 'PL-NT03', 'SGX-KT01', 'HH-NT01']) {
    ids[code] = await stationId(server, code);
  }
  // PL-NT02: two days of flow in Q4/2025 (1–2 October local), 300 m³/day, COD 60 mg/L.
  await seed(
    ids['PL-NT02'],
    [
      ['Flow', 12.5],
      ['COD', 60],
    ],
    '2025-09-30T17:00:00Z',
    '2025-10-02T17:00:00Z',
  );
  // SGX-KT01: 10 stack hours in Q2/2025 at 100,000 m³/h and 138 °C, dust 50 mg/Nm³.
  await seed(
    ids['SGX-KT01'],
    [
      ['Flow', 100_000],
      ['Temp', 138],
      ['PM', 50],
    ],
    '2025-04-01T00:00:00Z',
    '2025-04-01T10:00:00Z',
  );
  // PL-NT03: COD every minute 23:00–23:10 local on 10/06/2025, alternating over and under.
  for (let minute = 0; minute < 10; minute += 1) {
    await server.db.query(
      `insert into public.measurement (station_id, parameter_code, time, value, device_status)
       values ($1, 'COD', $2::timestamptz, $3, '00')`,
      [
        ids['PL-NT03'],
        new Date(Date.UTC(2025, 5, 10, 16, minute)).toISOString(),
        minute % 2 ? 160 : 100,
      ],
    );
  }
  // PL-NT01: first data ever at 12:00 local on 10/06/2025, every 5 minutes to the day's end.
  await seed(ids['PL-NT01'], [['COD', 50]], '2025-06-10T05:00:00Z', '2025-06-10T17:00:00Z');
  const admin = await server.signedIn('admin@greenwatch.demo');
  token = (await admin.auth.getSession()).data.session!.access_token;
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

async function get(path: string) {
  const response = await fetch(`${server.url}/api/reports${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

describe('water fee on missing flow data', () => {
  it('averages over the time with data, says what it stands on, and is not put in the < 5 m³/day band', async () => {
    const { status, body } = await get(
      `/water-fee?stationId=${ids['PL-NT02']}&year=2025&quarter=4`,
    );
    expect(status).toBe(200);
    const [quarter] = body.fee.quarters;
    // 600 m³ over 2 days of data = 300 m³/day (÷ 92 calendar days gave 6.5 → 625,000 đ).
    expect(body.fee.trace[0]).toMatchObject({ value: 300, formula: '600 m³ / 2 ngày có số liệu' });
    expect(quarter.category).toBe('fixed_plus_load');
    expect(quarter.dataBasis).toEqual({
      measuredHours: 48,
      hoursInQuarter: 92 * 24,
      daysWithData: 2,
      calendarDays: 92,
      completeness: 48 / (92 * 24),
      basis: 'measured',
      sufficient: false,
    });
    expect(body.outlets[0].quarters[0]).toMatchObject({
      flowMeasuredHours: 48,
      flowDaysWithData: 2,
    });
    expect(body.fee.dataSufficient).toBe(false);
    expect(body.fee.dataRule).toMatchObject({
      id: 'water-missing-flow-conservative',
      verified: false,
    });
    expect(body.fee.warnings.join('\n')).toContain(
      'Quý 4/2025: số liệu lưu lượng chưa đủ — 2/92 ngày, 48 giờ',
    );
  });

  it('charges nothing for quarters without any data, and flags them', async () => {
    const { body } = await get(`/water-fee?stationId=${ids['PL-NT02']}&year=2025`);
    expect(
      body.fee.quarters.map((q: { category: string; total: number }) => [q.category, q.total]),
    ).toEqual([
      ['no_data', 0],
      ['no_data', 0],
      ['no_data', 0],
      ['fixed_plus_load', body.fee.quarters[3].total],
    ]);
    expect(body.fee.quarters[0].dataBasis).toMatchObject({ basis: 'no_data', measuredHours: 0 });
    expect(body.fee.warnings).toContain(
      'Quý 1/2025: không có số liệu lưu lượng hợp lệ — không tự tính phí; cần kê khai theo lưu lượng của giấy phép hoặc tờ khai.',
    );
  });
});

describe('air fee at standard conditions', () => {
  it('corrects the m³/h stack flow with the measured temperature and says pressure was not corrected', async () => {
    const { status, body } = await get(`/air-fee?stationId=${ids['SGX-KT01']}&year=2025&quarter=2`);
    expect(status).toBe(200);
    expect(body.stacks[0]).toMatchObject({
      flowUnit: 'm³/h',
      flowAtStandardConditions: false,
      temperatureParameter: 'Temp',
      pressureParameter: null,
      operatingHours: 10,
      temperatureCorrectedHours: 10,
      pressureCorrectedHours: 0,
    });
    const dust = body.fee.quarters[0].pollutants.find(
      (p: { pollutant: string }) => p.pollutant === 'dust',
    );
    const tonnes = (50 * 100_000 * (298.15 / 411.15) * 10) / 1e9;
    expect(dust.load).toBe(Math.round(tonnes * 1000) / 1000);
    expect(dust.flowConversion).toBe('partly_converted');
    expect(body.fee.warnings.join('\n')).toContain(
      'Q chỉ được quy đổi một phần về điều kiện chuẩn',
    );
    expect(body.fee.quarters[0].dataBasis).toMatchObject({ measuredHours: 10, daysWithData: 1 });
  });
});

describe('ingest in another unit', () => {
  const stamp = '20251101083000';
  const post = (content: string) =>
    fetch(`${server.url}/api/ingest?file=PL-NT01_${stamp}.txt`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        authorization: `Bearer ${demoSecrets('PL-NT01').httpToken}`,
      },
      body: content,
    });

  it('stores COD sent in g/L as mg/L and refuses a unit it cannot convert, per line', async () => {
    const response = await post(
      [
        `COD\t60\tg/L\t${stamp}\t00`,
        `TSS\t40\tppm\t${stamp}\t00`,
        `Flow\t10\tL/s\t${stamp}\t00`,
      ].join('\r\n'),
    );
    expect(response.status).toBe(200);
    const reply = (await response.json()) as { errors: unknown[] };
    expect(reply).toMatchObject({ accepted: 2, rejected: 1 });
    expect(reply.errors).toEqual([
      expect.objectContaining({
        line: 2,
        code: 'bad_unit',
        reason: 'Đơn vị "ppm" của TSS không quy đổi được sang đơn vị của thông số là "mg/L"',
      }),
    ]);
    const rows = await server.db.query<{ parameter_code: string; value: number }>(
      `select parameter_code, value from public.measurement
       where station_id = $1 and time = '2025-11-01T01:30:00Z' order by parameter_code`,
      [ids['PL-NT01']],
    );
    expect(rows.map((row) => [row.parameter_code, Number(row.value)])).toEqual([
      ['COD', 60_000],
      ['Flow', 36],
    ]);
  });
});

describe('exceedances and signal loss', () => {
  it('never overlaps episodes of one parameter when values come every minute', async () => {
    const { body } = await get(
      `/exceedances?stationIds=${ids['PL-NT03']}&from=2025-06-10&to=2025-06-10`,
    );
    const episodes = body.episodes as { start: string; end: string }[];
    expect(episodes).toHaveLength(5);
    for (let i = 1; i < episodes.length; i += 1) {
      expect(Date.parse(episodes[i].start)).toBeGreaterThanOrEqual(Date.parse(episodes[i - 1].end));
    }
    expect(episodes[0]).toMatchObject({
      start: '2025-06-10T16:01:00.000Z',
      end: '2025-06-10T16:02:00.000Z',
    });
  });

  it('does not count the time before a station’s first data as lost', async () => {
    const { body } = await get(
      `/signal-loss?stationIds=${ids['PL-NT01']}&from=2025-06-10&to=2025-06-10`,
    );
    expect(body.stations[0].episodes).toEqual([]);
    expect(body.stations[0].completeness).toMatchObject({ expectedCount: 144, validCount: 144 });
  });

  it('does not count a period before the station was registered, with no data at all, as lost', async () => {
    const { body } = await get(
      `/signal-loss?stationIds=${ids['HH-NT01']}&from=2025-06-10&to=2025-06-10`,
    );
    expect(body.stations[0].episodes).toEqual([]);
  });
});
