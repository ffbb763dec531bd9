import { DatabaseUnavailableError } from './database-unavailable.js';

// PGlite has one connection: every statement and transaction takes its turn. A caller that has
// waited `maxWaitMs` for its turn gets up with DatabaseUnavailableError('busy') instead of
// waiting behind a long transaction without bound, and its work then never runs, so a 503 means
// nothing was done.

interface Waiter {
  grant(): void;
}

export class SingleConnectionQueue {
  private busy = false;
  private readonly waiters: Waiter[] = [];
  private readonly whenIdle: Array<() => void> = [];

  constructor(
    private readonly maxWaitMs: number,
    private readonly retryAfterSeconds: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.turn();
    try {
      return await work();
    } finally {
      this.next();
    }
  }

  /** Resolves once nothing runs and nobody waits (closing lets queued work finish first). */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.whenIdle.push(resolve));
  }

  private turn(): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(
          new DatabaseUnavailableError('busy', this.retryAfterSeconds, {
            waitedMs: this.maxWaitMs,
          }),
        );
      }, this.maxWaitMs);
      this.waiters.push(waiter);
    });
  }

  private next(): void {
    const waiter = this.waiters.shift();
    if (waiter) return waiter.grant();
    this.busy = false;
    for (const resolve of this.whenIdle.splice(0)) resolve();
  }
}
