import { format } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import { formatVietnamTime, vietnamDate } from '../../../src/features/report-kit/vietnam-time';
import {
  instantOf,
  vietnamDayStart,
  vietnamMidnight,
  vietnamWallClock,
} from '../../../src/lib/vietnam-clock';

// Device zones around the world, two of them switching to daylight saving time on the day used
// below (New York on 8 March 2026 at 07:00 UTC, and on 1 November back), one ahead of Vietnam.
const DEVICE_ZONES = ['UTC', 'Asia/Ho_Chi_Minh', 'America/New_York', 'Pacific/Kiritimati'];

describe("Vietnam's wall clock", () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it.each(DEVICE_ZONES)('reads Vietnamese time on a device in %s', (zone) => {
    process.env.TZ = zone;
    // New York's clocks go forward at 07:00 UTC: 14:00 in Vietnam, which has no such change.
    expect(format(vietnamWallClock('2026-03-08T06:30:00Z'), 'yyyy-MM-dd HH:mm')).toBe(
      '2026-03-08 13:30',
    );
    expect(format(vietnamWallClock('2026-03-08T07:30:00Z'), 'yyyy-MM-dd HH:mm')).toBe(
      '2026-03-08 14:30',
    );
    expect(formatVietnamTime('2026-11-01T05:59:00Z')).toBe('01/11/2026 12:59');
    expect(vietnamDate(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });

  it.each(DEVICE_ZONES)('finds the instant a Vietnamese day begins on a device in %s', (zone) => {
    process.env.TZ = zone;
    expect(vietnamMidnight(new Date('2026-11-21T17:00:00Z')).toISOString()).toBe(
      '2026-11-21T17:00:00.000Z',
    );
    expect(vietnamMidnight(new Date('2026-11-21T16:59:59.999Z')).toISOString()).toBe(
      '2026-11-20T17:00:00.000Z',
    );
    expect(vietnamDayStart(2026, 3, 8).toISOString()).toBe('2026-03-07T17:00:00.000Z');
    expect(vietnamDayStart(2028, 2, 29).toISOString()).toBe('2028-02-28T17:00:00.000Z');
  });

  it('turns a wall-clock time back into the instant it was read from', () => {
    const instant = new Date('2026-06-15T23:45:12.345Z');
    expect(instantOf(vietnamWallClock(instant)).toISOString()).toBe(instant.toISOString());
  });
});
