import type { NonSharedBuffer } from 'node:buffer';
import type { Context } from 'hono';
import { compressAnswer, DEFAULT_COMPRESS_MIN_BYTES } from './compress-answers.js';
import { preferredCoding, type ContentCoding } from './content-encoding.js';

// A large answer the route compresses itself, in one piece and off the event loop, rather than
// leaving it to the compressing listener (server/web/compress-answers.ts), which passes an answer
// that already has its Content-Encoding. Sent as bytes: a string body would go through the web
// Response's stream on its way out (Hono rebuilds the Response a middleware touched before it).
// On a year of daily averages (830 KB) this saves a few milliseconds per answer; an answer kept
// in memory (server/api/answer-cache.ts) also keeps its compressed copies.

const CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/** Sends `body` in the coding the client prefers (made by `encoded`), else as it is. */
export async function sendEncoded(
  c: Context,
  body: NonSharedBuffer,
  contentType: string,
  encoded: (coding: ContentCoding) => Promise<NonSharedBuffer> = (coding) =>
    compressAnswer(body, coding),
): Promise<Response> {
  const coding =
    body.byteLength < DEFAULT_COMPRESS_MIN_BYTES
      ? null
      : preferredCoding(c.req.header('Accept-Encoding'), CODINGS);
  const headers: Record<string, string> = { 'Content-Type': contentType, Vary: 'Accept-Encoding' };
  if (!coding) return c.body(body, 200, headers);
  return c.body(await encoded(coding), 200, { ...headers, 'Content-Encoding': coding });
}
