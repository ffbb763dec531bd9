// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signalLossEpisodes, stationCompleteness } from '../../../../server/domain';
import { vnTime } from '../support/records';

const every5 = (start: string, count: number) =>
  Array.from({ length: count }, (_, index) => new Date(vnTime(start).getTime() + index * 300_000));
const day = {
  from: vnTime('2025-03-15 00:00'),
  to: vnTime('2025-03-16 00:00'),
  now: vnTime('2025-03-20 00:00'),
};

describe('signalLossEpisodes', () => {
  it('finds none when records arrive every 5 minutes all day', () => {
    expect(signalLossEpisodes(every5('2025-03-15 00:00', 288), day)).toEqual([]);
  });

  it('reports a gap longer than 60 minutes from the last record to the next', () => {
    const times = [...every5('2025-03-15 00:00', 121), ...every5('2025-03-15 12:00', 144)];
    expect(signalLossEpisodes(times, day)).toEqual([
      {
        start: vnTime('2025-03-15 10:00'),
        end: vnTime('2025-03-15 12:00'),
        durationMinutes: 120,
        open: false,
      },
    ]);
  });

  it('does not report a gap of exactly the window', () => {
    const times = [
      vnTime('2025-03-15 00:00'),
      vnTime('2025-03-15 01:00'),
      ...every5('2025-03-15 01:05', 275),
    ];
    expect(signalLossEpisodes(times, day)).toEqual([]);
  });

  it('reports the whole period when nothing arrived, as open', () => {
    expect(signalLossEpisodes([], day)).toEqual([
      { start: day.from, end: day.to, durationMinutes: 1440, open: true },
    ]);
  });

  it('reports a gap at the start, anchored on the last record before the period and clipped to it', () => {
    const times = every5('2025-03-15 03:00', 252);
    expect(signalLossEpisodes(times, day)).toEqual([
      { start: day.from, end: vnTime('2025-03-15 03:00'), durationMinutes: 180, open: false },
    ]);
    expect(
      signalLossEpisodes(times, { ...day, previousRecordTime: vnTime('2025-03-14 23:30') })[0]
        .start,
    ).toEqual(day.from);
    expect(
      signalLossEpisodes(every5('2025-03-15 00:30', 282), {
        ...day,
        previousRecordTime: vnTime('2025-03-14 23:55'),
      }),
    ).toEqual([]);
  });

  it('reports an open episode up to now for a station that went silent, never into the future', () => {
    const now = vnTime('2025-03-15 18:00');
    const times = every5('2025-03-15 00:00', 193);
    expect(signalLossEpisodes(times, { ...day, now })).toEqual([
      { start: vnTime('2025-03-15 16:00'), end: now, durationMinutes: 120, open: true },
    ]);
  });

  it('counts fault and calibration records too: callers pass every record time (duplicates allowed)', () => {
    const times = [...every5('2025-03-15 00:00', 288), ...every5('2025-03-15 00:00', 288)];
    expect(signalLossEpisodes(times, day)).toEqual([]);
  });

  it('does not count the time before the station existed as lost', () => {
    // First data at 12:00: the morning is not a loss, and neither is its completeness short.
    const times = every5('2025-03-15 12:00', 144);
    const activeSince = vnTime('2025-03-15 12:00');
    expect(signalLossEpisodes(times, { ...day, activeSince })).toEqual([]);
    const records = times.map((time) => ({ time, valid: true }));
    const completeness = stationCompleteness(records, { ...day, activeSince });
    expect([completeness.expectedCount, completeness.validRatio]).toEqual([144, 1]);
  });

  it('counts a registered station that never sent data as lost from its registration', () => {
    const activeSince = vnTime('2025-03-15 20:00');
    expect(signalLossEpisodes([], { ...day, activeSince })).toEqual([
      { start: activeSince, end: day.to, durationMinutes: 240, open: true },
    ]);
    expect(signalLossEpisodes([], { ...day, activeSince: vnTime('2025-03-17 00:00') })).toEqual([]);
  });

  it('uses the per-station window', () => {
    const times = [...every5('2025-03-15 00:00', 12), ...every5('2025-03-15 01:30', 270)];
    expect(signalLossEpisodes(times, day)).toEqual([]);
    expect(signalLossEpisodes(times, { ...day, settings: { signalLossMinutes: 30 } })).toHaveLength(
      1,
    );
  });
});

describe('stationCompleteness', () => {
  it('compares received and valid record slots with the expected count', () => {
    const records = every5('2025-03-15 00:00', 288).map((time, index) => ({
      time,
      valid: index % 4 !== 0,
    }));
    expect(stationCompleteness(records.slice(0, 144), day)).toEqual({
      expectedCount: 288,
      receivedCount: 144,
      validCount: 108,
      receivedRatio: 0.5,
      validRatio: 0.375,
    });
  });

  it('counts several parameters at the same time once and stops at now', () => {
    const times = every5('2025-03-15 00:00', 24);
    const records = [...times, ...times].map((time) => ({ time, valid: true }));
    const result = stationCompleteness(records, { ...day, now: vnTime('2025-03-15 02:00') });
    expect(result).toEqual({
      expectedCount: 24,
      receivedCount: 24,
      validCount: 24,
      receivedRatio: 1,
      validRatio: 1,
    });
  });

  it('is zero for no data and for a period that has not started', () => {
    expect(stationCompleteness([], day)).toMatchObject({
      expectedCount: 288,
      receivedCount: 0,
      receivedRatio: 0,
    });
    expect(stationCompleteness([], { ...day, now: vnTime('2025-03-14 00:00') })).toMatchObject({
      expectedCount: 0,
      receivedRatio: 0,
    });
  });
});

describe('maintenance windows (issue 17)', () => {
  it('a gap inside a window is no loss; the gap before it counts up to its start', () => {
    const times = [...every5('2025-03-15 00:00', 121), ...every5('2025-03-15 14:00', 120)];
    const maintenance = [{ start: vnTime('2025-03-15 11:30'), end: vnTime('2025-03-15 14:00') }];
    expect(signalLossEpisodes(times, { ...day, maintenance })).toEqual([
      {
        start: vnTime('2025-03-15 10:00'),
        end: vnTime('2025-03-15 11:30'),
        durationMinutes: 90,
        open: false,
      },
    ]);
    const covering = [{ start: vnTime('2025-03-15 10:00'), end: vnTime('2025-03-15 14:00') }];
    expect(signalLossEpisodes(times, { ...day, maintenance: covering })).toEqual([]);
  });

  it('a window open at the start of the period or at its end leaves nothing lost', () => {
    const times = every5('2025-03-15 06:00', 120);
    const maintenance = [
      { start: vnTime('2025-03-14 20:00'), end: vnTime('2025-03-15 06:00') },
      { start: vnTime('2025-03-15 16:00'), end: vnTime('2025-03-16 02:00') },
    ];
    expect(
      signalLossEpisodes(times, {
        ...day,
        previousRecordTime: vnTime('2025-03-14 19:55'),
        maintenance,
      }),
    ).toEqual([]);
  });

  it('completeness does not expect the slots of a window', () => {
    const records = every5('2025-03-15 00:00', 288)
      .filter((time) => time < vnTime('2025-03-15 10:00') || time >= vnTime('2025-03-15 12:00'))
      .map((time) => ({ time, valid: true }));
    const maintenance = [{ start: vnTime('2025-03-15 10:00'), end: vnTime('2025-03-15 12:00') }];
    const result = stationCompleteness(records, { ...day, maintenance });
    expect(result).toMatchObject({ expectedCount: 264, receivedCount: 264, validRatio: 1 });
    expect(stationCompleteness(records, day)).toMatchObject({ expectedCount: 288 });
  });
});
