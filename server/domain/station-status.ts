import { isValidForCompliance, type DeviceStatus } from './device-status';
import type { MeasurementRecord } from './measurement';
import { monitoringSettings, type MonitoringSettings } from './monitoring-conventions';
import { limitState, type ParameterLimit } from './parameter-limit';

export type StationStatus =
  'exceed_threshold' | 'near_threshold' | 'within_threshold' | 'signal_lost';

/** How one parameter's latest record is coloured. Invalid records are shown, never judged. */
export type ParameterState =
  | 'exceed_threshold'
  | 'near_threshold'
  | 'within_threshold'
  | 'no_limit'
  | 'calibrating'
  | 'device_error';

export interface ParameterStatus {
  readonly parameter: string;
  readonly value: number;
  readonly time: Date;
  readonly deviceStatus: DeviceStatus;
  readonly state: ParameterState;
}

export interface StationStatusInput {
  /** Recent records of the station; the latest per parameter is what counts. */
  readonly records: readonly MeasurementRecord[];
  /** Permit Cmax per parameter code; a parameter without one is shown but never judged. */
  readonly limits: Readonly<Record<string, ParameterLimit | undefined>>;
  readonly now: Date;
  readonly settings?: Partial<MonitoringSettings>;
}

export interface StationStatusResult {
  readonly status: StationStatus;
  /** Measurement time of the newest record of any device status, or null when none. */
  readonly latestTime: Date | null;
  readonly parameters: readonly ParameterStatus[];
}

// Roll-up precedence from the reference §5: signal_lost > exceed > near > within.
type JudgedState = Exclude<StationStatus, 'signal_lost'>;
const SEVERITY: Readonly<Record<JudgedState, number>> = {
  exceed_threshold: 3,
  near_threshold: 2,
  within_threshold: 1,
};

const isJudged = (state: ParameterState): state is JudgedState => state in SEVERITY;

function latestPerParameter(records: readonly MeasurementRecord[]): MeasurementRecord[] {
  const latest = new Map<string, MeasurementRecord>();
  for (const record of records) {
    const current = latest.get(record.parameter);
    if (!current || record.time.getTime() > current.time.getTime())
      latest.set(record.parameter, record);
  }
  return [...latest.values()].sort((a, b) => a.parameter.localeCompare(b.parameter));
}

function parameterState(
  record: MeasurementRecord,
  limit: ParameterLimit | undefined,
  settings: MonitoringSettings,
): ParameterState {
  if (record.deviceStatus === 'calibrating') return 'calibrating';
  if (
    record.deviceStatus === 'device_error' ||
    !isValidForCompliance(record.deviceStatus, record.value)
  ) {
    return 'device_error';
  }
  return limit ? limitState(record.value, limit, settings) : 'no_limit';
}

/**
 * A station is signal_lost when its newest record (any device status — a fault or a calibration
 * still proves the link works) is older than the window; otherwise its worst valid parameter
 * decides. The data timestamp is used, not the arrival time, so a late file of old data does not
 * hide a lost signal. A parameter whose latest record is calibrating or faulty does not fall back
 * to an older valid value: that value no longer describes the present.
 */
export function stationStatus(input: StationStatusInput): StationStatusResult {
  const settings = monitoringSettings(input.settings);
  const latest = latestPerParameter(input.records);
  const latestTime = latest.reduce<Date | null>(
    (newest, record) => (!newest || record.time > newest ? record.time : newest),
    null,
  );
  const parameters = latest.map((record) => ({
    parameter: record.parameter,
    value: record.value,
    time: record.time,
    deviceStatus: record.deviceStatus,
    state: parameterState(record, input.limits[record.parameter], settings),
  }));
  const windowMs = settings.signalLossMinutes * 60_000;
  if (!latestTime || input.now.getTime() - latestTime.getTime() > windowMs) {
    return { status: 'signal_lost', latestTime, parameters };
  }
  const status = parameters
    .map(({ state }) => state)
    .filter(isJudged)
    .reduce<JudgedState>(
      (worst, state) => (SEVERITY[state] > SEVERITY[worst] ? state : worst),
      'within_threshold',
    );
  return { status, latestTime, parameters };
}
