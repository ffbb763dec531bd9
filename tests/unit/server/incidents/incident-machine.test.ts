import { describe, expect, it } from 'vitest';
import type { ParameterLimit } from '../../../../server/domain/parameter-limit';
import {
  breachDistance,
  incidentTransition,
  type Observation,
  type RunningIncident,
} from '../../../../server/incidents/incident-machine';

const COD: ParameterLimit = { kind: 'max', max: 100 };
const DO: ParameterLimit = { kind: 'range', min: 4, max: Number.POSITIVE_INFINITY };
const t = (minute: number) => new Date(Date.UTC(2026, 10, 27, 3, minute));

const exceeding = (
  value: number,
  minute: number,
  limit: ParameterLimit = COD,
  parameter = 'COD',
): Observation => ({
  kind: 'exceedance',
  parameter,
  problem: true,
  value,
  time: t(minute),
  limit,
});
const running = (over: Partial<RunningIncident> = {}): RunningIncident => ({
  id: 7,
  kind: 'exceedance',
  parameter: 'COD',
  peakValue: 120,
  limit: COD,
  lastAt: t(5),
  ...over,
});

describe('incident state machine', () => {
  it('an exceedance with nothing running opens an incident at the value and its limit', () => {
    expect(incidentTransition(undefined, exceeding(120, 5))).toEqual({
      type: 'open',
      startedAt: t(5),
      value: 120,
      limit: COD,
    });
  });

  it('a worse value while it lasts is the new peak; a milder one only updates the last value', () => {
    expect(incidentTransition(running(), exceeding(150, 6))).toEqual({
      type: 'update',
      id: 7,
      value: 150,
      time: t(6),
      peak: { value: 150, time: t(6) },
    });
    expect(incidentTransition(running(), exceeding(110, 6))).toEqual({
      type: 'update',
      id: 7,
      value: 110,
      time: t(6),
    });
  });

  it('the worst value seen in between counts even when the newest is milder', () => {
    const observation = { ...exceeding(110, 8), worst: { value: 170, time: t(7) } };
    expect(incidentTransition(running(), observation)).toMatchObject({
      type: 'update',
      value: 110,
      peak: { value: 170, time: t(7) },
    });
  });

  it('below a minimum, lower is worse', () => {
    const oxygen = running({ parameter: 'DO', peakValue: 3, limit: DO });
    expect(breachDistance(2, DO)).toBe(2);
    expect(incidentTransition(oxygen, exceeding(2, 6, DO, 'DO'))).toMatchObject({
      peak: { value: 2 },
    });
    expect(incidentTransition(oxygen, exceeding(3.5, 7, DO, 'DO'))).not.toHaveProperty('peak');
  });

  it('a value already seen (timer tick, resend) changes nothing', () => {
    expect(incidentTransition(running(), exceeding(200, 5))).toEqual({ type: 'none' });
  });

  it('back to normal resolves the running incident at that value time; nothing running, nothing', () => {
    const back: Observation = { kind: 'exceedance', parameter: 'COD', problem: false, time: t(9) };
    expect(incidentTransition(running(), back)).toEqual({ type: 'resolve', id: 7, at: t(9) });
    expect(incidentTransition(undefined, back)).toEqual({ type: 'none' });
  });

  it('a worse value measured just before the end becomes the peak as it resolves', () => {
    const back: Observation = {
      kind: 'exceedance',
      parameter: 'COD',
      problem: false,
      time: t(9),
      worst: { value: 180, time: t(8) },
    };
    expect(incidentTransition(running(), back)).toEqual({
      type: 'resolve',
      id: 7,
      at: t(9),
      peak: { value: 180, time: t(8) },
    });
  });

  it('a signal loss opens once, without values, and ends when data comes back', () => {
    const lost: Observation = { kind: 'signal_lost', parameter: null, problem: true, time: t(1) };
    expect(incidentTransition(undefined, lost)).toEqual({
      type: 'open',
      startedAt: t(1),
      value: null,
      limit: null,
    });
    const signal = running({
      kind: 'signal_lost',
      parameter: null,
      peakValue: null,
      limit: null,
      lastAt: null,
    });
    expect(incidentTransition(signal, lost)).toEqual({ type: 'none' });
    expect(
      incidentTransition(signal, {
        kind: 'signal_lost',
        parameter: null,
        problem: false,
        time: t(30),
      }),
    ).toEqual({ type: 'resolve', id: 7, at: t(30) });
  });

  it('an analyser fault opens with its value and keeps its last value, no peak', () => {
    const fault: Observation = {
      kind: 'device_fault',
      parameter: 'COD',
      problem: true,
      value: 50,
      time: t(2),
    };
    expect(incidentTransition(undefined, fault)).toEqual({
      type: 'open',
      startedAt: t(2),
      value: 50,
      limit: null,
    });
    const device = running({ kind: 'device_fault', peakValue: null, limit: null, lastAt: t(2) });
    expect(incidentTransition(device, { ...fault, time: t(3) })).toEqual({
      type: 'update',
      id: 7,
      value: 50,
      time: t(3),
    });
  });
});
