import limitsData from './data/vn-limits.json';

// Defaults the reference gives as product conventions (no legal basis found). Every one of them
// can be overridden per station; these are only the starting values.
export interface MonitoringSettings {
  /** Nominal spacing of a station's records. */
  readonly recordIntervalMinutes: number;
  readonly nearRatio: number;
  readonly rangeNearMargin: number;
  readonly signalLossMinutes: number;
  /** Minimum share of expected values for an hourly, daily or monthly mean to count. */
  readonly minValidFraction: number;
}

const conventions = limitsData.conventions;

export const DEFAULT_MONITORING_SETTINGS: MonitoringSettings = Object.freeze({
  recordIntervalMinutes: conventions.record_interval_minutes.value,
  nearRatio: conventions.near_threshold_ratio.value,
  rangeNearMargin: conventions.near_threshold_pH_margin.value,
  signalLossMinutes: conventions.signal_lost_after_minutes.value,
  minValidFraction: conventions.hourly_mean_min_valid_fraction.value,
});

export function monitoringSettings(
  overrides: Partial<MonitoringSettings> = {},
): MonitoringSettings {
  const defined = Object.entries(overrides).filter(([, value]) => value !== undefined);
  return { ...DEFAULT_MONITORING_SETTINGS, ...Object.fromEntries(defined) };
}
