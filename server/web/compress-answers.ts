// gzip (or deflate) for the JSON answers of /api, /rest/v1 and /auth/v1, through Hono's compress
// middleware. That middleware leaves alone a body smaller than its threshold only when the
// answer states its length, and Hono's c.json() does not: so a JSON answer, always built whole
// in memory here, gets its Content-Length first, and tiny answers ({"ok":true}, errors) go out
// as they are. It also never touches a HEAD, a 206 (PostgREST's partial page), an answer that is
// already encoded, or one marked no-transform; streamed bodies stream through the compressor.
// The realtime websocket is upgraded by the Node server before Hono sees it, and is not under
// these prefixes anyway.
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Below this many bytes an answer is not worth compressing. */
export const DEFAULT_COMPRESS_MIN_BYTES = 1024;

const JSON_TYPE = /^application\/(?:[^;\s]+\+)?json(?:[;\s]|$)/i;

export function compressAnswers({
  minBytes = DEFAULT_COMPRESS_MIN_BYTES,
}: { minBytes?: number } = {}): MiddlewareHandler {
  const compressor = compress({ threshold: minBytes });
  return (c, next) =>
    compressor(c, async () => {
      await next();
      const type = c.res.headers.get('Content-Type') ?? '';
      if (!c.res.body || c.res.headers.has('Content-Length') || !JSON_TYPE.test(type)) return;
      const body = await c.res.arrayBuffer();
      const sized = new Response(body, c.res);
      sized.headers.set('Content-Length', String(body.byteLength));
      c.res = sized;
    });
}
