import type { DeviceStatus } from './device-status';

/** One stored record of one parameter at one station (plain data, independent of the schema). */
export interface MeasurementRecord {
  readonly parameter: string;
  /** Measurement time (from the logger line, not the arrival time), as an instant. */
  readonly time: Date;
  readonly value: number;
  readonly deviceStatus: DeviceStatus;
}

/** A value with its time, after validity filtering or averaging. */
export interface TimedValue {
  readonly time: Date;
  readonly value: number;
}
