import { describe, expect, it } from 'vitest';
import { displayValue, enumLabel, roleLabel, type EnumEntry } from '../../../src/lib/display';

const enums: EnumEntry[] = [
  { type: 'user_role', value: 'admin', label: 'Quản trị viên' },
  { type: 'user_role', value: 'manager', label: 'Quản lý' },
  { type: 'user_role', value: 'operator', label: null },
  { type: 'user_role', value: 'viewer', label: '  ' },
  { type: 'station_type', value: 'water', label: 'Nước thải' },
  { type: 'station_type', value: 'admin', label: 'Không phải vai trò' },
];

describe('displayValue', () => {
  it.each([null, undefined, '', '   ', Number.NaN])('shows Chưa cập nhật for %j', (value) => {
    expect(displayValue(value)).toBe('Chưa cập nhật');
  });

  it('shows present values, trimmed', () => {
    expect(displayValue('Công ty Môi trường Xanh')).toBe('Công ty Môi trường Xanh');
    expect(displayValue('  0901234567 ')).toBe('0901234567');
    expect(displayValue(0)).toBe('0');
    expect(displayValue(42.5)).toBe('42.5');
  });

  it('takes another fallback when asked', () => {
    expect(displayValue(null, '—')).toBe('—');
  });
});

describe('enumLabel', () => {
  it('labels a value of the given enumeration', () => {
    expect(enumLabel(enums, 'station_type', 'water')).toBe('Nước thải');
    expect(enumLabel(enums, 'station_type', 'admin')).toBe('Không phải vai trò');
    expect(enumLabel(enums, 'user_role', 'admin')).toBe('Quản trị viên');
  });

  it('shows the raw value when there is no label', () => {
    expect(enumLabel(enums, 'station_type', 'air')).toBe('air');
    expect(enumLabel(enums, 'user_role', 'operator')).toBe('operator');
    expect(enumLabel(enums, 'user_role', 'viewer')).toBe('viewer');
    expect(enumLabel([], 'station_type', 'water')).toBe('water');
  });

  it('shows Chưa cập nhật when there is no value', () => {
    expect(enumLabel(enums, 'station_type', null)).toBe('Chưa cập nhật');
    expect(enumLabel(enums, 'station_type', ' ')).toBe('Chưa cập nhật');
  });
});

describe('roleLabel (spec §6)', () => {
  it('labels the role through user_role only', () => {
    expect(roleLabel(enums, 'admin')).toBe('Quản trị viên');
    expect(roleLabel(enums, ' manager ')).toBe('Quản lý');
    expect(roleLabel([{ type: 'user_role', value: 'user', label: 'Người dùng' }], 'user')).toBe(
      'Người dùng',
    );
  });

  it('falls back to Chưa cập nhật without a role', () => {
    for (const role of [null, undefined, '', '  ']) {
      expect(roleLabel(enums, role)).toBe('Chưa cập nhật');
    }
  });

  it("falls back to User for the plain 'user' role without a label", () => {
    expect(roleLabel(enums, 'user')).toBe('User');
    expect(roleLabel([], 'user')).toBe('User');
  });

  it('shows any other unlabelled role raw', () => {
    expect(roleLabel(enums, 'operator')).toBe('operator');
    expect(roleLabel(enums, 'water')).toBe('water');
  });
});
