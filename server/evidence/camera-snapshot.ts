import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { Readable } from 'node:stream';
import { readBoundedBytes } from '../read-bounded.js';
import { DEMO_CAMERA_PATH } from '../web/demo-camera.js';
import { BlockedAddressError, isPublicAddress, publicOnlyLookup } from './public-address.js';

// One JPEG from a camera's snapshot address, for the evidence pack. The address is customer
// data, so the fetch is bounded every way: http(s) only, public addresses only (no redirects,
// which could lead anywhere), one overall timeout, a size cap and a JPEG check of the bytes.
// A root-relative address is our own server's (the demo camera): it is answered in-process.
// A camera that offers only an HLS stream gives no picture here: taking a frame from a stream
// would need a video decoder the server does not carry.

export interface SnapshotLimits {
  readonly timeoutMs: number;
  readonly maxBytes: number;
}

export const DEFAULT_SNAPSHOT_LIMITS: SnapshotLimits = { timeoutMs: 5000, maxBytes: 1024 * 1024 };

export class SnapshotError extends Error {}

/** Answers a root-relative path of our own server (the demo camera's routes). */
export type LocalFetch = (path: string) => Promise<Response>;

const isJpeg = (bytes: Buffer) =>
  bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

function remoteResponse(url: URL, signal: AbortSignal): Promise<Response> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address written as such is never looked up, so it is checked here.
  if (isIP(host) && !isPublicAddress(host)) return Promise.reject(new BlockedAddressError(host));
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'GET', lookup: publicOnlyLookup, signal, headers: { accept: 'image/jpeg' } },
      (incoming: IncomingMessage) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (typeof value === 'string') headers.set(name, value);
        }
        resolve(
          new Response(Readable.toWeb(incoming) as ReadableStream<Uint8Array>, {
            status: incoming.statusCode ?? 502,
            headers,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

export async function fetchCameraSnapshot(
  address: string,
  local: LocalFetch,
  limits: SnapshotLimits = DEFAULT_SNAPSHOT_LIMITS,
): Promise<Buffer> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let response: Response;
  if (address.startsWith(`${DEMO_CAMERA_PATH}/`)) {
    response = await local(address);
  } else {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new SnapshotError('snapshot address is not a URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new SnapshotError('snapshot address must be http or https');
    }
    response = await remoteResponse(url, signal);
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new SnapshotError(`camera answered ${response.status}`);
  }
  const bytes = await Promise.race([
    readBoundedBytes(response, limits.maxBytes, () => new SnapshotError('snapshot too large')),
    new Promise<never>((_, reject) => {
      if (signal.aborted) reject(new SnapshotError('camera timed out'));
      signal.addEventListener('abort', () => reject(new SnapshotError('camera timed out')));
    }),
  ]);
  if (!isJpeg(bytes)) throw new SnapshotError('snapshot is not a JPEG image');
  return bytes;
}
