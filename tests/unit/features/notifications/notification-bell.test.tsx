import { act, render, screen } from '@testing-library/react';
import { RecoilRoot, useSetRecoilState } from 'recoil';
import { beforeAll, describe, expect, it } from 'vitest';
import { NotificationBell } from '../../../../src/features/notifications/components/notification-bell';
import type { AppNotification } from '../../../../src/features/notifications/lib/notification-list';
import {
  INITIAL_NOTIFICATIONS_STATE,
  notificationsState,
  type NotificationsState,
} from '../../../../src/features/notifications/notifications-state';
import { loadFeatureStrings } from '../../../../src/i18n';

const unread = (id: number): AppNotification => ({
  id,
  customer_id: 1,
  station_id: null,
  title: `Thông báo ${id}`,
  content: '',
  type: 'exceed_threshold',
  is_read: false,
  created_at: new Date().toISOString(),
});

let setState: (state: NotificationsState) => void = () => {};
function StateSetter() {
  setState = useSetRecoilState(notificationsState);
  return null;
}

describe('NotificationBell', () => {
  beforeAll(() => loadFeatureStrings());

  // The pulse's timing is in notifications.css: `is-changed` starts it at once, without it the
  // dot waits until the page has drawn.
  it("marks the dot changed when the count changes while the page is open, not with the page's first list", () => {
    render(
      <RecoilRoot>
        <StateSetter />
        <NotificationBell />
      </RecoilRoot>,
    );
    expect(screen.queryByTestId('notification-dot')).toBeNull();
    act(() => setState({ ...INITIAL_NOTIFICATIONS_STATE, loading: true }));
    act(() => setState({ ...INITIAL_NOTIFICATIONS_STATE, items: [unread(1)], loadedFor: '1' }));
    expect(screen.getByTestId('notification-dot')).not.toHaveClass('is-changed');
    act(() =>
      setState({ ...INITIAL_NOTIFICATIONS_STATE, items: [unread(2), unread(1)], loadedFor: '1' }),
    );
    expect(screen.getByTestId('notification-dot')).toHaveClass('is-changed');
    expect(screen.getByRole('button', { name: /2/ })).toBeInTheDocument();
  });
});
