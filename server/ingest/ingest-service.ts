import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { pastExceedances } from '../alerts/late-exceedances.js';
import { evaluateSnapshot, loadStationSnapshots } from '../alerts/station-snapshot.js';
import { applyEvaluation, emitOutcome } from '../alerts/status-evaluation.js';
import type { StatusEvents } from '../alerts/status-events.js';
import { transactionWithRetry } from '../db/conflict-retry.js';
import type { Database } from '../db/database.js';
import type { StationStatus } from '../domain/station-status.js';
import type { IngestStation } from './credentials.js';
import {
  addStoredCounts,
  lockStation,
  recordFile,
  fileStatus,
  stationByCode,
  upsertMeasurements,
  type FileRecord,
  type IngestError,
  type IngestFileStatus,
  type IngestSource,
  type StoredCounts,
} from './ingest-store.js';
import {
  DataFileError,
  DEFAULT_REJECTION_LIMITS,
  parseDataFile,
  quote,
  type ParsedDataFile,
  type RejectionLimits,
  type RejectionSummary,
} from './parser/index.js';
import { StationQueue } from './station-queue.js';

// One received file, whatever brought it: parse, store the good lines, re-evaluate the station,
// record the file. A file problem is an answer (status 'rejected' with its reason), never an
// exception; only a database failure throws, and the sender then simply sends the file again.
//
// A large file must never hold the server: it is parsed in slices (parseDataFile yields between
// them) and stored `batchRows` rows per statement, each statement its own short transaction (the
// station row locked first: server/db/station-locks.ts) with a turn of the event loop after it,
// so on PGlite's single connection other requests take their turn between batches. The last
// batch, the station's evaluation, the file's late exceedances and the file's record are one
// transaction, and status events go out after it commits; so nothing is acknowledged (reply,
// FTP 226, file moved to done/) before the whole file is stored. If the process dies in between,
// the batches already stored stay and the file is not recorded; the sender, having no answer,
// sends it again, and the upsert makes the resent lines harmless ("unchanged"), completing it.
// Files of one station go one after the other (StationQueue); other stations are not held.

export interface IngestRequest {
  /** The station the credentials belong to (HTTP, FTP) … */
  readonly stationId?: number;
  /** … or the station code of the watched sub-folder. */
  readonly stationCode?: string;
  readonly fileName: string;
  readonly content: Uint8Array | string;
  readonly source: IngestSource;
}

/** A file refused as a whole (too large, a symbolic link, a bad name, no station …). */
export interface RefusedFile {
  /** The station, when the receiver knows it (its credentials); null when there is none … */
  readonly station?: IngestStation | null;
  /** … or the code of the watched sub-folder it came in, looked up. */
  readonly stationCode?: string;
  readonly fileName: string;
  readonly source: IngestSource;
  readonly code: string;
  readonly reason: string;
}

export interface IngestResult {
  readonly fileId: number;
  readonly fileName: string;
  readonly stationId: number | null;
  readonly stationCode: string | null;
  readonly status: IngestFileStatus;
  readonly linesTotal: number;
  readonly accepted: number;
  /** Rejected lines (a file refused as a whole has none: see `refusal`). */
  readonly rejected: number;
  readonly rejectedByReason: RejectionSummary['byReason'];
  readonly stored: StoredCounts;
  /** The first rejected lines (or the whole-file error), bounded by the rejection limits. */
  readonly errors: readonly IngestError[];
  /** Rejected lines counted but not listed in `errors`. */
  readonly errorsOmitted: number;
  /** Why nothing of the file was stored, when its status is 'rejected'. */
  readonly refusal: { readonly code: string; readonly reason: string } | null;
  /** The station's status after this file (null when nothing was evaluated). */
  readonly stationStatus: StationStatus | null;
}

export interface IngestLimits {
  /** Measurements stored per statement (each its own short transaction). */
  readonly batchRows: number;
  readonly rejections: RejectionLimits;
}

export const DEFAULT_INGEST_LIMITS: IngestLimits = {
  batchRows: 500,
  rejections: DEFAULT_REJECTION_LIMITS,
};

export interface IngestServiceDeps {
  readonly db: Database;
  readonly events: StatusEvents;
  readonly limits?: IngestLimits;
  readonly now?: () => Date;
  readonly log?: (line: string) => void;
}

export interface IngestService {
  ingest(request: IngestRequest): Promise<IngestResult>;
  /** Records a refused file (station null when unknown) and returns the answer for the sender. */
  refuse(file: RefusedFile): Promise<IngestResult>;
}

const NOTHING_STORED: StoredCounts = { inserted: 0, updated: 0, unchanged: 0 };

const baseName = (fileName: string) => fileName.split(/[\\/]/).pop() || fileName;

function unknownStation(request: IngestRequest): RefusedFile {
  const station = request.stationCode ?? String(request.stationId);
  return {
    station: null,
    fileName: request.fileName,
    source: request.source,
    code: 'unknown_station',
    reason: `Không có trạm mã ${quote(station)}`,
  };
}

/** A file without one good line is refused; the reason sums up its rejected lines. */
function noValidLine(parsed: ParsedDataFile): { code: string; reason: string } {
  const { total, listed } = parsed.rejections;
  const first = listed[0] ? ` Dòng ${listed[0].line}: ${listed[0].reason}` : '';
  return {
    code: 'no_valid_line',
    reason: `Tệp không có dòng dữ liệu hợp lệ nào (${total} dòng bị từ chối).${first}`,
  };
}

export function createIngestService(deps: IngestServiceDeps): IngestService {
  const { db } = deps;
  const limits = deps.limits ?? DEFAULT_INGEST_LIMITS;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? ((line: string) => console.error(line));
  const stations = new StationQueue();

  async function stationOf(file: RefusedFile): Promise<IngestStation | null> {
    if (file.station !== undefined) return file.station;
    if (file.stationCode === undefined) return null;
    return (await stationByCode(db, file.stationCode)) ?? null;
  }

  async function refuse(file: RefusedFile): Promise<IngestResult> {
    const fileName = baseName(file.fileName);
    const station = await stationOf(file);
    const stationId = station?.id ?? null;
    const errors = [{ line: null, code: file.code, reason: file.reason }];
    const fileId = await recordFile(db, {
      stationId,
      fileName,
      source: file.source,
      linesTotal: 0,
      linesAccepted: 0,
      rejectedByReason: {},
      errors,
    });
    return {
      fileId,
      fileName,
      stationId,
      stationCode: station?.code ?? null,
      status: 'rejected',
      linesTotal: 0,
      accepted: 0,
      rejected: 0,
      rejectedByReason: {},
      stored: NOTHING_STORED,
      errors,
      errorsOmitted: 0,
      refusal: { code: file.code, reason: file.reason },
      stationStatus: null,
    };
  }

  /** Stores all but the last batch, newest rows first, each batch its own statement. */
  async function storeLeadingBatches(stationId: number, rows: ParsedDataFile['measurements']) {
    let stored = NOTHING_STORED;
    const written: ParsedDataFile['measurements'][number][] = [];
    let start = 0;
    for (; rows.length - start > limits.batchRows; start += limits.batchRows) {
      const batch = rows.slice(start, start + limits.batchRows);
      const batchStored = await transactionWithRetry(db, async (tx) => {
        await lockStation(tx, stationId);
        return upsertMeasurements(tx, stationId, batch);
      });
      stored = addStoredCounts(stored, batchStored.counts);
      written.push(...batchStored.written);
      await yieldToEventLoop();
    }
    return { stored, written, rest: rows.slice(start) };
  }

  async function ingestForStation(
    stationId: number,
    request: IngestRequest,
    at: Date,
  ): Promise<IngestResult> {
    const fileName = baseName(request.fileName);
    const { source } = request;
    const [before] = await loadStationSnapshots(db, [stationId]);
    if (!before) return refuse(unknownStation(request));
    const codes = before.parameters.map((p) => p.code);
    let parsed: ParsedDataFile;
    try {
      parsed = await parseDataFile(
        { fileName, content: request.content },
        {
          expectedStationCode: before.station.code,
          now: at,
          // The station's own codes double as its alias table: "cod" or "COD" both mean COD.
          parameterAliases: Object.fromEntries(codes.map((code) => [code, code])),
          knownParameters: new Set(codes),
          parameterUnits: Object.fromEntries(before.parameters.map((p) => [p.code, p.unit])),
          rejectionLimits: limits.rejections,
        },
      );
    } catch (error) {
      if (!(error instanceof DataFileError)) throw error;
      const { station } = before;
      return refuse({ station, fileName, source, code: error.code, reason: error.message });
    }
    // Newest first: the first batch moves the station's latest values (and its live row) once;
    // the older rows after it leave them as they are.
    const rows = [...parsed.measurements].sort((a, b) => b.time.getTime() - a.time.getTime());
    const leading = await storeLeadingBatches(stationId, rows);
    const record: FileRecord = {
      stationId,
      fileName: parsed.fileInfo.fileName,
      source,
      linesTotal: parsed.fileInfo.lineCount,
      linesAccepted: rows.length,
      rejectedByReason: parsed.rejections.byReason,
      errors: parsed.rejections.listed,
    };
    const committed = await transactionWithRetry(db, async (tx) => {
      await lockStation(tx, stationId);
      const last = await upsertMeasurements(tx, stationId, leading.rest);
      const [after] = await loadStationSnapshots(tx, [stationId]);
      const evaluated = await applyEvaluation(tx, after, { now: at, cause: 'ingest', before });
      const written = [...leading.written, ...last.written];
      const exceedances = await pastExceedances(tx, after, written);
      const outcome = { ...evaluated, pastExceedances: { station: after.station, exceedances } };
      const fileId = await recordFile(tx, record);
      // What applyEvaluation has just written to the station row.
      return { outcome, fileId, last, stationStatus: evaluateSnapshot(after, at).status };
    });
    emitOutcome(deps.events, committed.outcome, log);
    const status = fileStatus(record.linesAccepted, record.linesTotal);
    return {
      fileId: committed.fileId,
      fileName: record.fileName,
      stationId,
      stationCode: before.station.code,
      status,
      linesTotal: record.linesTotal,
      accepted: record.linesAccepted,
      rejected: parsed.rejections.total,
      rejectedByReason: record.rejectedByReason,
      stored: addStoredCounts(leading.stored, committed.last.counts),
      errors: record.errors,
      errorsOmitted: parsed.rejections.total - record.errors.length,
      refusal: status === 'rejected' ? noValidLine(parsed) : null,
      stationStatus: committed.stationStatus,
    };
  }

  return {
    refuse,
    async ingest(request) {
      const at = now();
      const stationId =
        request.stationId ?? (await stationByCode(db, request.stationCode ?? ''))?.id;
      if (stationId === undefined) return refuse(unknownStation(request));
      return stations.run(stationId, () => ingestForStation(stationId, request, at));
    },
  };
}
