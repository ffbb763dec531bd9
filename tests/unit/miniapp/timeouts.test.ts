import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_HOST_TIMEOUT_MS,
  NFC_SCAN_TIMEOUT_MS,
  SHORT_HOST_TIMEOUT_MS,
  systemClock,
  timeoutFor,
  withTimeout,
} from '../../../src/miniapp';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('host call timeouts', () => {
  it('are 8 s by default, 2 s for the short UI calls and 65 s for the NFC scan', () => {
    expect(DEFAULT_HOST_TIMEOUT_MS).toBe(8000);
    expect(SHORT_HOST_TIMEOUT_MS).toBe(2000);
    expect(NFC_SCAN_TIMEOUT_MS).toBe(65_000);
    expect(timeoutFor('getUserInfo')).toBe(8000);
    expect(timeoutFor('openWebview')).toBe(8000);
    expect(timeoutFor('showToast')).toBe(2000);
    expect(timeoutFor('keepScreen')).toBe(2000);
    expect(timeoutFor('configAppView')).toBe(2000);
    expect(timeoutFor('scanNFC')).toBe(65_000);
  });

  it('rejects with -1408 once the time is up, not a moment before', async () => {
    const never = new Promise<string>(() => {});
    const outcome = withTimeout(never, 8000, systemClock, 'getUserInfo').catch((e: unknown) => e);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(7999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({
      code: -1408,
      api: 'getUserInfo',
      message: 'Request timeout. Please try again later.',
    });
  });

  it('passes a result or a failure through and clears its timer', async () => {
    await expect(withTimeout(Promise.resolve(7), 2000, systemClock, 'showToast')).resolves.toBe(7);
    await expect(
      withTimeout(Promise.reject(new Error('boom')), 2000, systemClock, 'showToast'),
    ).rejects.toThrow('boom');
    expect(vi.getTimerCount()).toBe(0);
  });
});
