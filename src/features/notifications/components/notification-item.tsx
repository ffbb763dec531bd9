import {
  BellRing,
  CircleCheck,
  CircleX,
  CreditCard,
  TriangleAlert,
  Wifi,
  WifiOff,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { useT } from '../../../i18n';
import { formatDateTime } from '../../../lib/format-date';
import { relativeTimeVi } from '../../../lib/relative-time';
import type { AppNotification } from '../lib/notification-list';

type Tone = 'danger' | 'warning' | 'success' | 'neutral';

const TYPE_LOOK: Readonly<Record<string, { icon: LucideIcon; tone: Tone }>> = {
  exceed_threshold: { icon: TriangleAlert, tone: 'danger' },
  signal_lost: { icon: WifiOff, tone: 'warning' },
  within_threshold: { icon: CircleCheck, tone: 'success' },
  signal_restored: { icon: Wifi, tone: 'success' },
  device_calibrating: { icon: Wrench, tone: 'warning' },
  device_fault: { icon: CircleX, tone: 'danger' },
  device_restored: { icon: CircleCheck, tone: 'success' },
  subscription: { icon: CreditCard, tone: 'neutral' },
};
const DEFAULT_LOOK = { icon: BellRing, tone: 'neutral' as Tone };

interface NotificationItemProps {
  notification: AppNotification;
  typeLabel: string;
  now: number;
  onOpen: (notification: AppNotification) => void;
}

export function NotificationItem({ notification, typeLabel, now, onOpen }: NotificationItemProps) {
  const { t } = useT();
  const { icon: Icon, tone } = TYPE_LOOK[notification.type] ?? DEFAULT_LOOK;
  const unread = !notification.is_read;
  return (
    <li>
      <button
        type="button"
        className={`gw-notice${unread ? ' gw-notice--unread' : ''}`}
        onClick={() => onOpen(notification)}
        data-notification-id={notification.id}
      >
        <span className={`gw-notice__icon gw-notice__icon--${tone}`} aria-hidden="true">
          <Icon size={18} />
        </span>
        <span className="gw-notice__body">
          <span className="gw-notice__title">{notification.title}</span>
          {notification.content && (
            <span className="gw-notice__content">{notification.content}</span>
          )}
          <span className="gw-notice__meta">
            <span className={`gw-notice__type gw-notice__type--${tone}`}>{typeLabel}</span>
            <time
              dateTime={notification.created_at}
              title={formatDateTime(new Date(notification.created_at))}
            >
              {relativeTimeVi(notification.created_at, now)}
            </time>
          </span>
        </span>
        {unread && (
          <span className="gw-notice__dot" role="img" aria-label={t('notifications.unread')} />
        )}
      </button>
    </li>
  );
}
