import { describe, expect, it } from 'vitest';
import {
  parseFigureInput,
  payerRow,
  payerSchema,
  type PayerFormValues,
} from '../../../../../src/features/fees/declaration/payer-form';

// The payer's details as typed: the table's rules checked before saving, in Vietnamese.

const empty: PayerFormValues = {
  tax_code: '',
  address: '',
  phone: '',
  fax: '',
  email: '',
  bank_account: '',
  bank_name: '',
  sector: '',
  treatment_method: '',
  daily_water_use_m3: '',
  signer_name: '',
};

const errorsOf = (values: Partial<PayerFormValues>) => {
  try {
    payerSchema.validateSync({ ...empty, ...values }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('payer form', () => {
  it('accepts a 10- or 13-digit MST (with its dash) and stores digits only', () => {
    expect(errorsOf({ tax_code: '0312345678' })).toEqual([]);
    expect(errorsOf({ tax_code: '0312345678-001' })).toEqual([]);
    expect(payerRow({ ...empty, tax_code: '0312345678-001' }).tax_code).toBe('0312345678001');
  });

  it.each([
    [{ tax_code: '12345' }, 'Mã số thuế gồm 10 chữ số'],
    [{ tax_code: '03123456781' }, 'Mã số thuế gồm 10 chữ số'],
    [{ phone: '12ab' }, 'Số điện thoại gồm 8 đến 15 chữ số'],
    [{ email: 'khong-phai-email' }, 'E-mail không hợp lệ'],
    [{ bank_account: '12-34' }, 'Số tài khoản gồm 6 đến 20 chữ số'],
    [{ daily_water_use_m3: '-5' }, 'Nhập số m³/ngày không âm'],
    [{ daily_water_use_m3: '20000000' }, 'Nhập số m³/ngày không âm'],
    [{ address: 'x'.repeat(301) }, 'Tối đa 300 ký tự'],
  ])('refuses %o', (values, message) => {
    expect(errorsOf(values).join(' ')).toContain(message);
  });

  it('stores empty fields as null and numbers as numbers', () => {
    const row = payerRow({ ...empty, phone: '0203 384 6555', daily_water_use_m3: '350,5' });
    expect(row).toMatchObject({ phone: '02033846555', daily_water_use_m3: 350.5, address: null });
  });
});

describe('a typed correction', () => {
  it.each([
    ['27.000', 'm³', 27_000],
    ['27.000,5', 'm³', 27_000.5],
    ['1000.25', 'm³', 1_000.25],
    ['6.832.000', 'đồng', 6_832_000],
    ['60,123', 'mg/L', 60.123],
  ])('%s %s is %d', (text, unit, value) => {
    expect(parseFigureInput(text, unit)).toBe(value);
  });

  it.each(['', 'abc', '-5', '1,2345', '1.2.3,4'])('refuses %o', (text) => {
    expect(parseFigureInput(text, 'm³')).toBeNull();
  });
});
