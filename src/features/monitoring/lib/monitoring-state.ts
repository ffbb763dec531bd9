// The shared monitoring data of spec §4 as plain state: the customers tree plus loading, error,
// last update, initialised, subscribed and interval-active flags.
import type { Customer } from './types';

export interface MonitoringState {
  customers: readonly Customer[];
  /** True only while the first fetch runs; silent refreshes never set it. */
  loading: boolean;
  error: string | null;
  /** Epoch ms of the last successful fetch or applied live update. */
  lastUpdate: number | null;
  initialised: boolean;
  /** The realtime station subscription is joined. */
  subscribed: boolean;
  /** The 60 s silent refresh is running. */
  intervalActive: boolean;
}

export const INITIAL_MONITORING_STATE: MonitoringState = {
  customers: [],
  loading: false,
  error: null,
  lastUpdate: null,
  initialised: false,
  subscribed: false,
  intervalActive: false,
};

/** Spec §8 messages (logged; screens show their own Vietnamese text). */
export const MONITORING_ERRORS = {
  customersFetch: 'Failed to fetch monitoring data from API',
  default: 'Failed to fetch monitoring data',
} as const;

/** Spec §9 constants of the shared data. */
export const MONITORING_TIMING = {
  refreshMs: 60_000,
  /** A failed first load is retried no sooner than this. */
  failedLoadRetryMs: 60_000,
  /** A realtime channel that errored is restarted after this delay ("restart delay 1 s"). */
  restartDelayMs: 1_000,
  /** Station changes arriving within this window are applied as one state update, and their
   * measurements fetched as one request. */
  measurementBatchMs: 250,
} as const;
