// Notifications of spec §4, shared by the bell, the bottom navigation and the page.
import { atom, selector } from 'recoil';
import { unreadCount, type AppNotification } from './lib/notification-list';

export interface NotificationsState {
  items: AppNotification[];
  loading: boolean;
  /** The customer whose list was loaded (once per page load), null before. */
  loadedFor: string | null;
  /** The realtime subscription is joined, so new notifications arrive as they are written. */
  live: boolean;
}

export const INITIAL_NOTIFICATIONS_STATE: NotificationsState = {
  items: [],
  loading: false,
  loadedFor: null,
  live: false,
};

export const notificationsState = atom<NotificationsState>({
  key: 'notifications/list',
  default: INITIAL_NOTIFICATIONS_STATE,
});

export const unreadNotificationsCount = selector<number>({
  key: 'notifications/unread-count',
  get: ({ get }) => unreadCount(get(notificationsState).items),
});
