// /notifications (zero-padding layout): every notification of the customer, up to 100.
import { NotificationPanel } from './components/notification-panel';
import './notifications.css';

export function NotificationsPage() {
  return (
    <section className="gw-notifications-page">
      <NotificationPanel variant="page" />
    </section>
  );
}
