// The header, list and actions shared by the bell's dropdown (desktop), its sheet (mobile) and
// the /notifications page.
import { CheckCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { useNotifications } from '../use-notifications';
import { useOpenNotification } from '../use-open-notification';
import { NotificationList } from './notification-list';

interface NotificationPanelProps {
  variant: 'dropdown' | 'sheet' | 'page';
  /** Called when the panel sends the user elsewhere (the bell closes). */
  onLeave?: () => void;
}

export function NotificationPanel({ variant, onLeave }: NotificationPanelProps) {
  const { t } = useT();
  const { notifications, loading, unread, markEveryRead } = useNotifications();
  const open = useOpenNotification(onLeave);
  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <div className={`gw-notices-panel gw-notices-panel--${variant}`}>
      <div className="gw-notices-panel__head">
        <div className="gw-notices-panel__heading">
          <Heading className="gw-notices-panel__title">{t('notifications.title')}</Heading>
          {variant !== 'sheet' && unread > 0 && (
            <span className="gw-notices-panel__badge">
              {t('notifications.newCount', { n: unread })}
            </span>
          )}
        </div>
        {unread > 0 && (
          <button
            type="button"
            className="gw-notices-panel__mark-all"
            onClick={() => void markEveryRead()}
          >
            <CheckCheck size={16} aria-hidden="true" />
            {t('notifications.markAllRead', { n: unread })}
          </button>
        )}
      </div>
      <div className="gw-notices-panel__body">
        <NotificationList notifications={notifications} loading={loading} onOpen={open} />
      </div>
      {variant !== 'page' && (
        <Link to="/notifications" className="gw-notices-panel__all" onClick={onLeave}>
          {t('notifications.viewAll')}
        </Link>
      )}
    </div>
  );
}
