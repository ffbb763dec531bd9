import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RecoilRoot } from 'recoil';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_MONITORING_STATE } from '../../../../src/features/monitoring/lib/monitoring-state';
import { monitoringState } from '../../../../src/features/monitoring/monitoring-data';
import { useReportFilter } from '../../../../src/features/report-kit';
import { customer, station } from '../monitoring/fixtures';

// The clock is outside our system: 23/11/2026 00:30 in Vietnam (still the 22nd in UTC).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T17:30:00Z'));
});
afterEach(() => vi.useRealTimers());

const CONFIG = { stations: 'multiple', parameters: true } as const;
const customers = [
  customer({ station: [station({ id: 5, code: 'A' }), station({ id: 6, code: 'B' })] }),
];
const wrapper = ({ children }: { children: ReactNode }) => (
  <RecoilRoot
    initializeState={({ set }) =>
      set(monitoringState, { ...INITIAL_MONITORING_STATE, customers, initialised: true })
    }
  >
    {children}
  </RecoilRoot>
);

describe('useReportFilter with a station link', () => {
  it('opens on the linked station for today when the caller can see it', () => {
    const { result } = renderHook(() => useReportFilter(CONFIG, '6'), { wrapper });
    expect(result.current.filter).toMatchObject({
      stationIds: [6],
      from: '2026-11-23',
      to: '2026-11-23',
    });
  });

  it('keeps the usual defaults (every station, last 7 days) for any other link', () => {
    for (const link of [null, '7', 'abc']) {
      const { result } = renderHook(() => useReportFilter(CONFIG, link), { wrapper });
      expect(result.current.filter, String(link)).toMatchObject({
        stationIds: [5, 6],
        from: '2026-11-17',
        to: '2026-11-23',
      });
    }
  });
});
