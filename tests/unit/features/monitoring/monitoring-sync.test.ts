import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer, Measurement } from '../../../../src/features/monitoring';
import {
  INITIAL_MONITORING_STATE,
  type MonitoringState,
} from '../../../../src/features/monitoring/lib/monitoring-state';
import {
  MonitoringSync,
  systemClock,
  type StationChangeHandlers,
} from '../../../../src/features/monitoring/lib/monitoring-sync';
import { customer, measurement, station } from './fixtures';

// The lifecycle of the shared data under a fake clock (vitest's timers and Date), with the
// product API and the realtime channel replaced by controllable fakes.

interface Harness {
  sync: MonitoringSync;
  state(): MonitoringState;
  /** How many times the shared state was set: each one re-renders every screen that reads it. */
  updates(): number;
  fetchCustomers: ReturnType<typeof vi.fn<() => Promise<Customer[]>>>;
  fetchMeasurements: ReturnType<
    typeof vi.fn<(ids: readonly number[]) => Promise<Map<number, Measurement[]>>>
  >;
  channels: Array<{ handlers: StationChangeHandlers; left: boolean }>;
}

function harness(): Harness {
  let state = INITIAL_MONITORING_STATE;
  let updates = 0;
  const channels: Harness['channels'] = [];
  const fetchCustomers = vi.fn<() => Promise<Customer[]>>();
  const fetchMeasurements =
    vi.fn<(ids: readonly number[]) => Promise<Map<number, Measurement[]>>>();
  const sync = new MonitoringSync({
    fetchCustomers,
    fetchMeasurements,
    subscribeStations: (handlers) => {
      const channel = { handlers, left: false };
      channels.push(channel);
      return () => {
        channel.left = true;
      };
    },
    update: (change) => {
      updates += 1;
      state = change(state);
    },
    clock: systemClock,
  });
  return {
    sync,
    state: () => state,
    updates: () => updates,
    fetchCustomers,
    fetchMeasurements,
    channels,
  };
}

const tree = () => [
  customer({ station: [station({ id: 1 }), station({ id: 2, name: 'Trạm 2' })] }),
];

/** The status of each station of the first customer, in order. */
const statuses = () => h.state().customers[0]!.station.map((s) => s.latest_status);

/** Lets resolved promises run without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let h: Harness;
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T06:00:00Z') });
  h = harness();
});
afterEach(() => {
  h.sync.stop();
  vi.useRealTimers();
});

describe('first load', () => {
  it('shows loading during the first fetch only, then starts refresh and realtime', async () => {
    h.fetchCustomers.mockResolvedValue(tree());
    h.sync.start();
    expect(h.state().loading).toBe(true);
    await settle();
    expect(h.state()).toMatchObject({
      loading: false,
      error: null,
      initialised: true,
      intervalActive: true,
      lastUpdate: Date.parse('2026-11-23T06:00:00Z'),
    });
    expect(h.state().customers).toHaveLength(1);
    expect(h.channels).toHaveLength(1);
    h.channels[0]!.handlers.onStatus('subscribed');
    expect(h.state().subscribed).toBe(true);
  });

  it('refreshes silently every 60 s, never showing loading', async () => {
    h.fetchCustomers.mockResolvedValue(tree());
    h.sync.start();
    await settle();
    const loadingSeen: boolean[] = [];
    h.fetchCustomers.mockImplementation(async () => {
      loadingSeen.push(h.state().loading);
      return [customer({ name: 'Đã đổi tên', station: [station({ id: 1 })] })];
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(h.fetchCustomers).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.fetchCustomers).toHaveBeenCalledTimes(2);
    expect(h.state().customers[0]!.name).toBe('Đã đổi tên');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.fetchCustomers).toHaveBeenCalledTimes(3);
    expect(loadingSeen).toEqual([false, false]);
  });

  it('keeps the data when a silent refresh fails, with the spec message', async () => {
    h.fetchCustomers.mockResolvedValueOnce(tree()).mockRejectedValueOnce(new Error('502'));
    h.sync.start();
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.state()).toMatchObject({
      loading: false,
      error: 'Failed to fetch monitoring data from API',
    });
    expect(h.state().customers).toHaveLength(1);
  });

  it('retries a failed first load no sooner than 60 s later', async () => {
    h.fetchCustomers.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(tree());
    h.sync.start();
    await settle();
    expect(h.state()).toMatchObject({
      loading: false,
      initialised: false,
      error: 'Failed to fetch monitoring data from API',
    });
    expect(h.channels).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(h.fetchCustomers).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.fetchCustomers).toHaveBeenCalledTimes(2);
    expect(h.state()).toMatchObject({ initialised: true, error: null });
    expect(h.channels).toHaveLength(1);
  });

  it('does not refetch early when started again soon after a failure', async () => {
    h.fetchCustomers.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(tree());
    h.sync.start();
    await settle();
    await vi.advanceTimersByTimeAsync(10_000);
    h.sync.stop(); // sign-out, then sign-in again 10 s after the failure
    h.sync.start();
    await vi.advanceTimersByTimeAsync(49_999);
    expect(h.fetchCustomers).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.fetchCustomers).toHaveBeenCalledTimes(2);
  });
});

describe('realtime station updates', () => {
  beforeEach(async () => {
    h.fetchCustomers.mockResolvedValue(tree());
    h.sync.start();
    await settle();
    h.channels[0]!.handlers.onStatus('subscribed');
  });

  it('merges a lone station change by id within 250 ms, then replaces its measurements', async () => {
    const fresh = [measurement({ value: 180, time: '2026-11-23T06:05:00.000Z' })];
    let answer: (byStation: Map<number, Measurement[]>) => void = () => undefined;
    h.fetchMeasurements.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    vi.setSystemTime(new Date('2026-11-23T06:05:00Z'));
    h.channels[0]!.handlers.onStationChange({
      id: 2,
      latest_status: 'exceed_threshold',
      latest_time: '2026-11-23T06:05:00.000Z',
    });
    await vi.advanceTimersByTimeAsync(249);
    expect(statuses()).toEqual(['within_threshold', 'within_threshold']);

    await vi.advanceTimersByTimeAsync(1);
    const merged = h.state().customers[0]!.station[1]!;
    expect(merged.latest_status).toBe('exceed_threshold');
    expect(merged.measurements[0]!.value).toBe(40);
    expect(h.state().lastUpdate).toBe(Date.parse('2026-11-23T06:05:00.250Z'));
    expect(h.fetchMeasurements).toHaveBeenCalledWith([2]);

    answer(new Map([[2, fresh]]));
    await settle();
    expect(h.state().customers[0]!.station[1]!.measurements).toEqual(fresh);
    expect(h.state().customers[0]!.station[0]!.measurements[0]!.value).toBe(40);
  });

  it('fetches the measurements of changes arriving together in one request', async () => {
    h.fetchMeasurements.mockResolvedValue(new Map());
    h.channels[0]!.handlers.onStationChange({ id: 1, latest_time: '2026-11-23T06:05:00Z' });
    h.channels[0]!.handlers.onStationChange({ id: 2, latest_time: '2026-11-23T06:05:00Z' });
    h.channels[0]!.handlers.onStationChange({ id: 1, latest_time: '2026-11-23T06:06:00Z' });
    await vi.advanceTimersByTimeAsync(250);
    expect(h.fetchMeasurements).toHaveBeenCalledTimes(1);
    expect(h.fetchMeasurements).toHaveBeenCalledWith([1, 2]);
  });

  it('applies a burst of 300 station changes as one state update', async () => {
    const ids = Array.from({ length: 300 }, (_, index) => index + 1);
    h.fetchCustomers.mockResolvedValue([customer({ station: ids.map((id) => station({ id })) })]);
    h.channels[0]!.handlers.onStationSetChange();
    await settle();
    h.fetchMeasurements.mockResolvedValue(new Map());
    const before = h.updates();
    for (const id of ids) {
      h.channels[0]!.handlers.onStationChange({ id, latest_status: 'signal_lost' });
      await vi.advanceTimersByTimeAsync(0.5); // 300 rows spread over 150 ms
    }
    expect(h.updates()).toBe(before);
    await vi.advanceTimersByTimeAsync(100);
    expect(h.updates()).toBe(before + 1);
    expect(new Set(statuses())).toEqual(new Set(['signal_lost']));
    expect(h.fetchMeasurements).toHaveBeenCalledTimes(1);
    expect(h.fetchMeasurements).toHaveBeenCalledWith(ids);
  });

  it('applies the latest row of each station in a burst', async () => {
    h.fetchMeasurements.mockResolvedValue(new Map());
    const { onStationChange } = h.channels[0]!.handlers;
    onStationChange({
      id: 1,
      latest_status: 'near_threshold',
      latest_time: '2026-11-23T06:01:00Z',
    });
    onStationChange({ id: 2, latest_status: 'signal_lost' });
    onStationChange({
      id: 1,
      latest_status: 'exceed_threshold',
      latest_time: '2026-11-23T06:02:00Z',
    });
    onStationChange({ id: 1, latest_status: 'within_threshold' });
    await vi.advanceTimersByTimeAsync(250);
    expect(statuses()).toEqual(['within_threshold', 'signal_lost']);
    expect(h.state().customers[0]!.station[0]!.latest_time).toBe('2026-11-23T06:02:00Z');
  });

  it('starts a new window for changes arriving after a burst was applied', async () => {
    h.fetchMeasurements.mockResolvedValue(new Map());
    h.channels[0]!.handlers.onStationChange({ id: 1, latest_status: 'signal_lost' });
    await vi.advanceTimersByTimeAsync(250);
    const before = h.updates();
    h.channels[0]!.handlers.onStationChange({ id: 2, latest_status: 'signal_lost' });
    await vi.advanceTimersByTimeAsync(250);
    expect(h.updates()).toBe(before + 1);
    expect(statuses()).toEqual(['signal_lost', 'signal_lost']);
    expect(h.fetchMeasurements.mock.calls).toEqual([[[1]], [[2]]]);
  });

  it('does not put rows queued before a refetch over the tree it brings', async () => {
    h.fetchMeasurements.mockResolvedValue(new Map());
    let answer: (customers: Customer[]) => void = () => undefined;
    h.fetchCustomers.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { onStationChange, onStationSetChange } = h.channels[0]!.handlers;
    onStationChange({ id: 1, latest_status: 'signal_lost' });
    onStationSetChange(); // its answer already holds the row above
    onStationChange({ id: 2, latest_status: 'exceed_threshold' }); // may be newer than the answer
    await vi.advanceTimersByTimeAsync(100);
    answer([
      customer({
        station: [station({ id: 1, latest_status: 'near_threshold' }), station({ id: 2 })],
      }),
    ]);
    await settle();
    expect(statuses()).toEqual(['near_threshold', 'within_threshold']);
    await vi.advanceTimersByTimeAsync(150);
    expect(statuses()).toEqual(['near_threshold', 'exceed_threshold']);
    expect(h.fetchMeasurements).toHaveBeenCalledWith([2]);
  });

  it('applies rows queued before a refetch that lands after them, then the refetch', async () => {
    h.fetchMeasurements.mockResolvedValue(new Map());
    let answer: (customers: Customer[]) => void = () => undefined;
    h.fetchCustomers.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    h.channels[0]!.handlers.onStationChange({ id: 1, latest_status: 'signal_lost' });
    h.channels[0]!.handlers.onStationSetChange();
    await vi.advanceTimersByTimeAsync(250);
    expect(statuses()).toEqual(['signal_lost', 'within_threshold']);
    answer([customer({ station: [station({ id: 1, latest_status: 'near_threshold' })] })]);
    await settle();
    expect(statuses()).toEqual(['near_threshold']);
  });

  it('ignores changes of stations it does not hold', async () => {
    const before = h.state().customers;
    h.channels[0]!.handlers.onStationChange({ id: 99, latest_status: 'signal_lost' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(h.state().customers).toBe(before);
    expect(h.fetchMeasurements).not.toHaveBeenCalled();
  });

  it('drops the rows of a window still open at sign-out', async () => {
    h.channels[0]!.handlers.onStationChange({ id: 1, latest_status: 'signal_lost' });
    await vi.advanceTimersByTimeAsync(100);
    expect(statuses()).toEqual(['within_threshold', 'within_threshold']);
    h.sync.stop();
    const afterStop = h.updates();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(h.updates()).toBe(afterStop);
    expect(h.state()).toEqual(INITIAL_MONITORING_STATE);
    expect(h.fetchMeasurements).not.toHaveBeenCalled();
  });

  it('refetches the tree silently when stations are added or removed', async () => {
    h.channels[0]!.handlers.onStationSetChange();
    await settle();
    expect(h.fetchCustomers).toHaveBeenCalledTimes(2);
    expect(h.state().loading).toBe(false);
  });

  it('marks the subscription off on a channel error and restarts it after 1 s', async () => {
    h.channels[0]!.handlers.onStatus('error');
    expect(h.state().subscribed).toBe(false);
    expect(h.channels[0]!.left).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(h.channels).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.channels).toHaveLength(2);
    h.channels[1]!.handlers.onStatus('subscribed');
    expect(h.state().subscribed).toBe(true);
    // The old channel's late events are ignored.
    h.channels[0]!.handlers.onStatus('error');
    expect(h.state().subscribed).toBe(true);
  });
});

describe('stop (sign-out)', () => {
  it('leaves the channel, ends the timers and clears the data', async () => {
    h.fetchCustomers.mockResolvedValue(tree());
    h.sync.start();
    await settle();
    h.channels[0]!.handlers.onStatus('subscribed');
    h.sync.stop();
    expect(h.state()).toEqual(INITIAL_MONITORING_STATE);
    expect(h.channels[0]!.left).toBe(true);
    await vi.advanceTimersByTimeAsync(180_000);
    expect(h.fetchCustomers).toHaveBeenCalledTimes(1);
    h.channels[0]!.handlers.onStationChange({ id: 1, latest_status: 'signal_lost' });
    expect(h.state()).toEqual(INITIAL_MONITORING_STATE);
  });

  it('drops a first fetch that answers after sign-out', async () => {
    let answer: (customers: Customer[]) => void = () => undefined;
    h.fetchCustomers.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    h.sync.start();
    h.sync.stop();
    answer(tree());
    await settle();
    expect(h.state()).toEqual(INITIAL_MONITORING_STATE);
    expect(h.channels).toHaveLength(0);
  });

  it('starts only once while running', async () => {
    h.fetchCustomers.mockResolvedValue(tree());
    h.sync.start();
    h.sync.start();
    await settle();
    expect(h.fetchCustomers).toHaveBeenCalledTimes(1);
    expect(h.channels).toHaveLength(1);
  });
});
