// The lifecycle of the shared monitoring data (spec §4, §9), free of React and I/O so that it
// runs under a fake clock in tests:
// - start(): the first fetch shows loading; once it succeeds (initialised) a silent refresh
//   every 60 s and a realtime subscription to station changes start;
// - a failed first load is retried, and never sooner than 60 s after the failure;
// - station changes are coalesced: the rows arriving within one batch window (the latest per
//   station) are applied as ONE state update, so a status sweep over 1,000 stations re-renders
//   the screens a few times instead of once per row; their measurements are fetched together;
// - a realtime channel error marks the subscription off and restarts it after the delay;
// - stop() (sign-out) ends timers and subscription and clears the data.
import { heldStationIds, mergeStationUpdates, replaceStationMeasurements } from './live-updates';
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
  /** Station rows waiting for the batch window to end, by station id, with their arrival number. */
  private pendingRows = new Map<number, { row: StationRow; arrival: number }>();
  private arrivals = 0;
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
    this.pendingRows.clear();
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
    const arrivalsBefore = this.arrivals;
    this.deps.fetchCustomers().then(
      (customers) => {
        if (generation !== this.generation) return;
        this.dropRowsArrivedBefore(arrivalsBefore);
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
      onStationChange: (row) => current() && this.queueStationChange(row),
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

  private queueStationChange(row: StationRow): void {
    const stationId = Number(row.id);
    this.arrivals += 1;
    // Merging onto the row still waiting gives what applying both in turn would have given.
    const waiting = this.pendingRows.get(stationId)?.row;
    this.pendingRows.set(stationId, { row: { ...waiting, ...row }, arrival: this.arrivals });
    if (this.batchTimer === null) {
      this.batchTimer = this.deps.clock.setTimeout(
        () => this.applyPendingRows(),
        MONITORING_TIMING.measurementBatchMs,
      );
    }
  }

  /**
   * A fetched tree already holds every row that arrived before its request was sent: applying
   * those rows after it would put older values over it. Rows that arrived later are kept.
   */
  private dropRowsArrivedBefore(arrivals: number): void {
    for (const [stationId, { arrival }] of this.pendingRows) {
      if (arrival <= arrivals) this.pendingRows.delete(stationId);
    }
  }

  private applyPendingRows(): void {
    this.batchTimer = null;
    const rows = new Map([...this.pendingRows].map(([stationId, { row }]) => [stationId, row]));
    this.pendingRows.clear();
    const stationIds = heldStationIds(this.customers, rows.keys());
    if (stationIds.length === 0) return;
    this.setCustomers(mergeStationUpdates(this.customers, rows));
    this.fetchMeasurementsOf(stationIds);
  }

  private fetchMeasurementsOf(stationIds: number[]): void {
    const generation = this.generation;
    this.deps.fetchMeasurements(stationIds).then(
      (byStation) => {
        if (generation !== this.generation) return;
        const customers = replaceStationMeasurements(this.customers, byStation);
        if (customers !== this.customers) this.setCustomers(customers);
      },
      (error: unknown) => {
        // The next silent refresh brings the values; the station row is already merged.
        if (generation === this.generation) this.deps.log?.(MONITORING_ERRORS.default, error);
      },
    );
  }
}
