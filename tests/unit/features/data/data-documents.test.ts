import { describe, expect, it } from 'vitest';
import {
  averagesDocument,
  averagesReport,
  breaksLimit,
  type AveragesAnswer,
  type AveragesReport,
} from '../../../../src/features/data/averages-report';
import { gapThreshold, parameterCharts } from '../../../../src/features/data/chart-series';
import {
  lookupDocument,
  lookupTable,
  type LookupPage,
  type LookupSeries,
} from '../../../../src/features/data/lookup-report';
import type { ReportFilterValues, TableSection } from '../../../../src/features/report-kit';

const filter: ReportFilterValues = {
  stationIds: [3],
  parameters: ['COD'],
  from: '2025-06-10',
  to: '2025-06-11',
  interval: 'hour',
  scope: '',
  year: 2025,
  quarter: 2,
};
const stationRef = {
  id: 3,
  code: 'PL-NT03',
  name: 'Trạm nước thải sau xử lý',
  customerName: 'Công ty TNHH Dệt nhuộm Phước Long',
};
const choices = [
  {
    ...stationRef,
    kind: 'water' as const,
    customerId: 1,
    parameters: [
      { code: 'COD', name: 'Nhu cầu oxy hóa học', unit: 'mg/L', limitMin: null, limitMax: 135 },
      { code: 'pH', name: 'pH', unit: '', limitMin: 5.5, limitMax: 9 },
    ],
  },
];

const period = (start: string, value: number | null, validCount: number, partial = false) => ({
  start,
  end: start,
  value,
  min: value,
  max: value,
  validCount,
  expectedCount: 12,
  requiredCount: 9,
  completeness: validCount / 12,
  sufficient: validCount >= 9,
  partial,
  excludedCount: 12 - validCount,
});

describe('averages document', () => {
  const answer: AveragesReport = {
    generatedAt: '2025-06-12T03:00:00.000Z',
    interval: 'hour',
    rule: 'Trung bình giờ: đủ khi có ≥ 9/12 giá trị',
    stations: [
      {
        ...stationRef,
        parameters: [
          {
            code: 'COD',
            name: 'Nhu cầu oxy hóa học',
            unit: 'mg/L',
            limitMin: null,
            limitMax: 135,
            periods: [
              period('2025-06-10T10:00:00.000Z', 1000, 8),
              period('2025-06-12T01:00:00.000Z', 51.27, 11),
              period('2025-06-12T02:00:00.000Z', 140, 12, true),
            ],
          },
        ],
      },
    ],
  };
  const report = averagesDocument(answer, filter);
  const [section] = report.sections as TableSection[];

  it('keeps insufficient periods in the table and marks them', () => {
    expect(section.rows).toHaveLength(3);
    expect(section.rows[0]).toEqual([
      'Trạm nước thải sau xử lý (PL-NT03)',
      // Issue 14: the display name, the unit beside it (the table has no unit column).
      'Nhu cầu oxy hóa học (mg/L)',
      '10/06/2025 17:00',
      { value: 1000, tone: 'muted' },
      { value: 'Thiếu dữ liệu', tone: 'warning' },
      { value: 8 / 12, tone: 'warning' },
      8,
      9,
      1000,
      1000,
    ]);
    expect(section.rows[1][4]).toBe('Đủ dữ liệu');
    // A sufficient mean above the limit is flagged; the running hour says so.
    expect(section.rows[2][3]).toEqual({ value: 140, tone: 'danger' });
    expect(section.rows[2][4]).toEqual({ value: 'Kỳ chưa kết thúc', tone: 'muted' });
    expect(report.meta[2].value).toBe('10/06/2025 – 11/06/2025 (trung bình giờ)');
    expect(report.notices[0].text).toBe(answer.rule);
  });

  it('compares with both sides of a range', () => {
    expect(breaksLimit(4.9, { limitMin: 5.5, limitMax: 9 })).toBe(true);
    expect(breaksLimit(9.1, { limitMin: 5.5, limitMax: 9 })).toBe(true);
    expect(breaksLimit(7, { limitMin: 5.5, limitMax: 9 })).toBe(false);
    expect(breaksLimit(null, { limitMin: null, limitMax: 1 })).toBe(false);
  });
});

describe('averages answer', () => {
  const cod = {
    code: 'COD',
    name: 'Nhu cầu oxy hóa học',
    unit: 'mg/L',
    limitMin: null,
    limitMax: 135,
  };
  const answer: AveragesAnswer = {
    generatedAt: '2025-06-12T03:00:00.000Z',
    interval: 'hour',
    rule: 'Trung bình giờ: đủ khi có ≥ 9/12 giá trị',
    periods: {
      start: ['2025-06-12T01:00:00.000Z', '2025-06-12T02:00:00.000Z'],
      end: ['2025-06-12T02:00:00.000Z', '2025-06-12T03:00:00.000Z'],
      expectedCount: [12, 12],
      requiredCount: [9, 9],
      partial: [false, true],
    },
    stations: [
      {
        ...stationRef,
        parameters: [
          {
            ...cod,
            averages: {
              value: [51.27, null],
              min: [48, null],
              max: [55, null],
              validCount: [11, 0],
              completeness: [11 / 12, 0],
              sufficient: [true, false],
              excludedCount: [1, 2],
            },
          },
        ],
      },
    ],
    maintenance: [],
  };

  it('gives each series its periods as objects, the shared columns in each', () => {
    const report = averagesReport(answer);
    expect(report).not.toHaveProperty('periods');
    expect(report.stations[0].parameters).toEqual([
      {
        ...cod,
        periods: [
          {
            start: '2025-06-12T01:00:00.000Z',
            end: '2025-06-12T02:00:00.000Z',
            value: 51.27,
            min: 48,
            max: 55,
            validCount: 11,
            expectedCount: 12,
            requiredCount: 9,
            completeness: 11 / 12,
            sufficient: true,
            partial: false,
            excludedCount: 1,
          },
          {
            start: '2025-06-12T02:00:00.000Z',
            end: '2025-06-12T03:00:00.000Z',
            value: null,
            min: null,
            max: null,
            validCount: 0,
            expectedCount: 12,
            requiredCount: 9,
            completeness: 0,
            sufficient: false,
            partial: true,
            excludedCount: 2,
          },
        ],
      },
    ]);
    expect(report.maintenance).toEqual([]);
  });

  it('refuses a series whose columns do not match the periods', () => {
    const [station] = answer.stations;
    const short = { ...station.parameters[0].averages, min: [48] };
    const broken = {
      ...answer,
      stations: [{ ...station, parameters: [{ ...station.parameters[0], averages: short }] }],
    };
    expect(() => averagesReport(broken)).toThrow('does not match the periods');
  });
});

describe('lookup table', () => {
  const page: LookupPage = {
    generatedAt: '2025-06-12T03:00:00.000Z',
    stations: [stationRef],
    page: 1,
    pageSize: 3,
    total: 540,
    pageCount: 180,
    rows: [
      {
        stationId: 3,
        parameter: 'COD',
        time: '2025-06-10T03:30:00.000Z',
        value: 162,
        deviceStatus: '00',
        maintenance: false,
      },
      {
        stationId: 3,
        parameter: 'COD',
        time: '2025-06-10T07:00:00.000Z',
        value: 500,
        deviceStatus: '01',
        maintenance: false,
      },
      {
        stationId: 3,
        parameter: 'pH',
        time: '2025-06-10T07:00:00.000Z',
        value: 7,
        deviceStatus: '02',
        maintenance: false,
      },
    ],
  };

  it('flags breaking values and the device status of every value', () => {
    expect(lookupTable(page, choices).rows).toEqual([
      [
        '2025-06-10T03:30:00.000Z',
        'Trạm nước thải sau xử lý (PL-NT03)',
        'Nhu cầu oxy hóa học',
        { value: 162, tone: 'danger' },
        'mg/L',
        '00 — Đang đo',
      ],
      [
        '2025-06-10T07:00:00.000Z',
        'Trạm nước thải sau xử lý (PL-NT03)',
        'Nhu cầu oxy hóa học',
        { value: 500, tone: 'muted' },
        'mg/L',
        { value: '01 — Hiệu chuẩn', tone: 'warning' },
      ],
      [
        '2025-06-10T07:00:00.000Z',
        'Trạm nước thải sau xử lý (PL-NT03)',
        'pH',
        { value: 7, tone: 'muted' },
        null,
        { value: '02 — Lỗi thiết bị', tone: 'danger' },
      ],
    ]);
  });

  it('marks a value measured in maintenance and never flags it as breaking', () => {
    const row = { ...page.rows[0], value: 300, maintenance: true };
    expect(lookupTable({ ...page, rows: [row] }, choices).rows).toEqual([
      [
        '2025-06-10T03:30:00.000Z',
        'Trạm nước thải sau xử lý (PL-NT03)',
        'Nhu cầu oxy hóa học',
        { value: 300, tone: 'muted' },
        'mg/L',
        { value: '00 — Đang đo · Bảo trì', tone: 'muted' },
      ],
    ]);
  });

  it('says in an export when it holds only the first rows', () => {
    const exported = lookupDocument(page, filter, choices, 'export');
    expect(exported.notices.map((notice) => notice.text)).toContainEqual(
      'Tệp xuất gồm 3 dòng đầu trên tổng 540 dòng; hãy thu hẹp khoảng thời gian để xuất đủ.',
    );
    expect(lookupDocument(page, filter, choices, 'screen').notices).toHaveLength(1);
  });
});

describe('chart series', () => {
  const minute = (n: number) => new Date(Date.UTC(2025, 5, 10, 0, n)).toISOString();
  const series = (stationId: number, minutes: number[], values: number[]): LookupSeries => ({
    stationId,
    stationCode: `S${stationId}`,
    parameter: 'COD',
    name: 'Nhu cầu oxy hóa học',
    unit: 'mg/L',
    limitMin: null,
    limitMax: 135,
    validCount: values.length + 1,
    downsampled: true,
    times: minutes.map(minute),
    values,
  });

  it('takes three median steps, at least 15 minutes, as a gap', () => {
    expect(gapThreshold([0, 300, 600, 900])).toBe(900);
    expect(gapThreshold([0, 3600, 7200, 10800])).toBe(10800);
    expect(gapThreshold([])).toBe(900);
  });

  it('aligns stations on one time axis, breaks lines at real gaps and adds the limits', () => {
    const [chart] = parameterCharts(
      [series(1, [0, 5, 10, 60], [1, 2, 3, 4]), series(2, [5, 7], [10, 20])],
      (id) => `Trạm ${id}`,
      { max: 'Ngưỡng tối đa', min: 'Ngưỡng tối thiểu' },
    );
    const xs = [0, 5, 7, 10, 60].map((n) => Date.parse(minute(n)) / 1000);
    expect(chart.data[0]).toEqual(xs);
    // Station 1 carries across station 2's point at 7 (undefined), but not across 10 → 60.
    expect(chart.data[1]).toEqual([1, 2, undefined, 3, 4]);
    expect(chart.data[2]).toEqual([null, 10, 20, null, null]);
    expect(chart.data[3]).toEqual([135, 135, 135, 135, 135]);
    expect(chart.lines.map((line) => line.label)).toEqual([
      'Trạm 1',
      'Trạm 2',
      'Ngưỡng tối đa — Trạm 1',
      'Ngưỡng tối đa — Trạm 2',
    ]);
    expect(chart).toMatchObject({
      parameter: 'Nhu cầu oxy hóa học',
      title: 'Nhu cầu oxy hóa học (mg/L)',
      axes: [{ scale: 'y0', unit: 'mg/L', side: 'left' }],
      validCount: 8,
      shownCount: 6,
    });
  });

  // Issue 14: wastewater and stack series shared one axis, and a wastewater limit was drawn
  // over stack values.
  const line = (
    stationId: number,
    code: string,
    name: string,
    unit: string,
    limitMax: number | null,
    limitMin: number | null = null,
  ): LookupSeries => ({
    ...series(stationId, [0, 5], [1, 2]),
    parameter: code,
    name,
    unit,
    limitMax,
    limitMin,
  });
  const label = (id: number) => `Trạm ${id}`;
  const limits = { max: 'Giới hạn trên', min: 'Giới hạn dưới' };

  it('never puts a wastewater and a stack parameter of one code in one chart', () => {
    const charts = parameterCharts(
      [
        line(1, 'Temp', 'Nhiệt độ', '°C', 40),
        line(2, 'Temp', 'Nhiệt độ khí thải', '°C', null),
        line(3, 'Temp', 'Nhiệt độ', '°C', 40),
      ],
      label,
      limits,
    );
    expect(charts.map((chart) => chart.title)).toEqual(['Nhiệt độ (°C)', 'Nhiệt độ khí thải (°C)']);
    // The stack's chart has no limit: the wastewater's 40 °C is not drawn over it.
    expect(charts[1].lines).toEqual([
      { label: 'Trạm 2', kind: 'station', scale: 'y0', station: 0 },
    ]);
    expect(charts[1].data).toHaveLength(2);
    expect(charts[0].lines.map((chartLine) => chartLine.label)).toEqual([
      'Trạm 1',
      'Trạm 3',
      'Giới hạn trên — Trạm 1',
      'Giới hạn trên — Trạm 3',
    ]);
  });

  it('gives every unit its own axis and draws each limit on its own station’s axis', () => {
    const [chart] = parameterCharts(
      [
        line(1, 'Flow', 'Lưu lượng', 'm³/h', null),
        line(2, 'Flow', 'Lưu lượng', 'm³/ngày', 900, 100),
        line(3, 'Flow', 'Lưu lượng', 'm³/h', 60),
      ],
      label,
      limits,
    );
    expect(chart.title).toBe('Lưu lượng');
    expect(chart.axes).toEqual([
      { scale: 'y0', unit: 'm³/h', side: 'left' },
      { scale: 'y1', unit: 'm³/ngày', side: 'right' },
    ]);
    expect(chart.lines).toEqual([
      { label: 'Trạm 1', kind: 'station', scale: 'y0', station: 0 },
      { label: 'Trạm 2', kind: 'station', scale: 'y1', station: 1 },
      { label: 'Trạm 3', kind: 'station', scale: 'y0', station: 2 },
      { label: 'Giới hạn trên — Trạm 2', kind: 'limitMax', scale: 'y1', station: 1 },
      { label: 'Giới hạn dưới — Trạm 2', kind: 'limitMin', scale: 'y1', station: 1 },
      { label: 'Giới hạn trên — Trạm 3', kind: 'limitMax', scale: 'y0', station: 2 },
    ]);
    expect(chart.data.slice(4)).toEqual([
      [900, 900],
      [100, 100],
      [60, 60],
    ]);
  });

  it('names a limit without its station when the chart has one station', () => {
    const [chart] = parameterCharts([line(1, 'pH', 'pH', '', 9, 5.5)], label, limits);
    expect(chart.title).toBe('pH');
    expect(chart.axes).toEqual([{ scale: 'y0', unit: '', side: 'left' }]);
    expect(chart.lines.map((chartLine) => chartLine.label)).toEqual([
      'Trạm 1',
      'Giới hạn trên',
      'Giới hạn dưới',
    ]);
  });

  it('falls back to the code for a series without a name', () => {
    const [chart] = parameterCharts([{ ...series(1, [0], [1]), name: undefined }], label, limits);
    expect(chart.parameter).toBe('COD');
  });
});
