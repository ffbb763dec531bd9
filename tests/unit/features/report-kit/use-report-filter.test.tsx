import type { User } from '@supabase/supabase-js';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RecoilRoot } from 'recoil';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionState } from '../../../../src/features/auth';
import type { Customer } from '../../../../src/features/monitoring';
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

/** The shared data holding `customers`, and an admin of customer `customerId` signed in. */
const adminOf = (customers: Customer[], customerId: number | undefined) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <RecoilRoot
        initializeState={({ set }) => {
          set(monitoringState, { ...INITIAL_MONITORING_STATE, customers, initialised: true });
          set(sessionState, {
            loading: false,
            error: null,
            user: {
              id: 'a',
              user_metadata: { role: 'admin', customer_id: customerId },
            } as unknown as User,
          });
        }}
      >
        {children}
      </RecoilRoot>
    );
  };

describe('useReportFilter of a fee report', () => {
  const FEE = { stations: 'fee', stationKind: 'water' } as const;
  // Customers come sorted by name; the admin's own is the second (issue 14: the admin's fee
  // report opened on another customer).
  const twoCustomers = [
    customer({ id: 1, name: 'Công ty CP Giấy Sài Gòn Xanh', station: [station({ id: 1 })] }),
    customer({ id: 2, name: 'Công ty TNHH Dệt nhuộm Phước Long', station: [station({ id: 2 })] }),
  ];
  const signedIn = (customerId: number | undefined) => adminOf(twoCustomers, customerId);

  it('opens on the caller’s own facility', () => {
    const { result } = renderHook(() => useReportFilter(FEE), { wrapper: signedIn(2) });
    expect(result.current.filter).toMatchObject({ scope: 'customer:2' });
  });

  it('opens on the first facility when the caller’s own has none of these stations', () => {
    for (const own of [undefined, 9]) {
      const { result } = renderHook(() => useReportFilter(FEE), { wrapper: signedIn(own) });
      expect(result.current.filter, String(own)).toMatchObject({ scope: 'customer:1' });
    }
  });
});

describe('useReportFilter of a multi-station report for an admin', () => {
  // Issue 14: an admin sees every customer's stations and the lookup opened on all 19 of them.
  const customersOfAdmin = [
    customer({ id: 1, station: [station({ id: 1 }), station({ id: 2 })] }),
    customer({ id: 2, station: [station({ id: 3 }), station({ id: 4 })] }),
    customer({ id: 3, station: [station({ id: 5 })] }),
  ];
  const admin = (customerId: number | undefined) => adminOf(customersOfAdmin, customerId);

  it('opens on the stations of the admin’s own facility only', () => {
    const { result } = renderHook(() => useReportFilter(CONFIG), { wrapper: admin(2) });
    expect(result.current.filter?.stationIds).toEqual([3, 4]);
  });

  it('opens on the first facility’s stations when the admin has none here', () => {
    for (const own of [undefined, 9]) {
      const { result } = renderHook(() => useReportFilter(CONFIG), { wrapper: admin(own) });
      expect(result.current.filter?.stationIds, String(own)).toEqual([1, 2]);
    }
  });

  it('still opens on a linked station of another facility', () => {
    const { result } = renderHook(() => useReportFilter(CONFIG, '5'), { wrapper: admin(2) });
    expect(result.current.filter?.stationIds).toEqual([5]);
  });
});
