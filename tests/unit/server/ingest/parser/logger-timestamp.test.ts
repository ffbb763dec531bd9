// @vitest-environment node
import { isValid, parse } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { vietnamTimeContext } from '../../../../../server/domain/vietnam-time';
import { parseLoggerTimestamp } from '../../../../../server/ingest/parser';

describe('parseLoggerTimestamp', () => {
  it('reads YYYYMMDDhhmmss as Vietnam local time and returns the UTC instant', () => {
    expect(parseLoggerTimestamp('20250315143000')?.toISOString()).toBe('2025-03-15T07:30:00.000Z');
  });

  it('moves to the previous UTC day before 07:00 local', () => {
    expect(parseLoggerTimestamp('20250101003000')?.toISOString()).toBe('2024-12-31T17:30:00.000Z');
  });

  it('keeps the seconds', () => {
    expect(parseLoggerTimestamp('20251231235959')?.toISOString()).toBe('2025-12-31T16:59:59.000Z');
  });

  it('accepts 29 February in a leap year only', () => {
    expect(parseLoggerTimestamp('20240229120000')?.toISOString()).toBe('2024-02-29T05:00:00.000Z');
    expect(parseLoggerTimestamp('20250229120000')).toBeNull();
  });

  it.each([
    ['20250230143000', 'day 30 in February'],
    ['20251301000000', 'month 13'],
    ['20250315243000', 'hour 24'],
    ['20250315146000', 'minute 60'],
    ['20250315143060', 'second 60'],
    ['2025031514300', '13 digits'],
    ['202503151430000', '15 digits'],
    ['2025-03-15 14:30', 'an ISO-like string'],
    ['2025031514300a', 'a letter'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (text) => {
    expect(parseLoggerTimestamp(text)).toBeNull();
  });
});

describe('parseLoggerTimestamp — the fast path', () => {
  // The time-zone aware parse the fast path replaces for stamps from 1976 on.
  const byTimeZoneDatabase = (text: string) => {
    const parsed = parse(text, 'yyyyMMddHHmmss', new Date(0), vietnamTimeContext);
    return isValid(parsed) ? parsed.getTime() : null;
  };
  const stamp = (time: number) =>
    new Date(time + 7 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);

  it('gives the time-zone database answer for stamps across fifty years', () => {
    const from = Date.UTC(1976, 0, 1);
    const to = Date.UTC(2030, 0, 1);
    for (let i = 0; i < 400; i++) {
      const text = stamp(from + Math.floor(((to - from) * i) / 400) + i * 37_000);
      expect(parseLoggerTimestamp(text)?.getTime() ?? null).toBe(byTimeZoneDatabase(text));
    }
  });

  it('reads stamps before 1976, when Saigon time was not UTC+7, through the time-zone database', () => {
    for (const text of ['19700101080000', '19750613000000', '19591231235959', '19000101000000'])
      expect(parseLoggerTimestamp(text)?.getTime() ?? null).toBe(byTimeZoneDatabase(text));
    expect(parseLoggerTimestamp('19700101080000')?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
  });
});
