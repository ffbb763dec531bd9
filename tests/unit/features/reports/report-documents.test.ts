import { describe, expect, it } from 'vitest';
import type { ReportFilterValues, TableSection } from '../../../../src/features/report-kit';
import { maintenanceParts } from '../../../../src/features/report-kit';
import {
  exceedanceDocument,
  type ExceedanceReport,
} from '../../../../src/features/reports/exceedance-report';
import {
  signalLossDocument,
  type SignalLossReport,
} from '../../../../src/features/reports/signal-loss-report';

const filter: ReportFilterValues = {
  stationIds: [3, 9],
  parameters: [],
  from: '2025-06-10',
  to: '2025-06-10',
  interval: 'day',
  scope: '',
  year: 2025,
  quarter: 2,
};
const stations = [
  {
    id: 3,
    code: 'PL-NT03',
    name: 'Trạm nước thải sau xử lý',
    kind: 'water' as const,
    customerId: 1,
    customerName: 'Công ty TNHH Dệt nhuộm Phước Long',
    parameters: [
      { code: 'COD', name: 'Nhu cầu oxy hóa học', unit: 'mg/L', limitMin: null, limitMax: 135 },
    ],
  },
];
const station = (id: number, code: string, name: string) => ({
  id,
  code,
  name,
  customerName: 'Công ty TNHH Dệt nhuộm Phước Long',
});

// The API's answer for the integration fixture 'seedEpisodes' plus a quiet second station.
const exceedances: ExceedanceReport = {
  generatedAt: '2025-06-11T01:00:00.000Z',
  episodes: [
    {
      stationId: 3,
      stationCode: 'PL-NT03',
      stationName: 'Trạm nước thải sau xử lý',
      parameter: 'COD',
      start: '2025-06-10T03:00:00.000Z',
      end: '2025-06-10T04:00:00.000Z',
      durationMinutes: 60,
      peakValue: 162,
      peakTime: '2025-06-10T03:30:00.000Z',
      bound: 'max',
      ratioToLimit: 1.2,
      valueCount: 12,
      open: false,
      limit: 135,
    },
    {
      stationId: 3,
      stationCode: 'PL-NT03',
      stationName: 'Trạm nước thải sau xử lý',
      parameter: 'pH',
      start: '2025-06-10T05:00:00.000Z',
      end: '2025-06-10T05:15:00.000Z',
      durationMinutes: 15,
      peakValue: 4.9,
      peakTime: '2025-06-10T05:00:00.000Z',
      bound: 'min',
      ratioToLimit: 0.8909,
      valueCount: 3,
      open: true,
      limit: 5.5,
    },
  ],
  summary: [
    {
      ...station(3, 'PL-NT03', 'Trạm nước thải sau xử lý'),
      episodeCount: 2,
      totalMinutes: 75,
      parameters: [
        {
          parameter: 'COD',
          episodeCount: 1,
          totalMinutes: 60,
          worstPeakValue: 162,
          worstRatioToLimit: 1.2,
          limit: 135,
          bound: 'max',
        },
      ],
    },
    {
      ...station(9, 'PL-NT02', 'Trạm nước thải số 2'),
      episodeCount: 0,
      totalMinutes: 0,
      parameters: [],
    },
  ],
};

describe('exceedance report document', () => {
  const report = exceedanceDocument(exceedances, filter, stations);
  const [summary, episodes] = report.sections as TableSection[];

  it('has the header lines and a per-station summary with totals', () => {
    expect(report.title).toBe('Báo cáo vượt ngưỡng');
    expect(report.meta.map((line) => line.value)).toEqual([
      'Công ty TNHH Dệt nhuộm Phước Long',
      'Trạm nước thải sau xử lý (PL-NT03); Trạm nước thải số 2 (PL-NT02)',
      '10/06/2025',
      '11/06/2025 08:00:00',
    ]);
    expect(summary.rows).toEqual([
      [
        'Trạm nước thải sau xử lý (PL-NT03)',
        // Issue 14: the station's name of the parameter, not its logger code.
        'Nhu cầu oxy hóa học',
        1,
        60,
        { value: '162 mg/L', tone: 'danger' },
        '135 (tối đa)',
        1.2,
      ],
      ['Trạm nước thải số 2 (PL-NT02)', null, 0, 0, null, null, null],
    ]);
    expect(summary.footer?.slice(0, 4)).toEqual(['Tổng cộng', null, 2, 75]);
  });

  it('lists each episode with its limit side, and an open one as ongoing', () => {
    expect(episodes.rows[0][1]).toBe('Nhu cầu oxy hóa học');
    expect(episodes.rows[1]).toEqual([
      'Trạm nước thải sau xử lý (PL-NT03)',
      'pH',
      '2025-06-10T05:00:00.000Z',
      { value: 'Chưa trở lại trong ngưỡng', tone: 'warning' },
      15,
      { value: '4,9', tone: 'danger' },
      '2025-06-10T05:00:00.000Z',
      '5,5 (tối thiểu)',
      0.8909,
    ]);
  });
});

describe('signal-loss report document', () => {
  const answer: SignalLossReport = {
    generatedAt: '2025-06-11T01:00:00.000Z',
    stations: [
      {
        ...station(3, 'PL-NT03', 'Trạm nước thải sau xử lý'),
        signalLossMinutes: 60,
        episodeCount: 1,
        totalMinutes: 95,
        episodes: [
          {
            start: '2025-06-10T07:55:00.000Z',
            end: '2025-06-10T09:30:00.000Z',
            durationMinutes: 95,
            open: false,
          },
        ],
        completeness: {
          expectedCount: 288,
          receivedCount: 270,
          validCount: 200,
          receivedRatio: 0.9375,
          validRatio: 0.6944,
        },
      },
    ],
  };
  const [completeness, episodes] = signalLossDocument(answer, filter).sections as TableSection[];

  it('flags completeness under 75 % and adds the totals', () => {
    expect(completeness.rows[0]).toEqual([
      'Trạm nước thải sau xử lý (PL-NT03)',
      60,
      { value: 1, tone: 'danger' },
      95,
      288,
      270,
      200,
      0.9375,
      { value: 0.6944, tone: 'warning' },
    ]);
    expect(completeness.footer?.slice(2, 7)).toEqual([1, 95, 288, 270, 200]);
  });

  it('lists the episodes', () => {
    expect(episodes.rows).toEqual([
      [
        'Trạm nước thải sau xử lý (PL-NT03)',
        '2025-06-10T07:55:00.000Z',
        '2025-06-10T09:30:00.000Z',
        95,
      ],
    ]);
  });
});

describe('maintenance windows in a report (issue 17)', () => {
  const stations = [{ id: 3, code: 'PL-NT03', name: 'Trạm nước thải sau xử lý' }];
  const window = {
    id: 9,
    stationId: 3,
    reason: 'power_cut' as const,
    note: 'Mất điện lưới',
    startsAt: '2025-06-10T03:00:00.000Z',
    endsAt: '2025-06-10T05:00:00.000Z',
    endedAt: null,
    excludedCount: 24,
  };

  it('adds nothing without a window', () => {
    expect(maintenanceParts([], stations)).toEqual({ notices: [], sections: [] });
    expect(maintenanceParts(undefined, stations)).toEqual({ notices: [], sections: [] });
  });

  it('says how many values were left out and lists each window, a running one as such', () => {
    const running = { ...window, id: 10, endsAt: '2025-06-11T05:00:00.000Z', excludedCount: 3 };
    const parts = maintenanceParts([window, running], stations, new Date('2025-06-11T00:00:00Z'));
    expect(parts.notices).toEqual([
      {
        text: expect.stringContaining('Có 2 kỳ bảo trì trong kỳ báo cáo: 27 giá trị'),
        tone: 'warning',
      },
    ]);
    const [section] = parts.sections;
    expect(section).toMatchObject({ kind: 'table', title: 'Bảo trì trong kỳ báo cáo' });
    expect(section.kind === 'table' && section.rows).toEqual([
      [
        'Trạm nước thải sau xử lý (PL-NT03)',
        'Mất điện',
        '2025-06-10T03:00:00.000Z',
        '2025-06-10T05:00:00.000Z',
        'Mất điện lưới',
        24,
      ],
      [
        'Trạm nước thải sau xử lý (PL-NT03)',
        'Mất điện',
        '2025-06-10T03:00:00.000Z',
        { value: 'Đang bảo trì', tone: 'warning' },
        'Mất điện lưới',
        3,
      ],
    ]);
  });
});
