// Authenticated shell: sidebar (260 px from 1024 px up, a drawer below), header with the
// account menu, breadcrumbs, the pages, bottom navigation under 1024 px, scroll-to-top, all in
// the app's server cache (QueryScope).
// Inside Zalo the header is the only one (app-config.json hides Zalo's action bar): it sits
// under the status bar and keeps clear of Zalo's menu and close buttons on the top right.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useUiPreferences } from '../features/preferences';
import { useT } from '../i18n';
import { signInPath } from '../routes/access';
import { AccessDeniedPage } from '../routes/pages';
import { useGuardContext } from '../routes/use-guard-context';
import { QueryScope } from '../services/query-scope';
import { BottomNav } from './bottom-nav';
import { Breadcrumbs } from './breadcrumbs';
import { DESKTOP_MIN_WIDTH } from './desktop-width';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { Sidebar } from './sidebar';

const isNarrow = () => window.innerWidth < DESKTOP_MIN_WIDTH;

/**
 * Whether the user has gone to another page since the shell appeared. The first page takes the
 * loading screen's place as it is; only the pages navigated to fade in. A faded first page was
 * painted transparent, so the browser counted its largest text as painted once the other
 * requests had been made (Lighthouse's LCP on / and /online-monitoring, issue 13).
 */
function useNavigatedInShell(pathname: string): boolean {
  const [firstPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  // Set while rendering, as React has state follow a changed value, not by writing a ref there.
  if (!navigated && pathname !== firstPath) setNavigated(true);
  return navigated || pathname !== firstPath;
}

interface MainLayoutProps {
  zeroPadding?: boolean;
  /** The pages (routes/page-routes.tsx), changing inside the shell. */
  children: ReactNode;
}

export function MainLayout({ zeroPadding = false, children }: MainLayoutProps) {
  const { t } = useT();
  const context = useGuardContext();
  const [preferences, setPreference] = useUiPreferences();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const navigated = useNavigatedInShell(pathname);

  // A route the user may not open shows its page at once, not the loading screen while the
  // page's module loads (it is a chunk of its own, kept out of the entry).
  useEffect(() => {
    void AccessDeniedPage.preload();
  }, []);

  // The drawer (the sidebar under 1024 px) closes on navigation (spec §2). Closed already, nothing
  // changes; the window's width is not read here: on the first page that forced a layout of the
  // whole page inside the mount's commit (30–60 ms at 4× CPU on a phone).
  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname]);

  const onMenu = () =>
    isNarrow() ? setDrawerOpen((open) => !open) : setPreference('sidebar', !preferences.sidebar);

  return (
    <QueryScope>
      <div
        className={`gw-shell${preferences.sidebar ? '' : ' gw-shell--collapsed'}${context.insideMiniApp ? ' gw-shell--zalo' : ''}`}
        data-navbar={preferences.navbar}
        data-page-animation={navigated ? preferences.animation : undefined}
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
            {children}
          </main>
        </div>
        <BottomNav />
        <ScrollToTop />
      </div>
    </QueryScope>
  );
}
