import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../../../server/forwarding/endpoint-address';
import {
  DEFAULT_FORWARD_SETTINGS,
  forwardRetryDelayMs,
  forwardSettingsFromEnv,
  MAX_RETRY_MS,
} from '../../../../server/forwarding/forward-settings';

// The forwarder's own rules: which addresses are private, how retries back off (never giving
// up), and its documented settings.

describe('forwarding addresses', () => {
  it('tells public addresses from private, loopback, link-local and other reserved ones', () => {
    for (const address of ['203.162.10.5', '8.8.8.8', '2001:4860:4860::8888'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::ffff:127.0.0.1',
      'fd00::1',
      'fe80::1',
      'not-an-address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('forwarding back-off', () => {
  it('doubles from 30 s, stays at 30 min, and never gives up', () => {
    expect([1, 2, 3, 4].map(forwardRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(forwardRetryDelayMs(7)).toBe(MAX_RETRY_MS);
    expect(forwardRetryDelayMs(10_000)).toBe(MAX_RETRY_MS);
    expect(() => forwardRetryDelayMs(0)).toThrow(RangeError);
  });
});

describe('forwarding settings', () => {
  it('is on by default and switched off by AUTHORITY_FORWARDING=off', () => {
    expect(forwardSettingsFromEnv({})).toEqual(DEFAULT_FORWARD_SETTINGS);
    expect(forwardSettingsFromEnv({ AUTHORITY_FORWARDING: 'off' }).enabled).toBe(false);
    expect(
      forwardSettingsFromEnv({
        AUTHORITY_FORWARD_INTERVAL_MS: '5000',
        AUTHORITY_FORWARD_CONCURRENCY: '2',
        AUTHORITY_FORWARD_KEEP_DAYS: '90',
      }),
    ).toEqual({ enabled: true, intervalMs: 5000, concurrency: 2, keepDays: 90 });
    expect(DEFAULT_FORWARD_SETTINGS.keepDays).toBe(60);
  });

  it('refuses values out of bounds', () => {
    expect(() => forwardSettingsFromEnv({ AUTHORITY_FORWARDING: 'maybe' })).toThrow();
    expect(() => forwardSettingsFromEnv({ AUTHORITY_FORWARD_CONCURRENCY: '17' })).toThrow();
    expect(() => forwardSettingsFromEnv({ AUTHORITY_FORWARD_INTERVAL_MS: '50' })).toThrow();
    expect(() => forwardSettingsFromEnv({ AUTHORITY_FORWARD_KEEP_DAYS: '0' })).toThrow();
    expect(() => forwardSettingsFromEnv({ AUTHORITY_FORWARD_KEEP_DAYS: '1.5' })).toThrow();
  });
});
