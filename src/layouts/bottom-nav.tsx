// Mobile bottom navigation (spec §2): Trang chủ, Theo dõi, Bản đồ, Thông báo, Tài khoản.
// zmp-ui matches items by React key, so each is keyed by its path and driven by the location.
import { useLocation, useNavigate } from 'react-router-dom';
import { BottomNavigation } from 'zmp-ui';
import { WithUnreadDot } from '../features/notifications';
import { useT } from '../i18n';
import { activeBottomEntry, BOTTOM_NAV } from '../routes/navigation';

export function BottomNav() {
  const { t } = useT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <nav className="gw-bottom-nav" aria-label={t('nav.mainMenu')}>
      <BottomNavigation
        fixed
        activeKey={activeBottomEntry(pathname) ?? ''}
        onChange={(path: string) => navigate(path)}
      >
        {BOTTOM_NAV.map((entry) => (
          <BottomNavigation.Item
            key={entry.path}
            label={t(`nav.${entry.labelKey}`)}
            icon={
              entry.key === 'notifications' ? (
                <WithUnreadDot>
                  <entry.icon size={22} aria-hidden />
                </WithUnreadDot>
              ) : (
                <entry.icon size={22} aria-hidden />
              )
            }
          />
        ))}
      </BottomNavigation>
    </nav>
  );
}
