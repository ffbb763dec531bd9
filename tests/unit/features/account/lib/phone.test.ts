import { describe, expect, it } from 'vitest';
import {
  isValidPhoneNumber,
  localPhoneNumber,
  normalizePhone,
  stripPhoneSeparators,
} from '../../../../../src/features/account/lib/phone';

describe('normalizePhone (spec §5)', () => {
  it.each([
    ['0901234567', '+84901234567'], // leading 0 becomes +84
    ['02438123456', '+842438123456'], // 11-digit landline
    ['901234567', '+84901234567'], // no leading 0: +84 is prefixed
    ['84901234567', '+8484901234567'], // the spec rule, literally: no '+', no 0 → prefix
    ['+84901234567', '+84901234567'], // starts with '+': kept
    ['+14155550100', '+14155550100'], // any '+' number is kept
    ['0901 234 567', '+84901234567'], // separators go first
    ['090.123.4567', '+84901234567'],
    ['090-123-4567', '+84901234567'],
    ['(024) 3812 3456', '+842438123456'],
    [' +84 90 123 4567 ', '+84901234567'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (typed, saved) => {
    expect(normalizePhone(typed)).toBe(saved);
  });

  it('only replaces the first 0', () => {
    expect(normalizePhone('0009')).toBe('+84009');
  });
});

describe('localPhoneNumber', () => {
  it.each([
    ['0901234567', '0901234567'],
    ['+84901234567', '0901234567'],
    ['+84 90 123 4567', '0901234567'],
    ['0901.234.567', '0901234567'],
    ['+840901234567', null], // +84 followed by 0 is not one number
    ['+14155550100', null], // not Vietnamese
    ['0901abc567', null],
    ['0090123456', null], // international dialling prefix
    ['', null],
  ])('%j → %j', (typed, local) => {
    expect(localPhoneNumber(typed)).toBe(local);
  });
});

describe('isValidPhoneNumber: 10-11 digits of the local form', () => {
  it.each([
    '0901234567', // 10 digits, mobile
    '02438123456', // 11 digits, landline
    '0901 234 567',
    '090-123-4567',
    '+84901234567', // = 0901234567
    '+84 2438 123 456', // = 02438123456
    '9012345678', // 10 digits without the 0: the spec counts digits only
  ])('accepts %j', (typed) => {
    expect(isValidPhoneNumber(typed)).toBe(true);
  });

  it.each([
    '090123456', // 9 digits
    '090123456789', // 12 digits
    '+8490123456', // = 090123456, 9 digits
    '+84901234567890', // = 0901234567890, 13 digits
    '+840901234567', // +84 then 0
    '+14155550100', // another country
    '0901abc567',
    '0901234567x',
    '+',
    '',
    '00901234567',
  ])('rejects %j', (typed) => {
    expect(isValidPhoneNumber(typed)).toBe(false);
  });
});

describe('stripPhoneSeparators', () => {
  it('removes spaces, dots, dashes and parentheses and nothing else', () => {
    expect(stripPhoneSeparators(' (+84) 90-123.45\t67 ')).toBe('+84901234567');
    expect(stripPhoneSeparators('09/01')).toBe('09/01');
  });
});
