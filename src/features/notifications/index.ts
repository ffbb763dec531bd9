// Notifications (spec §2 bell, §4 state): the header bell, the bottom-navigation dot and the
// /notifications page.
export { NotificationBell } from './components/notification-bell';
export { WithUnreadDot } from './components/unread-dot';
export { NotificationsPage } from './notifications-page';
export { unreadNotificationsCount } from './notifications-state';
export { useNotifications } from './use-notifications';
