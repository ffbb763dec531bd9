// The lifecycle of the shared monitoring data (spec §4, §9), free of React and I/O so that it
// runs under a fake clock in tests:
// - start(): the first fetch shows loading; once it succeeds (initialised) a silent refresh
//   every 60 s and a realtime subscription to station changes start;
// - a failed first load is retried, and never sooner than 60 s after the failure;
// - a realtime channel error marks the subscription off and restarts it after the delay;
// - stop() (sign-out) ends timers and subscription and clears the data.
import { holdsStation, mergeStationUpdate, replaceStationMeasurements } from './live-updates';
import type { StationRow } from './live-updates';
import {
  INITIAL_MONITORING_STATE,
  MONITORING_ERRORS,
  MONITORING_TIMING,
  type MonitoringState,
} from './monitoring-state';
import type { Customer, Measurement } from './types';

export interface StationChangeHandlers {
  /** A station row changed (UPDATE). */
  onStationChange(row: StationRow): void;
  /** Stations were added or removed: the tree must be fetched again. */
  onStationSetChange(): void;
  onStatus(status: 'subscribed' | 'error'): void;
}

export interface SyncClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface MonitoringSyncDeps {
  fetchCustomers(): Promise<Customer[]>;
  /** Latest measurements of the given stations, by station id. */
  fetchMeasurements(stationIds: readonly number[]): Promise<Map<number, Measurement[]>>;
  /** Joins the realtime station channel; returns the function that leaves it. */
  subscribeStations(handlers: StationChangeHandlers): () => void;
  update(change: (state: MonitoringState) => MonitoringState): void;
  clock: SyncClock;
  log?: (message: string, error?: unknown) => void;
}

export const systemClock: SyncClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export class MonitoringSync {
  private running = false;
  /** Bumped on stop so that replies of an earlier session are dropped. */
  private generation = 0;
  private failedAt: number | null = null;
  private retryTimer: unknown = null;
  private refreshTimer: unknown = null;
  private restartTimer: unknown = null;
  private batchTimer: unknown = null;
  private pendingStations = new Set<number>();
  private leaveChannel: (() => void) | null = null;
  private customers: readonly Customer[] = [];

  constructor(private readonly deps: MonitoringSyncDeps) {}

  get isRunning(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loadInitial();
  }

  stop(): void {
    if (!this.running) return;
    this.running = false;
    this.generation += 1;
    const { clock } = this.deps;
    clock.clearTimeout(this.retryTimer);
    clock.clearInterval(this.refreshTimer);
    clock.clearTimeout(this.restartTimer);
    clock.clearTimeout(this.batchTimer);
    this.retryTimer = this.refreshTimer = this.restartTimer = this.batchTimer = null;
    this.pendingStations.clear();
    this.leave();
    this.customers = [];
    this.deps.update(() => INITIAL_MONITORING_STATE);
  }

  private setState(change: Partial<MonitoringState>): void {
    this.deps.update((state) => ({ ...state, ...change }));
  }

  private setCustomers(customers: readonly Customer[]): void {
    this.customers = customers;
    this.setState({ customers, lastUpdate: this.deps.clock.now() });
  }

  private loadInitial(): void {
    const { clock } = this.deps;
    if (this.failedAt !== null) {
      const wait = this.failedAt + MONITORING_TIMING.failedLoadRetryMs - clock.now();
      if (wait > 0) {
        this.retryTimer = clock.setTimeout(() => this.loadInitial(), wait);
        return;
      }
    }
    const generation = this.generation;
    this.setState({ loading: true, error: null });
    this.deps.fetchCustomers().then(
      (customers) => {
        if (generation !== this.generation) return;
        this.failedAt = null;
        this.setCustomers(customers);
        this.setState({ loading: false, error: null, initialised: true });
        this.startRefresh();
        this.subscribe();
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        this.deps.log?.(MONITORING_ERRORS.customersFetch, error);
        this.failedAt = clock.now();
        this.setState({ loading: false, error: MONITORING_ERRORS.customersFetch });
        this.retryTimer = clock.setTimeout(
          () => this.loadInitial(),
          MONITORING_TIMING.failedLoadRetryMs,
        );
      },
    );
  }

  private startRefresh(): void {
    this.refreshTimer = this.deps.clock.setInterval(
      () => this.refreshSilently(),
      MONITORING_TIMING.refreshMs,
    );
    this.setState({ intervalActive: true });
  }

  /** A refresh that never shows loading; a failure keeps the data on screen. */
  private refreshSilently(): void {
    const generation = this.generation;
    this.deps.fetchCustomers().then(
      (customers) => {
        if (generation !== this.generation) return;
        this.setCustomers(customers);
        this.setState({ error: null });
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        this.deps.log?.(MONITORING_ERRORS.customersFetch, error);
        this.setState({ error: MONITORING_ERRORS.customersFetch });
      },
    );
  }

  private subscribe(): void {
    const generation = this.generation;
    // Each join gets its own flag, so a channel already left cannot report into the state.
    const channel = { open: true };
    const current = () => channel.open && generation === this.generation && this.running;
    const leave = this.deps.subscribeStations({
      onStationChange: (row) => current() && this.applyStationChange(row),
      onStationSetChange: () => current() && this.refreshSilently(),
      onStatus: (status) => {
        if (!current()) return;
        if (status === 'subscribed') {
          this.setState({ subscribed: true });
          return;
        }
        this.setState({ subscribed: false });
        this.leave();
        this.deps.clock.clearTimeout(this.restartTimer);
        this.restartTimer = this.deps.clock.setTimeout(() => {
          this.restartTimer = null;
          if (generation === this.generation && this.running) this.subscribe();
        }, MONITORING_TIMING.restartDelayMs);
      },
    });
    this.leaveChannel = () => {
      channel.open = false;
      leave();
    };
  }

  private leave(): void {
    const leave = this.leaveChannel;
    this.leaveChannel = null;
    leave?.();
  }

  private applyStationChange(row: StationRow): void {
    const stationId = Number(row.id);
    if (!holdsStation(this.customers, stationId)) return;
    this.setCustomers(mergeStationUpdate(this.customers, row));
    this.pendingStations.add(stationId);
    if (this.batchTimer === null) {
      this.batchTimer = this.deps.clock.setTimeout(
        () => this.fetchPendingMeasurements(),
        MONITORING_TIMING.measurementBatchMs,
      );
    }
  }

  private fetchPendingMeasurements(): void {
    this.batchTimer = null;
    const stationIds = [...this.pendingStations];
    this.pendingStations.clear();
    const generation = this.generation;
    this.deps.fetchMeasurements(stationIds).then(
      (byStation) => {
        if (generation !== this.generation) return;
        let customers = this.customers;
        for (const [stationId, measurements] of byStation) {
          customers = replaceStationMeasurements(customers, stationId, measurements);
        }
        if (customers !== this.customers) this.setCustomers(customers);
      },
      (error: unknown) => {
        // The next silent refresh brings the values; the station row is already merged.
        if (generation === this.generation) this.deps.log?.(MONITORING_ERRORS.default, error);
      },
    );
  }
}
