// The state colour of one parameter's latest value, by the same rule the server uses for the
// station status (station_status_at): above a maximum or below a minimum exceeds; at or above
// the near ratio of a maximum, or within the ratio's margin of a range's bound, is near. Values
// the instrument flagged (calibrating 01, device fault 02) are shown but never judged.
import type { Measurement } from './types';

export type ParameterState = 'exceed' | 'near' | 'normal' | 'invalid' | 'none';

export function parameterState(measurement: Measurement, nearRatio: number): ParameterState {
  const { value, device_status: deviceStatus, limit_min: min, limit_max: max } = measurement;
  if (value === null || value === undefined) return 'none';
  if (deviceStatus !== '00') return 'invalid';
  if ((max !== null && value > max) || (min !== null && value < min)) return 'exceed';
  if (min !== null && max !== null) {
    const margin = ((max - min) * (1 - nearRatio)) / 2;
    return value - min < margin || max - value < margin ? 'near' : 'normal';
  }
  if (max !== null && value >= max * nearRatio) return 'near';
  return 'normal';
}

/** The worst parameters of a station: those exceeding their limit. */
export function exceededMeasurements(
  measurements: readonly Measurement[],
  nearRatio: number,
): Measurement[] {
  return measurements.filter((m) => parameterState(m, nearRatio) === 'exceed');
}
