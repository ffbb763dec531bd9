import { transactionWithRetry } from '../db/conflict-retry.js';
import type { Database } from '../db/database.js';
import { lockStations } from '../db/station-locks.js';
import { applyLimitVersions } from './current-limits.js';
import { loadStationSnapshots } from './station-snapshot.js';
import { applyEvaluation, emitOutcome, type EvaluationOutcome } from './status-evaluation.js';
import type { StatusEvents } from './status-events.js';

// Signal loss is the absence of data, so no file can report it: a timer re-evaluates every
// station (default every minute) and marks signal_lost those whose newest record is older than
// their window. The way back happens on ingest, and here too if a window was widened.
// Each sweep first brings the current limits to the permit-limit versions in force on its day
// (current-limits.ts), so a version dated tomorrow takes over within a tick of midnight and the
// statuses evaluated next already use it.

export interface StatusTimerOptions {
  readonly db: Database;
  readonly events: StatusEvents;
  /** Default 60 000 ms. */
  readonly intervalMs?: number;
  readonly now?: () => Date;
  readonly log?: (line: string) => void;
}

export interface StatusTimer {
  /** Evaluates every station once now (also what each tick does). */
  evaluateAll(): Promise<EvaluationOutcome>;
  stop(): Promise<void>;
}

export const DEFAULT_STATUS_INTERVAL_MS = 60_000;

export async function evaluateAllStations(
  db: Database,
  events: StatusEvents,
  now: Date,
  log: (line: string) => void = () => undefined,
): Promise<EvaluationOutcome> {
  const outcome = await transactionWithRetry(db, async (tx) => {
    const total: EvaluationOutcome = { stationChanges: [], parameterChanges: [] };
    // Locked in id order: an ingest running at the same moment waits, so its newer data is never
    // overwritten with a status computed from the older snapshot.
    await lockStations(tx);
    await applyLimitVersions(tx, now);
    for (const snapshot of await loadStationSnapshots(tx)) {
      const result = await applyEvaluation(tx, snapshot, { now, cause: 'timer' });
      total.stationChanges.push(...result.stationChanges);
    }
    return total;
  });
  emitOutcome(events, outcome, log);
  return outcome;
}

export function startStatusTimer(options: StatusTimerOptions): StatusTimer {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const evaluateAll = () => {
    const next = running.then(() => evaluateAllStations(options.db, options.events, now(), log));
    running = next.catch(() => undefined);
    return next;
  };
  // A tick still running when the next is due makes that one skip, so ticks never pile up.
  let ticking = false;
  const timer = setInterval(() => {
    if (stopped || ticking) return;
    ticking = true;
    evaluateAll()
      .catch((error: unknown) => log(`station status evaluation failed: ${error}`))
      .finally(() => {
        ticking = false;
      });
  }, options.intervalMs ?? DEFAULT_STATUS_INTERVAL_MS);
  timer.unref();
  return {
    evaluateAll,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
