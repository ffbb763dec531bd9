// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  averagesAsRecords,
  exceedanceEpisodes,
  exceedanceSummary,
  hourlyAverages,
  type ParameterLimit,
} from '../../../../server/domain';
import { record, series, vnTime } from '../support/records';

const limits: Record<string, ParameterLimit> = {
  COD: { kind: 'max', max: 75 },
  pH: { kind: 'range', min: 5.5, max: 9 },
};

describe('exceedanceEpisodes', () => {
  it('finds one episode with start, end, duration, peak, limit and ratio', () => {
    const records = series('COD', '2025-03-15 14:00', [50, 80, 90, 100, 76, 70, 60]);
    const [episode, ...rest] = exceedanceEpisodes(records, { limits });
    expect(rest).toEqual([]);
    expect(episode).toEqual({
      stationId: null,
      parameter: 'COD',
      start: vnTime('2025-03-15 14:05'),
      end: vnTime('2025-03-15 14:25'),
      durationMinutes: 20,
      peakValue: 100,
      peakTime: vnTime('2025-03-15 14:15'),
      bound: 'max',
      limitValue: 75,
      ratioToLimit: 100 / 75,
      valueCount: 4,
      open: false,
    });
  });

  it('judges each value by the limit of its time, and ends an episode where its limit changes', () => {
    // 75 until 15/03 00:00 (local), then 60; no limit before 14/03.
    const schedule = {
      COD: [
        { from: vnTime('2025-03-14 00:00'), limit: { kind: 'max', max: 75 } },
        { from: vnTime('2025-03-15 00:00'), limit: { kind: 'max', max: 60 } },
      ] as const,
    };
    const records = [
      ...series('COD', '2025-03-13 23:50', [500, 500]),
      ...series('COD', '2025-03-14 23:45', [70, 80, 80, 80, 65, 50]),
    ];
    const episodes = exceedanceEpisodes(records, { limits: schedule });
    expect(
      episodes.map((e) => [e.start, e.end, e.limitValue, e.peakValue, e.valueCount, e.open]),
    ).toEqual([
      [vnTime('2025-03-14 23:50'), vnTime('2025-03-15 00:00'), 75, 80, 2, false],
      [vnTime('2025-03-15 00:00'), vnTime('2025-03-15 00:10'), 60, 80, 2, false],
    ]);
    // The same run under today's limit alone would be one episode from 23:45.
    expect(
      exceedanceEpisodes(records, { limits: { COD: { kind: 'max', max: 60 } } })[1]!.start,
    ).toEqual(vnTime('2025-03-14 23:45'));
  });

  it('does not count a value equal to the limit', () => {
    expect(exceedanceEpisodes(series('COD', '2025-03-15 14:00', [75, 75]), { limits })).toEqual([]);
  });

  it('splits two breaches separated by a valid value within the limit', () => {
    const episodes = exceedanceEpisodes(series('COD', '2025-03-15 14:00', [80, 60, 85]), {
      limits,
    });
    expect(episodes.map((e) => [e.start, e.durationMinutes, e.peakValue])).toEqual([
      [vnTime('2025-03-15 14:00'), 5, 80],
      [vnTime('2025-03-15 14:10'), 5, 85],
    ]);
  });

  it('never overlaps episodes when values come faster than the record interval', () => {
    // COD every 30 s: over at 23:01, back within at 23:01:30, over again at 23:02.
    const first = vnTime('2025-03-15 23:01');
    const records = series('COD', first, [80, 60, 85, 60], 0.5);
    const episodes = exceedanceEpisodes(records, { limits });
    expect(episodes.map((e) => [e.start, e.end])).toEqual([
      [first, new Date(first.getTime() + 30_000)],
      [new Date(first.getTime() + 60_000), new Date(first.getTime() + 90_000)],
    ]);
    for (let i = 1; i < episodes.length; i += 1) {
      expect(episodes[i].start.getTime()).toBeGreaterThanOrEqual(episodes[i - 1].end.getTime());
    }
  });

  it('ignores calibration and device-error values: they neither start, extend nor end an episode', () => {
    const records = [
      record('COD', '2025-03-15 14:00', 80),
      record('COD', '2025-03-15 14:05', 10, 'calibrating'),
      record('COD', '2025-03-15 14:10', 500, 'device_error'),
      record('COD', '2025-03-15 14:15', 82),
      record('COD', '2025-03-15 14:20', 60),
      record('COD', '2025-03-15 15:00', 999, 'calibrating'),
    ];
    const episodes = exceedanceEpisodes(records, { limits });
    expect(episodes).toHaveLength(1);
    expect(episodes[0]).toMatchObject({
      start: vnTime('2025-03-15 14:00'),
      end: vnTime('2025-03-15 14:20'),
      peakValue: 82,
      valueCount: 2,
    });
  });

  it('ends an episode at a data gap longer than the signal-loss window', () => {
    const records = [
      record('COD', '2025-03-15 14:00', 80),
      record('COD', '2025-03-15 15:01', 81),
      record('COD', '2025-03-15 16:01', 82),
    ];
    const episodes = exceedanceEpisodes(records, { limits });
    expect(episodes.map((e) => e.start)).toEqual([
      vnTime('2025-03-15 14:00'),
      vnTime('2025-03-15 15:01'),
    ]);
    expect(episodes[1].valueCount).toBe(2);
  });

  it('marks an episode still breaching at the end of the data as open', () => {
    const [episode] = exceedanceEpisodes(series('COD', '2025-03-15 14:00', [60, 80, 90]), {
      limits,
    });
    expect(episode).toMatchObject({
      open: true,
      end: vnTime('2025-03-15 14:15'),
      durationMinutes: 10,
    });
  });

  it('treats pH below and above the range as separate episodes with their own bound', () => {
    const episodes = exceedanceEpisodes(series('pH', '2025-03-15 14:00', [5.2, 5.0, 9.4, 9.6, 7]), {
      limits,
    });
    expect(episodes.map((e) => [e.bound, e.limitValue, e.peakValue, e.valueCount])).toEqual([
      ['min', 5.5, 5.0, 2],
      ['max', 9, 9.6, 2],
    ]);
    expect(episodes[0].ratioToLimit).toBeCloseTo(5 / 5.5, 10);
  });

  it('skips parameters without a limit and sorts episodes of several parameters by start', () => {
    const records = [
      ...series('pH', '2025-03-15 14:10', [4]),
      ...series('COD', '2025-03-15 14:00', [80]),
      ...series('Flow', '2025-03-15 14:00', [1e6]),
    ];
    expect(exceedanceEpisodes(records, { limits }).map((e) => e.parameter)).toEqual(['COD', 'pH']);
  });

  it('accepts unsorted input', () => {
    const records = series('COD', '2025-03-15 14:00', [80, 90, 60]).reverse();
    expect(exceedanceEpisodes(records, { limits })[0]).toMatchObject({
      start: vnTime('2025-03-15 14:00'),
      valueCount: 2,
    });
  });

  it('can judge hourly means instead of raw values (one-hour spans)', () => {
    const spike = series(
      'COD',
      '2025-03-15 14:00',
      [60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 200],
    );
    const high = series(
      'COD',
      '2025-03-15 15:00',
      [80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80],
    );
    const records = [...spike, ...high];
    expect(exceedanceEpisodes(records, { limits })).toHaveLength(1);
    const hourly = averagesAsRecords(
      hourlyAverages(records, { from: vnTime('2025-03-15 14:00'), to: vnTime('2025-03-15 16:00') }),
    );
    const episodes = exceedanceEpisodes(hourly, { limits, valueIntervalMinutes: 60 });
    expect(episodes).toHaveLength(1);
    expect(episodes[0]).toMatchObject({
      start: vnTime('2025-03-15 15:00'),
      end: vnTime('2025-03-15 16:00'),
      durationMinutes: 60,
      peakValue: 80,
    });
  });

  it('returns nothing for no data', () => {
    expect(exceedanceEpisodes([], { limits })).toEqual([]);
  });

  it('echoes the station on every episode', () => {
    const episodes = exceedanceEpisodes(series('COD', '2025-03-15 14:00', [80]), {
      limits,
      stationId: 'st-1',
    });
    expect(episodes[0].stationId).toBe('st-1');
  });
});

describe('exceedanceSummary', () => {
  it('counts episodes and minutes per station and parameter and keeps the worst', () => {
    const codA = exceedanceEpisodes(series('COD', '2025-03-15 14:00', [80, 60, 150, 140, 60]), {
      limits,
      stationId: 'A',
    });
    const phA = exceedanceEpisodes(series('pH', '2025-03-15 14:00', [9.5, 7, 4]), {
      limits,
      stationId: 'A',
    });
    const codB = exceedanceEpisodes(series('COD', '2025-03-15 14:00', [76]), {
      limits,
      stationId: 'B',
    });
    const summary = exceedanceSummary([...codA, ...phA, ...codB]);
    expect(
      summary.map((s) => [
        s.stationId,
        s.parameter,
        s.episodeCount,
        s.totalMinutes,
        s.worst.peakValue,
      ]),
    ).toEqual([
      ['A', 'COD', 2, 15, 150],
      ['A', 'pH', 2, 10, 4],
      ['B', 'COD', 1, 5, 76],
    ]);
    expect(exceedanceSummary([])).toEqual([]);
  });
});
