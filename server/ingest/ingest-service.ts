import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { pastExceedances } from '../alerts/late-exceedances.js';
import {
  evaluateSnapshot,
  loadStationSnapshot,
  type StationSnapshot,
} from '../alerts/station-snapshot.js';
import { applyEvaluation, emitOutcome } from '../alerts/status-evaluation.js';
import type { StatusEvents } from '../alerts/status-events.js';
import { transactionWithRetry } from '../db/conflict-retry.js';
import type { Database, Executor } from '../db/database.js';
import type { StationStatus } from '../domain/station-status.js';
import { queueForward } from '../forwarding/forward-queue.js';
import { stationByTokenHash, type IngestStation } from './credentials.js';
import {
  addStoredCounts,
  fileStatus,
  keepFileContent,
  lockStation,
  recordFile,
  recordFileAndLoadStation,
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
// batch, the station's evaluation, the file's late exceedances and the file's record (and, when
// the station forwards to the authority, the file queued for it: server/forwarding) are one
// transaction, and status events go out after it commits; so nothing is acknowledged (reply,
// FTP 226, file moved to done/) before the whole file is stored. If the process dies in between,
// the batches already stored stay and the file is not recorded; the sender, having no answer,
// sends it again, and the upsert makes the resent lines harmless ("unchanged"), completing it.
// Files of one station go one after the other (StationQueue); other stations are not held.
//
// Round trips on the way of a small file (issue 13): the file is parsed against the station's
// code and parameters as last seen (kept per station, so no query before parsing); the first
// transaction locks the station (re-checking the HTTP token there), reads it in one statement
// (the "before" of the evaluation) and checks that its code and parameters are still the ones
// the file was parsed against — if not, the transaction is dropped and the file parsed again
// against what was read. The file's record and the station's state after the file are one
// statement too. So validation always stands on the station as it is under the lock.

export interface IngestRequest {
  /** The station the credentials belong to (HTTP, FTP) … */
  readonly stationId?: number;
  /** … or the station code of the watched sub-folder. */
  readonly stationCode?: string;
  /** The hash of the HTTP token the file came with: checked again under the station lock. */
  readonly httpTokenHash?: string;
  readonly fileName: string;
  readonly content: Uint8Array | string;
  readonly source: IngestSource;
}

/** The file's HTTP token is no longer its station's (replaced or removed since it was read). */
export class RevokedTokenError extends Error {
  constructor(readonly stationId: number) {
    super(`the token of station ${stationId} is no longer valid`);
  }
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

/** What parsing a file of a station stands on: its code and its parameters' codes and units. */
interface ParseBasis {
  readonly station: IngestStation;
  readonly parameters: readonly { readonly code: string; readonly unit: string }[];
  /** Equal keys, same parse. */
  readonly key: string;
}

function parseBasisOf(snapshot: StationSnapshot): ParseBasis {
  const station = { id: snapshot.station.id, code: snapshot.station.code };
  const parameters = snapshot.parameters.map(({ code, unit }) => ({ code, unit }));
  return { station, parameters, key: JSON.stringify([station.code, parameters]) };
}

/** Thrown out of a transaction that found the station changed since the file was parsed. */
class StaleParseBasis extends Error {
  constructor(readonly snapshot: StationSnapshot) {
    super('station changed since the file was parsed');
  }
}

/** Thrown out of a transaction that found the station deleted. */
class StationGone extends Error {}

/** Parses of one file against a changing station before giving up (the sender sends again). */
const PARSE_ATTEMPTS = 3;

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

  /** The station's code and parameters as last seen, per station (checked under the lock). */
  const parseBases = new Map<number, ParseBasis>();

  function parse(basis: ParseBasis, fileName: string, request: IngestRequest, at: Date) {
    const codes = basis.parameters.map((p) => p.code);
    return parseDataFile(
      { fileName, content: request.content },
      {
        expectedStationCode: basis.station.code,
        now: at,
        // The station's own codes double as its alias table: "cod" or "COD" both mean COD.
        parameterAliases: Object.fromEntries(codes.map((code) => [code, code])),
        knownParameters: new Set(codes),
        parameterUnits: Object.fromEntries(basis.parameters.map((p) => [p.code, p.unit])),
        rejectionLimits: limits.rejections,
      },
    );
  }

  async function ingestForStation(
    stationId: number,
    request: IngestRequest,
    at: Date,
  ): Promise<IngestResult> {
    const fileName = baseName(request.fileName);
    const { source } = request;
    /** A refusal is recorded only for a token that is still the station's. */
    const refuseChecked = async (file: RefusedFile) => {
      const { httpTokenHash } = request;
      if (httpTokenHash !== undefined) {
        const owner = await stationByTokenHash(db, httpTokenHash);
        if (owner?.id !== stationId) throw new RevokedTokenError(stationId);
      }
      return refuse(file);
    };
    for (let attempt = 1; ; attempt++) {
      let basis = parseBases.get(stationId);
      const seenBefore = basis !== undefined;
      if (!basis) {
        const snapshot = await loadStationSnapshot(db, stationId);
        if (!snapshot) return refuseChecked(unknownStation(request));
        basis = parseBasisOf(snapshot);
        parseBases.set(stationId, basis);
      }
      let parsed: ParsedDataFile;
      try {
        parsed = await parse(basis, fileName, request, at);
      } catch (error) {
        if (!(error instanceof DataFileError)) throw error;
        // A refusal stands on the station as the database has it now, never on a stale copy.
        if (seenBefore) {
          parseBases.delete(stationId);
          continue;
        }
        const { station } = basis;
        return refuseChecked({
          station,
          fileName,
          source,
          code: error.code,
          reason: error.message,
        });
      }
      try {
        return await store(stationId, request, at, basis, parsed);
      } catch (error) {
        if (error instanceof StationGone) {
          parseBases.delete(stationId);
          return refuseChecked(unknownStation(request));
        }
        if (!(error instanceof StaleParseBasis) || attempt >= PARSE_ATTEMPTS) throw error;
        parseBases.set(stationId, parseBasisOf(error.snapshot));
      }
    }
  }

  /**
   * Locks the station (re-checking the HTTP token); in the file's first transaction also reads
   * the station, the "before" of its evaluation, and checks the file was parsed against it.
   */
  async function lockFor(
    tx: Executor,
    stationId: number,
    request: IngestRequest,
    basis: ParseBasis,
    read: boolean,
  ): Promise<StationSnapshot | undefined> {
    if (!(await lockStation(tx, stationId, request.httpTokenHash))) {
      if (request.httpTokenHash !== undefined) throw new RevokedTokenError(stationId);
      throw new StationGone();
    }
    if (!read) return undefined;
    const snapshot = await loadStationSnapshot(tx, stationId);
    if (!snapshot) throw new StationGone();
    if (parseBasisOf(snapshot).key !== basis.key) throw new StaleParseBasis(snapshot);
    return snapshot;
  }

  async function store(
    stationId: number,
    request: IngestRequest,
    at: Date,
    basis: ParseBasis,
    parsed: ParsedDataFile,
  ): Promise<IngestResult> {
    // Newest first: the first batch moves the station's latest values (and its live row) once;
    // the older rows after it leave them as they are.
    const rows = [...parsed.measurements].sort((a, b) => b.time.getTime() - a.time.getTime());
    // All but the last batch, each its own short transaction.
    let before: StationSnapshot | undefined;
    let leadingStored = NOTHING_STORED;
    const leadingWritten: ParsedDataFile['measurements'][number][] = [];
    let start = 0;
    for (; rows.length - start > limits.batchRows; start += limits.batchRows) {
      const batch = rows.slice(start, start + limits.batchRows);
      const first = before === undefined;
      const result = await transactionWithRetry(db, async (tx) => {
        const read = await lockFor(tx, stationId, request, basis, first);
        return { read, stored: await upsertMeasurements(tx, stationId, batch) };
      });
      before ??= result.read;
      leadingStored = addStoredCounts(leadingStored, result.stored.counts);
      leadingWritten.push(...result.stored.written);
      await yieldToEventLoop();
    }
    const rest = rows.slice(start);
    const record = {
      stationId,
      fileName: parsed.fileInfo.fileName,
      source: request.source,
      linesTotal: parsed.fileInfo.lineCount,
      linesAccepted: rows.length,
      rejectedByReason: parsed.rejections.byReason,
      errors: parsed.rejections.listed,
    } satisfies FileRecord;
    const first = before === undefined;
    const committed = await transactionWithRetry(db, async (tx) => {
      const read = await lockFor(tx, stationId, request, basis, first);
      const fileBefore = (before ?? read)!;
      const last = await upsertMeasurements(tx, stationId, rest);
      const { fileId, station: after } = await recordFileAndLoadStation(tx, record);
      if (record.linesAccepted > 0) {
        const { fileName, fileTime } = parsed.fileInfo;
        const file = { stationId, ingestFileId: fileId, fileName, fileTime };
        await queueForward(tx, { ...file, content: request.content });
      }
      const evaluated = await applyEvaluation(tx, after, {
        now: at,
        cause: 'ingest',
        before: fileBefore,
      });
      const written = [...leadingWritten, ...last.written];
      const exceedances = await pastExceedances(tx, after, written);
      const outcome = { ...evaluated, pastExceedances: { station: after.station, exceedances } };
      // What applyEvaluation has just written to the station row.
      return { outcome, fileId, last, stationStatus: evaluateSnapshot(after, at).status };
    });
    emitOutcome(deps.events, committed.outcome, log);
    // After the commit: the file is stored whatever happens to its copy, which only the evidence
    // pack reads (a missing copy shows there as not kept).
    await keepFileContent(db, committed.fileId, request.content).catch((error: unknown) =>
      log(`content of file ${committed.fileId} not kept: ${String(error)}`),
    );
    const status = fileStatus(record.linesAccepted, record.linesTotal);
    return {
      fileId: committed.fileId,
      fileName: record.fileName,
      stationId,
      stationCode: basis.station.code,
      status,
      linesTotal: record.linesTotal,
      accepted: record.linesAccepted,
      rejected: parsed.rejections.total,
      rejectedByReason: record.rejectedByReason,
      stored: addStoredCounts(leadingStored, committed.last.counts),
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
