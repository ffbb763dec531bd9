import { cameraAddress, fetchCameraBytes, SnapshotError, type LocalFetch } from './camera-fetch.js';

// One JPEG from a camera's snapshot address, for the evidence pack: fetched within the limits of
// camera-fetch.ts, then checked to be a JPEG. A camera with only an HLS stream gives its picture
// through hls-frame.ts instead.

export { SnapshotError, type LocalFetch } from './camera-fetch.js';

export interface SnapshotLimits {
  /** For the whole picture: every download and, for a stream, the decoding. */
  readonly timeoutMs: number;
  readonly maxBytes: number;
  /** A stream's playlist and media segment (hls-frame.ts). */
  readonly playlistMaxBytes: number;
  readonly segmentMaxBytes: number;
}

export const DEFAULT_SNAPSHOT_LIMITS: SnapshotLimits = {
  timeoutMs: 10_000,
  maxBytes: 1024 * 1024,
  playlistMaxBytes: 256 * 1024,
  segmentMaxBytes: 8 * 1024 * 1024,
};

export const isJpeg = (bytes: Buffer) =>
  bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

export async function fetchCameraSnapshot(
  address: string,
  local: LocalFetch,
  limits: Pick<SnapshotLimits, 'timeoutMs' | 'maxBytes'> = DEFAULT_SNAPSHOT_LIMITS,
): Promise<Buffer> {
  const bytes = await fetchCameraBytes(cameraAddress(address), {
    local,
    signal: AbortSignal.timeout(limits.timeoutMs),
    maxBytes: limits.maxBytes,
    accept: 'image/jpeg',
    what: 'snapshot',
  });
  if (!isJpeg(bytes)) throw new SnapshotError('snapshot is not a JPEG image');
  return bytes;
}
