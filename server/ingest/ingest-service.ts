import { loadStationSnapshots } from '../alerts/station-snapshot.js';
import {
  applyEvaluation,
  emitOutcome,
  type EvaluationOutcome,
} from '../alerts/status-evaluation.js';
import type { StatusEvents } from '../alerts/status-events.js';
import type { Database, Executor } from '../db/database.js';
import type { StationStatus } from '../domain/station-status.js';
import {
  lockStation,
  recordFile,
  fileStatus,
  upsertMeasurements,
  type IngestError,
  type IngestFileStatus,
  type IngestSource,
  type StoredCounts,
} from './ingest-store.js';
import { DataFileError, parseDataFile, type ParsedMeasurement } from './parser/index.js';

// One received file, whatever brought it: parse, store the good lines, record the file with every
// rejection, re-evaluate the station. All of it is one transaction, and events go out after the
// commit. A file problem is an answer (status 'rejected' with reasons), never an exception; only
// a database failure throws, and then nothing is stored, so the sender can simply retry.

export interface IngestRequest {
  /** The station the credentials belong to (HTTP, FTP) … */
  readonly stationId?: number;
  /** … or the station code of the watched sub-folder. */
  readonly stationCode?: string;
  readonly fileName: string;
  readonly content: Uint8Array | string;
  readonly source: IngestSource;
}

export interface IngestResult {
  readonly fileId: number;
  readonly fileName: string;
  readonly stationId: number | null;
  readonly stationCode: string | null;
  readonly status: IngestFileStatus;
  readonly linesTotal: number;
  readonly accepted: number;
  readonly rejected: number;
  readonly stored: StoredCounts;
  readonly errors: readonly IngestError[];
  /** The station's status after this file (null when the station is unknown). */
  readonly stationStatus: StationStatus | null;
}

export interface IngestServiceDeps {
  readonly db: Database;
  readonly events: StatusEvents;
  readonly now?: () => Date;
  readonly log?: (line: string) => void;
}

export interface IngestService {
  ingest(request: IngestRequest): Promise<IngestResult>;
}

const NOTHING_STORED: StoredCounts = { inserted: 0, updated: 0, unchanged: 0 };

const baseName = (fileName: string) => fileName.split(/[\\/]/).pop() || fileName;

export function createIngestService(deps: IngestServiceDeps): IngestService {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? ((line: string) => console.error(line));

  async function ingestInTransaction(
    tx: Executor,
    request: IngestRequest,
    at: Date,
  ): Promise<{ result: IngestResult; outcome?: EvaluationOutcome }> {
    const fileName = baseName(request.fileName);
    const station =
      request.stationId !== undefined
        ? await lockStation(tx, { id: request.stationId })
        : await lockStation(tx, { code: request.stationCode ?? '' });
    const rejectWhole = async (code: string, reason: string, stationId: number | null) => {
      const errors = [{ line: null, code, reason }];
      const fileId = await recordFile(tx, {
        stationId,
        fileName,
        source: request.source,
        linesTotal: 0,
        linesAccepted: 0,
        errors,
      });
      return {
        result: {
          fileId,
          fileName,
          stationId,
          stationCode: station?.code ?? null,
          status: 'rejected' as const,
          linesTotal: 0,
          accepted: 0,
          rejected: 0,
          stored: NOTHING_STORED,
          errors,
          stationStatus: null,
        },
      };
    };
    if (!station) {
      return rejectWhole(
        'unknown_station',
        `Không có trạm mã "${request.stationCode ?? request.stationId}"`,
        null,
      );
    }
    const [before] = await loadStationSnapshots(tx, [station.id]);
    // The station's own codes double as its alias table: "cod" or "COD" both mean COD.
    const aliases = Object.fromEntries(before.parameters.map((p) => [p.code, p.code]));
    let parsed;
    try {
      parsed = parseDataFile(
        { fileName, content: request.content },
        { expectedStationCode: station.code, now: at, parameterAliases: aliases },
      );
    } catch (error) {
      if (!(error instanceof DataFileError)) throw error;
      return rejectWhole(error.code, error.message, station.id);
    }
    const known = new Set(before.parameters.map((p) => p.code));
    const good: ParsedMeasurement[] = [];
    const errors: IngestError[] = parsed.rejected.map((r) => ({
      line: r.line,
      text: r.text,
      reason: r.reason,
    }));
    for (const m of parsed.measurements) {
      if (known.has(m.parameter)) good.push(m);
      else
        errors.push({
          line: m.line,
          reason: `Trạm ${station.code} không có thông số "${m.rawParameter}"`,
        });
    }
    errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    const stored = await upsertMeasurements(tx, station.id, good);
    const [after] = await loadStationSnapshots(tx, [station.id]);
    const outcome = await applyEvaluation(tx, after, { now: at, cause: 'ingest', before });
    const fileId = await recordFile(tx, {
      stationId: station.id,
      fileName,
      source: request.source,
      linesTotal: parsed.fileInfo.lineCount,
      linesAccepted: good.length,
      errors,
    });
    const [evaluated] = await tx.query<{ latest_status: StationStatus | null }>(
      'select latest_status from public.station where id = $1',
      [station.id],
    );
    return {
      outcome,
      result: {
        fileId,
        fileName,
        stationId: station.id,
        stationCode: station.code,
        status: fileStatus(good.length, errors.length),
        linesTotal: parsed.fileInfo.lineCount,
        accepted: good.length,
        rejected: errors.length,
        stored,
        errors,
        stationStatus: evaluated?.latest_status ?? null,
      },
    };
  }

  return {
    async ingest(request) {
      const at = now();
      const { result, outcome } = await deps.db.transaction((tx) =>
        ingestInTransaction(tx, request, at),
      );
      if (outcome) emitOutcome(deps.events, outcome, log);
      return result;
    },
  };
}
