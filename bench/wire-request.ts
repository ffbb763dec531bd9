import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

// A GET whose answer is counted as it crosses the wire: fetch() decompresses on its own (through
// web streams, far slower than a browser) and hides the encoded size, so this goes through
// node:http and decodes by hand, at once, as a browser would.

export interface WireAnswer {
  readonly status: number;
  /** Content-Encoding of the answer ('identity' when none). */
  readonly encoding: string;
  /** Body bytes as sent, before decompression. */
  readonly wireBytes: number;
  /** The decoded body. */
  readonly text: string;
  /** The answer's ETag, if any. */
  readonly etag: string | undefined;
  /** performance.now() when the last byte arrived, before decoding (the server's part ends). */
  readonly receivedAt: number;
}

export function getOnWire(
  url: string,
  headers: Record<string, string>,
  acceptEncoding: 'br' | 'gzip' | 'identity',
): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { headers: { ...headers, 'accept-encoding': acceptEncoding } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const receivedAt = performance.now();
          const body = Buffer.concat(chunks);
          const encoding = String(incoming.headers['content-encoding'] ?? 'identity');
          const decoded =
            encoding === 'gzip'
              ? gunzipSync(body)
              : encoding === 'br'
                ? brotliDecompressSync(body)
                : body;
          resolve({
            status: incoming.statusCode ?? 0,
            encoding,
            wireBytes: body.byteLength,
            text: decoded.toString('utf8'),
            etag: incoming.headers.etag,
            receivedAt,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
