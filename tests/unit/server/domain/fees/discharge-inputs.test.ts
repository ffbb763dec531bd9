// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dischargedVolume, meanConcentration } from '../../../../../server/domain';
import { constantSeries, record, vnTime } from '../../support/records';

const day = { from: vnTime('2025-03-15 00:00'), to: vnTime('2025-03-16 00:00') };

describe('dischargedVolume', () => {
  it('integrates m³/h over 5-minute intervals: 12.5 m³/h all day = 300 m³', () => {
    const volume = dischargedVolume(constantSeries('Flow', '2025-03-15 00:00', 12.5, 288), {
      ...day,
      flowUnit: 'm3/h',
    });
    expect(volume).toEqual({
      volumeM3: 300,
      validCount: 288,
      expectedCount: 288,
      coverage: 1,
      excludedCount: 0,
      measuredHours: 24,
      daysWithData: 1,
    });
  });

  it('converts m³/s and m³/day', () => {
    const perSecond = dischargedVolume(constantSeries('Flow', '2025-03-15 00:00', 0.01, 288), {
      ...day,
      flowUnit: 'm3/s',
    });
    expect(perSecond.volumeM3).toBeCloseTo(864, 9);
    const perDay = dischargedVolume(constantSeries('Flow', '2025-03-15 00:00', 300, 288), {
      ...day,
      flowUnit: 'm3/day',
    });
    expect(perDay.volumeM3).toBeCloseTo(300, 9);
  });

  it('adds nothing for faulty, calibrating or missing intervals and reports the coverage', () => {
    const records = [
      ...constantSeries('Flow', '2025-03-15 00:00', 12, 144),
      record('Flow', '2025-03-15 12:00', 9999, 'device_error'),
      record('Flow', '2025-03-15 12:05', 9999, 'calibrating'),
    ];
    const volume = dischargedVolume(records, { ...day, flowUnit: 'm3/h' });
    expect(volume).toEqual({
      volumeM3: 144,
      validCount: 144,
      expectedCount: 288,
      coverage: 0.5,
      excludedCount: 2,
      measuredHours: 12,
      daysWithData: 1,
    });
  });

  it('ignores records outside the period (crossing a month boundary) and counts resent ones once', () => {
    const records = constantSeries('Flow', '2025-03-31 23:00', 12, 24);
    const march = dischargedVolume([...records, ...records], {
      from: vnTime('2025-03-01 00:00'),
      to: vnTime('2025-04-01 00:00'),
      flowUnit: 'm3/h',
    });
    const april = dischargedVolume(records, {
      from: vnTime('2025-04-01 00:00'),
      to: vnTime('2025-05-01 00:00'),
      flowUnit: 'm3/h',
    });
    expect([march.volumeM3, april.volumeM3]).toEqual([12, 12]);
  });

  it('is zero with no data', () => {
    expect(dischargedVolume([], { ...day, flowUnit: 'm3/h' })).toMatchObject({
      volumeM3: 0,
      coverage: 0,
    });
  });
});

describe('meanConcentration', () => {
  it('averages valid values only and is null without any', () => {
    const records = [
      record('COD', '2025-03-15 01:00', 50),
      record('COD', '2025-03-15 02:00', 70),
      record('COD', '2025-03-15 03:00', 999, 'calibrating'),
    ];
    expect(meanConcentration(records, day.from, day.to)).toBe(60);
    expect(meanConcentration([records[2]], day.from, day.to)).toBeNull();
  });
});
