import type { ReactNode } from 'react';
import { useRecoilValue } from 'recoil';
import { unreadNotificationsCount } from '../notifications-state';
import '../notifications.css';

/** Wraps an icon (the bottom navigation's 'Thông báo') with a dot while anything is unread. */
export function WithUnreadDot({ children }: { children: ReactNode }) {
  const unread = useRecoilValue(unreadNotificationsCount);
  return (
    <span className="gw-unread-icon">
      {children}
      {unread > 0 && <span className="gw-unread-icon__dot" aria-hidden="true" />}
    </span>
  );
}
