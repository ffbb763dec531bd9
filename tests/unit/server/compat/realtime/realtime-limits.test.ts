import { describe, expect, it } from 'vitest';
import { ConnectionSlots } from '../../../../../server/compat/realtime/connection-slots';
import {
  realtimeLimitsFromEnv,
  resolveRealtimeLimits,
} from '../../../../../server/compat/realtime/realtime-limits';

describe('resolveRealtimeLimits', () => {
  it("has Supabase Realtime's defaults and bounds for the rest", () => {
    expect(resolveRealtimeLimits()).toEqual({
      maxChannelsPerClient: 100,
      maxJoinsPerSecond: 100,
      maxEventsPerSecond: 100,
      maxConcurrentUsers: 200,
      maxConnectionsPerIp: 50,
      maxFrameBytes: 65_536,
      maxBufferedBytes: 16_777_216,
    });
  });

  it('takes the REALTIME_* variables that are set', () => {
    const env = { REALTIME_MAX_CHANNELS_PER_CLIENT: '20', REALTIME_MAX_FRAME_BYTES: '' };
    expect(realtimeLimitsFromEnv(env)).toEqual({ maxChannelsPerClient: 20 });
    expect(resolveRealtimeLimits(realtimeLimitsFromEnv(env)).maxChannelsPerClient).toBe(20);
  });

  it.each(['abc', '0', '1.5', '-3'])('refuses REALTIME_MAX_EVENTS_PER_SECOND=%s', (text) => {
    expect(() => realtimeLimitsFromEnv({ REALTIME_MAX_EVENTS_PER_SECOND: text })).toThrow(
      `REALTIME_MAX_EVENTS_PER_SECOND must be a whole number of at least 1, got "${text}"`,
    );
  });

  it('refuses an option that is not a positive whole number', () => {
    expect(() => resolveRealtimeLimits({ maxConcurrentUsers: 0 })).toThrow('maxConcurrentUsers');
  });
});

describe('ConnectionSlots', () => {
  it('counts per address and in all, and a release frees one slot once', () => {
    const slots = new ConnectionSlots({ maxConnectionsPerIp: 2, maxConcurrentUsers: 3 });
    const a1 = slots.take('a');
    expect(a1).toBeDefined();
    expect(slots.take('a')).toBeDefined();
    expect(slots.take('a')).toBeUndefined();
    expect(slots.take('b')).toBeDefined();
    expect(slots.take('c')).toBeUndefined();
    a1!();
    a1!();
    expect(slots.take('c')).toBeDefined();
    expect(slots.take('c')).toBeUndefined();
  });
});
