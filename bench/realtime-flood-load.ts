import WebSocket from 'ws';
import type { Database } from '../server/db/database';

// The realtime flood the benchmark and its integration test measure against: one anonymous
// socket holding as many channels as it may, each listening to every published table and to the
// notifications of a customer of its own (so no two channels share a filter), while changes flow:
// notifications the anonymous socket may not see, and remote_config updates it may see.

export interface FloodSocket {
  /** postgres_changes pushes received so far. */
  pushes(): number;
  /** Stops reading, as a client that leaves the server to hold what it sends; and back. */
  pause(): void;
  resume(): void;
  /** Resolves with the close code once the socket is closed. */
  readonly closed: Promise<number>;
  close(): void;
}

export async function openFloodSocket(
  serverUrl: string,
  anonKey: string,
  channels: number,
): Promise<FloodSocket> {
  const socket = new WebSocket(
    `${serverUrl.replace('http', 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=2.0.0`,
  );
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.on('error', () => undefined);
  let pushes = 0;
  let joined = 0;
  const allJoined = new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      const [, , , event, payload] = JSON.parse(data.toString()) as [
        unknown,
        unknown,
        string,
        string,
        { status?: string; response?: unknown },
      ];
      if (event === 'postgres_changes') pushes += 1;
      if (event !== 'phx_reply') return;
      if (payload.status !== 'ok') reject(new Error(`join refused: ${JSON.stringify(payload)}`));
      else if (++joined === channels) resolve();
    });
    socket.once('error', reject);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  for (let i = 0; i < channels; i++) {
    const ref = String(i + 1);
    socket.send(
      JSON.stringify([
        ref,
        ref,
        `realtime:flood-${i}`,
        'phx_join',
        {
          config: {
            postgres_changes: [
              { event: '*', schema: 'public' },
              {
                event: '*',
                schema: 'public',
                table: 'notification',
                filter: `customer_id=eq.${i}`,
              },
            ],
          },
          access_token: anonKey,
        },
      ]),
    );
  }
  await allJoined;
  return {
    pushes: () => pushes,
    pause: () => socket.pause(),
    resume: () => socket.resume(),
    closed,
    close: () => socket.close(),
  };
}

export interface ChangeWriter {
  /** Stops writing; resolves with the number of changes made. */
  stop(): Promise<number>;
}

/** `perSecond` changes a second, written the way the server's own jobs write them. */
export function startChangeWriter(
  db: Database,
  customerId: number,
  perSecond: number,
): ChangeWriter {
  let written = 0;
  let pending: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    const n = written++;
    pending =
      n % 2 === 0
        ? db.query(
            `insert into public.notification (customer_id, title, content, type) values ($1, $2, '', 'info')`,
            [customerId, `Thay đổi ${n}`],
          )
        : db.query(
            `update public.remote_config set value = value where key = 'enable_welcome_page'`,
          );
    pending.catch((error: unknown) => console.error('change writer:', error));
  }, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await pending.catch(() => undefined);
      return written;
    },
  };
}
