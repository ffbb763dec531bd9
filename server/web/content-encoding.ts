// Which content coding to answer a request with, from its Accept-Encoding (RFC 9110 §12.5.3):
// the coding the client weighs highest among those we have; on a tie, ours in order of
// preference (brotli is smaller than gzip, and Chromium lists gzip first).
import { parseAccept } from 'hono/utils/accept';

export type ContentCoding = 'br' | 'gzip';

/** `available` in our order of preference; null: send the body as it is (identity). */
export function preferredCoding(
  acceptEncoding: string | undefined,
  available: readonly ContentCoding[],
): ContentCoding | null {
  if (!acceptEncoding) return null;
  const accepted = parseAccept(acceptEncoding);
  const weightOf = (coding: string) =>
    accepted.find((entry) => entry.type.toLowerCase() === coding)?.q ??
    accepted.find((entry) => entry.type === '*')?.q ??
    0;
  let best: { coding: ContentCoding; q: number } | null = null;
  for (const coding of available) {
    const q = weightOf(coding);
    if (q > 0 && (best === null || q > best.q)) best = { coding, q };
  }
  return best?.coding ?? null;
}
