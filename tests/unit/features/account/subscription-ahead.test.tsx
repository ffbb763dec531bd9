// The plan fetched ahead of the home page (subscription-starter.tsx) is the one the page's first
// load uses: one request, not two.
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RecoilRoot } from 'recoil';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const requests = vi.fn();
vi.mock('../../../../src/services/supabase', () => ({
  supabase: {
    from: () => {
      requests();
      const query = {
        select: () => query,
        eq: () => query,
        order: () => query,
        limit: () =>
          Promise.resolve({
            data: [
              {
                customer_id: 1,
                status: 'active',
                end_date: '2026-12-14',
                is_first_year: false,
                plan: null,
              },
            ],
            error: null,
          }),
      };
      return query;
    },
  },
}));

const { fetchSubscriptionAhead, useSubscription } =
  await import('../../../../src/features/account/subscription-state');

const wrapper = ({ children }: { children: ReactNode }) => <RecoilRoot>{children}</RecoilRoot>;

describe('subscription fetched ahead', () => {
  beforeEach(() => requests.mockClear());

  it('is taken by the first load of the same customer', async () => {
    fetchSubscriptionAhead('1');
    fetchSubscriptionAhead('1');
    const { result } = renderHook(() => useSubscription('1'), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.subscription?.end_date).toBe('2026-12-14');
    expect(requests).toHaveBeenCalledTimes(1);
  });

  it('is not used for another customer, nor twice', async () => {
    fetchSubscriptionAhead('2');
    const first = renderHook(() => useSubscription('1'), { wrapper });
    await waitFor(() => expect(first.result.current.loading).toBe(false));
    expect(requests).toHaveBeenCalledTimes(2);
    const again = renderHook(() => useSubscription('2'), { wrapper });
    await waitFor(() => expect(again.result.current.loading).toBe(false));
    expect(requests).toHaveBeenCalledTimes(3);
  });
});
