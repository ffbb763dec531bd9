import pg from 'pg';
import { asUnavailable } from './database-unavailable.js';

// NOTIFY reaches only the one connection that ran LISTEN, so it has its own client outside the
// pool. When that connection is lost (terminated, database restarted) it is re-opened with
// exponential backoff, every channel is listened to again, and each subscriber's
// `onResubscribed` runs so it can catch up on what was notified while nobody listened.

interface Subscription {
  readonly onPayload: (payload: string) => void;
  readonly onResubscribed?: () => void;
}

const FIRST_RETRY_MS = 100;

export class PostgresListener {
  private client?: pg.Client;
  private readonly channels = new Map<string, Set<Subscription>>();
  private opening?: Promise<void>;
  private retryTimer?: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly reconnectMaxMs: number,
    private readonly retryAfterSeconds: number,
    private readonly log: (line: string) => void,
  ) {}

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResubscribed?: () => void,
  ): Promise<() => Promise<void>> {
    const subscription: Subscription = { onPayload, onResubscribed };
    const known = this.channels.get(channel);
    if (known) known.add(subscription);
    else {
      this.channels.set(channel, new Set([subscription]));
      try {
        // The first subscriber opens the connection; while it is being re-opened, the reconnect
        // listens to this channel too.
        if (this.client) await this.client.query(`listen ${pg.escapeIdentifier(channel)}`);
        else if (!this.retryTimer)
          await (this.opening ??= this.open().finally(() => (this.opening = undefined)));
      } catch (error) {
        if (this.retryTimer) return this.unsubscribe(channel, subscription);
        this.channels.delete(channel);
        throw asUnavailable(error, this.retryAfterSeconds);
      }
    }
    return this.unsubscribe(channel, subscription);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private unsubscribe(channel: string, subscription: Subscription) {
    return async () => {
      const subscribers = this.channels.get(channel);
      if (!subscribers?.delete(subscription) || subscribers.size > 0) return;
      this.channels.delete(channel);
      await this.client?.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    };
  }

  /**
   * Connects and listens to every channel, including any subscribed meanwhile; the client
   * counts only once all of that worked.
   */
  private async open(): Promise<void> {
    const client = new pg.Client(this.config);
    // Attached before connecting: an 'error' event without a listener would end the process.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('Connection terminated')));
    client.on('notification', (message) => this.dispatch(message.channel, message.payload ?? ''));
    try {
      await client.connect();
      const listened = new Set<string>();
      for (;;) {
        const channel = [...this.channels.keys()].find((name) => !listened.has(name));
        if (channel === undefined) break;
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        listened.add(channel);
      }
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  private dispatch(channel: string, payload: string): void {
    for (const subscription of this.channels.get(channel) ?? []) {
      try {
        subscription.onPayload(payload);
      } catch (error) {
        this.log(`postgres: NOTIFY subscriber on ${channel} failed: ${String(error)}`);
      }
    }
  }

  private lost(client: pg.Client, error: Error): void {
    if (this.closed || client !== this.client) return;
    this.client = undefined;
    this.log(`postgres: LISTEN connection lost (${error.message}); reconnecting`);
    this.retry(0);
  }

  private retry(attempt: number): void {
    const delay = Math.min(this.reconnectMaxMs, FIRST_RETRY_MS * 2 ** attempt);
    this.retryTimer = setTimeout(() => {
      this.open().then(
        () => {
          this.retryTimer = undefined;
          if (this.closed) return;
          this.log(`postgres: LISTEN connection re-opened after ${attempt + 1} attempt(s)`);
          this.resubscribed();
        },
        () => {
          if (!this.closed) this.retry(attempt + 1);
        },
      );
    }, delay);
    this.retryTimer.unref();
  }

  private resubscribed(): void {
    for (const subscribers of this.channels.values()) {
      for (const { onResubscribed } of subscribers) {
        try {
          onResubscribed?.();
        } catch (error) {
          this.log(`postgres: resubscribe callback failed: ${String(error)}`);
        }
      }
    }
  }
}
