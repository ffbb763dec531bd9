// How monitoring values and times read on screen (Vietnamese number and date formats, spec §9).
import { formatDistanceStrict } from 'date-fns';
import { vi } from 'date-fns/locale';
import { formatDateTime } from '../../../lib/format-date';

const numberFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 3 });

export function formatMeasurementValue(value: number | null): string | null {
  return value === null || !Number.isFinite(value) ? null : numberFormat.format(value);
}

/** '5 phút trước'; a time slightly ahead of the clock still reads as just now. */
export function formatRelativeTime(time: string | Date, now: number): string {
  const at = new Date(time).getTime();
  return formatDistanceStrict(Math.min(at, now), now, { locale: vi, addSuffix: true });
}

export function formatAbsoluteTime(time: string | Date): string {
  return formatDateTime(new Date(time));
}
