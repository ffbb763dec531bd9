// The header bell (spec §2): a pulsing dot while unread notifications exist; a 400 px dropdown
// on wide screens and a zmp-ui sheet on phones. NotificationsStarter keeps the list current.
// The dot pulses three times when it appears or its count changes: at once for a change while
// the page is open, a moment later for the dot that comes with the page's first list
// (notifications.css).
import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRecoilValue } from 'recoil';
import { useMediaQuery } from '../../../components/use-media-query';
import { usePopover } from '../../../components/use-popover';
import { useChangedWhileKnown } from '../../../hooks/use-changed-while-known';
import { useT } from '../../../i18n';
import { notificationsState, unreadNotificationsCount } from '../notifications-state';
import { NotificationPanel } from './notification-panel';
import '../notifications.css';

export const DROPDOWN_MEDIA_QUERY = '(min-width: 600px)';

const loadSheet = () => import('./notification-sheet');
const NotificationSheet = lazy(() =>
  loadSheet().then((module) => ({ default: module.NotificationSheet })),
);

export function NotificationBell() {
  const { t } = useT();
  const unread = useRecoilValue(unreadNotificationsCount);
  const { live, loadedFor } = useRecoilValue(notificationsState);
  const changedWhileOpen = useChangedWhileKnown(unread, loadedFor !== null);
  const dropdown = useMediaQuery(DROPDOWN_MEDIA_QUERY);
  const { open, setOpen, root, button, onKeyDown } = usePopover({ closeOnOutside: dropdown });
  const close = () => setOpen(false);
  // The sheet stays mounted once opened, for its closing animation and the next opening.
  const [sheetUsed, setSheetUsed] = useState(false);
  useEffect(() => {
    if (open) setSheetUsed(true);
  }, [open]);

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
        // A finger on the bell starts fetching the sheet before the click lands.
        onPointerDown={dropdown ? undefined : () => void loadSheet()}
      >
        <Bell size={22} aria-hidden="true" />
        {unread > 0 && (
          <span
            key={unread}
            className={`gw-bell__dot${changedWhileOpen ? ' is-changed' : ''}`}
            data-testid="notification-dot"
          />
        )}
      </button>
      {dropdown
        ? open && (
            <div className="gw-bell__dropdown" role="dialog" aria-label={t('notifications.title')}>
              <NotificationPanel variant="dropdown" onLeave={close} />
            </div>
          )
        : (open || sheetUsed) && (
            <Suspense fallback={null}>
              <NotificationSheet open={open} onClose={close} />
            </Suspense>
          )}
    </div>
  );
}
