import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ServerType } from '@hono/node-server';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { clientKeyOf } from '../../client-address.js';
import type { Database } from '../../db/database.js';
import type { JwtKeys } from '../../jwt-keys.js';
import type { SchemaCache } from '../rest/schema-cache.js';
import { BindingChecker } from './binding-check.js';
import { changePayload, matchChange } from './change-delivery.js';
import type { ChangeRow } from './channel-types.js';
import { ConnectionSlots } from './connection-slots.js';
import { RealtimeConnection, type ConnectionServices } from './realtime-connection.js';
import { resolveRealtimeLimits, type RealtimeLimits } from './realtime-limits.js';

// /realtime/v1/websocket: the Phoenix V2 protocol subset supabase-js uses for postgres_changes
// (supabase-wire.md §3), with hosted Realtime's limits. Changes come from the embedded capture
// triggers via NOTIFY and go out one at a time in id order. A NOTIFY can be lost (the database
// connection dropped), so each one also delivers any earlier change still queued, and when the
// LISTEN connection is back, or after a failed read, everything still queued is delivered.

const PATH = '/realtime/v1/websocket';
/** Changes read off the queue at once when catching up. */
const CHANGES_PER_READ = 500;
const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

function refuseHandshake(socket: Duplex, status: string, error: string): void {
  const body = JSON.stringify({ error });
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export class RealtimeServer {
  private readonly connections = new Set<RealtimeConnection>();
  private queue: Promise<void> = Promise.resolve();
  private unlisten?: () => Promise<void>;
  private retryTimer?: NodeJS.Timeout;
  private retryMs = FIRST_RETRY_MS;
  private closing = false;

  private constructor(
    private readonly wss: WebSocketServer,
    private readonly db: Database,
    private readonly schema: () => SchemaCache,
    private readonly services: ConnectionServices,
    private readonly slots: ConnectionSlots,
    /** Reverse proxies whose X-Forwarded-For is believed (server/client-address.ts). */
    private readonly trustedProxies: number,
  ) {}

  /**
   * Reads the publication and starts listening for changes. Call `serve` on the HTTP server right
   * after it listens: a client reconnecting to a restarting server is then never refused.
   */
  static async start(
    db: Database,
    keys: JwtKeys,
    schema: () => SchemaCache,
    limitOverrides: Partial<RealtimeLimits> = {},
    trustedProxies = 0,
  ): Promise<RealtimeServer> {
    const limits = resolveRealtimeLimits(limitOverrides);
    const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes });
    const checker = new BindingChecker(db, schema);
    await checker.loadPublication();
    const services: ConnectionServices = {
      keys,
      limits,
      joins: new RateLimiterMemory({ points: limits.maxJoinsPerSecond, duration: 1 }),
      events: new RateLimiterMemory({ points: limits.maxEventsPerSecond, duration: 1 }),
      checker,
    };
    const realtime = new RealtimeServer(
      wss,
      db,
      schema,
      services,
      new ConnectionSlots(limits),
      trustedProxies,
    );
    await db.query('delete from greenwatch_realtime.change');
    realtime.unlisten = await db.listen(
      'greenwatch_realtime',
      (payload) => realtime.enqueue(payload),
      () => realtime.catchUp(),
    );
    return realtime;
  }

  /** Takes the websocket upgrades of `server`. */
  serve(server: ServerType): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      void this.upgrade(request, socket, head);
    });
  }

  private async upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== PATH && url.pathname !== `${PATH}/`) {
      socket.destroy();
      return;
    }
    const forwardedFor = request.headers['x-forwarded-for'];
    const client = clientKeyOf(
      Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
      request.socket.remoteAddress ?? 'unknown',
      this.trustedProxies,
    );
    const releaseSlot = this.slots.take(client);
    // Hosted Realtime's answer when max_concurrent_users is reached.
    if (!releaseSlot)
      return refuseHandshake(socket, '429 Too Many Requests', 'Too many connected users');
    socket.once('close', releaseSlot);
    const apiKey = url.searchParams.get('apikey') ?? '';
    const verified = apiKey ? await this.services.keys.verify(apiKey) : undefined;
    if (!verified?.ok || !verified.claims.role || !verified.claims.exp) {
      return refuseHandshake(
        socket,
        '401 Unauthorized',
        apiKey ? 'Invalid API key' : 'API key is missing',
      );
    }
    this.wss.handleUpgrade(request, socket, head, (ws: WebSocket) => {
      const connection = new RealtimeConnection(ws, apiKey, this.services);
      this.connections.add(connection);
      ws.on('message', (data: RawData, isBinary: boolean) => {
        if (!isBinary) connection.receive(data.toString());
      });
      const forget = () => {
        this.connections.delete(connection);
        connection.dispose();
      };
      ws.on('close', forget);
      // ws closes the socket itself after an error (a frame over maxFrameBytes: code 1009).
      ws.on('error', forget);
    });
  }

  private enqueue(payload: string): void {
    const id = Number(payload);
    if (!Number.isSafeInteger(id)) return;
    this.afterQueue(() => this.deliverUpTo(id));
  }

  /** Delivers every change still queued: what was notified while nobody listened. */
  private catchUp(): void {
    this.afterQueue(() => this.deliverUpTo(Number.MAX_SAFE_INTEGER));
  }

  /**
   * Runs `work` after everything queued. A failure (the database away) is logged and the queue
   * goes on; a catch-up is tried again later, with a growing pause, until one succeeds.
   */
  private afterQueue(work: () => Promise<void>): void {
    this.queue = this.queue.then(work).then(
      () => {
        this.retryMs = FIRST_RETRY_MS;
      },
      (error: unknown) => {
        console.error('realtime delivery failed:', error instanceof Error ? error.message : error);
        if (this.retryTimer || this.closing) return;
        this.retryTimer = setTimeout(() => {
          this.retryTimer = undefined;
          this.catchUp();
        }, this.retryMs);
        this.retryTimer.unref();
        this.retryMs = Math.min(this.retryMs * 2, LONGEST_RETRY_MS);
      },
    );
  }

  /**
   * Delivers, in id order, every queued change up to `lastId`: the one notified and any earlier
   * one whose NOTIFY was lost. Each is taken off the queue as it is read, so none goes out twice.
   */
  private async deliverUpTo(lastId: number): Promise<void> {
    for (;;) {
      const changes = await this.db.query<ChangeRow>(
        `delete from greenwatch_realtime.change where id in (
           select id from greenwatch_realtime.change where id <= $1 order by id limit $2)
         returning id, schema_name, table_name, change_type, record, old_record, committed_at`,
        [lastId, CHANGES_PER_READ],
      );
      changes.sort((a, b) => a.id - b.id);
      for (const change of changes) await this.deliver(change);
      if (changes.length < CHANGES_PER_READ) return;
    }
  }

  private async deliver(change: ChangeRow): Promise<void> {
    const relation = this.schema().relations.get(change.table_name);
    if (!relation || change.schema_name !== 'public') return;
    const channels = [...this.connections].flatMap((connection) => connection.liveChannels());
    const matches = await matchChange(this.db, change, relation, channels);
    if (matches.size === 0) return;
    const dataJson = JSON.stringify(changePayload(change, relation));
    for (const connection of this.connections) connection.pushChange(matches, dataJson);
  }

  /** Resolves when every change notified so far has been delivered (tests, shutdown). */
  drained(): Promise<void> {
    return this.queue;
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.retryTimer);
    await this.unlisten?.();
    for (const connection of this.connections) connection.close();
    await this.queue.catch(() => undefined);
    await new Promise<void>((done) => this.wss.close(() => done()));
  }
}
