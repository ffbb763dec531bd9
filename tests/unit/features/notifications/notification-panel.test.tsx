import type { User } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RecoilRoot } from 'recoil';
import { describe, expect, it } from 'vitest';
import { sessionState } from '../../../../src/features/auth';
import { NotificationPanel } from '../../../../src/features/notifications/components/notification-panel';
import type { AppNotification } from '../../../../src/features/notifications/lib/notification-list';
import {
  INITIAL_NOTIFICATIONS_STATE,
  notificationsState,
  type NotificationsState,
} from '../../../../src/features/notifications/notifications-state';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const items: AppNotification[] = [
  {
    id: 3,
    customer_id: 1,
    station_id: 7,
    title: 'Vượt ngưỡng COD - Trạm nước thải số 1',
    content: 'COD đo được 160,5 mg/L, vượt giới hạn cho phép 135 mg/L.',
    type: 'exceed_threshold',
    is_read: false,
    created_at: minutesAgo(5),
  },
  {
    id: 2,
    customer_id: 1,
    station_id: 7,
    title: 'Mất tín hiệu - Trạm nước thải số 2',
    content: '',
    type: 'signal_lost',
    is_read: false,
    created_at: minutesAgo(130),
  },
  {
    id: 1,
    customer_id: 1,
    station_id: null,
    title: 'Gói dịch vụ sắp hết hạn',
    content: 'Vui lòng liên hệ để gia hạn.',
    type: 'custom_type',
    is_read: true,
    created_at: minutesAgo(60 * 24 * 3),
  },
];

// The session user of customer 1, as the auth service returns it (only what the panel reads).
const customerUser = { id: 'u1', user_metadata: { customer_id: 1 } } as unknown as User;

function renderPanel(state: NotificationsState, variant: 'dropdown' | 'sheet' | 'page') {
  const queries = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queries.setQueryData(
    ['enums', 'notification_type'],
    [
      { type: 'notification_type', value: 'exceed_threshold', label: 'Vượt ngưỡng' },
      { type: 'notification_type', value: 'signal_lost', label: 'Mất tín hiệu' },
    ],
  );
  return render(
    <QueryClientProvider client={queries}>
      <RecoilRoot
        initializeState={({ set }) => {
          set(sessionState, { loading: false, error: null, user: customerUser });
          set(notificationsState, state);
        }}
      >
        <MemoryRouter>
          <NotificationPanel variant={variant} />
        </MemoryRouter>
      </RecoilRoot>
    </QueryClientProvider>,
  );
}

describe('NotificationPanel', () => {
  it('shows the header, the new count, mark-all and every item with its type and time', () => {
    renderPanel({ ...INITIAL_NOTIFICATIONS_STATE, items, loadedFor: '1' }, 'dropdown');
    expect(screen.getByRole('heading', { name: 'Thông báo' })).toBeInTheDocument();
    expect(screen.getByText('2 mới')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đọc tất cả (2)' })).toBeInTheDocument();

    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    expect(first.getByText('Vượt ngưỡng COD - Trạm nước thải số 1')).toBeInTheDocument();
    expect(first.getByText(/160,5 mg\/L/)).toBeInTheDocument();
    expect(first.getByText('Vượt ngưỡng')).toBeInTheDocument();
    expect(first.getByText('5 phút trước')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Chưa đọc' })).toBeInTheDocument();
    expect(rows[0]!.querySelector('.gw-notice--unread')).not.toBeNull();

    expect(within(rows[1]!).getByText('khoảng 2 giờ trước')).toBeInTheDocument();
    // A read item: no highlight, no dot; a type without a label shows its raw value.
    const read = within(rows[2]!);
    expect(read.queryByRole('img', { name: 'Chưa đọc' })).toBeNull();
    expect(rows[2]!.querySelector('.gw-notice--unread')).toBeNull();
    expect(read.getByText('custom_type')).toBeInTheDocument();
    expect(read.getByText('3 ngày trước')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem tất cả thông báo' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('has no count and no mark-all when everything is read', () => {
    renderPanel({ ...INITIAL_NOTIFICATIONS_STATE, items: [items[2]!], loadedFor: '1' }, 'dropdown');
    expect(screen.queryByText(/mới$/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Đọc tất cả/ })).toBeNull();
  });

  it('shows the empty state', () => {
    renderPanel({ ...INITIAL_NOTIFICATIONS_STATE, loadedFor: '1' }, 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Thông báo' })).toBeInTheDocument();
    expect(screen.getByText('Không có thông báo nào')).toBeInTheDocument();
    expect(screen.getByText('Hiện tại không có thông báo nào.')).toBeInTheDocument();
  });

  it('shows a loading placeholder during the first load', () => {
    renderPanel({ ...INITIAL_NOTIFICATIONS_STATE, loading: true }, 'sheet');
    expect(screen.getByRole('status', { name: 'Đang tải thông báo...' })).toBeInTheDocument();
    expect(screen.queryByText('Không có thông báo nào')).toBeNull();
  });

  it('shows the placeholder, not the empty state, before the first load has started', () => {
    renderPanel(INITIAL_NOTIFICATIONS_STATE, 'page');
    expect(screen.getByRole('status', { name: 'Đang tải thông báo...' })).toBeInTheDocument();
    expect(screen.queryByText('Không có thông báo nào')).toBeNull();
  });

  it('keeps the new count out of the mobile sheet header', () => {
    renderPanel({ ...INITIAL_NOTIFICATIONS_STATE, items, loadedFor: '1' }, 'sheet');
    expect(screen.queryByText('2 mới')).toBeNull();
    expect(screen.getByRole('button', { name: 'Đọc tất cả (2)' })).toBeInTheDocument();
  });
});
