import type { Database } from './database.js';

// The loop of a durable outbox's worker (the authority forwarding, the alert deliveries): each
// run takes due rows in batches until none is left, one run at a time with at most one waiting
// (wake-ups during a run share the next one), woken by the queue's NOTIFY at commit and by a
// timer as the safety net. What a batch does, and its leases and back-off, are the worker's.

export interface OutboxRunnerOptions {
  readonly db: Database;
  /** One batch: takes the due rows, handles them, answers how many it took. */
  readonly runBatch: () => Promise<number>;
  /** After the batches of a run (housekeeping). */
  readonly afterRun?: () => Promise<unknown>;
  /** The safety-net timer; false or 0: none (tests call runDue). */
  readonly intervalMs: number | false;
  /** The NOTIFY channel that wakes the runner; false: none. */
  readonly channel: string | false;
  /** Runs once at start (with the timer on). */
  readonly runAtStart?: boolean;
  /** Logs a failed run (a run that throws is logged, not retried until the next wake-up). */
  readonly onFailure: (error: unknown) => void;
}

export interface OutboxRunner {
  /** One run now (or the one already waiting); resolves to the rows taken. */
  runDue(): Promise<number>;
  stop(): Promise<void>;
}

export async function startOutboxRunner(options: OutboxRunnerOptions): Promise<OutboxRunner> {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let queued: Promise<number> | undefined;
  const runDue = (): Promise<number> => {
    if (!queued) {
      const run: Promise<number> = running.then(async () => {
        queued = undefined;
        // Until nothing is due: what a batch queues (a station's next file, a fallback) goes
        // out in the same run.
        let total = 0;
        for (;;) {
          const taken = await options.runBatch();
          total += taken;
          if (taken === 0 || stopped) break;
        }
        await options.afterRun?.();
        return total;
      });
      queued = run;
      running = run.catch(options.onFailure);
    }
    return queued;
  };
  const wake = () => {
    if (!stopped) runDue().catch(() => undefined);
  };
  const timer = options.intervalMs ? setInterval(wake, options.intervalMs) : undefined;
  timer?.unref();
  const unlisten = options.channel ? await options.db.listen(options.channel, wake) : undefined;
  if (options.intervalMs && options.runAtStart) wake();
  return {
    runDue,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten?.();
      await running;
    },
  };
}
