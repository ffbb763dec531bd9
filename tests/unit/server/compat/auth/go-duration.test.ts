import { describe, expect, it } from 'vitest';
import { parseGoDuration } from '../../../../../server/compat/auth/go-duration';

describe('parseGoDuration (Go time.ParseDuration, for ban_duration)', () => {
  it('reads every unit, fractions, compound and signed durations', () => {
    expect(parseGoDuration('24h')).toBe(86_400_000);
    expect(parseGoDuration('1h30m')).toBe(5_400_000);
    expect(parseGoDuration('1.5h')).toBe(5_400_000);
    expect(parseGoDuration('.5s')).toBe(500);
    expect(parseGoDuration('250ms')).toBe(250);
    expect(parseGoDuration('1500us')).toBe(1.5);
    expect(parseGoDuration('2µs3ns')).toBeCloseTo(0.002003);
    expect(parseGoDuration('-2m')).toBe(-120_000);
    expect(parseGoDuration('+10s')).toBe(10_000);
    expect(parseGoDuration('0')).toBe(0);
  });

  it("refuses what Go refuses, with Go's messages", () => {
    expect(() => parseGoDuration('')).toThrow('time: invalid duration ""');
    expect(() => parseGoDuration('abc')).toThrow('time: invalid duration "abc"');
    expect(() => parseGoDuration('1')).toThrow('time: missing unit in duration "1"');
    expect(() => parseGoDuration('1d')).toThrow('time: unknown unit "d" in duration "1d"');
    expect(() => parseGoDuration('.h')).toThrow('time: invalid duration ".h"');
    expect(() => parseGoDuration('-')).toThrow('time: invalid duration "-"');
  });

  it('refuses durations beyond an int64 of nanoseconds (about 292 years)', () => {
    expect(parseGoDuration('2562047h')).toBe(2_562_047 * 3_600_000);
    expect(() => parseGoDuration('2562048h')).toThrow('time: invalid duration "2562048h"');
  });
});
