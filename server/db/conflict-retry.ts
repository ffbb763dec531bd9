import { setTimeout as sleep } from 'node:timers/promises';
import type { Database, Executor } from './database.js';

// PostgreSQL aborts one of two transactions that wait on each other (40P01 deadlock_detected) or,
// under serializable isolation, one that read what another changed (40001). Every writer locks
// station rows first, in id order, so a deadlock should not happen; this is the defence in depth:
// the aborted transaction has changed nothing, so running it again is safe. Environment:
//   DATABASE_CONFLICT_RETRIES (3): how many times such a transaction is run again before the
//   error reaches the caller (0: never).

export const DEFAULT_CONFLICT_RETRIES = 3;
const RETRYABLE_CODES = new Set(['40P01', '40001']);

export function isTransactionConflict(error: unknown): boolean {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE_CODES.has(code)) return true;
  }
  return false;
}

export function conflictRetriesFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DATABASE_CONFLICT_RETRIES;
  if (raw === undefined || raw === '') return DEFAULT_CONFLICT_RETRIES;
  const retries = Number(raw);
  if (!Number.isInteger(retries) || retries < 0)
    throw new Error(`DATABASE_CONFLICT_RETRIES must be a whole number, got "${raw}"`);
  return retries;
}

/**
 * `db.transaction(work)`, run again (after a short random pause, so the two do not collide again)
 * when PostgreSQL aborted it for a deadlock or a serialization failure. `work` must be safe to
 * repeat: everything it did was rolled back, only what it returned is used.
 */
export async function transactionWithRetry<T>(
  db: Database,
  work: (tx: Executor) => Promise<T>,
  retries: number = conflictRetriesFromEnv(),
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= retries || !isTransactionConflict(error)) throw error;
      await sleep(Math.random() * 20 * (attempt + 1));
    }
  }
}
