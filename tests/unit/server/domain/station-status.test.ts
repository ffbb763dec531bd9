// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MONITORING_SETTINGS,
  stationStatus,
  type ParameterLimit,
} from '../../../../server/domain';
import { record, vnTime } from '../support/records';

const limits: Record<string, ParameterLimit> = {
  COD: { kind: 'max', max: 75 },
  TSS: { kind: 'max', max: 50 },
  pH: { kind: 'range', min: 5.5, max: 9 },
};
const now = vnTime('2025-03-15 14:30');

describe('stationStatus', () => {
  it('takes its defaults from the reference conventions', () => {
    expect(DEFAULT_MONITORING_SETTINGS).toEqual({
      recordIntervalMinutes: 5,
      nearRatio: 0.9,
      rangeNearMargin: 0.5,
      signalLossMinutes: 60,
      minValidFraction: 0.75,
    });
  });

  it('is within_threshold when every valid value is well inside its limit', () => {
    const result = stationStatus({
      records: [record('COD', '2025-03-15 14:25', 51.3), record('pH', '2025-03-15 14:25', 7.2)],
      limits,
      now,
    });
    expect(result.status).toBe('within_threshold');
    expect(result.latestTime).toEqual(vnTime('2025-03-15 14:25'));
    expect(result.parameters.map((p) => [p.parameter, p.state])).toEqual([
      ['COD', 'within_threshold'],
      ['pH', 'within_threshold'],
    ]);
  });

  it('is exceed_threshold when one latest valid value breaks its limit, even if another is near', () => {
    const result = stationStatus({
      records: [record('COD', '2025-03-15 14:25', 70), record('TSS', '2025-03-15 14:25', 50.5)],
      limits,
      now,
    });
    expect(result.status).toBe('exceed_threshold');
    expect(result.parameters.map((p) => p.state)).toEqual(['near_threshold', 'exceed_threshold']);
  });

  it('judges pH as a range on both sides', () => {
    expect(
      stationStatus({ records: [record('pH', '2025-03-15 14:25', 5.2)], limits, now }).status,
    ).toBe('exceed_threshold');
    expect(
      stationStatus({ records: [record('pH', '2025-03-15 14:25', 9.3)], limits, now }).status,
    ).toBe('exceed_threshold');
    expect(
      stationStatus({ records: [record('pH', '2025-03-15 14:25', 8.6)], limits, now }).status,
    ).toBe('near_threshold');
  });

  it('uses only the latest record of each parameter', () => {
    const result = stationStatus({
      records: [record('COD', '2025-03-15 14:25', 40), record('COD', '2025-03-15 14:20', 99)],
      limits,
      now,
    });
    expect(result.status).toBe('within_threshold');
    expect(result.parameters[0].value).toBe(40);
  });

  it('never lets calibrating or device-error values decide, but shows them', () => {
    const result = stationStatus({
      records: [
        record('COD', '2025-03-15 14:25', 120, 'calibrating'),
        record('TSS', '2025-03-15 14:25', 400, 'device_error'),
        record('COD', '2025-03-15 14:20', 99),
      ],
      limits,
      now,
    });
    expect(result.status).toBe('within_threshold');
    expect(result.parameters.map((p) => [p.parameter, p.value, p.state])).toEqual([
      ['COD', 120, 'calibrating'],
      ['TSS', 400, 'device_error'],
    ]);
  });

  it('marks a parameter without a limit as no_limit and never judges it', () => {
    const result = stationStatus({
      records: [record('Flow', '2025-03-15 14:25', 9999)],
      limits,
      now,
    });
    expect(result.parameters[0].state).toBe('no_limit');
    expect(result.status).toBe('within_threshold');
  });

  it('applies the per-station near ratio', () => {
    const records = [record('COD', '2025-03-15 14:25', 61)];
    expect(stationStatus({ records, limits, now }).status).toBe('within_threshold');
    expect(stationStatus({ records, limits, now, settings: { nearRatio: 0.8 } }).status).toBe(
      'near_threshold',
    );
  });

  describe('signal loss', () => {
    it('is signal_lost with no record at all', () => {
      expect(stationStatus({ records: [], limits, now })).toEqual({
        status: 'signal_lost',
        latestTime: null,
        parameters: [],
      });
    });

    it('is signal_lost once the newest record is older than the 60-minute window, not at exactly 60', () => {
      const at = (local: string) =>
        stationStatus({ records: [record('COD', local, 80)], limits, now }).status;
      expect(at('2025-03-15 13:30')).toBe('exceed_threshold');
      expect(at('2025-03-15 13:29')).toBe('signal_lost');
    });

    it('takes precedence over an exceedance and keeps the parameters for display', () => {
      const result = stationStatus({
        records: [record('COD', '2025-03-15 10:00', 500)],
        limits,
        now,
      });
      expect(result.status).toBe('signal_lost');
      expect(result.parameters[0].state).toBe('exceed_threshold');
    });

    it('counts calibration and fault records as signs of life (the link works)', () => {
      const records = [
        record('COD', '2025-03-15 14:25', 0, 'device_error'),
        record('TSS', '2025-03-15 10:00', 20),
      ];
      expect(stationStatus({ records, limits, now }).status).toBe('within_threshold');
    });

    it('uses the per-station window and the injected clock', () => {
      const records = [record('COD', '2025-03-15 14:00', 40)];
      expect(
        stationStatus({ records, limits, now, settings: { signalLossMinutes: 15 } }).status,
      ).toBe('signal_lost');
      expect(
        stationStatus({
          records,
          limits,
          now: vnTime('2025-03-15 14:10'),
          settings: { signalLossMinutes: 15 },
        }).status,
      ).toBe('within_threshold');
    });
  });
});
