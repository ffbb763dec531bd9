import WebSocket from 'ws';

// A raw Phoenix V2 socket on /realtime/v1/websocket, for what supabase-js hides: exact frames,
// limits it would never reach, and the handshake status.

export type Frame = [string | null, string | null, string, string, Record<string, unknown>];

export interface RawRealtimeSocket {
  send(frame: Frame): void;
  sendText(text: string): void;
  /** The first frame (already received or still to come) that `match` accepts. */
  next(match: (f: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  /** Frames received and not yet taken by `next`. */
  readonly frames: Frame[];
  /** Resolves with the close code once the socket is closed. */
  readonly closed: Promise<number>;
  close(): void;
}

export interface SocketOptions {
  apikey: string;
  /** Source address on loopback (127.0.0.2, …) to stand for another client. */
  localAddress?: string;
  /** An X-Forwarded-For header, as a reverse proxy in front would send it. */
  forwardedFor?: string;
  /** The certificate to trust, for a server on HTTPS with its own. */
  ca?: string;
}

const socketOptions = (options: SocketOptions) => ({
  localAddress: options.localAddress,
  ca: options.ca,
  headers: options.forwardedFor ? { 'X-Forwarded-For': options.forwardedFor } : undefined,
});

export function realtimeUrl(serverUrl: string, apikey: string): string {
  return `${serverUrl.replace('http', 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=2.0.0`;
}

export async function openRealtimeSocket(
  serverUrl: string,
  options: SocketOptions,
): Promise<RawRealtimeSocket> {
  const socket = new WebSocket(realtimeUrl(serverUrl, options.apikey), socketOptions(options));
  const frames: Frame[] = [];
  const waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Frame;
    const waiter = waiters.find((w) => w.match(frame));
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(frame);
    } else frames.push(frame);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.on('error', () => undefined);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`handshake answered ${response.statusCode}`)),
    );
  });
  return {
    send: (frame) => socket.send(JSON.stringify(frame)),
    sendText: (text) => socket.send(text),
    next: (match, timeoutMs = 3000) =>
      new Promise<Frame>((resolve, reject) => {
        const index = frames.findIndex(match);
        if (index !== -1) return resolve(frames.splice(index, 1)[0]!);
        const waiter = { match, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          if (!waiters.includes(waiter)) return;
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no matching frame within ${timeoutMs} ms`));
        }, timeoutMs);
      }),
    frames,
    closed,
    close: () => socket.close(),
  };
}

/** The handshake's HTTP status (101 when the socket opened) and body. */
export function handshake(
  serverUrl: string,
  options: SocketOptions,
): Promise<{ status: number; body: string; socket?: WebSocket }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(realtimeUrl(serverUrl, options.apikey), socketOptions(options));
    socket.on('error', () => undefined);
    socket.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    socket.on('open', () => resolve({ status: 101, body: '', socket }));
  });
}

export const joinPayload = (token: string, changes: Record<string, unknown>[] = []) => ({
  config: {
    broadcast: { ack: false, self: false },
    presence: { key: '', enabled: false },
    postgres_changes: changes,
    private: false,
  },
  access_token: token,
});

export const isReplyTo = (ref: string) => (f: Frame) => f[3] === 'phx_reply' && f[1] === ref;
