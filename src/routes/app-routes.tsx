// The route tree: the shell of the layout the address opens, behind its audience gate (session
// required / visitors only / public), and inside it the shell's pages (page-routes.tsx), each
// behind its own guard. The shell is chosen here, outside the pages' routes, so changing pages
// within a shell (sidebar, header, bottom navigation) neither remounts nor animates it.
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingScreen } from '../components/loading-screen';
import { BlankLayout } from '../layouts/blank-layout';
import { PublicLayout } from '../layouts/public-layout';
import { RouteGate } from './guards';
import { BLANK_PAGES, PageRoutes, PUBLIC_PAGES, SIGNED_IN_PAGES } from './page-routes';
import { MainLayout } from './pages';
import { preloadRoute } from './preload-route';
import { routeOfPath, type LayoutName } from './route-table';
import { ScrollReset } from './scroll-reset';

function Shell({ pathname }: { pathname: string }) {
  const route = routeOfPath(pathname);
  const layout: LayoutName = route?.layout ?? 'public';
  switch (layout) {
    case 'main':
    case 'zero-padding':
      return (
        <RouteGate route={{ audience: 'authenticated' }}>
          <Suspense fallback={<LoadingScreen />}>
            <MainLayout zeroPadding={layout === 'zero-padding'}>
              <PageRoutes pages={SIGNED_IN_PAGES} />
            </MainLayout>
          </Suspense>
        </RouteGate>
      );
    case 'blank':
      return (
        <RouteGate route={{ audience: route?.audience ?? 'anonymous' }}>
          <BlankLayout>
            <PageRoutes pages={BLANK_PAGES} />
          </BlankLayout>
        </RouteGate>
      );
    case 'public':
      return (
        <PublicLayout>
          <PageRoutes pages={PUBLIC_PAGES} />
        </PublicLayout>
      );
  }
}

export function AppRoutes() {
  const { pathname } = useLocation();
  // The chunks of the page asked for start loading now, beside the first session check, and
  // the shell's with the page's rather than before it.
  useEffect(() => preloadRoute(pathname), [pathname]);
  return (
    <>
      <ScrollReset />
      <Shell pathname={pathname} />
    </>
  );
}
