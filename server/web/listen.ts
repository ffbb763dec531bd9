// The HTTP listener: plain HTTP/1.1, or, given a certificate, TLS with HTTP/2 offered first and
// HTTP/1.1 kept for clients that do not speak it (ALPN) and for the realtime websocket, which
// upgrades an HTTP/1.1 request. Over HTTP/2 a browser loads every script, style sheet and font of
// a page on one connection at once, where HTTP/1.1 queues them on six: on a phone's 4G each queued
// round trip is a quarter to half a second. Every answer is compressed either way
// (compress-answers.ts).
import { readFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import { createSecureServer } from 'node:http2';
import { createSecureContext } from 'node:tls';
import type { ServerType } from '@hono/node-server';
import { withCompressedAnswers } from './compress-answers.js';

/** A certificate chain and its private key, PEM. */
export interface TlsCredentials {
  readonly cert: string | Buffer;
  readonly key: string | Buffer;
}

/**
 * TLS_CERT_FILE and TLS_KEY_FILE (PEM files), read once at start: both or neither. Throws, naming
 * the setting, when only one is set, a file cannot be read, or they are not a certificate and its
 * key.
 */
export function tlsFromEnv(env: NodeJS.ProcessEnv): TlsCredentials | undefined {
  const certFile = env.TLS_CERT_FILE?.trim() || undefined;
  const keyFile = env.TLS_KEY_FILE?.trim() || undefined;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) {
    throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both, or neither');
  }
  const read = (name: string, file: string) => {
    try {
      return readFileSync(file);
    } catch (error) {
      throw new Error(`${name}: cannot read ${file} (${(error as Error).message})`);
    }
  };
  const tls = { cert: read('TLS_CERT_FILE', certFile), key: read('TLS_KEY_FILE', keyFile) };
  try {
    // Checked before the database is opened, not once the server listens.
    createSecureContext(tls);
  } catch (error) {
    throw new Error(
      `TLS_CERT_FILE and TLS_KEY_FILE must hold a PEM certificate and its private key (${(error as Error).message})`,
    );
  }
  return tls;
}

// A client reuses an idle connection until its own keep-alive time (fetch: 4 s); closing ours
// first (Node's 5 s) lets a request race the close and fail with ECONNRESET on a busy machine.
// Idle connections live longer than any client's and a proxy's usual 60 s.
const KEEP_ALIVE_MS = 65_000;

function server(listener: RequestListener, tls: TlsCredentials | undefined): ServerType {
  if (!tls) {
    const plain = createServer(listener);
    plain.keepAliveTimeout = KEEP_ALIVE_MS;
    plain.headersTimeout = KEEP_ALIVE_MS + 1_000;
    return plain;
  }
  const secure = createSecureServer(
    { cert: tls.cert, key: tls.key, allowHTTP1: true, minVersion: 'TLSv1.2' },
    listener as never,
  );
  // An idle HTTP/2 session closes after the same time; Node's HTTP/1.1 side reads the keep-alive
  // settings from this server as from a plain one (an idle connection closed after 1 s + 1 s
  // with 1,000 ms set, 4 s + 1 s with 4,000).
  secure.setTimeout(KEEP_ALIVE_MS);
  Object.assign(secure, {
    keepAliveTimeout: KEEP_ALIVE_MS,
    headersTimeout: KEEP_ALIVE_MS + 1_000,
  });
  return secure;
}

/** Listens on `port` (0: any free one) with every answer compressed. */
export function listen(
  listener: RequestListener,
  { port, hostname, tls }: { port: number; hostname: string; tls?: TlsCredentials },
): Promise<ServerType> {
  return new Promise((resolveListen, reject) => {
    const listening = server(withCompressedAnswers(listener), tls);
    listening.listen(port, hostname, () => resolveListen(listening));
    listening.once('error', reject);
  });
}
