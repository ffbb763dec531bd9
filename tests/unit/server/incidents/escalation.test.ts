import { describe, expect, it } from 'vitest';
import {
  dueEscalation,
  firstEscalationDue,
  inQuietHours,
  mayDeliver,
  type EscalationStep,
  type EscalationState,
} from '../../../../server/incidents/escalation';

// A fake clock: every instant is built from Vietnamese wall-clock time (UTC+7).
const vn = (hour: number, minute = 0) => new Date(Date.UTC(2026, 10, 27, hour - 7, minute));
const step = (level: number, delayMinutes: number): EscalationStep => ({
  level,
  delayMinutes,
  userIds: [],
  roles: ['user'],
  channels: ['bell', 'email'],
});
const CHAIN = [step(3, 60), step(1, 0), step(2, 15)];

/** Runs the sweep at `now` and returns the new state (as the store would keep it). */
function sweep(state: EscalationState, now: Date): EscalationState {
  const escalation = dueEscalation(state, CHAIN, now);
  return escalation ? { level: escalation.step.level, nextDue: escalation.nextDue } : state;
}

describe('escalation timing', () => {
  it('level 1 is due its delay after the opening; no chain, no escalation', () => {
    expect(firstEscalationDue(CHAIN, vn(10))).toEqual(vn(10));
    expect(firstEscalationDue([step(1, 5)], vn(10))).toEqual(vn(10, 5));
    expect(firstEscalationDue([], vn(10))).toBeNull();
  });

  it('not acknowledged: level 1 at once, level 2 after 15 minutes, level 3 an hour later', () => {
    let state: EscalationState = { level: 0, nextDue: firstEscalationDue(CHAIN, vn(10)) };
    state = sweep(state, vn(10));
    expect(state).toEqual({ level: 1, nextDue: vn(10, 15) });
    expect(sweep(state, vn(10, 14))).toEqual(state);
    state = sweep(state, vn(10, 15));
    expect(state).toEqual({ level: 2, nextDue: vn(11, 15) });
    state = sweep(state, vn(11, 20));
    expect(state).toEqual({ level: 3, nextDue: null });
    expect(dueEscalation(state, CHAIN, vn(23))).toBeUndefined();
  });

  it('a late sweep does not stretch the chain: the next delay counts from the due time', () => {
    const escalation = dueEscalation({ level: 1, nextDue: vn(10, 15) }, CHAIN, vn(10, 40));
    expect(escalation?.nextDue).toEqual(vn(11, 15));
  });

  it('acknowledged (no due time) stops it', () => {
    expect(dueEscalation({ level: 1, nextDue: null }, CHAIN, vn(12))).toBeUndefined();
  });

  it('only the last level is the top', () => {
    expect(dueEscalation({ level: 1, nextDue: vn(10, 15) }, CHAIN, vn(10, 15))?.top).toBe(false);
    expect(dueEscalation({ level: 2, nextDue: vn(11, 15) }, CHAIN, vn(11, 15))?.top).toBe(true);
  });

  it('quiet hours hold back every level but the top, including spans past midnight', () => {
    const night = { start: '22:00', end: '06:00' };
    expect(inQuietHours(night, vn(23))).toBe(true);
    expect(inQuietHours(night, vn(5, 59))).toBe(true);
    expect(inQuietHours(night, vn(6))).toBe(false);
    expect(inQuietHours({ start: '12:00:00', end: '13:30:00' }, vn(13, 29))).toBe(true);
    expect(inQuietHours(null, vn(3))).toBe(false);
    expect(mayDeliver(night, false, vn(2))).toBe(false);
    expect(mayDeliver(night, true, vn(2))).toBe(true);
    expect(mayDeliver(night, false, vn(9))).toBe(true);
  });
});
