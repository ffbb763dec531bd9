// How monitoring values and times read on screen (Vietnamese number and date formats, spec §9).
import { formatDateTime } from '../../../lib/format-date';
import { lazy } from '../../../lib/lazy';

const numberFormat = lazy(() => new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 3 }));

/** Makes the number format ahead of the first value shown (see monitoring-sync-runner.tsx). */
export function prepareValueFormat(): void {
  numberFormat();
}

export function formatMeasurementValue(value: number | null): string | null {
  return value === null || !Number.isFinite(value) ? null : numberFormat().format(value);
}

export function formatAbsoluteTime(time: string | Date): string {
  return formatDateTime(new Date(time));
}
