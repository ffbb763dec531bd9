import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exceedanceEpisodes,
  monitoringSettings,
  nextPeriodStart,
  periodBuckets,
  rollUp,
  SHIPPED_FEE_RULE_SETS,
  startOfPeriod,
  type AveragingPeriod,
  type MeasurementRecord,
  type PeriodAverage,
} from '../../../server/domain/index';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  seedAirQuarter,
  seedAverages,
  seedEpisodes,
  seedWaterQuarter,
  seriesPeriods,
  stationId,
} from './report-fixtures';

// The report endpoints against the real server and database: known synthetic measurements in,
// known averages, episodes and fees (the reference's worked examples, to the đồng) out.

let server: TestServer;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const code of ['PL-NT01', 'PL-NT02', 'PL-NT03', 'PL-KT01', 'DB-NT01']) {
    ids[code] = await stationId(server, code);
  }
  await seedWaterQuarter(server, ids['PL-NT01']);
  await seedAirQuarter(server, ids['PL-KT01']);
  await seedAverages(server, ids['PL-NT02']);
  await seedEpisodes(server, ids['PL-NT03']);
  for (const email of ['admin', 'user', 'user2']) {
    const client = await server.signedIn(`${email}@greenwatch.demo`);
    tokens[email] = (await client.auth.getSession()).data.session!.access_token;
  }
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

async function get(path: string, who: string | null = 'user') {
  const headers: Record<string, string> = who ? { Authorization: `Bearer ${tokens[who]}` } : {};
  const response = await fetch(`${server.url}/api/reports${path}`, { headers });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

describe('GET /api/reports/water-fee', () => {
  it('reproduces the Decree 53/2020 worked example: Fq = 6.832.000 đồng', async () => {
    const { status, body } = await get(
      `/water-fee?stationId=${ids['PL-NT01']}&year=2025&quarter=1`,
      'admin',
    );
    expect(status).toBe(200);
    const { fee, outlets } = body;
    expect(outlets[0].quarters[0].volumeM3).toBeCloseTo(27_000, 6);
    expect(outlets[0].quarters[0].concentrationsMgPerL).toEqual({ COD: 60, TSS: 40 });
    expect(outlets[0].quarters[0].flowCoverage).toBe(1);
    expect(fee.fixedAmount).toBe(1_000_000);
    expect(fee.quarters[0].pollutants.map((p: { amount: number }) => p.amount)).toEqual([
      3_240_000, 2_592_000,
    ]);
    expect(fee.total).toBe(6_832_000);
    expect(fee.ruleSets).toEqual([
      expect.objectContaining({ id: 'water-nd53-2020', confirmed: true }),
    ]);
    expect(fee.confirmed).toBe(true);
    expect(fee.formula).toContain('6.832.000 đồng');
  });

  it('adds the year of the customer’s outlets as one facility; quarters without flow data are not charged', async () => {
    const { status, body } = await get(
      `/water-fee?customerId=${await customerOf('PL-NT01')}&year=2025`,
      'admin',
    );
    expect(status).toBe(200);
    expect(body.scope.stations).toHaveLength(3);
    expect(body.fee.quarters.map((q: { total: number }) => q.total)).toEqual([6_832_000, 0, 0, 0]);
    expect(body.fee.quarters[1].category).toBe('no_data');
    expect(body.fee.total).toBe(6_832_000);
  });

  it('charges a quarter without flow data on a declared average discharge, and says so', async () => {
    const path = `/water-fee?stationId=${ids['PL-NT01']}&year=2025&quarter=2`;
    const measured = await get(path, 'admin');
    expect(measured.body.fee.quarters[0].category).toBe('no_data');
    const declared = await get(`${path}&declaredFlowM3PerDay=4.5`, 'admin');
    expect(declared.status).toBe(200);
    const [quarter] = declared.body.fee.quarters;
    expect(quarter.dataBasis).toMatchObject({ basis: 'declared', measuredHours: 0 });
    expect(quarter).toMatchObject({ category: 'small_facility_fixed', total: 625_000 });
    expect(declared.body.fee.trace[0]).toEqual({
      label: 'Lưu lượng trung bình',
      formula: 'theo giấy phép / kê khai',
      value: 4.5,
      unit: 'm³/ngày',
    });
  });

  it('uses Decree 346/2025 from 2026 and marks the unconfirmed rule set', async () => {
    const monitored = await get(
      `/water-fee?stationId=${ids['PL-NT01']}&year=2026&quarter=1`,
      'admin',
    );
    expect(monitored.body.fee.ruleSets[0]).toMatchObject({
      id: 'water-nd346-2025-monitored',
      confirmed: false,
    });
    expect(monitored.body.fee.confirmed).toBe(false);
    expect(monitored.body.fee.warnings.join(' ')).toContain('chưa được xác nhận');
    const flat = await get(
      `/water-fee?stationId=${ids['PL-NT01']}&year=2026&quarter=1&monitored=false`,
      'admin',
    );
    // No flow data in 2026: the flat-rate rule set is chosen, but no figure is made up.
    expect(flat.body.fee.quarters[0].ruleSet.id).toBe('water-nd346-2025-not-monitored');
    expect(flat.body.fee.quarters[0].category).toBe('no_data');
    expect(flat.body.fee.confirmed).toBe(true);
  });
});

async function customerOf(code: string): Promise<number> {
  const [row] = await server.db.query<{ customer_id: number }>(
    'select customer_id from public.station where code = $1',
    [code],
  );
  return Number(row.customer_id);
}

describe('GET /api/reports/air-fee', () => {
  it('reproduces the Decree 153/2024 worked example: F = 884.000 đồng', async () => {
    const { status, body } = await get(
      `/air-fee?stationId=${ids['PL-KT01']}&year=2025&quarter=2`,
      'admin',
    );
    expect(status).toBe(200);
    const { fee } = body;
    expect(body.stacks[0].operatingHours).toBe(2000);
    const amounts = Object.fromEntries(
      fee.quarters[0].pollutants.map((p: { pollutant: string; load: number; amount: number }) => [
        p.pollutant,
        [Math.round(p.load * 1e6) / 1e6, p.amount],
      ]),
    );
    expect(amounts).toEqual({
      dust: [10, 8_000],
      SOx: [60, 42_000],
      NOx: [80, 64_000],
      CO: [40, 20_000],
    });
    expect(fee.fixedAmount).toBe(750_000);
    expect(fee.variableAmount).toBe(134_000);
    expect(fee.total).toBe(884_000);
    expect(fee.ruleSets).toEqual([expect.objectContaining({ id: 'air-nd153-2024' })]);
  });

  it('answers 422 for a year before any emission rule set', async () => {
    const { status, body } = await get(`/air-fee?stationId=${ids['PL-KT01']}&year=2024`, 'admin');
    expect(status).toBe(422);
    expect(body.message).toContain('Không có quy định phí khí thải');
  });
});

describe('GET /api/reports/averages', () => {
  const path = (interval: string, source = 'rollup') =>
    `/averages?stationIds=${ids['PL-NT02']}&parameters=COD&from=2025-06-01&to=2025-06-30&interval=${interval}&source=${source}`;

  it('gives daily means of sufficient hourly means on the Vietnamese calendar day', async () => {
    const { status, body } = await get(path('day'));
    expect(status).toBe(200);
    const periods = seriesPeriods(body)[0][0];
    expect(periods).toHaveLength(30);
    const day = (date: string) =>
      periods.find((p) => p.start === new Date(`${date}T00:00:00+07:00`).toISOString())!;
    expect(day('2025-06-10')).toMatchObject({
      value: 18.5,
      validCount: 18,
      sufficient: true,
    });
    expect(day('2025-06-11')).toMatchObject({
      value: 20,
      validCount: 17,
      sufficient: false,
    });
    expect(day('2025-06-12')).toMatchObject({
      validCount: 1,
      sufficient: false,
      excludedCount: 1,
    });
    expect(day('2025-06-12').value).toBeCloseTo(564 / 11, 10);
    expect(day('2025-06-01')).toMatchObject({ value: null, validCount: 0, sufficient: false });
  });

  it('gives the reference’s worked hour: 11 valid values, mean 51,3, calibration excluded', async () => {
    const { body } = await get(
      `/averages?stationIds=${ids['PL-NT02']}&parameters=COD&from=2025-06-12T08:00&to=2025-06-12T09:00&interval=hour`,
    );
    const [hour] = seriesPeriods(body)[0][0];
    expect(hour).toMatchObject({
      validCount: 11,
      excludedCount: 1,
      sufficient: true,
      max: 55,
      min: 48,
    });
    expect(hour.value).toBeCloseTo(51.2727, 4);
  });

  it('gives the same figures from the roll-ups as from the raw records', async () => {
    for (const interval of ['hour', 'day', 'month']) {
      const rollupBody = (await get(path(interval))).body;
      const rawBody = (await get(path(interval, 'raw'))).body;
      // The periods the statement writes are those of the domain, to the character.
      expect(rollupBody.periods).toEqual(rawBody.periods);
      const rollup = seriesPeriods(rollupBody)[0][0];
      const raw = seriesPeriods(rawBody)[0][0];
      expect(rollup.length).toBe(raw.length);
      rollup.forEach((period, index) => {
        const { value, ...rest } = period;
        const { value: rawValue, ...rawRest } = raw[index];
        expect(rest).toEqual(rawRest);
        if (value === null) expect(rawValue).toBeNull();
        else expect(value).toBeCloseTo(rawValue!, 9);
      });
    }
  });
});

// The rule as the domain states it (server/domain/averages.ts), applied to the hourly roll-up
// rows: what the endpoint computed in JavaScript before its SQL did it. Same figures, exactly.
async function domainOnHourlyRollups(
  station: number,
  parameters: string[],
  interval: AveragingPeriod,
  from: Date,
  until: Date,
) {
  const settings = monitoringSettings();
  const expectedCount = Math.round(60 / settings.recordIntervalMinutes);
  const requiredCount = Math.ceil(expectedCount * settings.minValidFraction - 1e-9);
  const rows = await server.db.query<{
    parameter_code: string;
    hour: Date | string;
    count_all: number;
    count_valid: number;
    avg_value: number | null;
    min_value: number | null;
    max_value: number | null;
  }>(
    `select parameter_code, hour, count_all, count_valid, avg_value, min_value, max_value
     from public.measurement_hourly where station_id = $1 and parameter_code = any($2::text[])
       and hour >= $3 and hour < $4`,
    [station, parameters, from.toISOString(), until.toISOString()],
  );
  const byKey = new Map(rows.map((r) => [`${r.parameter_code}|${new Date(r.hour).getTime()}`, r]));
  const hourly: PeriodAverage[] = parameters.flatMap((parameter) =>
    periodBuckets('hour', from, until).map((bucket) => {
      const row = byKey.get(`${parameter}|${bucket.start.getTime()}`);
      const validCount = row ? Number(row.count_valid) : 0;
      const number = (v: number | null | undefined) =>
        validCount > 0 && v != null ? Number(v) : null;
      return {
        parameter,
        period: 'hour' as const,
        start: bucket.start,
        end: bucket.end,
        value: number(row?.avg_value),
        min: number(row?.min_value),
        max: number(row?.max_value),
        validCount,
        expectedCount,
        requiredCount,
        completeness: Math.min(1, validCount / expectedCount),
        sufficient: validCount >= requiredCount,
        partial: bucket.start < from || bucket.end > until,
        excludedCount: row ? Number(row.count_all) - validCount : 0,
      };
    }),
  );
  const options = { from, to: until, parameters };
  const daily = interval === 'hour' ? hourly : rollUp(hourly, 'day', options);
  const averages = interval === 'month' ? rollUp(daily, 'month', options) : daily;
  return parameters.map((parameter) =>
    JSON.parse(
      JSON.stringify(
        averages
          .filter((a) => a.parameter === parameter)
          .map(({ parameter: _p, period: _k, ...a }) => a),
      ),
    ),
  );
}

const periodsOf = (body: Parameters<typeof seriesPeriods>[0]) => seriesPeriods(body)[0]!;

describe('GET /api/reports/averages from the roll-ups, against the domain rule', () => {
  it('gives exactly the domain’s figures for hours, days and months of a past range', async () => {
    const station = ids['PL-NT02']!;
    const from = new Date('2025-06-01T00:00:00+07:00');
    const to = new Date('2025-07-01T00:00:00+07:00');
    for (const interval of ['hour', 'day', 'month'] as const) {
      const { status, body } = await get(
        `/averages?stationIds=${station}&parameters=COD&from=2025-06-01&to=2025-06-30&interval=${interval}`,
      );
      expect(status).toBe(200);
      expect(periodsOf(body)).toEqual(
        await domainOnHourlyRollups(station, ['COD'], interval, from, to),
      );
    }
  });

  it('gives exactly the domain’s figures for the running day and month, cut at now', async () => {
    const station = ids['PL-NT01']!;
    const now = new Date();
    const hourStart = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
    const dayStart = startOfPeriod('day', now);
    // Complete hours before now, and (when still today) a full hour stamped ahead of now, which
    // the running day's figures must leave out, as the hours of the range do.
    const hours = (from: Date, to: Date, value: string) =>
      server.db.query(
        `insert into public.measurement (station_id, parameter_code, time, value, device_status)
         select $1::bigint, 'COD', t, ${value},
                case when extract(minute from t) = 10 then '02' else '00' end
         from generate_series($2::timestamptz, $3::timestamptz - interval '5 minutes',
                              interval '5 minutes') t
         on conflict do nothing`,
        [station, from.toISOString(), to.toISOString()],
      );
    await hours(dayStart, hourStart, '30 + extract(minute from t)');
    const ahead = new Date(hourStart.getTime() + 3_600_000);
    if (ahead < nextPeriodStart('day', dayStart)) {
      await hours(ahead, new Date(ahead.getTime() + 3_600_000), '999');
    }
    const monthStart = startOfPeriod('month', now);
    const day = (d: Date) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    for (const interval of ['day', 'month'] as const) {
      for (let attempt = 0; ; attempt += 1) {
        const before = new Date();
        const { body } = await get(
          `/averages?stationIds=${station}&parameters=COD&from=${day(monthStart)}&to=${day(now)}&interval=${interval}`,
          'admin',
        );
        const after = new Date();
        // `now` moves during the call: compare only when it stayed in one hour.
        if (startOfPeriod('hour', before).getTime() !== startOfPeriod('hour', after).getTime()) {
          if (attempt < 2) continue;
        }
        const periods = periodsOf(body);
        expect(periods[0]!.at(-1)).toMatchObject({ partial: true });
        expect(periods).toEqual(
          await domainOnHourlyRollups(station, ['COD'], interval, monthStart, after),
        );
        break;
      }
    }
  });
});

describe('GET /api/reports/exceedances and /signal-loss', () => {
  it('finds the COD and pH episodes with peak, limit and ratio', async () => {
    const { status, body } = await get(
      `/exceedances?stationIds=${ids['PL-NT03']}&from=2025-06-10&to=2025-06-10`,
    );
    expect(status).toBe(200);
    expect(body.episodes).toHaveLength(2);
    const [cod, ph] = body.episodes;
    expect(cod).toMatchObject({
      parameter: 'COD',
      start: '2025-06-10T03:00:00.000Z',
      end: '2025-06-10T04:00:00.000Z',
      durationMinutes: 60,
      peakValue: 162,
      limit: 135,
      bound: 'max',
    });
    expect(cod.ratioToLimit).toBeCloseTo(1.2, 10);
    expect(ph).toMatchObject({
      parameter: 'pH',
      durationMinutes: 15,
      peakValue: 4.9,
      bound: 'min',
      limit: 5.5,
    });
    expect(body.summary[0]).toMatchObject({ code: 'PL-NT03', episodeCount: 2, totalMinutes: 75 });
  });

  it('matches the domain run on every raw record (the database prefilter loses nothing)', async () => {
    const rows = await server.db.query<{
      parameter_code: string;
      time: Date;
      value: number;
      device_status: string;
    }>(
      `select parameter_code, time, value, device_status from public.measurement where station_id = $1`,
      [ids['PL-NT03']],
    );
    const records: MeasurementRecord[] = rows.map((row) => ({
      parameter: row.parameter_code,
      time: new Date(row.time),
      value: Number(row.value),
      deviceStatus: row.device_status === '00' ? 'measuring' : 'calibrating',
    }));
    const expected = exceedanceEpisodes(records, {
      limits: { COD: { kind: 'max', max: 135 }, pH: { kind: 'range', min: 5.5, max: 9 } },
    });
    const { body } = await get(
      `/exceedances?stationIds=${ids['PL-NT03']}&from=2025-06-10&to=2025-06-10`,
    );
    expect(body.episodes.map((e: { start: string; end: string }) => [e.start, e.end])).toEqual(
      expected.map((e) => [e.start.toISOString(), e.end.toISOString()]),
    );
  });

  it('finds the signal-loss episode and the completeness of the day', async () => {
    const { status, body } = await get(
      `/signal-loss?stationIds=${ids['PL-NT03']}&from=2025-06-10&to=2025-06-10`,
    );
    expect(status).toBe(200);
    const [station] = body.stations;
    expect(station.episodes).toEqual([
      {
        start: '2025-06-10T07:55:00.000Z',
        end: '2025-06-10T09:30:00.000Z',
        durationMinutes: 95,
        open: false,
      },
    ]);
    expect(station.completeness).toMatchObject({
      expectedCount: 288,
      receivedCount: 270,
      validCount: 270,
    });
  });
});

describe('GET /api/reports/lookup', () => {
  it('pages raw values with their device status and the total count', async () => {
    const { status, body } = await get(
      `/lookup?stationIds=${ids['PL-NT01']}&parameters=COD&from=2025-02-01&to=2025-02-01&pageSize=10`,
    );
    expect(status).toBe(200);
    expect(body.total).toBe(288);
    expect(body.pageCount).toBe(29);
    expect(body.rows[0]).toEqual({
      stationId: ids['PL-NT01'],
      parameter: 'COD',
      time: '2025-01-31T17:00:00.000Z',
      value: 999,
      deviceStatus: '01',
      maintenance: false,
    });
    const last = await get(
      `/lookup?stationIds=${ids['PL-NT01']}&parameters=COD&from=2025-02-01&to=2025-02-01&pageSize=10&page=29`,
    );
    expect(last.body.rows).toHaveLength(8);
  });

  it('downsamples a chart series keeping the peak and the dip', async () => {
    const { body } = await get(
      `/lookup?stationIds=${ids['PL-NT03']}&parameters=COD&from=2025-06-10&to=2025-06-10&format=series&maxPoints=10`,
    );
    const [series] = body.series;
    expect(series.downsampled).toBe(true);
    expect(series.values.length).toBeLessThanOrEqual(10);
    expect(Math.max(...series.values)).toBe(162);
    expect(Math.min(...series.values)).toBe(100);
    expect(series.limitMax).toBe(135);
    // The chart names the parameter as the station does (issue 14), with its own unit and limit.
    expect(series).toMatchObject({ parameter: 'COD', name: 'Nhu cầu oxy hóa học', unit: 'mg/L' });
  });
});

describe('access and validation', () => {
  it('answers 401 without a token', async () => {
    const { status, body } = await get(
      `/exceedances?stationIds=${ids['PL-NT03']}&from=2025-06-10&to=2025-06-10`,
      null,
    );
    expect(status).toBe(401);
    expect(body.error).toBe('unauthorized');
  });

  it('hides another customer’s station from a user (404, as if missing), shows it to an admin', async () => {
    const path = `/signal-loss?stationIds=${ids['DB-NT01']}&from=2025-06-10&to=2025-06-10`;
    const hidden = await get(path, 'user');
    expect(hidden).toEqual({
      status: 404,
      body: { error: 'not_found', message: 'Không tìm thấy trạm quan trắc đã chọn' },
    });
    expect((await get(path, 'admin')).status).toBe(200);
    const fee = await get(`/water-fee?stationId=${ids['PL-NT01']}&year=2025&quarter=1`, 'user2');
    expect(fee).toEqual(hidden);
    const customer = await get(
      `/water-fee?customerId=${await customerOf('PL-NT01')}&year=2025`,
      'user2',
    );
    expect(customer).toEqual({
      status: 404,
      body: { error: 'not_found', message: 'Không tìm thấy khách hàng đã chọn' },
    });
    const mixed = await get(
      `/lookup?stationIds=${ids['PL-NT01']},${ids['DB-NT01']}&from=2025-06-10&to=2025-06-10`,
    );
    expect(mixed).toEqual(hidden);
  });

  it('refuses a report whose route key the user lacks in app_user.can_access', async () => {
    const own = await get(`/water-fee?stationId=${ids['PL-NT01']}&year=2025&quarter=1`, 'user');
    expect(own.status).toBe(403);
    expect(own.body.message).toContain('không được cấp quyền xem báo cáo này');
  });

  it.each([
    ['/averages?stationIds=1&from=2025-06-01&to=2025-06-02', 'Thiếu tham số interval'],
    ['/averages?stationIds=1&from=2025-06-01&to=2025-06-02&interval=week', 'interval'],
    ['/lookup?stationIds=abc&from=2025-06-01&to=2025-06-02', 'stationIds'],
    ['/lookup?stationIds=1&from=2025-06-05&to=2025-06-01', 'phải trước'],
    ['/lookup?stationIds=1&from=2024-01-01&to=2025-06-01', 'tối đa 366 ngày'],
    ['/lookup?stationIds=1&from=hôm-qua&to=2025-06-01', 'không phải thời gian hợp lệ'],
    ['/lookup?stationIds=1&from=2025-06-01&to=2025-06-02&colour=red', 'không được hỗ trợ'],
    ['/water-fee?stationId=1&year=2025&quarter=5', 'quarter'],
    ['/water-fee?year=2025', 'stationId hoặc customerId'],
    ['/water-fee?stationId=1&year=2025&declaredFlowM3PerDay=0', 'declaredFlowM3PerDay'],
    ['/water-fee?stationId=1&year=2025&declaredFlowM3PerDay=-3', 'declaredFlowM3PerDay'],
    ['/water-fee?stationId=1&year=2025&declaredFlowM3PerDay=1e9', 'declaredFlowM3PerDay'],
    ['/water-fee?stationId=1&year=2025&declaredFlowM3PerDay=12.3456', 'declaredFlowM3PerDay'],
    ['/air-fee?stationId=1&year=2025&declaredFlowM3PerDay=12', 'không được hỗ trợ'],
    ['/air-fee?stationId=1&year=1999', 'year'],
  ])('answers 400 to %s', async (path, message) => {
    const { status, body } = await get(path, path.includes('-fee') ? 'admin' : 'user');
    expect(status).toBe(400);
    expect(body.error).toBe('bad_request');
    expect(body.message).toContain(message);
  });

  it('answers 400 for a fee of the wrong station kind and an unknown parameter', async () => {
    const wrongKind = await get(`/air-fee?stationId=${ids['PL-NT01']}&year=2025`, 'admin');
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.message).toContain('không phải trạm khí thải');
    const unknown = await get(
      `/lookup?stationIds=${ids['PL-NT01']}&parameters=XYZ&from=2025-06-01&to=2025-06-02`,
    );
    expect(unknown.status).toBe(400);
  });
});

describe('fee_rule_set table', () => {
  it('holds the shipped rule sets, readable by every signed-in user', async () => {
    const client = await server.signedIn('user@greenwatch.demo');
    const { data, error } = await client.from('fee_rule_set').select('id, confirmed').order('id');
    expect(error).toBeNull();
    expect(data).toEqual(
      SHIPPED_FEE_RULE_SETS.map(({ id, confirmed }) => ({ id, confirmed })).sort((a, b) =>
        a.id.localeCompare(b.id),
      ),
    );
    const write = await client.from('fee_rule_set').delete().eq('id', 'air-nd153-2024').select();
    expect(write.data ?? []).toHaveLength(0);
  });

  it('takes an admin’s new rule set into the report without a code change', async () => {
    const admin = await server.signedIn('admin@greenwatch.demo');
    const ruleSet = {
      id: 'air-test-2026',
      instrument: 'air',
      code: 'TEST/2026',
      title: 'Quy định thử nghiệm 2026',
      effective_from: '2026-01-01',
      effective_to: null,
      applies_to: 'any',
      formula_kind: 'air_fixed_plus_emission',
      rates: {
        fixedFeePerYear: 4_000_000,
        firstChargeableMonth: null,
        pollutantRatesVndPerTonne: { dust: 1000, SOx: 1000, NOx: 1000, CO: 1000 },
      },
      legal_source: 'Thử nghiệm',
      confirmed: false,
    };
    const { error } = await admin.from('fee_rule_set').insert(ruleSet);
    expect(error).toBeNull();
    try {
      const { body } = await get(
        `/air-fee?stationId=${ids['PL-KT01']}&year=2026&quarter=1`,
        'admin',
      );
      expect(body.fee.ruleSets).toEqual([
        expect.objectContaining({ id: 'air-test-2026', confirmed: false }),
      ]);
      expect(body.fee.fixedAmount).toBe(1_000_000);
    } finally {
      await admin.from('fee_rule_set').delete().eq('id', 'air-test-2026');
    }
  });
});
