// The route tree: every route of route-table.ts inside its layout, the layout behind the
// audience gate (session required / visitors only / public), each page behind its own guard.
import { Suspense, useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../components/loading-screen';
import { PageSkeleton } from '../components/page-skeleton';
import { BlankLayout } from '../layouts/blank-layout';
import { PublicLayout } from '../layouts/public-layout';
import { RouteGate } from './guards';
import { NotFoundPage } from './not-found-page';
import { MainLayout, PAGES } from './pages';
import { preloadRoute } from './preload-route';
import { RoutePage } from './route-page';
import { APP_ROUTES, type AppRoute, type LayoutName } from './route-table';
import { ScrollReset } from './scroll-reset';

/** A page whose code is loading: a skeleton inside the shell, else the loading screen. */
const PAGE_FALLBACK: Record<LayoutName, ReactNode> = {
  main: <PageSkeleton />,
  'zero-padding': <PageSkeleton />,
  public: <LoadingScreen />,
  blank: <LoadingScreen />,
};

function PageContent({ route }: { route: AppRoute }) {
  const Page = PAGES[route.title];
  return (
    <Suspense fallback={PAGE_FALLBACK[route.layout]}>
      <Page />
    </Suspense>
  );
}

const routesOf = (layout: LayoutName): ReactNode =>
  APP_ROUTES.filter((route) => route.layout === layout).map((route) => (
    <Route
      key={route.path}
      path={route.path}
      element={
        <RoutePage route={route}>
          <PageContent route={route} />
        </RoutePage>
      }
    />
  ));

export function AppRoutes() {
  const { pathname } = useLocation();
  // The chunks of the page asked for start loading now, beside the first session check, and
  // the shell's with the page's rather than before it.
  useEffect(() => preloadRoute(pathname), [pathname]);
  return (
    <>
      <ScrollReset />
      <Routes>
        <Route
          element={
            <RouteGate route={{ audience: 'authenticated' }}>
              <Suspense fallback={<LoadingScreen />}>
                <MainLayout />
              </Suspense>
            </RouteGate>
          }
        >
          {routesOf('main')}
        </Route>
        <Route
          element={
            <RouteGate route={{ audience: 'authenticated' }}>
              <Suspense fallback={<LoadingScreen />}>
                <MainLayout zeroPadding />
              </Suspense>
            </RouteGate>
          }
        >
          {routesOf('zero-padding')}
        </Route>
        <Route element={<PublicLayout />}>
          {routesOf('public')}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          element={
            <RouteGate route={{ audience: 'anonymous' }}>
              <BlankLayout />
            </RouteGate>
          }
        >
          {routesOf('blank')}
        </Route>
      </Routes>
    </>
  );
}
