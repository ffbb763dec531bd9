import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Database } from '../db/database.js';
import {
  hashToken,
  stationByTokenHash,
  StationTokenCache,
  tokenFromHeaders,
  type IngestStation,
} from './credentials.js';
import { RevokedTokenError, type IngestResult, type IngestService } from './ingest-service.js';

// POST /api/ingest — a data logger (or its gateway) sends one file per request:
//   Authorization: Bearer <station token>   (or X-Ingest-Token: <station token>)
//   either multipart/form-data with the file in the field "file" (its file name is used),
//   or the raw file as the body with its name in ?file=<name> or the X-File-Name header.
// 200 with the counts when at least one line was stored, 400 with the reason when nothing
// could be (bad name, UTF-16, every line bad, no file in the request), 401 for a bad token, 413
// above the size limit. Every refusal after the token check is recorded in ingest_file like any
// other file. The reply is bounded: counts by reason plus the first rejected lines only.
// A request without a valid token is answered but not recorded: anyone could send those.
// Valid tokens are remembered (credentials.ts StationTokenCache) and checked again where it
// counts: under the station lock when the file is stored, from the database before a refusal
// is recorded. A token found no longer valid there is answered 401 and forgotten.

export interface IngestRoutesDeps {
  readonly db: Database;
  readonly service: IngestService;
  /** Largest accepted body. Default 2 MiB (a 5-minute file is a few hundred bytes). */
  readonly maxFileBytes?: number;
}

export const DEFAULT_MAX_FILE_BYTES = 2 * 1024 * 1024;

type Env = {
  Variables: { station: IngestStation; tokenHash: string; fromCache: boolean };
};

const unauthorized = (c: Context) =>
  c.json(
    { error: 'unauthorized', message: 'Mã truy cập của trạm không hợp lệ hoặc bị thiếu' },
    401,
  );

export function responseBody(result: IngestResult) {
  return {
    fileId: result.fileId,
    fileName: result.fileName,
    stationId: result.stationId,
    stationCode: result.stationCode,
    status: result.status,
    linesTotal: result.linesTotal,
    accepted: result.accepted,
    rejected: result.rejected,
    rejectedByReason: result.rejectedByReason,
    stored: result.stored,
    errors: result.errors,
    errorsOmitted: result.errorsOmitted,
    stationStatus: result.stationStatus,
  };
}

/** The name given outside the body, the only one known before the body is read. */
const nameOutsideBody = (c: Context) => c.req.query('file') ?? c.req.header('x-file-name');

/** Recorded as the name of a refused request that gave none. */
const NO_FILE_NAME = '(không có tên tệp)';

async function readUpload(
  c: Context,
): Promise<{ fileName: string; content: Uint8Array } | { problem: string }> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await c.req.parseBody();
    const file = form.file;
    if (!(file instanceof File)) return { problem: 'Thiếu tệp: gửi tệp trong trường "file"' };
    return { fileName: file.name, content: new Uint8Array(await file.arrayBuffer()) };
  }
  const fileName = nameOutsideBody(c);
  if (!fileName) return { problem: 'Thiếu tên tệp: dùng ?file=<tên tệp> hoặc tiêu đề X-File-Name' };
  return { fileName, content: new Uint8Array(await c.req.arrayBuffer()) };
}

export function createIngestRoutes(deps: IngestRoutesDeps): Hono<Env> {
  const app = new Hono<Env>();
  const maxSize = deps.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const tokens = new StationTokenCache();
  /** The station of the request's token, from the database when the cache answered. */
  const confirmedStation = async (c: Context<Env>) => {
    if (!c.get('fromCache')) return c.get('station');
    const tokenHash = c.get('tokenHash');
    const station = await stationByTokenHash(deps.db, tokenHash);
    if (station) tokens.remember(tokenHash, station);
    else tokens.forget(tokenHash);
    return station;
  };
  const tooLarge = (c: Context) => {
    const length = c.req.header('content-length');
    const size = length && /^\d+$/.test(length) ? ` (${length} byte)` : '';
    return `Tệp quá lớn${size}: tối đa ${maxSize} byte`;
  };
  /** Records a request refused before its file could be read, and answers with the reason. */
  const refused = async (
    c: Context<Env>,
    status: 400 | 413,
    errorCode: string,
    code: string,
    reason: string,
  ) => {
    const station = await confirmedStation(c);
    if (!station) return unauthorized(c);
    const result = await deps.service.refuse({
      station,
      fileName: nameOutsideBody(c) || NO_FILE_NAME,
      source: 'http',
      code,
      reason,
    });
    return c.json({ error: errorCode, message: reason, ...responseBody(result) }, status);
  };
  app.post(
    '/',
    async (c, next) => {
      const token = tokenFromHeaders(c.req.header('authorization'), c.req.header('x-ingest-token'));
      if (!token) return unauthorized(c);
      const tokenHash = hashToken(token);
      const cached = tokens.get(tokenHash);
      const station = cached ?? (await stationByTokenHash(deps.db, tokenHash));
      if (!station) return unauthorized(c);
      if (!cached) tokens.remember(tokenHash, station);
      c.set('station', station);
      c.set('tokenHash', tokenHash);
      c.set('fromCache', cached !== undefined);
      await next();
    },
    bodyLimit({
      maxSize,
      onError: (c) => {
        // The rest of the body is never read: the connection cannot carry another request.
        c.header('Connection', 'close');
        return refused(c, 413, 'payload_too_large', 'too_large', tooLarge(c));
      },
    }),
    async (c) => {
      const upload = await readUpload(c);
      if ('problem' in upload) return refused(c, 400, 'bad_request', 'bad_request', upload.problem);
      let result: IngestResult;
      try {
        result = await deps.service.ingest({
          stationId: c.get('station').id,
          httpTokenHash: c.get('tokenHash'),
          fileName: upload.fileName,
          content: upload.content,
          source: 'http',
        });
      } catch (error) {
        if (!(error instanceof RevokedTokenError)) throw error;
        tokens.forget(c.get('tokenHash'));
        return unauthorized(c);
      }
      if (result.refusal)
        return c.json(
          { error: 'bad_file', message: result.refusal.reason, ...responseBody(result) },
          400,
        );
      return c.json(responseBody(result), 200);
    },
  );
  return app;
}
