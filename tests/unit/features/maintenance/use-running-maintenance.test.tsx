import { act, render } from '@testing-library/react';
import { RecoilRoot, useSetRecoilState } from 'recoil';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maintenanceWindowsState } from '../../../../src/features/maintenance/maintenance-state';
import type { MaintenanceWindow } from '../../../../src/features/maintenance/maintenance-window';
import { useRunningMaintenance } from '../../../../src/features/maintenance/use-station-maintenance';

// Which stations show the maintenance badge, by the clock (the e2e maintenance test once waited
// in vain for the badge of a window declared just after a minute began).
const windowOf = (startsAt: string, endsAt: string): MaintenanceWindow => ({
  id: 1,
  station_id: 7,
  reason: 'calibration',
  note: null,
  starts_at: startsAt,
  expected_end: endsAt,
  ended_at: null,
  ends_at: endsAt,
});

let running: ReadonlyMap<number, MaintenanceWindow> = new Map();
let setWindows: (windows: readonly MaintenanceWindow[]) => void = () => {};
function Probe() {
  running = useRunningMaintenance();
  setWindows = useSetRecoilState(maintenanceWindowsState);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-29T03:05:59.500Z'));
  render(
    <RecoilRoot>
      <Probe />
    </RecoilRoot>,
  );
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useRunningMaintenance', () => {
  it('shows at once a window declared after the last look at the clock', () => {
    // Opened at 03:05:59.5; declared at 03:06:01 with the start typed as 03:06.
    vi.setSystemTime(new Date('2026-11-29T03:06:01Z'));
    act(() => setWindows([windowOf('2026-11-29T03:06:00Z', '2026-11-29T05:06:00Z')]));
    expect([...running.keys()]).toEqual([7]);
  });

  it('shows a window when it starts and leaves it off when it ends, by the clock alone', () => {
    act(() => setWindows([windowOf('2026-11-29T03:06:30Z', '2026-11-29T03:07:00Z')]));
    expect(running.size).toBe(0);
    act(() => vi.advanceTimersByTime(31_000));
    expect([...running.keys()]).toEqual([7]);
    act(() => vi.advanceTimersByTime(30_000));
    expect(running.size).toBe(0);
  });
});
