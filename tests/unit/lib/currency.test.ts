import { describe, expect, it } from 'vitest';
import { formatVnd } from '../../../src/lib/currency';

describe('formatVnd (spec §9)', () => {
  it.each([
    [1234567, '1.234.567 VNĐ'],
    [0, '0 VNĐ'],
    [500, '500 VNĐ'],
    [1000, '1.000 VNĐ'],
    [12000000, '12.000.000 VNĐ'],
    [1500000000, '1.500.000.000 VNĐ'],
    [-250000, '-250.000 VNĐ'],
    ['4800000', '4.800.000 VNĐ'], // bigint columns may arrive as text
    [' 4800000 ', '4.800.000 VNĐ'],
  ])('%j → %j', (amount, text) => {
    expect(formatVnd(amount)).toBe(text);
  });

  it('rounds to whole đồng', () => {
    expect(formatVnd(1234.4)).toBe('1.234 VNĐ');
    expect(formatVnd(1234.5)).toBe('1.235 VNĐ');
    expect(formatVnd(-0.4)).toBe('0 VNĐ');
  });

  it.each([null, undefined, '', '   ', Number.NaN, 'abc', Number.POSITIVE_INFINITY])(
    'shows 0 VNĐ for %j',
    (amount) => {
      expect(formatVnd(amount)).toBe('0 VNĐ');
    },
  );

  it('uses plain dots and a plain space', () => {
    expect([...formatVnd(1234567)].map((c) => c.charCodeAt(0).toString(16))).toEqual(
      [...'1.234.567 VNĐ'].map((c) => c.charCodeAt(0).toString(16)),
    );
  });
});
