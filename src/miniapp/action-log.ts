import type { ActionLogEntry } from '../../shared/zalo/types';
import type { Clock, TimerHandle } from './clock';

/** Spec §9: action logs are flushed every 5 s (and when the app is paused). */
export const ACTION_LOG_FLUSH_MS = 5000;

export type ActionLogSender = (entries: ActionLogEntry[]) => Promise<void>;

/**
 * Collects the outcome of host actions and sends them in batches. A failed send is dropped,
 * as the SDK does: logs must never break or slow down the app.
 */
export class ActionLog {
  private pending: ActionLogEntry[] = [];
  private timer: TimerHandle | undefined;

  constructor(
    private readonly send: ActionLogSender,
    private readonly clock: Clock,
    private readonly intervalMs = ACTION_LOG_FLUSH_MS,
  ) {}

  get size(): number {
    return this.pending.length;
  }

  record(entry: ActionLogEntry): void {
    this.pending.push(entry);
  }

  start(): void {
    if (this.timer !== undefined) return;
    this.timer = this.clock.setInterval(() => void this.flush(), this.intervalMs);
  }

  stop(): void {
    if (this.timer === undefined) return;
    this.clock.clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Hooks the flush to the host's "app paused" event; `subscribe` is e.g. events.on. */
  flushOnPause(subscribe: (onPaused: () => void) => unknown): void {
    subscribe(() => void this.flush());
  }

  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    try {
      await this.send(batch);
    } catch (error) {
      console.warn('Mini-app action log could not be sent', error);
    }
  }
}
