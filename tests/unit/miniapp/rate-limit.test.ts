import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActionRateLimiter, MiniAppError, rateLimitFor, systemClock } from '../../../src/miniapp';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function attempts(limiter: ActionRateLimiter, action: string, times: number): Array<number> {
  const outcomes: number[] = [];
  for (let i = 0; i < times; i += 1) {
    try {
      limiter.attempt(action);
      outcomes.push(0);
    } catch (error) {
      outcomes.push((error as MiniAppError).code);
    }
  }
  return outcomes;
}

describe('per-action rate limits', () => {
  it('allows add-rating once, payment and order calls 5 times, anything else 3 times', () => {
    expect(rateLimitFor('addRating')).toBe(1);
    for (const action of [
      'createOrder',
      'createOrderIAP',
      'checkTransaction',
      'selectPaymentMethod',
      'purchase',
    ]) {
      expect(rateLimitFor(action)).toBe(5);
    }
    expect(rateLimitFor('getUserInfo')).toBe(3);
    expect(rateLimitFor('openWebview')).toBe(3);

    const limiter = new ActionRateLimiter(systemClock);
    expect(attempts(limiter, 'addRating', 2)).toEqual([0, -1409]);
    expect(attempts(limiter, 'createOrder', 6)).toEqual([0, 0, 0, 0, 0, -1409]);
    expect(attempts(limiter, 'getUserInfo', 4)).toEqual([0, 0, 0, -1409]);
  });

  it('counts each action separately', () => {
    const limiter = new ActionRateLimiter(systemClock);
    attempts(limiter, 'getUserInfo', 3);
    expect(attempts(limiter, 'followOA', 1)).toEqual([0]);
    expect(limiter.attemptsInWindow('getUserInfo')).toBe(3);
    expect(limiter.attemptsInWindow('followOA')).toBe(1);
  });

  it('resets a counter after 1 s without attempts, not before', () => {
    const limiter = new ActionRateLimiter(systemClock);
    expect(attempts(limiter, 'getSetting', 3)).toEqual([0, 0, 0]);
    vi.advanceTimersByTime(999);
    expect(attempts(limiter, 'getSetting', 1)).toEqual([-1409]);
    vi.advanceTimersByTime(999);
    // Still not idle: the rejected attempt 999 ms ago counts as activity.
    expect(attempts(limiter, 'getSetting', 1)).toEqual([-1409]);
    vi.advanceTimersByTime(1000);
    expect(limiter.attemptsInWindow('getSetting')).toBe(0);
    expect(attempts(limiter, 'getSetting', 4)).toEqual([0, 0, 0, -1409]);
  });

  it('the rate-limit error names the action and has the catalogue texts', () => {
    const limiter = new ActionRateLimiter(systemClock);
    limiter.attempt('addRating');
    const failure = (() => {
      try {
        limiter.attempt('addRating');
      } catch (error) {
        return error as MiniAppError;
      }
    })();
    expect(failure).toBeInstanceOf(MiniAppError);
    expect(failure?.api).toBe('addRating');
    expect(failure?.message).toBe('Request limit exceeded. Please try again later.');
    expect(failure?.vietnameseMessage).toBe(
      'Bạn thao tác quá nhanh. Vui lòng thử lại sau giây lát.',
    );
  });
});
