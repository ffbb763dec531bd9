// Compression of every dynamic answer (JSON of /api, /rest/v1 and /auth/v1, the served
// index.html, config.json) with expressjs/compression around the Node request listener: brotli to
// a client that takes it, else gzip. Files the build precompressed already carry their
// Content-Encoding and pass as they are, as do fonts and images (not compressible), HEAD, answers
// under the threshold, `Cache-Control: no-transform` and PostgREST's partial pages (206).
// Answers are built on each request, so the levels are the fast ones: on a year of daily averages
// (850 KB of JSON), brotli 1 gives the size of gzip 6 in a quarter of its time
// (bench/reports-daily-average.ts times the API with it). The realtime websocket is upgraded
// before any request listener runs. A route may compress a large answer itself, in one piece, at
// the same levels (`compressAnswer`, server/web/send-encoded.ts); it then carries its
// Content-Encoding, and this listener passes it.
import type { NonSharedBuffer } from 'node:buffer';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import compression from 'compression';
import type { ContentCoding } from './content-encoding.js';

/** Below this many bytes an answer is not worth compressing. */
export const DEFAULT_COMPRESS_MIN_BYTES = 1024;

const BROTLI_QUALITY = 1;
const GZIP_LEVEL = 1;

// zlib's output chunk for compressAnswer: the whole answer's room, within these bounds.
const MIN_CHUNK_BYTES = 64 * 1024;
const MAX_CHUNK_BYTES = 1024 * 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `body` compressed as the listener would, off the event loop, in a buffer of its own size (an
 * answer kept in memory, server/api/answer-cache.ts, is weighed by its length; at these levels
 * zlib gives its output in several pieces and joins them, where a single piece would come back
 * as a view of its whole chunk).
 */
export function compressAnswer(body: Buffer, coding: ContentCoding): Promise<NonSharedBuffer> {
  // Room for the whole output at once: with zlib's default 16 KB chunks, every chunk of output
  // was another trip between the thread pool and the event loop (a year of daily averages, 75 KB
  // with brotli: 3.3 ms against 2.8 ms here).
  const chunkSize = Math.min(MAX_CHUNK_BYTES, Math.max(MIN_CHUNK_BYTES, body.byteLength));
  return coding === 'br'
    ? brotliAsync(body, {
        chunkSize,
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipAsync(body, { chunkSize, level: GZIP_LEVEL });
}

const compressible = (request: IncomingMessage, response: ServerResponse): boolean =>
  response.statusCode !== 206 && compression.filter(request as never, response as never);

/** The request listener with its answers compressed. */
export function withCompressedAnswers(
  listener: RequestListener,
  { minBytes = DEFAULT_COMPRESS_MIN_BYTES }: { minBytes?: number } = {},
): RequestListener {
  const compress = compression({
    threshold: minBytes,
    level: GZIP_LEVEL,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    filter: compressible,
  });
  return (request, response) => {
    compress(request as never, response as never, () => listener(request, response));
  };
}
