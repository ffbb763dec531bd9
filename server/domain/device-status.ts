// The three instrument states every datalogger record carries (TT 10/2021 Art. 39). The
// two-digit codes are what loggers emit in practice; the reference marks them unverified, so
// the mapping lives here in one place.
export type DeviceStatus = 'measuring' | 'calibrating' | 'device_error';

export const DEVICE_STATUS_BY_CODE: Readonly<Record<string, DeviceStatus>> = {
  '00': 'measuring',
  '01': 'calibrating',
  '02': 'device_error',
};

export function deviceStatusFromCode(code: string): DeviceStatus | undefined {
  return Object.prototype.hasOwnProperty.call(DEVICE_STATUS_BY_CODE, code)
    ? DEVICE_STATUS_BY_CODE[code]
    : undefined;
}

/** Only a measuring analyser gives a value fit for status, averages, exceedance and fees. */
export function isValidForCompliance(status: DeviceStatus, value: number): boolean {
  return status === 'measuring' && Number.isFinite(value);
}
