import type { DeviceStatus, MeasurementRecord } from '../../../../server/domain';

/** An instant from a Vietnam local wall-clock time 'YYYY-MM-DD HH:mm' (UTC+7, no DST). */
export const vnTime = (local: string): Date => new Date(`${local.replace(' ', 'T')}:00+07:00`);

export const record = (
  parameter: string,
  local: string | Date,
  value: number,
  deviceStatus: DeviceStatus = 'measuring',
): MeasurementRecord => ({
  parameter,
  time: typeof local === 'string' ? vnTime(local) : local,
  value,
  deviceStatus,
});

/** Records every `stepMinutes` from `start` (inclusive), one per value. */
export function series(
  parameter: string,
  start: string | Date,
  values: readonly number[],
  stepMinutes = 5,
  deviceStatus: DeviceStatus = 'measuring',
): MeasurementRecord[] {
  const first = typeof start === 'string' ? vnTime(start) : start;
  return values.map((value, index) =>
    record(
      parameter,
      new Date(first.getTime() + index * stepMinutes * 60_000),
      value,
      deviceStatus,
    ),
  );
}

/** `count` records of a constant value every `stepMinutes` from `start`. */
export const constantSeries = (
  parameter: string,
  start: string | Date,
  value: number,
  count: number,
  stepMinutes = 5,
): MeasurementRecord[] =>
  series(
    parameter,
    start,
    Array.from({ length: count }, () => value),
    stepMinutes,
  );
