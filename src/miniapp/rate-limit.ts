import { MiniAppError } from '../../shared/zalo/errors';
import { HOST_ERROR } from '../../shared/zalo/host-error-codes';
import type { Clock } from './clock';

/** Spec §9: add-rating allows one try, payment and order calls 5, every other action 3. */
export const DEFAULT_RATE_LIMIT = 3;
export const RATE_LIMIT_IDLE_RESET_MS = 1000;

export const RATE_LIMITS: Readonly<Record<string, number>> = {
  addRating: 1,
  createOrder: 5,
  createOrderIAP: 5,
  checkTransaction: 5,
  selectPaymentMethod: 5,
  purchase: 5,
};

export function rateLimitFor(action: string): number {
  return RATE_LIMITS[action] ?? DEFAULT_RATE_LIMIT;
}

interface Counter {
  count: number;
  lastAttempt: number;
}

/**
 * Counts attempts per action, like the host SDK does, so we fail fast with -1409 instead of
 * spending the host's own budget. A counter starts again once the action has been idle
 * (no attempt at all) for a full second.
 */
export class ActionRateLimiter {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly clock: Clock) {}

  /** Records one attempt; throws a rate-limit error when the action's budget is spent. */
  attempt(action: string): void {
    const now = this.clock.now();
    const counter = this.counters.get(action);
    const idle = !counter || now - counter.lastAttempt >= RATE_LIMIT_IDLE_RESET_MS;
    const count = idle ? 1 : counter.count + 1;
    this.counters.set(action, { count, lastAttempt: now });
    if (count > rateLimitFor(action)) {
      throw new MiniAppError(HOST_ERROR.RATE_LIMITED, undefined, { api: action });
    }
  }

  attemptsInWindow(action: string): number {
    const counter = this.counters.get(action);
    if (!counter || this.clock.now() - counter.lastAttempt >= RATE_LIMIT_IDLE_RESET_MS) return 0;
    return counter.count;
  }
}
