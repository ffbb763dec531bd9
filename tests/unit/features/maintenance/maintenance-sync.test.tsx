import { act, render, screen } from '@testing-library/react';
import { RecoilRoot, useRecoilValue } from 'recoil';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  maintenanceWindowsState,
  nextWindowsGeneration,
} from '../../../../src/features/maintenance/maintenance-state';
import { MaintenanceSync } from '../../../../src/features/maintenance/maintenance-sync';
import type { MaintenanceWindow } from '../../../../src/features/maintenance/maintenance-window';

// Reads that answer out of order must not put back an older list (the e2e maintenance test saw
// a declared window vanish from the phone: a read begun before it answered after it).
const reads: ((windows: MaintenanceWindow[]) => void)[] = [];
let onChange: () => void = () => {};
vi.mock('../../../../src/features/maintenance/maintenance-api', () => ({
  fetchCurrentWindows: () =>
    new Promise<MaintenanceWindow[]>((resolve) => {
      reads.push(resolve);
    }),
  subscribeMaintenanceChanges: (listener: () => void) => {
    onChange = listener;
    return () => {};
  },
}));

const window = (id: number): MaintenanceWindow => ({
  id,
  station_id: 1,
  reason: 'calibration',
  note: null,
  starts_at: '2026-11-28T01:00:00Z',
  expected_end: '2026-11-28T03:00:00Z',
  ended_at: null,
  ends_at: '2026-11-28T03:00:00Z',
});

function Shown() {
  const windows = useRecoilValue(maintenanceWindowsState);
  return <p>{windows.map((w) => w.id).join(',') || 'none'}</p>;
}

beforeEach(() => {
  reads.length = 0;
  render(
    <RecoilRoot>
      <MaintenanceSync />
      <Shown />
    </RecoilRoot>,
  );
});

describe('MaintenanceSync', () => {
  it('keeps the answer of the latest read when an earlier one answers last', async () => {
    act(() => onChange()); // an event: a second read while the first is under way
    expect(reads).toHaveLength(2);
    await act(async () => reads[1]!([window(7)]));
    expect(screen.getByText('7')).toBeTruthy();
    await act(async () => reads[0]!([]));
    expect(screen.getByText('7')).toBeTruthy();
  });

  it('drops a read begun before a change was answered', async () => {
    nextWindowsGeneration(); // what the sheet does when the server answers a declaration
    await act(async () => reads[0]!([window(3)]));
    expect(screen.getByText('none')).toBeTruthy();
    act(() => onChange());
    await act(async () => reads[1]!([window(3), window(4)]));
    expect(screen.getByText('3,4')).toBeTruthy();
  });
});
