import { render } from '@testing-library/react';
import { RecoilRoot } from 'recoil';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MonitoringSyncRunner } from '../../../../src/features/monitoring/monitoring-sync-runner';

// The stations never come: what the runner does while they are on the way.
vi.mock('../../../../src/features/monitoring/monitoring-api', () => ({
  fetchCustomers: () => new Promise(() => {}),
  fetchStationMeasurements: () => new Promise(() => {}),
  subscribeStationChanges: () => () => {},
}));

/** A stand-in for the browser's Worker (jsdom has none): records what was started and stopped. */
class RecordedWorker extends EventTarget {
  static started: RecordedWorker[] = [];
  terminated = false;
  constructor(readonly url: URL | string) {
    super();
    RecordedWorker.started.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('MonitoringSyncRunner', () => {
  afterEach(() => {
    RecordedWorker.started = [];
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('has a worker load the Vietnamese collation and number data while the stations are on the way, then makes its own', () => {
    vi.stubGlobal('Worker', RecordedWorker);
    const collator = vi.spyOn(Intl, 'Collator');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const { unmount } = render(
      <RecoilRoot>
        <MonitoringSyncRunner />
      </RecoilRoot>,
    );
    expect(RecordedWorker.started).toHaveLength(1);
    const [worker] = RecordedWorker.started;
    expect(String(worker!.url)).toMatch(/\/vietnamese-intl-warm-up\.worker\.ts\b/);
    // Not on the main thread.
    expect(collator).not.toHaveBeenCalled();
    expect(numberFormat).not.toHaveBeenCalled();
    // Loaded: the page's own are made then, before the stations come.
    worker!.dispatchEvent(new MessageEvent('message', { data: 'ready' }));
    expect(worker!.terminated).toBe(true);
    expect(collator).toHaveBeenCalledWith('vi', expect.anything());
    expect(numberFormat).toHaveBeenCalledWith('vi-VN', expect.anything());
    unmount();
  });

  it('stops the worker when the user signs out before it is done', () => {
    vi.stubGlobal('Worker', RecordedWorker);
    const { unmount } = render(
      <RecoilRoot>
        <MonitoringSyncRunner />
      </RecoilRoot>,
    );
    unmount();
    expect(RecordedWorker.started[0]!.terminated).toBe(true);
  });
});
