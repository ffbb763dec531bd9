// @vitest-environment node
import { describe, expect, it } from 'vitest';
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
