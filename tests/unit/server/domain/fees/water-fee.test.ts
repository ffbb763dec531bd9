// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FeeCalculationError,
  quarterDischarges,
  WATER_MISSING_DATA_RULE,
  waterFee,
  type QuarterDischarge,
} from '../../../../../server/domain';
import { constantSeries, record, vnTime } from '../../support/records';

const q = (
  year: number,
  quarter: 1 | 2 | 3 | 4,
  volumeM3: number,
  concentrationsMgPerL: QuarterDischarge['concentrationsMgPerL'] = {},
): QuarterDischarge => ({
  year,
  quarter,
  volumeM3,
  concentrationsMgPerL,
});
const example = q(2025, 1, 27_000, { COD: 60, TSS: 40 });

describe('waterFee — Decree 53/2020', () => {
  it('reproduces the reference worked example to the đồng: Fq = 6,832,000', () => {
    const fee = waterFee({
      period: { year: 2025, quarter: 1 },
      discharges: [example],
      monitored: true,
    });
    expect(fee.total).toBe(6_832_000);
    expect(fee.fixedAmount).toBe(1_000_000);
    expect(fee.variableAmount).toBe(5_832_000);
    expect(fee.quarters[0].pollutants.map((p) => [p.pollutant, p.load, p.rate, p.amount])).toEqual([
      ['COD', 1620, 2000, 3_240_000],
      ['TSS', 1080, 2400, 2_592_000],
    ]);
    expect(fee.formula).toBe(
      'Fq = f/4 + Σ(Lq × Ci × 10⁻³ × Mi) = 4.000.000/4 + 27.000 × 60 × 10⁻³ × 2.000 + 27.000 × 40 × 10⁻³ × 2.400 = 1.000.000 + 3.240.000 + 2.592.000 = 6.832.000 đồng',
    );
    expect(fee.quarters[0].pollutants[0].formula).toBe(
      '27.000 m³ × 60 mg/L × 10⁻³ × 2.000 đồng/kg = 3.240.000 đồng',
    );
    expect(fee.ruleSets.map((r) => r.code)).toEqual(['ND53/2020']);
    expect(fee.confirmed).toBe(true);
    expect(fee.warnings).toEqual([]);
    expect(fee.periodLabel).toBe('Quý 1/2025');
    expect([fee.start, fee.end]).toEqual([vnTime('2025-01-01 00:00'), vnTime('2025-04-01 00:00')]);
  });

  it('traces every figure: average flow, volume, fixed part, loads, amounts, totals', () => {
    const fee = waterFee({
      period: { year: 2025, quarter: 1 },
      discharges: [example],
      monitored: true,
    });
    expect(fee.trace.map((step) => [step.label, step.value, step.unit])).toEqual([
      ['Lưu lượng trung bình', 300, 'm³/ngày'],
      ['Quý 1/2025 — số liệu lưu lượng hợp lệ', 2160, 'giờ'],
      ['Quý 1/2025 — lượng nước thải xả (Lq)', 27_000, 'm³'],
      ['Quý 1/2025 — phí cố định', 1_000_000, 'đồng'],
      ['Quý 1/2025 — tải lượng COD', 1620, 'kg'],
      ['Quý 1/2025 — phí COD', 3_240_000, 'đồng'],
      ['Quý 1/2025 — tải lượng TSS', 1080, 'kg'],
      ['Quý 1/2025 — phí TSS', 2_592_000, 'đồng'],
      ['Quý 1/2025 — tổng phí quý', 6_832_000, 'đồng'],
      ['Tổng phí', 6_832_000, 'đồng'],
    ]);
    expect(fee.trace[0].formula).toBe('27.000 m³ / 90 ngày có số liệu');
    expect(fee.trace[1].formula).toBe(
      '90/90 ngày, 2.160 giờ có số liệu hợp lệ (100 % thời gian của quý)',
    );
    expect(fee.trace[3].formula).toBe('4.000.000/4');
    expect(fee.trace[4].formula).toBe('27.000 m³ × 60 mg/L × 10⁻³');
  });

  it('charges metals per kg at their own rates', () => {
    const fee = waterFee({
      period: { year: 2025, quarter: 1 },
      discharges: [q(2025, 1, 27_000, { Hg: 0.005, Pb: 0.1 })],
      monitored: true,
    });
    expect(fee.quarters[0].pollutants.map((p) => [p.pollutant, p.load, p.amount])).toEqual([
      ['Hg', 0.135, 2_700_000],
      ['Pb', 2.7, 2_700_000],
    ]);
    expect(fee.total).toBe(1_000_000 + 5_400_000);
  });

  it('rounds each amount to whole đồng', () => {
    const fee = waterFee({
      period: { year: 2025, quarter: 1 },
      discharges: [q(2025, 1, 27_001, { COD: 60.3 })],
      monitored: true,
    });
    // 27,001 × 60.3 / 1000 = 1,628.1603 kg × 2,000 = 3,256,320.6 → 3,256,321
    expect(fee.quarters[0].pollutants[0].amount).toBe(3_256_321);
    expect(fee.total).toBe(4_256_321);
  });

  it('warns about a pollutant without valid data and charges only the others', () => {
    const fee = waterFee({
      period: { year: 2025, quarter: 1 },
      discharges: [q(2025, 1, 27_000, { COD: 60, TSS: null })],
      monitored: true,
    });
    expect(fee.total).toBe(4_240_000);
    expect(fee.warnings).toEqual([
      'Quý 1/2025: không có số liệu hợp lệ của TSS, chưa tính phí chất này.',
    ]);
  });

  // Issue 14: the trace and notes named pollutants by code while the tables used the names.
  it('names pollutants in its trace and notes as the stations name them, when given', () => {
    const fee = waterFee({
      period: { year: 2025, quarter: 1 },
      discharges: [q(2025, 1, 27_000, { COD: 60, TSS: null })],
      monitored: true,
      pollutantNames: { COD: 'Nhu cầu oxy hóa học', TSS: 'Tổng chất rắn lơ lửng' },
    });
    expect(fee.trace.map((step) => step.label)).toEqual(
      expect.arrayContaining([
        'Quý 1/2025 — tải lượng Nhu cầu oxy hóa học',
        'Quý 1/2025 — phí Nhu cầu oxy hóa học',
      ]),
    );
    expect(fee.trace.some((step) => step.label.endsWith(' COD'))).toBe(false);
    expect(fee.warnings).toEqual([
      'Quý 1/2025: không có số liệu hợp lệ của Tổng chất rắn lơ lửng, chưa tính phí chất này.',
    ]);
  });

  describe('facilities below 20 m³/day pay their fixed-fee tier only', () => {
    it.each([
      [19.99, 4_000_000],
      [10, 4_000_000],
      [9.99, 3_000_000],
      [5, 3_000_000],
      [4.99, 2_500_000],
      [0.5, 2_500_000],
    ])('%s m³/day → %s đồng/year', (flow, yearly) => {
      const volume = flow * 365;
      const discharges = ([1, 2, 3, 4] as const).map((quarter) =>
        q(2025, quarter, volume / 4, { COD: 500 }),
      );
      const fee = waterFee({ period: { year: 2025 }, discharges, monitored: true });
      expect(fee.total).toBe(yearly);
      expect(fee.variableAmount).toBe(0);
      expect(fee.quarters.every((quarter) => quarter.category === 'small_facility_fixed')).toBe(
        true,
      );
    });

    it('gives a quarter a quarter of the yearly tier and says it is declared yearly', () => {
      const fee = waterFee({
        period: { year: 2025, quarter: 1 },
        discharges: [q(2025, 1, 900, { COD: 60 })],
        monitored: true,
      });
      expect(fee.total).toBe(1_000_000);
      expect(fee.formula).toBe(
        'Fq = F/4 = 4.000.000/4 = 1.000.000 đồng (bậc 10 – dưới 20 m³/ngày)',
      );
      expect(fee.warnings[0]).toMatch(
        /dưới 20 m³\/ngày — chỉ nộp phí cố định 4\.000\.000 đồng\/năm/,
      );
    });

    it('switches to the full formula at exactly 20 m³/day', () => {
      const fee = waterFee({
        period: { year: 2025, quarter: 1 },
        discharges: [q(2025, 1, 1800, { COD: 60 })],
        monitored: true,
      });
      expect(fee.quarters[0].category).toBe('fixed_plus_load');
      expect(fee.total).toBe(1_000_000 + 216_000);
    });

    it('uses a declared average flow instead of the measured one when given', () => {
      const fee = waterFee({
        period: { year: 2025, quarter: 1 },
        discharges: [example],
        monitored: true,
        averageFlowM3PerDay: 8,
      });
      expect(fee.total).toBe(750_000);
    });

    it('uses the 2020 flat 1,500,000 for the second half of 2020', () => {
      const fee = waterFee({
        period: { year: 2020, quarter: 3 },
        discharges: [q(2020, 3, 920)],
        monitored: true,
      });
      expect(fee.total).toBe(375_000);
      expect(fee.ruleSets[0].id).toBe('water-nd53-2020-year-2020');
    });
  });

  it('adds the four quarters of a year, each with its own volume', () => {
    const discharges = [
      q(2025, 1, 27_000, { COD: 60, TSS: 40 }),
      q(2025, 2, 27_300, { COD: 50 }),
      q(2025, 3, 27_600, { COD: 50 }),
      q(2025, 4, 27_600, { COD: 50 }),
    ];
    const fee = waterFee({ period: { year: 2025 }, discharges, monitored: true });
    expect(fee.quarters.map((quarter) => quarter.total)).toEqual([
      6_832_000, 3_730_000, 3_760_000, 3_760_000,
    ]);
    expect(fee.total).toBe(18_082_000);
    expect(fee.fixedAmount).toBe(4_000_000);
    expect(fee.formula).toBe('F = 6.832.000 + 3.730.000 + 3.760.000 + 3.760.000 = 18.082.000 đồng');
    expect(fee.periodLabel).toBe('Năm 2025');
  });

  it('charges nothing for quarters before the facility started (f/4 from the start quarter)', () => {
    const discharges = ([2, 3, 4] as const).map((quarter) => q(2025, quarter, 27_000, { COD: 60 }));
    const fee = waterFee({
      period: { year: 2025 },
      discharges,
      monitored: true,
      operatingSince: vnTime('2025-05-10 00:00'),
      averageFlowM3PerDay: 300,
    });
    expect(fee.quarters.map((quarter) => [quarter.category, quarter.total])).toEqual([
      ['not_operating', 0],
      ['fixed_plus_load', 4_240_000],
      ['fixed_plus_load', 4_240_000],
      ['fixed_plus_load', 4_240_000],
    ]);
  });

  it('refuses a period no rule set covers', () => {
    expect(() =>
      waterFee({ period: { year: 2020, quarter: 1 }, discharges: [], monitored: true }),
    ).toThrow(FeeCalculationError);
    expect(() => waterFee({ period: { year: 2020 }, discharges: [], monitored: true })).toThrow(
      'Không có quy định phí nước thải áp dụng cho Quý 1/2020',
    );
  });

  it('charges nothing from no data: a quarter without valid flow is flagged, not put in the lowest tier', () => {
    const fee = waterFee({ period: { year: 2025, quarter: 2 }, discharges: [], monitored: true });
    expect(fee.total).toBe(0);
    expect(fee.quarters[0].category).toBe('no_data');
    expect(fee.quarters[0].dataBasis).toMatchObject({ basis: 'no_data', measuredHours: 0 });
    expect(fee.dataSufficient).toBe(false);
    expect(fee.formula).toMatch(/^Không có số liệu lưu lượng hợp lệ trong quý: không tự tính phí/);
    expect(fee.warnings).toContain(
      'Quý 2/2025: không có số liệu lưu lượng hợp lệ — không tự tính phí; cần kê khai theo lưu lượng của giấy phép hoặc tờ khai.',
    );
    expect(fee.dataRule).toMatchObject({ id: 'water-missing-flow-conservative', verified: false });
  });

  it('averages the flow over the time with data, not over calendar days (a plant with gaps)', () => {
    // 300 m³/day measured on 20 of 92 days: 6,000 m³ in 480 hours. Dividing by the 92 calendar
    // days (65 m³/day) would be right here only by luck; with 2 days of data (600 m³) it gave
    // 6.5 m³/day and the 5 – 10 m³/day fixed-fee band.
    const gaps = { ...q(2025, 4, 600, { COD: 60 }), measuredHours: 48, daysWithData: 2 };
    const fee = waterFee({
      period: { year: 2025, quarter: 4 },
      discharges: [gaps],
      monitored: true,
    });
    expect(fee.trace[0]).toMatchObject({ value: 300, formula: '600 m³ / 2 ngày có số liệu' });
    expect(fee.quarters[0].category).toBe('fixed_plus_load');
    expect(fee.quarters[0].dataBasis).toMatchObject({
      measuredHours: 48,
      daysWithData: 2,
      calendarDays: 92,
      sufficient: false,
    });
    expect(fee.dataSufficient).toBe(false);
    expect(fee.warnings).toContain(
      'Quý 4/2025: số liệu lưu lượng chưa đủ — 2/92 ngày, 48 giờ có số liệu hợp lệ (2,2 % thời gian của quý), dưới mức 75 %: lưu lượng trung bình và Lq chỉ tính trên thời gian có số liệu.',
    );
    expect(fee.warnings.at(-1)).toMatch(/^Thiếu số liệu được xử lý theo quy ước chưa xác nhận: /);
  });

  it('keeps the missing-data rule as data: the calendar-day reading is one setting away', () => {
    const gaps = { ...q(2025, 4, 600, { COD: 60 }), measuredHours: 48, daysWithData: 2 };
    const fee = waterFee({
      period: { year: 2025, quarter: 4 },
      discharges: [gaps],
      monitored: true,
      missingDataRule: { ...WATER_MISSING_DATA_RULE, dailyFlowBasis: 'calendar_days' },
    });
    expect(fee.trace[0]).toMatchObject({ formula: '600 m³ / 92 ngày' });
    expect(fee.quarters[0].category).toBe('small_facility_fixed');
  });

  it('does not charge the quarters of a year that have no data', () => {
    const discharges = [
      q(2025, 1, 27_000, { COD: 60, TSS: 40 }),
      ...([2, 3, 4] as const).map((quarter) => ({
        ...q(2025, quarter, 0),
        measuredHours: 0,
        daysWithData: 0,
      })),
    ];
    const fee = waterFee({ period: { year: 2025 }, discharges, monitored: true });
    expect(fee.quarters.map((quarter) => [quarter.category, quarter.total])).toEqual([
      ['fixed_plus_load', 6_832_000],
      ['no_data', 0],
      ['no_data', 0],
      ['no_data', 0],
    ]);
  });

  it('computes from the figures it prints, so the printed formula gives the printed amount', () => {
    const fee = waterFee({
      period: { year: 2025, quarter: 4 },
      discharges: [q(2025, 4, 29_756.27814, { COD: 89.13749 })],
      monitored: true,
    });
    const [cod] = fee.quarters[0].pollutants;
    expect(cod.formula).toBe('29.756,278 m³ × 89,137 mg/L × 10⁻³ × 2.000 đồng/kg = 5.304.771 đồng');
    // Recomputed from the printed numbers: 29,756.278 × 89.137 × 2 = 5,304,770.70 → 5,304,771.
    expect(cod.amount).toBe(Math.round(29_756.278 * 89.137 * 2));
    expect([cod.concentration, fee.trace[2].value]).toEqual([89.137, 29_756.278]);
  });
});

describe('waterFee — Decree 346/2025', () => {
  it('reproduces the reference example for a facility that does not monitor: 27,000 × 1,700 = 45,900,000', () => {
    const fee = waterFee({
      period: { year: 2026, quarter: 1 },
      discharges: [q(2026, 1, 27_000, { COD: 60 })],
      monitored: false,
    });
    expect(fee.total).toBe(45_900_000);
    expect(fee.fixedAmount).toBe(0);
    expect(fee.quarters[0].category).toBe('flat_volume');
    expect(fee.formula).toBe('Fq = Lq × 1.700 = 27.000 × 1.700 = 45.900.000 đồng');
    expect(fee.ruleSets[0]).toMatchObject({ code: 'ND346/2025', confirmed: true });
    expect(fee.confirmed).toBe(true);
  });

  it('has no 20 m³/day split: a small plant pays per m³', () => {
    const fee = waterFee({
      period: { year: 2026, quarter: 1 },
      discharges: [q(2026, 1, 900)],
      monitored: false,
    });
    expect(fee.total).toBe(1_530_000);
  });

  it('marks the monitored-facility figures as unconfirmed on the result', () => {
    const fee = waterFee({
      period: { year: 2026, quarter: 1 },
      discharges: [q(2026, 1, 27_000, { COD: 60, TSS: 40 })],
      monitored: true,
    });
    expect(fee.confirmed).toBe(false);
    expect(fee.ruleSets[0]).toMatchObject({ id: 'water-nd346-2025-monitored', confirmed: false });
    expect(fee.warnings[0]).toMatch(/ND346\/2025 .* chưa được xác nhận: số tiền chỉ là tạm tính/);
    expect(fee.total).toBe(6_832_000);
    const small = waterFee({
      period: { year: 2026, quarter: 1 },
      discharges: [q(2026, 1, 900, { COD: 60 })],
      monitored: true,
    });
    expect(small.quarters[0].category).toBe('fixed_plus_load');
  });

  it('uses each quarter’s decree for a period crossing into 2026 only through separate years', () => {
    const y2025 = waterFee({
      period: { year: 2025, quarter: 4 },
      discharges: [q(2025, 4, 27_000)],
      monitored: false,
    });
    const y2026 = waterFee({
      period: { year: 2026, quarter: 1 },
      discharges: [q(2026, 1, 27_000)],
      monitored: false,
    });
    expect([y2025.ruleSets[0].code, y2026.ruleSets[0].code]).toEqual(['ND53/2020', 'ND346/2025']);
    expect([y2025.total, y2026.total]).toEqual([1_000_000, 45_900_000]);
  });
});

describe('waterFee from stored outlet records', () => {
  it('integrates the flow series and averages valid concentrations, excluding faults and calibration', () => {
    const start = '2025-01-01 00:00';
    const slots = 90 * 288;
    const flow = [
      ...constantSeries('Flow', start, 12.5, slots),
      record('Flow', '2025-02-01 00:02', 5000, 'device_error'),
    ];
    const cod = [
      ...constantSeries('COD', start, 60, 288),
      record('COD', '2025-01-01 00:02', 999, 'calibrating'),
    ];
    const tss = [...constantSeries('TSS', start, 40, 288), record('TSS', '2025-04-01 00:00', 999)];
    const discharges = quarterDischarges({
      period: { year: 2025, quarter: 1 },
      flowRecords: flow,
      flowUnit: 'm3/h',
      pollutantRecords: { COD: cod, TSS: tss },
    });
    expect(discharges[0]).toMatchObject({
      volumeM3: 27_000,
      concentrationsMgPerL: { COD: 60, TSS: 40 },
    });
    expect(discharges[0].flow).toMatchObject({
      validCount: slots,
      expectedCount: slots,
      coverage: 1,
      excludedCount: 1,
    });
    expect(
      waterFee({ period: { year: 2025, quarter: 1 }, discharges, monitored: true }).total,
    ).toBe(6_832_000);
  });
});
