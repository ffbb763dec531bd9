import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAnswer } from '../../../../server/web/compress-answers';

// A route's own compression of a large answer (a year of averages, the station listing).

const answer = Buffer.from(
  JSON.stringify(Array.from({ length: 20_000 }, (_, k) => ({ k, value: (k * 7919) % 1000 }))),
);

describe('compressAnswer', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('gives back the answer in %s', async (coding, decompress) => {
    const compressed = await compressAnswer(answer, coding);
    expect(compressed.byteLength).toBeLessThan(answer.byteLength / 3);
    expect(decompress(compressed).equals(answer)).toBe(true);
  });

  // The answer cache weighs a copy by its length: a view of zlib's whole output chunk (as large
  // as the answer; what brotli's quality 11 gives here) would hold several times that.
  it.each(['br', 'gzip'] as const)('holds no more memory than its %s bytes', async (coding) => {
    const compressed = await compressAnswer(answer, coding);
    expect(compressed.buffer.byteLength).toBeLessThanOrEqual(
      Math.max(compressed.byteLength, Buffer.poolSize),
    );
  });
});
