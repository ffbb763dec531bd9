import type { Executor } from '../../db/database.js';
import { deviceStatusFromCode, type MeasurementRecord } from '../../domain/index.js';

// Stored measurement rows as the domain's plain records, per parameter, in time order. Values
// measured in a maintenance window are not read: the roll-ups leave them out too.

export type RecordsByParameter = Map<string, MeasurementRecord[]>;

export interface RecordQuery {
  readonly stationId: number;
  readonly parameters: readonly string[];
  readonly from: Date;
  readonly to: Date;
  /** Only rows with device status 00 (the others never count towards these figures). */
  readonly validOnly?: boolean;
}

export async function loadRecords(tx: Executor, query: RecordQuery): Promise<RecordsByParameter> {
  const rows = await tx.query<{
    parameter_code: string;
    time: Date | string;
    value: number;
    device_status: string;
  }>(
    `select parameter_code, time, value, device_status from public.measurement
     where station_id = $1 and parameter_code = any($2::text[])
       and time >= $3::timestamptz and time < $4::timestamptz
       and not public.in_maintenance(station_id, time)
       ${query.validOnly ? "and device_status = '00'" : ''}
     order by parameter_code, time`,
    [query.stationId, query.parameters, query.from.toISOString(), query.to.toISOString()],
  );
  return toRecords(rows);
}

export function toRecords(
  rows: readonly {
    parameter_code: string;
    time: Date | string;
    value: number;
    device_status: string;
  }[],
): RecordsByParameter {
  const byParameter: RecordsByParameter = new Map();
  for (const row of rows) {
    const series = byParameter.get(row.parameter_code) ?? [];
    series.push({
      parameter: row.parameter_code,
      time: new Date(row.time),
      value: Number(row.value),
      deviceStatus: deviceStatusFromCode(row.device_status) ?? 'device_error',
    });
    byParameter.set(row.parameter_code, series);
  }
  return byParameter;
}
