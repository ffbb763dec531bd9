// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  averagesAsRecords,
  dailyAverages,
  hourlyAverages,
  limitState,
  monthlyAverages,
  periodAverages,
  type MeasurementRecord,
} from '../../../../server/domain';
import { constantSeries, record, series, vnTime } from '../support/records';

const range = (from: string, to: string) => ({ from: vnTime(from), to: vnTime(to) });

/** Every 5-minute slot of `hours` local hours from `start`, constant value. */
const fullHours = (parameter: string, start: string, hours: number, value: number) =>
  constantSeries(parameter, start, value, hours * 12);

describe('hourlyAverages', () => {
  it('reproduces the reference worked example: the calibrating value is excluded, mean 51.3', () => {
    const values = [48, 50, 52, 51, 49, 120, 50, 53, 55, 54, 52, 50];
    const records = series('COD', '2025-03-15 14:00', values).map((r, index) =>
      index === 5 ? { ...r, deviceStatus: 'calibrating' as const } : r,
    );
    const [hour] = hourlyAverages(records, range('2025-03-15 14:00', '2025-03-15 15:00'));
    expect(hour).toMatchObject({
      parameter: 'COD',
      period: 'hour',
      start: vnTime('2025-03-15 14:00'),
      end: vnTime('2025-03-15 15:00'),
      validCount: 11,
      expectedCount: 12,
      requiredCount: 9,
      sufficient: true,
      partial: false,
      excludedCount: 1,
      min: 48,
      max: 55,
    });
    expect(hour.value).toBeCloseTo(564 / 11, 10);
    expect(Math.round((hour.value as number) * 10) / 10).toBe(51.3);
    expect(hour.completeness).toBeCloseTo(11 / 12, 10);
    const limit = { kind: 'max', max: 75 } as const;
    expect(limitState(hour.value as number, limit, { nearRatio: 0.9, rangeNearMargin: 0.5 })).toBe(
      'within_threshold',
    );
  });

  it('needs 9 of 12 valid values: 8 are marked insufficient but still averaged', () => {
    const eight = constantSeries('COD', '2025-03-15 14:00', 40, 8);
    const nine = constantSeries('COD', '2025-03-15 15:00', 40, 9);
    const [h14, h15] = hourlyAverages(
      [...eight, ...nine],
      range('2025-03-15 14:00', '2025-03-15 16:00'),
    );
    expect([h14.validCount, h14.sufficient, h14.value]).toEqual([8, false, 40]);
    expect([h15.validCount, h15.sufficient, h15.value]).toEqual([9, true, 40]);
  });

  it('excludes device-error and calibration values from the mean and from the valid count', () => {
    const records = [
      ...constantSeries('COD', '2025-03-15 14:00', 40, 9),
      record('COD', '2025-03-15 14:45', 900, 'device_error'),
      record('COD', '2025-03-15 14:50', 900, 'calibrating'),
      record('COD', '2025-03-15 14:55', 900, 'calibrating'),
    ];
    const [hour] = hourlyAverages(records, range('2025-03-15 14:00', '2025-03-15 15:00'));
    expect(hour).toMatchObject({
      value: 40,
      max: 40,
      validCount: 9,
      excludedCount: 3,
      sufficient: true,
    });
  });

  it('returns every hour of the range even with no data at all, marked and valueless', () => {
    const hours = hourlyAverages([], {
      ...range('2025-03-15 14:00', '2025-03-15 17:00'),
      parameters: ['COD'],
    });
    expect(hours).toHaveLength(3);
    expect(
      hours.every((h) => h.value === null && h.validCount === 0 && !h.sufficient && h.min === null),
    ).toBe(true);
    expect(hourlyAverages([], range('2025-03-15 14:00', '2025-03-15 17:00'))).toEqual([]);
  });

  it('buckets by the local hour, labelled by its start', () => {
    const records = [record('COD', '2025-03-15 14:59', 10), record('COD', '2025-03-15 15:00', 20)];
    const hours = hourlyAverages(records, range('2025-03-15 14:00', '2025-03-15 16:00'));
    expect(hours.map((h) => [h.start.toISOString(), h.value])).toEqual([
      ['2025-03-15T07:00:00.000Z', 10],
      ['2025-03-15T08:00:00.000Z', 20],
    ]);
  });

  it('marks an hour cut by the range as partial and judges it against the full hour', () => {
    const records = fullHours('COD', '2025-03-15 14:00', 1, 40);
    const [hour] = hourlyAverages(records, range('2025-03-15 14:30', '2025-03-15 15:00'));
    expect(hour).toMatchObject({
      start: vnTime('2025-03-15 14:00'),
      partial: true,
      validCount: 6,
      sufficient: false,
    });
  });

  it('counts a resent record (same time) once', () => {
    const records = constantSeries('COD', '2025-03-15 14:00', 40, 12);
    const [hour] = hourlyAverages(
      [...records, ...records],
      range('2025-03-15 14:00', '2025-03-15 15:00'),
    );
    expect(hour.validCount).toBe(12);
    expect(hour.completeness).toBe(1);
  });

  it('keeps parameters apart and follows the station record interval', () => {
    const records = [
      ...constantSeries('COD', '2025-03-15 14:00', 40, 12),
      ...constantSeries('TSS', '2025-03-15 14:00', 20, 6, 10),
    ];
    const hours = hourlyAverages(records, {
      ...range('2025-03-15 14:00', '2025-03-15 15:00'),
      settings: { recordIntervalMinutes: 10 },
    });
    const tss = hours.find((h) => h.parameter === 'TSS');
    expect(tss).toMatchObject({
      expectedCount: 6,
      requiredCount: 5,
      validCount: 6,
      sufficient: true,
      value: 20,
    });
  });
});

describe('dailyAverages', () => {
  it('uses the Asia/Ho_Chi_Minh day, not the UTC day', () => {
    const records = [
      ...fullHours('COD', '2025-03-15 00:00', 24, 10),
      ...fullHours('COD', '2025-03-16 00:00', 24, 20),
    ];
    const days = dailyAverages(records, range('2025-03-15 00:00', '2025-03-17 00:00'));
    expect(days.map((d) => [d.start.toISOString(), d.value, d.validCount, d.sufficient])).toEqual([
      ['2025-03-14T17:00:00.000Z', 10, 24, true],
      ['2025-03-15T17:00:00.000Z', 20, 24, true],
    ]);
  });

  it('puts 23:55 and 00:00 local (the same UTC date) in different days', () => {
    const records = [record('COD', '2025-03-15 23:55', 1), record('COD', '2025-03-16 00:00', 2)];
    expect(records[0].time.toISOString().slice(0, 10)).toBe(
      records[1].time.toISOString().slice(0, 10),
    );
    const hours = hourlyAverages(records, range('2025-03-15 23:00', '2025-03-16 01:00'));
    expect(hours.map((h) => [h.start.toISOString(), h.max])).toEqual([
      ['2025-03-15T16:00:00.000Z', 1],
      ['2025-03-15T17:00:00.000Z', 2],
    ]);
  });

  it('averages the valid hourly means only: an insufficient hour does not pull the mean', () => {
    const records = [
      ...fullHours('COD', '2025-03-15 00:00', 20, 30),
      ...constantSeries('COD', '2025-03-15 20:00', 1000, 8),
    ];
    const [day] = dailyAverages(records, range('2025-03-15 00:00', '2025-03-16 00:00'));
    expect(day).toMatchObject({
      value: 30,
      validCount: 20,
      expectedCount: 24,
      requiredCount: 18,
      sufficient: true,
    });
  });

  it('needs 18 of 24 valid hours', () => {
    const enough = dailyAverages(
      fullHours('COD', '2025-03-15 00:00', 18, 30),
      range('2025-03-15 00:00', '2025-03-16 00:00'),
    );
    const short = dailyAverages(
      fullHours('COD', '2025-03-15 00:00', 17, 30),
      range('2025-03-15 00:00', '2025-03-16 00:00'),
    );
    expect([enough[0].sufficient, short[0].sufficient]).toEqual([true, false]);
    expect(short[0].value).toBe(30);
    expect(short[0].completeness).toBeCloseTo(17 / 24, 10);
  });

  it('marks a day that is only partly in the range', () => {
    const records = fullHours('COD', '2025-03-15 00:00', 24, 30);
    const [day] = dailyAverages(records, range('2025-03-15 12:00', '2025-03-16 00:00'));
    expect(day).toMatchObject({ partial: true, validCount: 12, sufficient: false, value: 30 });
  });

  it('adds up the excluded device values of the day', () => {
    const records = [
      ...fullHours('COD', '2025-03-15 00:00', 24, 30),
      record('COD', '2025-03-15 10:02', 0, 'device_error'),
    ];
    expect(
      dailyAverages(records, range('2025-03-15 00:00', '2025-03-16 00:00'))[0].excludedCount,
    ).toBe(1);
  });
});

describe('monthlyAverages', () => {
  it('splits a range crossing a month boundary into local months with their own day counts', () => {
    const records = [
      ...fullHours('COD', '2025-01-31 00:00', 24, 10),
      ...fullHours('COD', '2025-02-01 00:00', 24, 20),
    ];
    const months = monthlyAverages(records, range('2025-01-31 00:00', '2025-02-02 00:00'));
    expect(
      months.map((m) => [
        m.start.toISOString(),
        m.value,
        m.validCount,
        m.expectedCount,
        m.requiredCount,
        m.partial,
      ]),
    ).toEqual([
      ['2024-12-31T17:00:00.000Z', 10, 1, 31, 24, true],
      ['2025-01-31T17:00:00.000Z', 20, 1, 28, 21, true],
    ]);
    const days = dailyAverages(records, range('2025-01-31 00:00', '2025-02-02 00:00'));
    expect(days.map((d) => d.value)).toEqual([10, 20]);
  });

  it('needs 75 % of the days of the month (21 of 28 in February 2025)', () => {
    const build = (days: number): MeasurementRecord[] =>
      fullHours('COD', '2025-02-01 00:00', days * 24, 25);
    const february = range('2025-02-01 00:00', '2025-03-01 00:00');
    const [full] = monthlyAverages(build(21), february);
    const [short] = monthlyAverages(build(20), february);
    expect([full.validCount, full.sufficient, full.value, full.partial]).toEqual([
      21,
      true,
      25,
      false,
    ]);
    expect([short.validCount, short.sufficient]).toEqual([20, false]);
  });
});

describe('periodAverages and averagesAsRecords', () => {
  it('dispatches by period and turns sufficient means into records', () => {
    const records = [
      ...constantSeries('COD', '2025-03-15 14:00', 40, 12),
      ...constantSeries('COD', '2025-03-15 15:00', 40, 3),
    ];
    const hours = periodAverages('hour', records, range('2025-03-15 14:00', '2025-03-15 16:00'));
    expect(averagesAsRecords(hours)).toEqual([
      { parameter: 'COD', time: vnTime('2025-03-15 14:00'), value: 40, deviceStatus: 'measuring' },
    ]);
    expect(
      periodAverages('day', records, range('2025-03-15 00:00', '2025-03-16 00:00'))[0].period,
    ).toBe('day');
    expect(
      periodAverages('month', records, range('2025-03-01 00:00', '2025-04-01 00:00'))[0].period,
    ).toBe('month');
  });
});
