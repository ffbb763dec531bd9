import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ServerType } from '@hono/node-server';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Database } from '../../db/database.js';
import type { JwtKeys } from '../../jwt-keys.js';
import type { SchemaCache } from '../rest/schema-cache.js';
import { changePayload, matchingBindingIds } from './change-delivery.js';
import type { ChangeRow } from './channel-types.js';
import { RealtimeConnection } from './realtime-connection.js';

// /realtime/v1/websocket: the Phoenix V2 protocol subset supabase-js uses for postgres_changes
// (supabase-wire.md §3). Changes come from the embedded capture triggers via NOTIFY.

const PATH = '/realtime/v1/websocket';

export class RealtimeServer {
  private readonly connections = new Set<RealtimeConnection>();
  private queue: Promise<void> = Promise.resolve();
  private unlisten?: () => Promise<void>;
  private publishedTables = new Set<string>();

  private constructor(
    private readonly wss: WebSocketServer,
    private readonly db: Database,
    private readonly keys: JwtKeys,
    private readonly schema: () => SchemaCache,
  ) {}

  static async attach(
    server: ServerType,
    db: Database,
    keys: JwtKeys,
    schema: () => SchemaCache,
  ): Promise<RealtimeServer> {
    const wss = new WebSocketServer({ noServer: true, maxPayload: 1_000_000 });
    const realtime = new RealtimeServer(wss, db, keys, schema);
    await realtime.loadPublication();
    await db.query('delete from greenwatch_realtime.change');
    realtime.unlisten = await db.listen('greenwatch_realtime', (payload) =>
      realtime.enqueue(payload),
    );
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      void realtime.upgrade(request, socket, head);
    });
    return realtime;
  }

  async loadPublication(): Promise<void> {
    const rows = await this.db.query<{ tablename: string }>(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'`,
    );
    this.publishedTables = new Set(rows.map((r) => r.tablename));
  }

  private async upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== PATH && url.pathname !== `${PATH}/`) {
      socket.destroy();
      return;
    }
    const apiKey = url.searchParams.get('apikey') ?? '';
    const verified = apiKey ? await this.keys.verify(apiKey) : undefined;
    if (!verified?.ok || !verified.claims.role || !verified.claims.exp) {
      const body = JSON.stringify({ error: apiKey ? 'Invalid API key' : 'API key is missing' });
      socket.end(
        `HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws: WebSocket) => {
      const connection = new RealtimeConnection(ws, this.keys, apiKey, (table) =>
        this.publishedTables.has(table),
      );
      this.connections.add(connection);
      ws.on('message', (data: RawData, isBinary: boolean) => {
        if (isBinary) return;
        connection.receive(data.toString()).catch((error: unknown) => {
          console.error('realtime message failed:', error);
        });
      });
      ws.on('close', () => this.connections.delete(connection));
      ws.on('error', () => this.connections.delete(connection));
    });
  }

  private enqueue(payload: string): void {
    const id = Number(payload);
    if (!Number.isSafeInteger(id)) return;
    this.queue = this.queue
      .then(() => this.deliver(id))
      .catch((error: unknown) => {
        console.error('realtime delivery failed:', error);
      });
  }

  private async deliver(id: number): Promise<void> {
    const rows = await this.db.query<ChangeRow>(
      `delete from greenwatch_realtime.change where id = $1
       returning id, schema_name, table_name, change_type, record, old_record, committed_at`,
      [id],
    );
    const change = rows[0];
    if (!change) return;
    const relation = this.schema().relations.get(change.table_name);
    if (!relation || change.schema_name !== 'public') return;
    const data = changePayload(change, relation);
    for (const connection of this.connections) {
      for (const channel of connection.channels.values()) {
        const ids = await matchingBindingIds(this.db, channel, change, relation);
        if (ids.length > 0)
          connection.send([null, null, channel.topic, 'postgres_changes', { ids, data }]);
      }
    }
  }

  /** Resolves when every change notified so far has been delivered (tests, shutdown). */
  drained(): Promise<void> {
    return this.queue;
  }

  async close(): Promise<void> {
    await this.unlisten?.();
    for (const connection of this.connections) connection.close();
    await this.queue.catch(() => undefined);
    await new Promise<void>((done) => this.wss.close(() => done()));
  }
}
