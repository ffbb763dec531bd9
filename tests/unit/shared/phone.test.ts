import { describe, expect, it } from 'vitest';
import { e164Digits } from '../../../shared/phone';

// Zalo's numbers against auth.users.phone, which GoTrue keeps as E.164 digits without '+'.

describe('e164Digits', () => {
  it.each([
    ['84912345678', '84912345678'],
    ['0912345678', '84912345678'],
    ['+84912345678', '84912345678'],
    ['+84 912 345 678', '84912345678'],
    ['0084912345678', '84912345678'],
    ['091.234.5678', '84912345678'],
    ['14155550123', '14155550123'],
  ])('reads %s as %s', (number, digits) => {
    expect(e164Digits(number)).toBe(digits);
  });

  it.each([['abc'], ['0'], ['84 91x'], ['1234567890123456'], ['000912345678']])(
    'finds no number in %s',
    (number) => {
      expect(e164Digits(number)).toBeUndefined();
    },
  );
});
