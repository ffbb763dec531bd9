// What the bell and the page read and do: the list, the unread count, and marking read
// (spec §4: a click marks an unread one, only with a customer id; mark-all for the customer).
import { useCallback } from 'react';
import { useRecoilState, useRecoilValue } from 'recoil';
import { markAllRead, markRead, type AppNotification } from './lib/notification-list';
import { markAllNotificationsRead, markNotificationRead } from './notifications-api';
import { notificationsState, unreadNotificationsCount } from './notifications-state';
import { useCustomerId } from './use-customer-id';

export function useNotifications() {
  const customerId = useCustomerId();
  const [state, setState] = useRecoilState(notificationsState);
  const unread = useRecoilValue(unreadNotificationsCount);

  const markOneRead = useCallback(
    async (notification: AppNotification) => {
      if (notification.is_read || !customerId) return;
      if (await markNotificationRead(notification.id))
        setState((s) => ({ ...s, items: markRead(s.items, notification.id) }));
    },
    [customerId, setState],
  );

  const markEveryRead = useCallback(async () => {
    if (!customerId) return;
    if (await markAllNotificationsRead(customerId))
      setState((s) => ({ ...s, items: markAllRead(s.items) }));
  }, [customerId, setState]);

  return {
    notifications: state.items,
    /** Nothing to show yet because the customer's first load has not finished. */
    loading:
      state.items.length === 0 &&
      customerId !== null &&
      (state.loading || state.loadedFor !== customerId),
    unread,
    markOneRead,
    markEveryRead,
  };
}
