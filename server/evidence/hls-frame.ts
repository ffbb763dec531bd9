import { spawn } from 'node:child_process';
import { Parser } from 'm3u8-parser';
import {
  cameraAddress,
  deadline,
  fetchCameraBytes,
  resolveCameraAddress,
  SnapshotError,
  type CameraAddress,
  type LocalFetch,
} from './camera-fetch.js';
import { DEFAULT_SNAPSHOT_LIMITS, isJpeg, type SnapshotLimits } from './camera-snapshot.js';

// A JPEG from a camera that offers only an HLS stream: its playlist (the lowest-bandwidth
// variant of a master playlist), then its newest media segment (with the initialisation section
// of an fMP4 stream), each fetched within camera-fetch.ts's limits, then one frame decoded by
// ffmpeg (Debian's package) reading the bytes from its standard input: the decoder itself opens
// no address, so a playlist cannot lead it anywhere the checks have not allowed.

/** The decoder's command; absent, a stream gives no picture and the keeper says why. */
const FFMPEG = 'ffmpeg';
/** What the decoder may write on its error output into the message. */
const STDERR_MAX_CHARS = 300;

const PLAYLIST_TYPES = 'application/vnd.apple.mpegurl, application/x-mpegurl, */*';

function parsePlaylist(bytes: Buffer) {
  const text = bytes.toString('utf8');
  if (!text.startsWith('#EXTM3U')) throw new SnapshotError('stream address is not an HLS playlist');
  const parser = new Parser();
  parser.push(text);
  parser.end();
  return parser.manifest;
}

/** The media segment to decode, and its initialisation section when the stream has one. */
async function newestSegment(
  address: CameraAddress,
  fetchPlaylist: (at: CameraAddress) => Promise<Buffer>,
): Promise<{ segment: CameraAddress; init: CameraAddress | null }> {
  let at = address;
  let manifest = parsePlaylist(await fetchPlaylist(at));
  const variants = manifest.playlists ?? [];
  if (variants.length > 0) {
    const lightest = [...variants].sort(
      (a, b) => (a.attributes?.BANDWIDTH ?? 0) - (b.attributes?.BANDWIDTH ?? 0),
    )[0]!;
    at = resolveCameraAddress(at, lightest.uri);
    manifest = parsePlaylist(await fetchPlaylist(at));
  }
  const newest = manifest.segments?.at(-1);
  if (!newest?.uri) throw new SnapshotError('stream playlist has no segment');
  return {
    segment: resolveCameraAddress(at, newest.uri),
    init: newest.map?.uri ? resolveCameraAddress(at, newest.map.uri) : null,
  };
}

/** The first video frame of `media` as a JPEG, by ffmpeg, stopped with `signal`. */
export function decodeFirstFrame(
  media: Buffer,
  maxBytes: number,
  signal: AbortSignal,
  command = FFMPEG,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      command,
      [
        ...['-hide_banner', '-loglevel', 'error', '-protocol_whitelist', 'pipe'],
        ...['-i', 'pipe:0', '-frames:v', '1', '-an', '-f', 'image2pipe', '-c:v', 'mjpeg'],
        ...['-q:v', '4', 'pipe:1'],
      ],
      { signal, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        child.kill('SIGKILL');
        reject(new SnapshotError('snapshot too large'));
      } else chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < STDERR_MAX_CHARS) stderr += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT')
        reject(new SnapshotError('no video decoder (ffmpeg) on the server'));
      else if (signal.aborted) reject(new SnapshotError('camera timed out'));
      else reject(error);
    });
    child.on('close', (code) => {
      const jpeg = Buffer.concat(chunks);
      if (code === 0 && isJpeg(jpeg)) resolve(jpeg);
      else {
        const reason = stderr.trim().slice(0, STDERR_MAX_CHARS) || `exit ${code}`;
        reject(new SnapshotError(`no frame decoded from the stream: ${reason}`));
      }
    });
    // A decoder that stops reading early (one frame is enough) closes the pipe: not an error.
    child.stdin.on('error', () => undefined);
    child.stdin.end(media);
  });
}

export async function fetchHlsFrame(
  address: string,
  local: LocalFetch,
  limits: SnapshotLimits = DEFAULT_SNAPSHOT_LIMITS,
  command = FFMPEG,
): Promise<Buffer> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const fetchAs = (what: string, maxBytes: number, accept: string) => (at: CameraAddress) =>
    fetchCameraBytes(at, { local, signal, maxBytes, accept, what });
  const fetchPlaylist = fetchAs('playlist', limits.playlistMaxBytes, PLAYLIST_TYPES);
  const fetchMedia = fetchAs('segment', limits.segmentMaxBytes, '*/*');
  const { segment, init } = await newestSegment(cameraAddress(address), fetchPlaylist);
  const media = Buffer.concat([
    ...(init ? [await fetchMedia(init)] : []),
    await fetchMedia(segment),
  ]);
  if (media.length > limits.segmentMaxBytes) throw new SnapshotError('segment too large');
  return Promise.race([
    decodeFirstFrame(media, limits.maxBytes, signal, command),
    deadline(signal),
  ]);
}
