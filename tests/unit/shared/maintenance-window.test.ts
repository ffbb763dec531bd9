import { describe, expect, it } from 'vitest';
import {
  checkDeclaration,
  checkEnd,
  checkExtension,
  inMaintenance,
  isRunning,
  windowEnd,
  type MaintenanceSpan,
} from '../../../shared/maintenance-window';

// The window rules on a fake clock: every check gets its "now" from the test.

const now = new Date('2026-11-28T03:00:00Z'); // 10:00 in Vietnam
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const hours = (n: number) => minutes(n * 60);
const days = (n: number) => hours(n * 24);
const declared = (
  startsAt: Date,
  expectedEnd: Date,
  extra: Partial<{ reason: string; note: string | null }> = {},
) => ({
  startsAt,
  expectedEnd,
  reason: (extra.reason ?? 'calibration') as 'calibration',
  note: extra.note ?? null,
});
const span = (id: number, startsAt: Date, expectedEnd: Date, endedAt: Date | null = null) =>
  ({ id, startsAt, expectedEnd, endedAt }) satisfies MaintenanceSpan;

describe('checkDeclaration', () => {
  it('accepts now with the default two hours, and trims the note', () => {
    const check = checkDeclaration(
      declared(now, hours(2), { reason: 'repair', note: '  bơm hỏng ' }),
      [],
      now,
    );
    expect(check).toEqual({
      ok: true,
      value: { startsAt: now, expectedEnd: hours(2), reason: 'repair', note: 'bơm hỏng' },
    });
  });

  it('takes a start a few minutes ahead (a phone clock running fast) as now, refuses one later', () => {
    const skewed = checkDeclaration(declared(minutes(4), hours(2)), [], now);
    expect(skewed.ok && skewed.value.startsAt).toEqual(now);
    const future = checkDeclaration(declared(minutes(6), hours(2)), [], now);
    expect(future).toMatchObject({ ok: false, status: 400 });
    expect(!future.ok && future.message).toMatch(/tương lai/);
  });

  it('accepts a window declared after the fact up to 7 days back, even one already over', () => {
    expect(checkDeclaration(declared(days(-7), days(-6)), [], now).ok).toBe(true);
    const tooOld = checkDeclaration(declared(minutes(-7 * 24 * 60 - 1), days(-6)), [], now);
    expect(tooOld).toMatchObject({ ok: false, status: 400 });
    expect(!tooOld.ok && tooOld.message).toMatch(/7 ngày/);
  });

  it('bounds the duration: more than 5 minutes, at most 30 days', () => {
    expect(checkDeclaration(declared(now, minutes(4)), [], now)).toMatchObject({ ok: false });
    expect(checkDeclaration(declared(now, now), [], now)).toMatchObject({ ok: false });
    expect(checkDeclaration(declared(now, days(30)), [], now).ok).toBe(true);
    const tooLong = checkDeclaration(declared(now, minutes(30 * 24 * 60 + 1)), [], now);
    expect(!tooLong.ok && tooLong.message).toMatch(/30 ngày/);
  });

  it('takes the four reasons only, and a note with "other"', () => {
    for (const reason of ['calibration', 'repair', 'power_cut'])
      expect(checkDeclaration(declared(now, hours(1), { reason }), [], now).ok).toBe(true);
    expect(checkDeclaration(declared(now, hours(1), { reason: 'holiday' }), [], now)).toMatchObject(
      { ok: false, status: 400 },
    );
    expect(checkDeclaration(declared(now, hours(1), { reason: 'other' }), [], now)).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(
      checkDeclaration(declared(now, hours(1), { reason: 'other', note: 'Thay ống' }), [], now).ok,
    ).toBe(true);
    const long = checkDeclaration(declared(now, hours(1), { note: 'x'.repeat(501) }), [], now);
    expect(!long.ok && long.message).toMatch(/500/);
  });

  it('refuses a window overlapping another of the station (409), not one that only touches it', () => {
    const others = [span(1, hours(-5), hours(-3))];
    const overlap = checkDeclaration(declared(hours(-4), hours(1)), others, now);
    expect(overlap).toMatchObject({ ok: false, status: 409 });
    expect(!overlap.ok && overlap.message).toMatch(/trùng/);
    expect(checkDeclaration(declared(hours(-3), hours(1)), others, now).ok).toBe(true);
    // An ended window ends where it was ended, not at its expected end.
    const ended = [span(1, hours(-5), hours(2), hours(-2))];
    expect(checkDeclaration(declared(hours(-1), hours(1)), ended, now).ok).toBe(true);
  });
});

describe('running, ending and extending', () => {
  const running = span(3, hours(-1), hours(1));

  it('a window runs from its start to its end, ended early or not', () => {
    expect(isRunning(running, now)).toBe(true);
    expect(isRunning(running, hours(1))).toBe(false);
    expect(isRunning(span(3, hours(-1), hours(1), minutes(-1)), now)).toBe(false);
    expect(windowEnd(span(3, hours(-1), hours(1), minutes(-1)))).toEqual(minutes(-1));
    expect(inMaintenance([running], hours(-1))).toBe(true);
    expect(inMaintenance([running], hours(1))).toBe(false);
  });

  it('ends a running window now, refuses one already over (409)', () => {
    expect(checkEnd(running, now)).toEqual({ ok: true, value: now });
    expect(checkEnd(running, hours(2))).toMatchObject({ ok: false, status: 409 });
  });

  it('extends a running window to a later end within 30 days of its start, not past another', () => {
    expect(checkExtension(running, hours(2), [running], now)).toEqual({
      ok: true,
      value: hours(2),
    });
    expect(checkExtension(running, hours(1), [], now)).toMatchObject({ ok: false, status: 400 });
    expect(checkExtension(running, days(30), [], now)).toMatchObject({ ok: false, status: 400 });
    expect(checkExtension(running, hours(2), [], hours(1))).toMatchObject({
      ok: false,
      status: 409,
    });
    const next = span(4, hours(3), hours(4));
    expect(checkExtension(running, hours(5), [running, next], now)).toMatchObject({
      ok: false,
      status: 409,
    });
  });
});
