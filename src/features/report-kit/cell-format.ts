// Cell values as text, the Vietnamese way (1.234,5; 87,5%; 1.234.567 VNĐ; dd/MM/yyyy HH:mm),
// for the screen tables and the PDF. Excel gets the numbers themselves with a number format.
import { formatVnd } from '../../lib/currency';
import { lazy } from '../../lib/lazy';
import type { CellValue, ColumnFormat } from './report-document';
import { formatVietnamTime } from './vietnam-time';

export const EMPTY_CELL = '—';

/** A time from the API ('2026-11-23T01:00:00.000Z'); other text in a time column is a label. */
export const isIsoTime = (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value);

const numberFormats = new Map<number, Intl.NumberFormat>();

export function formatNumber(value: number, decimals = 2): string {
  let formatter = numberFormats.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: decimals });
    numberFormats.set(decimals, formatter);
  }
  // Round first: Intl keeps the sign of a value that rounds to zero ('-0').
  const factor = 10 ** decimals;
  return formatter.format(Math.round(value * factor) / factor + 0);
}

const percentFormat = lazy(
  () => new Intl.NumberFormat('vi-VN', { style: 'percent', maximumFractionDigits: 1 }),
);

/** A ratio (0.875) as a percentage ('87,5%'). */
export const formatPercent = (ratio: number) => percentFormat().format(ratio);

export function formatCell(value: CellValue, format: ColumnFormat, decimals?: number): string {
  if (value === null || value === '') return EMPTY_CELL;
  if (typeof value === 'string') {
    return format === 'datetime' && isIsoTime(value) ? formatVietnamTime(value) : value;
  }
  if (!Number.isFinite(value)) return EMPTY_CELL;
  switch (format) {
    case 'integer':
      return formatNumber(value, 0);
    case 'money':
      return formatVnd(value);
    case 'percent':
      return formatPercent(value);
    case 'datetime':
      return formatVietnamTime(value);
    case 'number':
      return formatNumber(value, decimals);
    default:
      return String(value);
  }
}

/** Numbers align right in every table. */
export const isNumericFormat = (format: ColumnFormat) =>
  format === 'number' || format === 'integer' || format === 'money' || format === 'percent';
