import type { Queryable } from '../db/database.js';
import { lockStations } from '../db/station-locks.js';
import type { IngestStation } from './credentials.js';
import type { ParsedMeasurement, RejectionSummary } from './parser/index.js';

// The SQL of one ingestion: measurements upserted idempotently and the received file recorded.
// Parameterised only; rows travel as one JSON parameter.

export type IngestSource = 'http' | 'ftp' | 'folder';
export type IngestFileStatus = 'accepted' | 'partial' | 'rejected';

/** One rejection: a line (with its text, cut) or, with `line` null, the whole file. */
export interface IngestError {
  readonly line: number | null;
  readonly code: string;
  readonly text?: string;
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

export async function stationByCode(
  q: Queryable,
  code: string,
): Promise<IngestStation | undefined> {
  const [row] = await q.query<IngestStation>(
    'select id, code from public.station where lower(code) = lower($1)',
    [code],
  );
  return row ? { id: Number(row.id), code: row.code } : undefined;
}

/**
 * Locks the station row for the rest of the transaction, before any measurement is written (the
 * lock order of server/db/station-locks.ts), so a file's batches, its evaluation, the simulator
 * and the status timer run one after the other, each on the other's result.
 */
export async function lockStation(q: Queryable, stationId: number): Promise<void> {
  await lockStations(q, [stationId]);
}

/** What one upsert did: its counts, and the lines it wrote (inserted or changed) for the alerts. */
export interface StoredBatch {
  readonly counts: StoredCounts;
  readonly written: readonly ParsedMeasurement[];
}

/**
 * A resent line updates the stored row only when its value or device status differs: the
 * logger's latest word wins (a corrected file after a calibration fix), and an identical resend
 * writes nothing, so roll-ups, realtime and alerts see no change.
 */
export async function upsertMeasurements(
  q: Queryable,
  stationId: number,
  measurements: readonly ParsedMeasurement[],
): Promise<StoredBatch> {
  if (measurements.length === 0)
    return { counts: { inserted: 0, updated: 0, unchanged: 0 }, written: [] };
  const rows = measurements.map((m) => ({
    code: m.parameter,
    time: m.timeIso,
    value: m.value,
    status: m.statusCode,
  }));
  // Which keys existed is read in the same statement (one snapshot) rather than from xmax, which a
  // partitioned public.measurement cannot return; the station lock keeps other writers out.
  const written = await q.query<{ parameter_code: string; time: Date | string; inserted: boolean }>(
    `with x as (
       select * from json_to_recordset($2::json)
         as x(code text, time timestamptz, value float8, status text)),
     existing as (
       select m.parameter_code, m.time from public.measurement m
       join x on m.station_id = $1 and m.parameter_code = x.code and m.time = x.time),
     written as (
       insert into public.measurement as m (station_id, parameter_code, time, value, device_status)
       select $1, x.code, x.time, x.value, x.status from x
       on conflict (station_id, parameter_code, time) do update
         set value = excluded.value, device_status = excluded.device_status, received_at = now()
         where (m.value, m.device_status) is distinct from (excluded.value, excluded.device_status)
       returning m.parameter_code, m.time)
     select w.parameter_code, w.time, e.time is null as inserted
     from written w
     left join existing e on e.parameter_code = w.parameter_code and e.time = w.time`,
    [stationId, JSON.stringify(rows)],
  );
  const inserted = written.filter((row) => row.inserted).length;
  const updated = written.length - inserted;
  const key = (code: string, time: Date | string) => `${code}|${new Date(time).getTime()}`;
  const writtenKeys = new Set(written.map((row) => key(row.parameter_code, row.time)));
  return {
    counts: { inserted, updated, unchanged: measurements.length - written.length },
    written: measurements.filter((m) => writtenKeys.has(key(m.parameter, m.time))),
  };
}

export const addStoredCounts = (a: StoredCounts, b: StoredCounts): StoredCounts => ({
  inserted: a.inserted + b.inserted,
  updated: a.updated + b.updated,
  unchanged: a.unchanged + b.unchanged,
});

/**
 * What ingest_file keeps of a file: its line counts, the rejected lines counted by reason and the
 * first of them listed (RejectionSummary bounds them), or one error with `line` null when the
 * file was refused as a whole.
 */
export interface FileRecord {
  readonly stationId: number | null;
  readonly fileName: string;
  readonly source: IngestSource;
  readonly linesTotal: number;
  readonly linesAccepted: number;
  readonly rejectedByReason: RejectionSummary['byReason'];
  readonly errors: readonly IngestError[];
}

/** Longest file name kept: a name comes from the sender and a station file's is ~30 characters. */
export const MAX_FILE_NAME_CHARS = 255;

export function fileStatus(linesAccepted: number, linesTotal: number): IngestFileStatus {
  if (linesAccepted === 0) return 'rejected';
  return linesAccepted === linesTotal ? 'accepted' : 'partial';
}

export async function recordFile(q: Queryable, file: FileRecord): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `insert into public.ingest_file (station_id, file_name, source, status, lines_total,
                                     lines_accepted, rejected_by_reason, errors)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)
     returning id`,
    [
      file.stationId,
      file.fileName.slice(0, MAX_FILE_NAME_CHARS),
      file.source,
      fileStatus(file.linesAccepted, file.linesTotal),
      file.linesTotal,
      file.linesAccepted,
      JSON.stringify(file.rejectedByReason),
      JSON.stringify(file.errors),
    ],
  );
  return Number(row.id);
}
