import type { Queryable } from '../db/database.js';
import { deviceStatusFromCode } from '../domain/device-status.js';
import type { MeasurementRecord } from '../domain/measurement.js';
import { limitOfBounds, type ParameterLimit } from '../domain/parameter-limit.js';
import {
  stationStatus,
  type StationStatus,
  type StationStatusResult,
} from '../domain/station-status.js';
import type { StationRef } from './status-events.js';

// A station as the status rules need it: its settings, stored status and each parameter's
// latest record (station_parameter.latest_*, kept current by the measurement trigger).

export interface ParameterSnapshot {
  readonly code: string;
  readonly name: string;
  readonly unit: string;
  readonly limitMin: number | null;
  readonly limitMax: number | null;
  readonly latestValue: number | null;
  readonly latestDeviceStatus: string | null;
  readonly latestTime: Date | null;
}

export interface StationSnapshot {
  readonly station: StationRef;
  readonly nearRatio: number;
  readonly signalLossMinutes: number;
  readonly storedStatus: StationStatus | null;
  readonly storedLatestTime: Date | null;
  readonly parameters: readonly ParameterSnapshot[];
}

interface StationRow {
  id: number;
  code: string;
  name: string;
  customer_id: number;
  near_threshold_ratio: number | string;
  signal_loss_minutes: number;
  latest_status: StationStatus | null;
  latest_time: Date | string | null;
}

interface ParameterRow {
  station_id: number;
  code: string;
  name: string;
  unit: string;
  limit_min: number | null;
  limit_max: number | null;
  latest_value: number | null;
  latest_device_status: string | null;
  latest_time: Date | string | null;
}

const toDate = (value: Date | string | null): Date | null =>
  value === null ? null : new Date(value);

const parameterSnapshot = (row: Omit<ParameterRow, 'station_id'>): ParameterSnapshot => ({
  code: row.code,
  name: row.name,
  unit: row.unit,
  limitMin: row.limit_min,
  limitMax: row.limit_max,
  latestValue: row.latest_value,
  latestDeviceStatus: row.latest_device_status,
  latestTime: toDate(row.latest_time),
});

const stationSnapshot = (row: StationRow, parameters: ParameterSnapshot[]): StationSnapshot => ({
  station: {
    id: Number(row.id),
    code: row.code,
    name: row.name,
    customerId: Number(row.customer_id),
  },
  nearRatio: Number(row.near_threshold_ratio),
  signalLossMinutes: row.signal_loss_minutes,
  storedStatus: row.latest_status,
  storedLatestTime: toDate(row.latest_time),
  parameters,
});

/** Loads the given stations (all stations when `stationIds` is undefined). */
export async function loadStationSnapshots(
  q: Queryable,
  stationIds?: readonly number[],
): Promise<StationSnapshot[]> {
  const filter = stationIds ? 'where s.id = any($1::bigint[])' : '';
  const params = stationIds ? [stationIds] : [];
  const stations = await q.query<StationRow>(
    `select s.id, s.code, s.name, s.customer_id, s.near_threshold_ratio, s.signal_loss_minutes,
            s.latest_status, s.latest_time
     from public.station s ${filter} order by s.id`,
    params,
  );
  const parameters = await q.query<ParameterRow>(
    `select p.station_id, p.code, p.name, p.unit, p.limit_min, p.limit_max, p.latest_value,
            p.latest_device_status, p.latest_time
     from public.station_parameter p
     ${stationIds ? 'where p.station_id = any($1::bigint[])' : ''}
     order by p.station_id, p.sort_order, p.code`,
    params,
  );
  const byStation = new Map<number, ParameterSnapshot[]>();
  for (const row of parameters) {
    const list = byStation.get(Number(row.station_id)) ?? [];
    list.push(parameterSnapshot(row));
    byStation.set(Number(row.station_id), list);
  }
  return stations.map((row) => stationSnapshot(row, byStation.get(Number(row.id)) ?? []));
}

/**
 * One station's snapshot in one statement (its parameters as one JSON array, in display order),
 * for the hot path of ingestion: the station is `$1`. `prefix` (CTEs) and `columns` let a caller
 * write something in the same round trip and read it back (ingest-store.ts: the file record).
 */
export function stationSnapshotSql({ prefix = '', columns = '' } = {}): string {
  return `${prefix} select ${columns} s.id, s.code, s.name, s.customer_id, s.near_threshold_ratio, s.signal_loss_minutes,
            s.latest_status, s.latest_time,
            (select coalesce(json_agg(json_build_object(
                       'code', p.code, 'name', p.name, 'unit', p.unit,
                       'limit_min', p.limit_min, 'limit_max', p.limit_max,
                       'latest_value', p.latest_value,
                       'latest_device_status', p.latest_device_status,
                       'latest_time', p.latest_time)
                     order by p.sort_order, p.code), '[]'::json)
             from public.station_parameter p where p.station_id = s.id) as parameters
     from public.station s where s.id = $1`;
}

export type StationSnapshotRow = StationRow & {
  parameters: Omit<ParameterRow, 'station_id'>[] | string;
};

/** The row of stationSnapshotSql as a snapshot (JSON may arrive as text from some drivers). */
export function snapshotFromRow(row: StationSnapshotRow): StationSnapshot {
  const parameters: Omit<ParameterRow, 'station_id'>[] =
    typeof row.parameters === 'string' ? JSON.parse(row.parameters) : row.parameters;
  return stationSnapshot(row, parameters.map(parameterSnapshot));
}

/** One station, in one round trip; undefined when it does not exist. */
export async function loadStationSnapshot(
  q: Queryable,
  stationId: number,
): Promise<StationSnapshot | undefined> {
  const [row] = await q.query<StationSnapshotRow>(stationSnapshotSql(), [stationId]);
  return row ? snapshotFromRow(row) : undefined;
}

/** The permitted limit in force today (station_parameter's current limits), as the domain models it. */
export function parameterLimit(parameter: ParameterSnapshot): ParameterLimit | undefined {
  return limitOfBounds(parameter.limitMin, parameter.limitMax);
}

/** Each parameter's latest record, for the domain's stationStatus. */
export function latestRecords(snapshot: StationSnapshot): MeasurementRecord[] {
  return snapshot.parameters.flatMap((p) => {
    const deviceStatus = p.latestDeviceStatus ? deviceStatusFromCode(p.latestDeviceStatus) : null;
    if (p.latestValue === null || !p.latestTime || !deviceStatus) return [];
    return [{ parameter: p.code, time: p.latestTime, value: p.latestValue, deviceStatus }];
  });
}

/** The station's status per server/domain, with the station's own near ratio and window. */
export function evaluateSnapshot(snapshot: StationSnapshot, now: Date): StationStatusResult {
  return stationStatus({
    records: latestRecords(snapshot),
    limits: Object.fromEntries(snapshot.parameters.map((p) => [p.code, parameterLimit(p)])),
    now,
    settings: { nearRatio: snapshot.nearRatio, signalLossMinutes: snapshot.signalLossMinutes },
  });
}
