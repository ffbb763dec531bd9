// The header bell (spec §2): a pulsing dot while unread notifications exist; a 400 px dropdown
// on wide screens and a zmp-ui sheet on phones. It also keeps the notifications current.
import { Bell } from 'lucide-react';
import { createPortal } from 'react-dom';
import { useRecoilValue } from 'recoil';
import { Sheet } from 'zmp-ui';
import { useMediaQuery } from '../../../components/use-media-query';
import { usePopover } from '../../../components/use-popover';
import { useT } from '../../../i18n';
import { notificationsState, unreadNotificationsCount } from '../notifications-state';
import { useNotificationsSync } from '../use-notifications-sync';
import { NotificationPanel } from './notification-panel';
import '../notifications.css';

export const DROPDOWN_MEDIA_QUERY = '(min-width: 600px)';

export function NotificationBell() {
  useNotificationsSync();
  const { t } = useT();
  const unread = useRecoilValue(unreadNotificationsCount);
  const { live } = useRecoilValue(notificationsState);
  const dropdown = useMediaQuery(DROPDOWN_MEDIA_QUERY);
  const { open, setOpen, root, button, onKeyDown } = usePopover({ closeOnOutside: dropdown });
  const close = () => setOpen(false);

  return (
    <div className="gw-bell" data-live={live} ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="gw-icon-button gw-bell__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={
          unread > 0 ? t('notifications.bellUnread', { n: unread }) : t('notifications.bell')
        }
        onClick={() => setOpen((value) => !value)}
      >
        <Bell size={22} aria-hidden="true" />
        {unread > 0 && <span className="gw-bell__dot" data-testid="notification-dot" />}
      </button>
      {dropdown
        ? open && (
            <div className="gw-bell__dropdown" role="dialog" aria-label={t('notifications.title')}>
              <NotificationPanel variant="dropdown" onLeave={close} />
            </div>
          )
        : // Out of the header: its backdrop filter would make the sheet's fixed position relative
          // to the header instead of the screen.
          createPortal(
            <Sheet
              visible={open}
              onClose={close}
              autoHeight
              unmountOnClose
              className="gw-bell__sheet"
            >
              <NotificationPanel variant="sheet" onLeave={close} />
            </Sheet>,
            document.body,
          )}
    </div>
  );
}
