// Desktop sidebar (spec §2): logo, home link, the two accordion groups (one open at a time,
// 300 ms), 'Cung cấp bởi' at the bottom. Under 1024 px it is the drawer the header opens.
import { ChevronDown, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Logo, PoweredBy } from '../components/logo';
import { useMediaQuery } from '../components/use-media-query';
import { useT } from '../i18n';
import type { SessionUser } from '../routes/access';
import { groupOfPath, HOME_NAV_ITEM, visibleNavGroups, type NavGroup } from '../routes/navigation';
import { DESKTOP_MEDIA_QUERY } from './desktop-width';

interface SidebarProps {
  user: SessionUser;
  open: boolean;
  onClose: () => void;
}

export function Sidebar({ user, open, onClose }: SidebarProps) {
  const { t } = useT();
  const desktop = useMediaQuery(DESKTOP_MEDIA_QUERY, true);
  // The drawer's contents come with its first opening and then stay (its closing slide): on a
  // phone's first page they were a fifth of the page's elements, two SVG images, each a
  // document of its own to build, and the logos' read, all off screen (issue 13).
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  return (
    <aside
      className={`gw-sidebar${open ? ' is-open' : ''}`}
      aria-label={t('nav.mainMenu')}
      id="gw-sidebar"
    >
      {(desktop || opened) && <SidebarContents user={user} onClose={onClose} />}
    </aside>
  );
}

function SidebarContents({ user, onClose }: Omit<SidebarProps, 'open'>) {
  const { t } = useT();
  const { pathname } = useLocation();
  const [openGroup, setOpenGroup] = useState<NavGroup['id'] | undefined>(() =>
    groupOfPath(pathname),
  );
  useEffect(() => {
    const group = groupOfPath(pathname);
    if (group) setOpenGroup(group);
  }, [pathname]);
  const groups = visibleNavGroups(user);

  return (
    <>
      <div className="gw-sidebar__brand">
        <Logo />
        <button
          type="button"
          className="gw-icon-button gw-sidebar__close"
          onClick={onClose}
          aria-label={t('nav.closeMenu')}
        >
          <X size={20} />
        </button>
      </div>
      <nav className="gw-sidebar__nav" data-scroll-container>
        <NavLink to={HOME_NAV_ITEM.path} end className="gw-nav-link">
          <HOME_NAV_ITEM.icon size={20} aria-hidden />
          <span>{t('nav.home')}</span>
        </NavLink>
        {groups.map((group) => {
          const expanded = openGroup === group.id;
          const bodyId = `gw-nav-group-${group.id}`;
          return (
            <div key={group.id} className={`gw-nav-group${expanded ? ' is-open' : ''}`}>
              <button
                type="button"
                className="gw-nav-group__toggle"
                aria-expanded={expanded}
                aria-controls={bodyId}
                onClick={() => setOpenGroup(expanded ? undefined : group.id)}
              >
                <group.icon size={20} aria-hidden />
                <span>{t(`nav.${group.labelKey}`)}</span>
                <ChevronDown size={18} className="gw-nav-group__chevron" aria-hidden />
              </button>
              <div className="gw-nav-group__body" id={bodyId}>
                <ul className="gw-nav-group__items">
                  {group.items.map((entry) => (
                    <li key={entry.key}>
                      <NavLink to={entry.path} className="gw-nav-link gw-nav-link--child">
                        <entry.icon size={18} aria-hidden />
                        <span>{t(`nav.${entry.key}`)}</span>
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          );
        })}
      </nav>
      <div className="gw-sidebar__footer">
        <PoweredBy />
      </div>
    </>
  );
}
