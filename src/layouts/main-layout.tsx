// Authenticated shell: sidebar (260 px from 1024 px up, a drawer below), header with the
// account menu, breadcrumbs, the page, bottom navigation under 1024 px, scroll-to-top.
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useUiPreferences } from '../features/preferences';
import { useT } from '../i18n';
import { signInPath } from '../routes/access';
import { useGuardContext } from '../routes/use-guard-context';
import { BottomNav } from './bottom-nav';
import { Breadcrumbs } from './breadcrumbs';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { Sidebar } from './sidebar';

export const DESKTOP_MIN_WIDTH = 1024;

const isNarrow = () => window.innerWidth < DESKTOP_MIN_WIDTH;

export function MainLayout({ zeroPadding = false }: { zeroPadding?: boolean }) {
  const { t } = useT();
  const context = useGuardContext();
  const [preferences, setPreference] = useUiPreferences();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);

  // The sidebar closes on navigation on screens under 1024 px (spec §2).
  useEffect(() => {
    if (isNarrow()) setDrawerOpen(false);
  }, [pathname]);

  const onMenu = () =>
    isNarrow() ? setDrawerOpen((open) => !open) : setPreference('sidebar', !preferences.sidebar);

  return (
    <div
      className={`gw-shell${preferences.sidebar ? '' : ' gw-shell--collapsed'}`}
      data-navbar={preferences.navbar}
    >
      <button type="button" className="gw-skip-link" onClick={() => main.current?.focus()}>
        {t('app.skipToContent')}
      </button>
      <Sidebar user={context.user ?? {}} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      {drawerOpen && (
        <div
          className="gw-drawer-backdrop"
          onClick={() => setDrawerOpen(false)}
          aria-hidden="true"
        />
      )}
      <div className="gw-shell__body">
        <Header
          onMenu={onMenu}
          menuOpen={drawerOpen}
          signInPath={signInPath(context.insideMiniApp, context.welcomePageEnabled)}
        />
        <main
          ref={main}
          id="gw-main"
          className={`gw-main${zeroPadding ? ' gw-main--flush' : ''}`}
          tabIndex={-1}
        >
          <Breadcrumbs />
          <div className={`gw-page gw-anim-${preferences.animation}`} key={pathname}>
            <Outlet />
          </div>
        </main>
      </div>
      <BottomNav />
      <ScrollToTop />
    </div>
  );
}
