import { render } from '@testing-library/react';
import { RecoilRoot } from 'recoil';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MonitoringSyncRunner } from '../../../../src/features/monitoring/monitoring-sync-runner';

// The stations never come: what the runner does while they are on the way.
vi.mock('../../../../src/features/monitoring/monitoring-api', () => ({
  fetchCustomers: () => new Promise(() => {}),
  fetchStationMeasurements: () => new Promise(() => {}),
  subscribeStationChanges: () => () => {},
}));

describe('MonitoringSyncRunner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('makes the Vietnamese collator and number format while the stations are on the way, each in a task of its own', () => {
    const collator = vi.spyOn(Intl, 'Collator');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    render(
      <RecoilRoot>
        <MonitoringSyncRunner />
      </RecoilRoot>,
    );
    expect(collator).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(collator).toHaveBeenCalledWith('vi', expect.anything());
    expect(numberFormat).not.toHaveBeenCalledWith('vi-VN', expect.anything());
    vi.advanceTimersToNextTimer();
    expect(numberFormat).toHaveBeenCalledWith('vi-VN', expect.anything());
  });
});
