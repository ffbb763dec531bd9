// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  daysInVietnamMonth,
  formatVietnamTime,
  monthsOf,
  nextPeriodStart,
  periodBounds,
  periodBuckets,
  periodLabel,
  quarterSpan,
  quartersOf,
  startOfPeriod,
  vietnamDateStart,
} from '../../../../server/domain';
import { vnTime } from '../support/records';

describe('Vietnam local calendar', () => {
  it('starts hours, days and months at local midnight (17:00 UTC the day before)', () => {
    const lateEvening = vnTime('2025-03-31 23:30');
    expect(startOfPeriod('hour', lateEvening).toISOString()).toBe('2025-03-31T16:00:00.000Z');
    expect(startOfPeriod('day', lateEvening).toISOString()).toBe('2025-03-30T17:00:00.000Z');
    expect(startOfPeriod('month', lateEvening).toISOString()).toBe('2025-02-28T17:00:00.000Z');
    expect(startOfPeriod('day', new Date('2025-03-31T17:00:00.000Z')).toISOString()).toBe(
      '2025-03-31T17:00:00.000Z',
    );
  });

  it('steps to the next period across month and year ends', () => {
    expect(nextPeriodStart('month', vnTime('2025-12-01 00:00'))).toEqual(
      vnTime('2026-01-01 00:00'),
    );
    expect(nextPeriodStart('day', vnTime('2024-02-28 00:00'))).toEqual(vnTime('2024-02-29 00:00'));
    expect(nextPeriodStart('hour', vnTime('2025-03-31 23:00'))).toEqual(vnTime('2025-04-01 00:00'));
  });

  it('lists the whole local periods overlapping a range', () => {
    const days = periodBuckets('day', vnTime('2025-01-30 12:00'), vnTime('2025-02-01 00:01'));
    expect(days.map((bucket) => formatVietnamTime(bucket.start, 'yyyy-MM-dd'))).toEqual([
      '2025-01-30',
      '2025-01-31',
      '2025-02-01',
    ]);
    expect(periodBuckets('hour', vnTime('2025-01-30 12:00'), vnTime('2025-01-30 12:00'))).toEqual(
      [],
    );
  });

  it('knows month lengths and formats local times', () => {
    expect(daysInVietnamMonth(vnTime('2024-02-10 00:00'))).toBe(29);
    expect(daysInVietnamMonth(new Date('2025-01-31T17:30:00.000Z'))).toBe(28);
    expect(formatVietnamTime(new Date('2025-03-15T17:05:00.000Z'))).toBe('16/03/2025 00:05');
    expect(vietnamDateStart(2026, 1)).toEqual(vnTime('2026-01-01 00:00'));
  });
});

describe('fee periods', () => {
  it('spans a quarter in local dates with its day count', () => {
    expect(quarterSpan(2025, 1)).toEqual({
      year: 2025,
      quarter: 1,
      start: vnTime('2025-01-01 00:00'),
      end: vnTime('2025-04-01 00:00'),
      firstDay: '2025-01-01',
      lastDay: '2025-03-31',
      days: 90,
    });
    expect(quarterSpan(2024, 1).days).toBe(91);
    expect(quarterSpan(2025, 4)).toMatchObject({
      end: vnTime('2026-01-01 00:00'),
      lastDay: '2025-12-31',
      days: 92,
    });
  });

  it('splits a year into four quarters and labels periods in Vietnamese', () => {
    expect(quartersOf({ year: 2025 }).map((span) => span.quarter)).toEqual([1, 2, 3, 4]);
    expect(periodBounds({ year: 2025 })).toEqual({
      start: vnTime('2025-01-01 00:00'),
      end: vnTime('2026-01-01 00:00'),
      days: 365,
    });
    expect(periodLabel({ year: 2026, quarter: 1 })).toBe('Quý 1/2026');
    expect(periodLabel({ year: 2026 })).toBe('Năm 2026');
    expect(monthsOf(quarterSpan(2025, 3))).toEqual(['2025-07', '2025-08', '2025-09']);
  });
});
