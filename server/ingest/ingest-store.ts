import type { Queryable } from '../db/database.js';
import type { ParsedMeasurement } from './parser/index.js';

// The SQL of one ingestion: measurements upserted idempotently and the received file recorded.
// Parameterised only; rows travel as one JSON parameter.

export type IngestSource = 'http' | 'ftp' | 'folder';
export type IngestFileStatus = 'accepted' | 'partial' | 'rejected';

/** One rejection: a line (with its text) or, with `line` null, the whole file. */
export interface IngestError {
  readonly line: number | null;
  readonly text?: string;
  readonly code?: string;
  readonly reason: string;
}

export interface StoredCounts {
  /** New (station, parameter, time) rows. */
  readonly inserted: number;
  /** Rows that existed with another value or device status, now replaced by this file's. */
  readonly updated: number;
  /** Rows that existed with the same value and status: a resent file lands here. */
  readonly unchanged: number;
}

export interface LockedStation {
  readonly id: number;
  readonly code: string;
}

/**
 * Locks the station row for the rest of the transaction, so two files of one station (or a file
 * and the status timer) are evaluated one after the other, each on the other's result.
 */
export async function lockStation(
  q: Queryable,
  by: { id: number } | { code: string },
): Promise<LockedStation | undefined> {
  const [row] =
    'id' in by
      ? await q.query<LockedStation>(
          'select id, code from public.station where id = $1 for update',
          [by.id],
        )
      : await q.query<LockedStation>(
          'select id, code from public.station where lower(code) = lower($1) for update',
          [by.code],
        );
  return row ? { id: Number(row.id), code: row.code } : undefined;
}

/**
 * A resent line updates the stored row only when its value or device status differs: the
 * logger's latest word wins (a corrected file after a calibration fix), and an identical resend
 * writes nothing, so roll-ups and realtime see no change.
 */
export async function upsertMeasurements(
  q: Queryable,
  stationId: number,
  measurements: readonly ParsedMeasurement[],
): Promise<StoredCounts> {
  if (measurements.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const rows = measurements.map((m) => ({
    code: m.parameter,
    time: m.timeIso,
    value: m.value,
    status: m.statusCode,
  }));
  const written = await q.query<{ inserted: boolean }>(
    `insert into public.measurement as m (station_id, parameter_code, time, value, device_status)
     select $1, x.code, x.time, x.value, x.status
     from json_to_recordset($2::json) as x(code text, time timestamptz, value float8, status text)
     on conflict (station_id, parameter_code, time) do update
       set value = excluded.value, device_status = excluded.device_status, received_at = now()
       where (m.value, m.device_status) is distinct from (excluded.value, excluded.device_status)
     returning (m.xmax = 0) as inserted`,
    [stationId, JSON.stringify(rows)],
  );
  const inserted = written.filter((row) => row.inserted).length;
  const updated = written.length - inserted;
  return { inserted, updated, unchanged: measurements.length - written.length };
}

export interface FileRecord {
  readonly stationId: number | null;
  readonly fileName: string;
  readonly source: IngestSource;
  readonly linesTotal: number;
  readonly linesAccepted: number;
  readonly errors: readonly IngestError[];
}

export function fileStatus(linesAccepted: number, errorCount: number): IngestFileStatus {
  if (linesAccepted === 0) return 'rejected';
  return errorCount === 0 ? 'accepted' : 'partial';
}

export async function recordFile(q: Queryable, file: FileRecord): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `insert into public.ingest_file
       (station_id, file_name, source, status, lines_total, lines_accepted, errors)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb)
     returning id`,
    [
      file.stationId,
      file.fileName,
      file.source,
      fileStatus(file.linesAccepted, file.errors.length),
      file.linesTotal,
      file.linesAccepted,
      JSON.stringify(file.errors),
    ],
  );
  return Number(row.id);
}
