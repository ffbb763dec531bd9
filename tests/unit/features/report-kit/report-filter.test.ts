import { describe, expect, it } from 'vitest';
import {
  defaultFilter,
  linkedStationFilter,
  presetRange,
  reportFilterSchema,
  spanDays,
  type FilterConfig,
  type ReportFilterValues,
} from '../../../../src/features/report-kit/report-filter';

// 23/11/2026 00:30 in Vietnam: the UTC date is still the 22nd.
const NOW = new Date('2026-11-22T17:30:00Z');
const RANGE: FilterConfig = { stations: 'multiple', parameters: true };
const AVERAGES: FilterConfig = { stations: 'multiple', parameters: true, intervals: true };
const FEE: FilterConfig = { stations: 'fee', stationKind: 'water' };

const base: ReportFilterValues = {
  stationIds: [1],
  parameters: [],
  from: '2026-11-01',
  to: '2026-11-23',
  interval: 'day',
  scope: '',
  year: 2026,
  quarter: 4,
};

async function errorsOf(config: FilterConfig, change: Partial<ReportFilterValues>) {
  try {
    await reportFilterSchema(config, NOW).validate({ ...base, ...change }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('report filter validation', () => {
  it('accepts a valid range ending today in Vietnam', async () => {
    expect(await errorsOf(RANGE, {})).toEqual([]);
  });

  it('asks for at least one station and at most twenty', async () => {
    expect(await errorsOf(RANGE, { stationIds: [] })).toEqual(['Vui lòng chọn ít nhất một trạm']);
    const many = Array.from({ length: 21 }, (_, index) => index + 1);
    expect(await errorsOf(RANGE, { stationIds: many })).toEqual(['Chọn tối đa 20 trạm']);
  });

  it('checks the dates: real, ordered, not in the future', async () => {
    expect(await errorsOf(RANGE, { from: '2026-02-30' })).toEqual([
      'Ngày không hợp lệ (dd/mm/yyyy)',
    ]);
    expect(await errorsOf(RANGE, { from: '2026-11-10', to: '2026-11-09' })).toEqual([
      'Ngày kết thúc phải từ ngày bắt đầu trở đi',
    ]);
    expect(await errorsOf(RANGE, { to: '2026-11-24' })).toEqual([
      'Không chọn ngày trong tương lai',
    ]);
    expect(await errorsOf(RANGE, { from: '' })).toContain('Vui lòng chọn ngày');
  });

  it('caps the period like the server: a year for raw values, 92 days of hourly means', async () => {
    expect(spanDays('2025-11-23', '2026-11-23')).toBe(366);
    expect(await errorsOf(RANGE, { from: '2025-11-23' })).toEqual([]);
    expect(await errorsOf(RANGE, { from: '2025-11-22' })).toEqual([
      'Khoảng thời gian tối đa 366 ngày',
    ]);
    expect(await errorsOf(AVERAGES, { interval: 'hour', from: '2026-08-01' })).toEqual([
      'Khoảng thời gian tối đa 92 ngày',
    ]);
    expect(await errorsOf(AVERAGES, { interval: 'month', from: '2023-01-01' })).toEqual([]);
  });

  it('asks a fee report for a scope and a quarter that has begun', async () => {
    expect(await errorsOf(FEE, { stationIds: [], scope: '' })).toEqual([
      'Vui lòng chọn trạm hoặc cơ sở',
    ]);
    expect(await errorsOf(FEE, { stationIds: [], scope: 'station:7' })).toEqual([]);
    expect(await errorsOf(FEE, { scope: 'customer:2', year: 2027 })).toEqual([
      'Năm phải từ 2020 đến 2026',
    ]);
    // Q4 has begun; nothing later exists, but a past year's Q4 is fine.
    expect(await errorsOf(FEE, { scope: 'customer:2', year: 2025, quarter: 4 })).toEqual([]);
    expect(await errorsOf(FEE, { scope: 'customer:2', quarter: 0 })).toEqual([]);
  });
});

describe('filter defaults and quick periods', () => {
  it('starts with the last seven Vietnamese days and the current quarter', () => {
    const filter = defaultFilter(RANGE, [3, 1], '', NOW);
    expect(filter).toMatchObject({ stationIds: [3, 1], from: '2026-11-17', to: '2026-11-23' });
    expect(defaultFilter(FEE, [3], 'customer:2', NOW)).toMatchObject({
      stationIds: [],
      scope: 'customer:2',
      year: 2026,
      quarter: 4,
    });
  });

  it('computes the quick periods with date-fns in the Vietnamese calendar', () => {
    expect(presetRange('today', NOW)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(presetRange('last7', NOW)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(presetRange('thisMonth', NOW)).toEqual({ from: '2026-11-01', to: '2026-11-23' });
    expect(presetRange('lastMonth', NOW)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('lastMonth', new Date('2026-03-05T00:00:00Z'))).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });
});

describe('the filter a station link opens with', () => {
  it('keeps that station alone and today in Vietnam', () => {
    const defaults = defaultFilter(RANGE, [1, 2, 3], '', NOW);
    expect(linkedStationFilter(defaults, 2, NOW)).toEqual({
      ...defaults,
      stationIds: [2],
      from: '2026-11-23',
      to: '2026-11-23',
    });
  });
});
