// The payer's details a declaration needs, as the customer's officer types them: checked here
// with the table's own rules (customer_fee_payer's checks), empty fields stored as null, the tax
// code without the dash some write before a dependent unit's three digits.
import { object, string, type InferType } from 'yup';
import {
  normalTaxCode,
  TAX_CODE_PATTERN,
  type PayerDetails,
} from '../../../../shared/fees/declaration';
import { feeDeclarations } from '../../../i18n/features/fee-declarations';

const errors = feeDeclarations.payer.errors;
const tooLong = (max: number) => errors.tooLong.replace('{{max}}', String(max));
const optionalText = (max: number) => string().trim().max(max, tooLong(max)).defined();
const optionalMatching = (pattern: RegExp, message: string, normal = (value: string) => value) =>
  string()
    .trim()
    .defined()
    .test('format', message, (value) => value === '' || pattern.test(normal(value)));
const phone = /^\+?\d{8,15}$/;
const digitsOnly = (value: string) => value.replace(/[\s.()-]/g, '');

export const payerSchema = object({
  tax_code: optionalMatching(TAX_CODE_PATTERN, errors.taxCode, normalTaxCode),
  address: optionalText(300),
  phone: optionalMatching(phone, errors.phone, digitsOnly),
  fax: optionalMatching(phone, errors.fax, digitsOnly),
  email: optionalMatching(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, errors.email).max(254, tooLong(254)),
  bank_account: optionalMatching(/^\d{6,20}$/, errors.bankAccount, digitsOnly),
  bank_name: optionalText(200),
  sector: optionalText(300),
  treatment_method: optionalText(500),
  daily_water_use_m3: optionalMatching(/^\d{1,8}([.,]\d{1,3})?$/, errors.dailyWaterUseM3).test(
    'max',
    errors.dailyWaterUseM3,
    (value) => value === '' || Number(value.replace(',', '.')) <= 10_000_000,
  ),
  signer_name: optionalText(120),
});

export type PayerFormValues = InferType<typeof payerSchema>;

export interface PayerRow {
  tax_code: string | null;
  address: string | null;
  phone: string | null;
  fax: string | null;
  email: string | null;
  bank_account: string | null;
  bank_name: string | null;
  sector: string | null;
  treatment_method: string | null;
  daily_water_use_m3: number | null;
  signer_name: string | null;
}

export function payerFormValues(payer: PayerDetails): PayerFormValues {
  return {
    tax_code: payer.taxCode ?? '',
    address: payer.address ?? '',
    phone: payer.phone ?? '',
    fax: payer.fax ?? '',
    email: payer.email ?? '',
    bank_account: payer.bankAccount ?? '',
    bank_name: payer.bankName ?? '',
    sector: payer.sector ?? '',
    treatment_method: payer.treatmentMethod ?? '',
    daily_water_use_m3:
      payer.dailyWaterUseM3 === null ? '' : String(payer.dailyWaterUseM3).replace('.', ','),
    signer_name: payer.signerName ?? '',
  };
}

/** The validated form as the row to store. */
export function payerRow(form: PayerFormValues): PayerRow {
  const text = (value: string) => (value === '' ? null : value);
  const digits = (value: string) => (value === '' ? null : digitsOnly(value));
  return {
    tax_code: form.tax_code === '' ? null : normalTaxCode(form.tax_code),
    address: text(form.address),
    phone: digits(form.phone),
    fax: digits(form.fax),
    email: text(form.email),
    bank_account: digits(form.bank_account),
    bank_name: text(form.bank_name),
    sector: text(form.sector),
    treatment_method: text(form.treatment_method),
    daily_water_use_m3:
      form.daily_water_use_m3 === '' ? null : Number(form.daily_water_use_m3.replace(',', '.')),
    signer_name: text(form.signer_name),
  };
}

/** A typed correction: a non-negative figure with at most 3 decimals ('27.000,5' or '27000.5'). */
export function parseFigureInput(text: string, unit: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  // Vietnamese writing: '.' groups thousands, ',' marks decimals; a lone '.' with ≤ 3 decimals
  // after it and no ',' is read as a decimal point only for units other than đồng.
  const vietnamese = /^\d{1,3}(\.\d{3})*(,\d{1,3})?$/.test(trimmed);
  const plain = /^\d+([.,]\d{1,3})?$/.test(trimmed);
  if (!vietnamese && !plain) return null;
  const normal =
    vietnamese && (trimmed.includes(',') || unit === 'đồng' || /\.\d{3}$/.test(trimmed))
      ? trimmed.replace(/\./g, '').replace(',', '.')
      : trimmed.replace(',', '.');
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}
