import type { User } from '@supabase/supabase-js';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RecoilRoot, type MutableSnapshot } from 'recoil';
import { describe, expect, it } from 'vitest';
import { subscriptionState, type SubscriptionState } from '../../../../src/features/account';
import { sessionState } from '../../../../src/features/auth/session-state';
import { LatestAlerts, PlanExpiryWarning } from '../../../../src/features/monitoring';
import {
  INITIAL_NOTIFICATIONS_STATE,
  notificationsState,
  type NotificationsState,
} from '../../../../src/features/notifications/notifications-state';

// The home blocks read the atoms that the bell's sync and the plan fetch fill; a state whose
// customer matches the signed-in user's is what a finished load leaves, so nothing is fetched.
const NOW = new Date('2026-11-23T05:00:00Z'); // 12:00 in Vietnam
const user = { id: 'u-1', user_metadata: { customer_id: 3 } } as unknown as User;

function renderWith(block: JSX.Element, init: (snapshot: MutableSnapshot) => void) {
  return render(
    <RecoilRoot
      initializeState={(snapshot) => {
        snapshot.set(sessionState, { loading: false, user, error: null });
        init(snapshot);
      }}
    >
      <MemoryRouter>{block}</MemoryRouter>
    </RecoilRoot>,
  );
}

const notification = (id: number, hoursAgo: number, stationId: number | null = 7) => ({
  id,
  customer_id: 3,
  station_id: stationId,
  title: `Cảnh báo ${id}`,
  content: `Nội dung ${id}`,
  type: 'exceed_threshold',
  is_read: id % 2 === 0,
  created_at: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
});

const renderAlerts = (state: Partial<NotificationsState>, canOpenLive = true) =>
  renderWith(<LatestAlerts canOpenLive={canOpenLive} />, ({ set }) =>
    set(notificationsState, { ...INITIAL_NOTIFICATIONS_STATE, ...state }),
  );

describe('home: latest alerts', () => {
  it('shows a loading state until the customer’s list has loaded', () => {
    renderAlerts({ loading: true });
    expect(screen.getByText('Đang tải cảnh báo...').closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('says so when there is no alert', () => {
    renderAlerts({ loadedFor: '3' });
    expect(screen.getByText('Chưa có cảnh báo nào.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem tất cả thông báo' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('lists the newest five, unread ones marked, station alerts opening the station', () => {
    const items = [1, 2, 3, 4, 5, 6, 7].map((id) => notification(id, id, id === 3 ? null : 7));
    renderAlerts({ loadedFor: '3', items });
    const list = screen.getByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-notification-id'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(within(rows[0]!).getByText('Cảnh báo 1')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('img', { name: 'Chưa đọc' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('img', { name: 'Chưa đọc' })).toBeNull();
    expect(within(rows[0]!).getByText('khoảng 1 giờ trước')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button')).not.toBeNull();
    expect(within(rows[2]!).queryByRole('button')).toBeNull(); // no station
  });

  it('does not offer the live screen to a user who may not open it', () => {
    renderAlerts({ loadedFor: '3', items: [notification(1, 1)] }, false);
    expect(within(screen.getByRole('listitem')).queryByRole('button')).toBeNull();
  });
});

const plan = (end_date: string) => ({
  customer_id: 3,
  status: 'active',
  end_date,
  is_first_year: false,
  plan: { id: 1, name: 'Gói Nâng cao', price: 24000000, duration: 12, is_first_year: false },
});

const renderWarning = (state: Partial<SubscriptionState>, customerId: string | null = '3') =>
  renderWith(<PlanExpiryWarning customerId={customerId} now={NOW} />, ({ set }) =>
    set(subscriptionState, {
      subscription: null,
      loading: false,
      error: null,
      lastCustomerId: customerId,
      ...state,
    }),
  );

describe('home: plan-expiry warning', () => {
  it('warns when the plan ends within 30 days, linking to the profile', () => {
    renderWarning({ subscription: plan('2026-12-13') });
    const warning = screen.getByRole('alert');
    expect(within(warning).getByRole('heading')).toHaveTextContent('Gói dịch vụ sắp hết hạn');
    expect(warning).toHaveTextContent(
      'Gói Nâng cao hết hạn vào 13/12/2026 (còn 20 ngày). Vui lòng liên hệ quản trị viên để gia hạn.',
    );
    expect(within(warning).getByRole('link')).toHaveAttribute('href', '/profile');
  });

  it('warns on the last day and after it', () => {
    renderWarning({ subscription: plan('2026-11-23') });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Gói Nâng cao hết hạn hôm nay (23/11/2026).',
    );
    renderWarning({ subscription: plan('2026-11-22') });
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent(
      'Gói dịch vụ đã hết hạnGói Nâng cao đã hết hạn ngày 22/11/2026.',
    );
  });

  it('warns when the customer has no active plan', () => {
    renderWarning({ subscription: null });
    expect(screen.getByRole('alert')).toHaveTextContent('Chưa có gói dịch vụ');
  });

  it('stays silent with a plan far from its end, while loading, on error, without a customer', () => {
    renderWarning({ subscription: plan('2027-09-24') });
    renderWarning({ loading: true });
    renderWarning({ error: 'network' });
    renderWarning({}, null);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
