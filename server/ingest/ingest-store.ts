import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  snapshotFromRow,
  stationSnapshotSql,
  type StationSnapshot,
  type StationSnapshotRow,
} from '../alerts/station-snapshot.js';
import type { Queryable } from '../db/database.js';
import { lockStations } from '../db/station-locks.js';
import type { IngestStation } from './credentials.js';
import type { ParsedMeasurement, RejectionSummary } from './parser/index.js';

// The SQL of one ingestion: measurements upserted idempotently and the received file recorded.
// Parameterised only; rows travel as one array parameter per column.

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
 * and the status timer run one after the other, each on the other's result. With
 * `httpTokenHash`, only while that token is still the station's: the HTTP receiver may have
 * found the station through its cache (credentials.ts), and this is where a replaced or removed
 * token is caught, in the same round trip. Returns false when the station (or the token) is gone.
 */
export async function lockStation(
  q: Queryable,
  stationId: number,
  httpTokenHash?: string,
): Promise<boolean> {
  if (httpTokenHash === undefined) return (await lockStations(q, [stationId])).length > 0;
  const rows = await q.query<{ id: number }>(
    `select s.id from public.station s
     where s.id = $1 and exists (select 1 from public.ingest_credential c
                                 where c.station_id = s.id and c.http_token_hash = $2)
     for no key update of s`,
    [stationId, httpTokenHash],
  );
  return rows.length > 0;
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
 *
 * New lines (the usual case) take one statement: an insert that skips existing keys and returns
 * what it inserted. Only when some keys existed does a second statement update those whose value
 * or status differs; it cannot touch a row the insert just wrote (those are not in its snapshot)
 * and the station lock keeps every other writer out in between. Rows travel as arrays, so the
 * planner knows how many there are and reaches each key by index (the file's keys are unique:
 * the parser refuses a repeated parameter and time).
 */
export async function upsertMeasurements(
  q: Queryable,
  stationId: number,
  measurements: readonly ParsedMeasurement[],
): Promise<StoredBatch> {
  if (measurements.length === 0)
    return { counts: { inserted: 0, updated: 0, unchanged: 0 }, written: [] };
  const columns = [
    stationId,
    measurements.map((m) => m.parameter),
    measurements.map((m) => m.timeIso),
    measurements.map((m) => m.value),
    measurements.map((m) => m.statusCode),
  ];
  const rows = `unnest($2::text[], $3::timestamptz[], $4::float8[], $5::text[])
                as x(code, time, value, status)`;
  const key = (code: string, time: Date | string) => `${code}|${new Date(time).getTime()}`;
  const inserted = await q.query<{ parameter_code: string; time: Date | string }>(
    `insert into public.measurement (station_id, parameter_code, time, value, device_status)
     select $1, x.code, x.time, x.value, x.status from ${rows}
     on conflict (station_id, parameter_code, time) do nothing
     returning parameter_code, time`,
    columns,
  );
  let updated: typeof inserted = [];
  if (inserted.length < measurements.length) {
    const insertedKeys = new Set(inserted.map((row) => key(row.parameter_code, row.time)));
    const existing = measurements.filter((m) => !insertedKeys.has(key(m.parameter, m.time)));
    updated = await q.query(
      `update public.measurement m
       set value = x.value, device_status = x.status, received_at = now()
       from ${rows}
       where m.station_id = $1 and m.parameter_code = x.code and m.time = x.time
         -- The keys again as constants: the months to visit are pruned and the rows found by
         -- index, whatever the planner thinks of the station's row count.
         and m.parameter_code = any($6::text[]) and m.time = any($7::timestamptz[])
         and (m.value, m.device_status) is distinct from (x.value, x.status)
       returning m.parameter_code, m.time`,
      [
        stationId,
        existing.map((m) => m.parameter),
        existing.map((m) => m.timeIso),
        existing.map((m) => m.value),
        existing.map((m) => m.statusCode),
        [...new Set(existing.map((m) => m.parameter))],
        [...new Set(existing.map((m) => m.timeIso))],
      ],
    );
  }
  const writtenKeys = new Set(
    [...inserted, ...updated].map((row) => key(row.parameter_code, row.time)),
  );
  return {
    counts: {
      inserted: inserted.length,
      updated: updated.length,
      unchanged: measurements.length - inserted.length - updated.length,
    },
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

const RECORD_FILE_SQL = `insert into public.ingest_file (station_id, file_name, source, status,
                                     lines_total, lines_accepted, rejected_by_reason, errors)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)
     returning id`;

const recordParams = (file: FileRecord) => [
  file.stationId,
  file.fileName.slice(0, MAX_FILE_NAME_CHARS),
  file.source,
  fileStatus(file.linesAccepted, file.linesTotal),
  file.linesTotal,
  file.linesAccepted,
  JSON.stringify(file.rejectedByReason),
  JSON.stringify(file.errors),
];

export async function recordFile(q: Queryable, file: FileRecord): Promise<number> {
  const [row] = await q.query<{ id: number }>(RECORD_FILE_SQL, recordParams(file));
  return Number(row.id);
}

/** Bytes of one stored part of a file's content (the table allows 256 KiB). */
export const CONTENT_PART_BYTES = 128 * 1024;

/**
 * Keeps a stored file's bytes (the evidence pack hands them back as the station sent them), part
 * by part, each its own statement with a turn of the event loop between, as large files' rows
 * are stored. The size was bounded at the door (INGEST_MAX_BYTES); refused files are not kept.
 */
export async function keepFileContent(
  q: Queryable,
  fileId: number,
  content: Uint8Array | string,
): Promise<void> {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  for (let part = 0; part * CONTENT_PART_BYTES < bytes.length; part += 1) {
    if (part > 0) await yieldToEventLoop();
    await q.query(
      'insert into public.ingest_file_content (ingest_file_id, part, content) values ($1, $2, $3)',
      [fileId, part, bytes.subarray(part * CONTENT_PART_BYTES, (part + 1) * CONTENT_PART_BYTES)],
    );
  }
}

/**
 * Records a stored file and reads its station as it now stands (after this transaction's
 * measurements and their trigger), in one round trip: the statement sees everything the
 * transaction's earlier statements did.
 */
export async function recordFileAndLoadStation(
  q: Queryable,
  file: FileRecord & { readonly stationId: number },
): Promise<{ fileId: number; station: StationSnapshot }> {
  const [row] = await q.query<StationSnapshotRow & { file_id: number }>(
    stationSnapshotSql({
      prefix: `with recorded as (${RECORD_FILE_SQL})`,
      columns: '(select id from recorded) as file_id,',
    }),
    recordParams(file),
  );
  if (!row) throw new Error(`station ${file.stationId} vanished while locked`);
  return { fileId: Number(row.file_id), station: snapshotFromRow(row) };
}
