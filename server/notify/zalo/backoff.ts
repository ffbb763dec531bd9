// When a delivery that Zalo did not answer properly is tried again: exponential back-off from
// 30 s, doubling, capped at 30 min, at most 8 attempts (about 1 h 15 min in all), after which
// the delivery is failed and recorded with its last reason.

export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 30 * 60_000;
export const MAX_ATTEMPTS = 8;

/** The wait after failed attempt number `attempt` (1 = the first try), or null: give up. */
export function retryDelayMs(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError(`attempt ${attempt}`);
  if (attempt >= MAX_ATTEMPTS) return null;
  return Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), MAX_RETRY_MS);
}
