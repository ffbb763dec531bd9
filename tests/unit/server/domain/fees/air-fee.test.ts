// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  airFee,
  FeeCalculationError,
  hourlyEmissions,
  standardFlow,
  type HourlyEmission,
} from '../../../../../server/domain';
import { constantSeries, record, series, vnTime } from '../../support/records';

const HOUR = 3_600_000;
const hours = (
  start: string,
  count: number,
  flow: number,
  concentrations: HourlyEmission['concentrationsMgPerNm3'],
): HourlyEmission[] =>
  Array.from({ length: count }, (_, index) => ({
    hourStart: new Date(vnTime(start).getTime() + index * HOUR),
    flowNm3PerHour: flow,
    concentrationsMgPerNm3: concentrations,
  }));
const exampleStack = {
  stack: 'Ống khói 1',
  hours: hours('2025-04-01 00:00', 2000, 100_000, { dust: 50, SOx: 300, NOx: 400, CO: 200 }),
};

describe('airFee — Decree 153/2024', () => {
  it('reproduces the reference worked example to the đồng: F (quarter) = 884,000', () => {
    const fee = airFee({
      period: { year: 2025, quarter: 2 },
      stacks: [exampleStack],
      monitoringRequired: true,
    });
    expect(
      fee.quarters[0].pollutants.map((p) => [
        p.pollutant,
        p.load,
        p.rate,
        p.amount,
        p.operatingHours,
      ]),
    ).toEqual([
      ['dust', 10, 800, 8000, 2000],
      ['SOx', 60, 700, 42_000, 2000],
      ['NOx', 80, 800, 64_000, 2000],
      ['CO', 40, 500, 20_000, 2000],
    ]);
    expect(fee.variableAmount).toBe(134_000);
    expect(fee.fixedAmount).toBe(750_000);
    expect(fee.total).toBe(884_000);
    expect(fee.formula).toBe(
      'Fq = f/4 + Σ(Mi × Ri) = 3.000.000/4 + 10 × 800 + 60 × 700 + 80 × 800 + 40 × 500 = 750.000 + 134.000 = 884.000 đồng',
    );
    expect(fee.ruleSets).toEqual([
      expect.objectContaining({ code: 'ND153/2024', confirmed: true }),
    ]);
    expect(fee.confirmed).toBe(true);
    expect(fee.quarters[0].pollutants[0]).toMatchObject({
      stack: 'Ống khói 1',
      concentration: 50,
      loadUnit: 't',
      rateUnit: 'đồng/tấn',
    });
  });

  it('traces operating hours, masses and amounts per stack', () => {
    const fee = airFee({
      period: { year: 2025, quarter: 2 },
      stacks: [exampleStack],
      monitoringRequired: true,
    });
    const dust = fee.trace.filter((step) => step.label.includes('Bụi'));
    expect(dust.map((step) => [step.value, step.unit])).toEqual([
      [2000, 'giờ'],
      [10, 't'],
      [8000, 'đồng'],
    ]);
    expect(fee.trace.at(-1)).toMatchObject({ label: 'Tổng phí', value: 884_000 });
    expect(fee.trace[0]).toMatchObject({
      label: 'Quý 2/2025 — số liệu hợp lệ (trung bình mỗi ống khói)',
      formula: '84/91 ngày, 2.000 giờ có số liệu hợp lệ (91,6 % thời gian của quý)',
      value: 2000,
    });
    expect(fee.trace[1]).toMatchObject({
      label: 'Quý 2/2025 — phí cố định',
      formula: '3.000.000/4',
      value: 750_000,
    });
  });

  it('sums C × Q hour by hour rather than mean × mean', () => {
    const stack = {
      stack: 'S1',
      hours: [
        {
          hourStart: vnTime('2025-04-01 00:00'),
          flowNm3PerHour: 150_000,
          concentrationsMgPerNm3: { dust: 100 },
        },
        {
          hourStart: vnTime('2025-04-01 01:00'),
          flowNm3PerHour: 50_000,
          concentrationsMgPerNm3: { dust: 0 },
        },
      ],
    };
    const [charge] = airFee({
      period: { year: 2025, quarter: 2 },
      stacks: [stack],
      monitoringRequired: true,
    }).quarters[0].pollutants;
    expect(charge.load).toBeCloseTo(0.015, 12);
    expect(charge.concentration).toBe(75);
    expect(charge.amount).toBe(12);
  });

  it('adds the streams of several stacks', () => {
    const second = {
      stack: 'Ống khói 2',
      hours: hours('2025-04-01 00:00', 1000, 50_000, { dust: 100 }),
    };
    const fee = airFee({
      period: { year: 2025, quarter: 2 },
      stacks: [exampleStack, second],
      monitoringRequired: true,
    });
    expect(fee.quarters[0].pollutants.map((p) => `${p.stack}:${p.pollutant}`)).toEqual([
      'Ống khói 1:dust',
      'Ống khói 1:SOx',
      'Ống khói 1:NOx',
      'Ống khói 1:CO',
      'Ống khói 2:dust',
    ]);
    expect(fee.total).toBe(884_000 + 4000);
  });

  it('charges only the fixed fee when monitoring is not required', () => {
    const fee = airFee({
      period: { year: 2025, quarter: 2 },
      stacks: [exampleStack],
      monitoringRequired: false,
    });
    expect(fee.total).toBe(750_000);
    expect(fee.quarters[0].category).toBe('fixed_only');
    expect(fee.quarters[0].pollutants).toEqual([]);
    expect(fee.formula).toMatch(/chỉ nộp phí cố định/);
  });

  it('charges f/12 per month from February 2025 in Q1/2025', () => {
    const fee = airFee({
      period: { year: 2025, quarter: 1 },
      stacks: [],
      monitoringRequired: true,
    });
    expect(fee.fixedAmount).toBe(500_000);
    // No stack data at all: the fixed part is due, the mass part is not made up from nothing.
    expect(fee.quarters[0].category).toBe('no_data');
    expect(fee.formula).toBe(
      'Fq = 3.000.000/12 × 2 = 500.000 đồng; phần phí theo khối lượng không tính được: không có giờ nào có số liệu hợp lệ',
    );
    expect(fee.dataSufficient).toBe(false);
  });

  it('charges from the start-up month of a new plant and nothing before it', () => {
    const since = vnTime('2025-08-15 08:00');
    const q3 = airFee({
      period: { year: 2025, quarter: 3 },
      stacks: [],
      monitoringRequired: false,
      operatingSince: since,
    });
    const q2 = airFee({
      period: { year: 2025, quarter: 2 },
      stacks: [exampleStack],
      monitoringRequired: true,
      operatingSince: since,
    });
    expect(q3.fixedAmount).toBe(500_000);
    expect([q2.total, q2.quarters[0].category]).toEqual([0, 'not_operating']);
  });

  it('adds the quarters of a year', () => {
    const fee = airFee({
      period: { year: 2025 },
      stacks: [exampleStack],
      monitoringRequired: true,
    });
    expect(fee.quarters.map((quarter) => quarter.total)).toEqual([
      500_000, 884_000, 750_000, 750_000,
    ]);
    expect(fee.total).toBe(2_884_000);
    expect(fee.formula).toBe('F = 500.000 + 884.000 + 750.000 + 750.000 = 2.884.000 đồng');
  });

  it('counts hours only inside their quarter (a stream crossing a quarter boundary)', () => {
    const stack = { stack: 'S1', hours: hours('2025-06-30 22:00', 4, 100_000, { dust: 50 }) };
    const fee = airFee({ period: { year: 2025 }, stacks: [stack], monitoringRequired: true });
    expect(fee.quarters[1].pollutants[0]).toMatchObject({ operatingHours: 2, load: 0.01 });
    expect(fee.quarters[2].pollutants[0]).toMatchObject({ operatingHours: 2, load: 0.01 });
  });

  it('refuses a period before the decree', () => {
    expect(() =>
      airFee({ period: { year: 2024, quarter: 4 }, stacks: [], monitoringRequired: true }),
    ).toThrow(FeeCalculationError);
  });
});

describe('stack flow at standard conditions (25 °C, 101.325 kPa)', () => {
  it('corrects a stack-condition flow with the measured temperature and pressure', () => {
    // 100,000 m³/h at 138 °C and 98 kPa → × 298.15/411.15 × 98/101.325.
    const { flowNm3PerHour, flowCorrection } = standardFlow(100_000, {
      temperatureC: 138,
      pressureKPa: 98,
    });
    expect(flowNm3PerHour).toBeCloseTo(((100_000 * 298.15) / 411.15) * (98 / 101.325), 6);
    expect(flowCorrection).toEqual({ temperature: true, pressure: true });
  });

  it('applies only what was measured and says so', () => {
    expect(standardFlow(100_000, { temperatureC: 25 })).toEqual({
      flowNm3PerHour: 100_000,
      flowCorrection: { temperature: true, pressure: false },
    });
    expect(standardFlow(100_000, {}).flowCorrection).toEqual({
      temperature: false,
      pressure: false,
    });
  });

  it('marks masses from an unconverted or partly converted flow on the charge, formula and warnings', () => {
    const notConverted = exampleStack.hours.map((hour) => ({
      ...hour,
      flowCorrection: { temperature: false, pressure: false },
    }));
    const fee = airFee({
      period: { year: 2025, quarter: 2 },
      stacks: [{ stack: 'Ống khói 1', hours: notConverted }],
      monitoringRequired: true,
    });
    const [dust] = fee.quarters[0].pollutants;
    expect(dust.flowConversion).toBe('not_converted');
    expect(dust.formula).toMatch(/\(Q chưa quy đổi về điều kiện chuẩn\)$/);
    expect(fee.warnings).toContain(
      'Quý 2/2025 — Ống khói 1: Q chưa quy đổi về điều kiện chuẩn (thiếu nhiệt độ hoặc áp suất đo ở ống khói), khối lượng chất ô nhiễm chỉ là tạm tính.',
    );
    expect(fee.warnings.some((w) => w.startsWith('Điều kiện chuẩn: '))).toBe(true);
    const partly = exampleStack.hours.map((hour) => ({
      ...hour,
      flowCorrection: { temperature: true, pressure: false },
    }));
    const second = airFee({
      period: { year: 2025, quarter: 2 },
      stacks: [{ stack: 'S', hours: partly }],
      monitoringRequired: true,
    });
    expect(second.quarters[0].pollutants[0].flowConversion).toBe('partly_converted');
    const standard = airFee({
      period: { year: 2025, quarter: 2 },
      stacks: [exampleStack],
      monitoringRequired: true,
    });
    expect(standard.quarters[0].pollutants[0].flowConversion).toBe('standard');
    expect(standard.warnings.some((w) => w.startsWith('Điều kiện chuẩn'))).toBe(false);
  });

  it('computes each amount from the mass it prints (to the kilogram)', () => {
    // 1 h × 106,200 Nm³/h × 100 mg/Nm³ = 0.01062 t, printed 0,011 t: 0.011 × 800 = 8.8 → 9 đồng
    // (the unrounded 0.01062 × 800 = 8.5 → 8 would not match the printed formula).
    const stack = { stack: 'S', hours: hours('2025-04-01 00:00', 1, 106_200, { dust: 100 }) };
    const [dust] = airFee({
      period: { year: 2025, quarter: 2 },
      stacks: [stack],
      monitoringRequired: true,
    }).quarters[0].pollutants;
    expect(dust.formula).toBe('S — Bụi: Σ(C × Q × 1 h) × 10⁻⁹ = 0,011 t × 800 đồng/tấn = 9 đồng');
    expect([dust.load, dust.amount]).toEqual([0.011, 9]);
  });
});

describe('hourlyEmissions from CEMS records', () => {
  it('pairs valid hourly flow and concentration means, skipping insufficient hours and invalid values', () => {
    const records = [
      ...constantSeries('FlowStack', '2025-04-01 00:00', 100_000, 24),
      ...constantSeries('PM', '2025-04-01 00:00', 50, 24),
      ...constantSeries('SO2', '2025-04-01 00:00', 300, 12),
      ...series('SO2', '2025-04-01 01:00', [300, 300, 300, 300, 300, 300, 300, 300]),
      record('PM', '2025-04-01 00:02', 9999, 'calibrating'),
      ...constantSeries('FlowStack', '2025-04-01 02:00', 100_000, 5),
    ];
    const emissions = hourlyEmissions({
      records,
      flowParameter: 'FlowStack',
      pollutantParameters: { dust: 'PM', SOx: 'SO2' },
      from: vnTime('2025-04-01 00:00'),
      to: vnTime('2025-04-01 03:00'),
    });
    expect(emissions).toEqual([
      {
        hourStart: vnTime('2025-04-01 00:00'),
        flowNm3PerHour: 100_000,
        concentrationsMgPerNm3: { dust: 50, SOx: 300 },
      },
      {
        hourStart: vnTime('2025-04-01 01:00'),
        flowNm3PerHour: 100_000,
        concentrationsMgPerNm3: { dust: 50 },
      },
    ]);
    const fee = airFee({
      period: { year: 2025, quarter: 2 },
      stacks: [{ stack: 'S1', hours: emissions }],
      monitoringRequired: true,
    });
    expect(fee.quarters[0].pollutants.map((p) => [p.pollutant, p.load, p.operatingHours])).toEqual([
      ['dust', 0.01, 2],
      ['SOx', 0.03, 1],
    ]);
  });
});
