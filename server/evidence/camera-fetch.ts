import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { Readable } from 'node:stream';
import { readBoundedBytes } from '../read-bounded.js';
import { DEMO_CAMERA_PATH } from '../web/demo-camera.js';
import { BlockedAddressError, isPublicAddress, publicOnlyLookup } from './public-address.js';

// Bytes from a camera's address (customer data, or a playlist the camera wrote), bounded every
// way: http(s) only, public addresses only, checked on the address connected to (no redirects,
// which could lead anywhere), a size cap and the caller's deadline. A root-relative address is
// our own server's (the demo camera) and is answered in-process; an address found in a remote
// playlist is resolved against that playlist's URL, so it can never become one of ours.

export class SnapshotError extends Error {}

/** Answers a root-relative path of our own server (the demo camera's routes). */
export type LocalFetch = (path: string) => Promise<Response>;

export type CameraAddress =
  | { readonly kind: 'local'; readonly path: string }
  | { readonly kind: 'remote'; readonly url: URL };

/** One file of the demo camera's folder: nothing that could lead to another of our routes. */
const DEMO_FILE = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/;

/** A camera address as written in its settings. */
export function cameraAddress(text: string): CameraAddress {
  if (text.startsWith(`${DEMO_CAMERA_PATH}/`)) {
    if (!DEMO_FILE.test(text.slice(DEMO_CAMERA_PATH.length + 1))) {
      throw new SnapshotError('not a demo camera file');
    }
    return { kind: 'local', path: text };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SnapshotError('camera address is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SnapshotError('camera address must be http or https');
  }
  return { kind: 'remote', url };
}

/** `reference` (a playlist entry) read relative to the address it was found at. */
export function resolveCameraAddress(base: CameraAddress, reference: string): CameraAddress {
  if (base.kind === 'remote') return cameraAddress(new URL(reference, base.url).href);
  const path = new URL(reference, `http://local${base.path}`);
  if (path.origin !== 'http://local') throw new SnapshotError('demo playlist leaves the server');
  return cameraAddress(path.pathname);
}

function remoteResponse(url: URL, accept: string, signal: AbortSignal): Promise<Response> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address written as such is never looked up, so it is checked here.
  if (isIP(host) && !isPublicAddress(host)) return Promise.reject(new BlockedAddressError(host));
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'GET', lookup: publicOnlyLookup, signal, headers: { accept } },
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

/** Rejects with 'camera timed out' once `signal` aborts. */
export function deadline(signal: AbortSignal): Promise<never> {
  return new Promise<never>((_, reject) => {
    const timedOut = () => reject(new SnapshotError('camera timed out'));
    if (signal.aborted) timedOut();
    signal.addEventListener('abort', timedOut);
  });
}

export interface BoundedFetch {
  readonly local: LocalFetch;
  readonly signal: AbortSignal;
  readonly maxBytes: number;
  readonly accept: string;
  /** What the bytes are, for the error message ('snapshot', 'playlist', 'segment'). */
  readonly what: string;
}

export async function fetchCameraBytes(
  address: CameraAddress,
  { local, signal, maxBytes, accept, what }: BoundedFetch,
): Promise<Buffer> {
  const response = await Promise.race([
    address.kind === 'local' ? local(address.path) : remoteResponse(address.url, accept, signal),
    deadline(signal),
  ]);
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new SnapshotError(`camera answered ${response.status}`);
  }
  return Promise.race([
    readBoundedBytes(response, maxBytes, () => new SnapshotError(`${what} too large`)),
    deadline(signal),
  ]);
}
