// Limits of one Realtime server, named after Supabase Realtime's tenant settings
// (max_channels_per_client, max_joins_per_second, max_events_per_second, max_concurrent_users)
// with the same defaults, plus the bounds a server on the open internet needs: connections per
// client address, the size of a client frame and what may wait unread in a socket's buffer.

export interface RealtimeLimits {
  /** Channels one socket may have joined at once (Supabase: max_channels_per_client). */
  maxChannelsPerClient: number;
  /** `phx_join`s one socket may send per second (Supabase: max_joins_per_second). */
  maxJoinsPerSecond: number;
  /** Other client frames one socket may send per second (Supabase: max_events_per_second). */
  maxEventsPerSecond: number;
  /** Open sockets on the whole server (Supabase: max_concurrent_users). */
  maxConcurrentUsers: number;
  /** Open sockets from one client address. */
  maxConnectionsPerIp: number;
  /** Largest client frame; supabase-js sends a few KB at most (a join with its token). */
  maxFrameBytes: number;
  /** Server frames waiting for a client that does not read; beyond this the socket is dropped. */
  maxBufferedBytes: number;
}

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  maxChannelsPerClient: 100,
  maxJoinsPerSecond: 100,
  maxEventsPerSecond: 100,
  maxConcurrentUsers: 200,
  maxConnectionsPerIp: 50,
  maxFrameBytes: 64 * 1024,
  maxBufferedBytes: 16 * 1024 * 1024,
};

const ENV_NAMES: Record<keyof RealtimeLimits, string> = {
  maxChannelsPerClient: 'REALTIME_MAX_CHANNELS_PER_CLIENT',
  maxJoinsPerSecond: 'REALTIME_MAX_JOINS_PER_SECOND',
  maxEventsPerSecond: 'REALTIME_MAX_EVENTS_PER_SECOND',
  maxConcurrentUsers: 'REALTIME_MAX_CONCURRENT_USERS',
  maxConnectionsPerIp: 'REALTIME_MAX_CONNECTIONS_PER_IP',
  maxFrameBytes: 'REALTIME_MAX_FRAME_BYTES',
  maxBufferedBytes: 'REALTIME_MAX_BUFFERED_BYTES',
};

function checkedLimit(name: string, value: unknown, text = String(value)): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of at least 1, got "${text}"`);
  return value;
}

/** The defaults with `overrides` applied; a limit that is not a positive integer is refused. */
export function resolveRealtimeLimits(overrides: Partial<RealtimeLimits> = {}): RealtimeLimits {
  const limits = { ...DEFAULT_REALTIME_LIMITS };
  for (const key of Object.keys(limits) as (keyof RealtimeLimits)[]) {
    const value = overrides[key];
    if (value !== undefined) limits[key] = checkedLimit(key, value);
  }
  return limits;
}

/** The REALTIME_* variables that are set, for `npm start`. */
export function realtimeLimitsFromEnv(env: NodeJS.ProcessEnv): Partial<RealtimeLimits> {
  const limits: Partial<RealtimeLimits> = {};
  for (const [key, name] of Object.entries(ENV_NAMES) as [keyof RealtimeLimits, string][]) {
    const text = env[name];
    if (text !== undefined && text !== '') limits[key] = checkedLimit(name, Number(text), text);
  }
  return limits;
}
