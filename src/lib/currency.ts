// Prices are shown the Vietnamese way: '1.234.567 VNĐ' (spec §9). The đồng has no minor unit in
// use, so amounts are rounded to whole đồng. Nothing to show (null, undefined, '', NaN) reads
// '0 VNĐ', as the spec asks for an empty amount.

import { lazy } from './lazy';

const vndNumber = lazy(() => new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 }));

/** Amount as a number, or null when there is none. Numeric strings (bigint columns) count. */
function amountOf(amount: number | string | null | undefined): number | null {
  if (amount === null || amount === undefined) return null;
  if (typeof amount === 'string' && amount.trim() === '') return null;
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? value : null;
}

export function formatVnd(amount: number | string | null | undefined): string {
  const value = amountOf(amount) ?? 0;
  // Rounding can leave -0 ('-0 VNĐ'); adding 0 turns it into 0.
  return `${vndNumber().format(Math.round(value) + 0)} VNĐ`;
}
