import { BellOff } from 'lucide-react';
import { Skeleton } from '../../../components/skeleton';
import { useNow } from '../../../hooks/use-now';
import { useT } from '../../../i18n';
import type { AppNotification } from '../lib/notification-list';
import { useNotificationTypeLabel } from '../use-notification-types';
import { NotificationItem } from './notification-item';

interface NotificationListProps {
  notifications: readonly AppNotification[];
  loading: boolean;
  onOpen: (notification: AppNotification) => void;
}

export function NotificationList({ notifications, loading, onOpen }: NotificationListProps) {
  const { t } = useT();
  const typeLabel = useNotificationTypeLabel();
  const now = useNow();
  if (loading) {
    return (
      <div className="gw-notices__loading" role="status" aria-label={t('notifications.loading')}>
        {[0, 1, 2].map((row) => (
          <div key={row} className="gw-notices__skeleton">
            <Skeleton width={36} height={36} />
            <span>
              <Skeleton width="70%" height={14} />
              <Skeleton width="95%" height={12} />
              <Skeleton width="40%" height={10} />
            </span>
          </div>
        ))}
      </div>
    );
  }
  if (notifications.length === 0) {
    return (
      <div className="gw-notices__empty">
        <BellOff size={36} aria-hidden="true" />
        <p className="gw-notices__empty-title">{t('notifications.emptyTitle')}</p>
        <p>{t('notifications.emptyText')}</p>
      </div>
    );
  }
  return (
    <ul className="gw-notices">
      {notifications.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          typeLabel={typeLabel(notification.type)}
          now={now}
          onOpen={onOpen}
        />
      ))}
    </ul>
  );
}
