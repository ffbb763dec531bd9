import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Database } from '../db/database.js';
import { stationByToken, tokenFromHeaders, type IngestStation } from './credentials.js';
import type { IngestResult, IngestService } from './ingest-service.js';

// POST /api/ingest — a data logger (or its gateway) sends one file per request:
//   Authorization: Bearer <station token>   (or X-Ingest-Token: <station token>)
//   either multipart/form-data with the file in the field "file" (its file name is used),
//   or the raw file as the body with its name in ?file=<name> or the X-File-Name header.
// 200 with the counts when at least one line was stored, 400 with the reasons when nothing
// could be (bad name, encoding, every line bad), 401 for a bad token, 413 above the size limit.

export interface IngestRoutesDeps {
  readonly db: Database;
  readonly service: IngestService;
  /** Largest accepted body. Default 2 MiB (a 5-minute file is a few hundred bytes). */
  readonly maxFileBytes?: number;
}

export const DEFAULT_MAX_FILE_BYTES = 2 * 1024 * 1024;

type Env = { Variables: { station: IngestStation } };

const error = (c: Context, status: 400 | 401 | 413, code: string, message: string) =>
  c.json({ error: code, message }, status);

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
    stored: result.stored,
    errors: result.errors,
    stationStatus: result.stationStatus,
  };
}

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
  const fileName = c.req.query('file') ?? c.req.header('x-file-name');
  if (!fileName) return { problem: 'Thiếu tên tệp: dùng ?file=<tên tệp> hoặc tiêu đề X-File-Name' };
  return { fileName, content: new Uint8Array(await c.req.arrayBuffer()) };
}

export function createIngestRoutes(deps: IngestRoutesDeps): Hono<Env> {
  const app = new Hono<Env>();
  app.post(
    '/',
    async (c, next) => {
      const token = tokenFromHeaders(c.req.header('authorization'), c.req.header('x-ingest-token'));
      const station = token ? await stationByToken(deps.db, token) : undefined;
      if (!station) {
        return error(c, 401, 'unauthorized', 'Mã truy cập của trạm không hợp lệ hoặc bị thiếu');
      }
      c.set('station', station);
      await next();
    },
    bodyLimit({
      maxSize: deps.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
      onError: (c) =>
        error(
          c,
          413,
          'payload_too_large',
          `Tệp quá lớn: tối đa ${deps.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES} byte`,
        ),
    }),
    async (c) => {
      const upload = await readUpload(c);
      if ('problem' in upload) return error(c, 400, 'bad_request', upload.problem);
      const result = await deps.service.ingest({
        stationId: c.get('station').id,
        fileName: upload.fileName,
        content: upload.content,
        source: 'http',
      });
      const status = result.status === 'rejected' ? 400 : 200;
      return c.json(
        {
          ...(status === 400 ? { error: 'bad_file', message: result.errors[0]?.reason } : {}),
          ...responseBody(result),
        },
        status,
      );
    },
  );
  return app;
}
