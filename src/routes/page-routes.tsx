// The pages of one shell, each in its PageFrame behind its own guard. Under ZMPRouter they go
// through zmp-ui's AnimationRoutes (the page slides in, keyed by its pathname); on the web
// through react-router's Routes, remounted for each pathname, which plays the shell's fade.
// The shell around them is not part of either, so it stays mounted while pages change.
// AnimationRoutes and its transition library are loaded only in the mini app (app.tsx starts
// the load with the app), so the web's first chunk does not carry them.
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../components/loading-screen';
import { PageSkeleton } from '../components/page-skeleton';
import { usePageTransitions } from './app-router';
import { loadAnimatedPageRoutes } from './load-animated-page-routes';
import { PageFrame } from './page-frame';
import { NotFoundPage, PAGES } from './pages';
import { RoutePage } from './route-page';
import { APP_ROUTES, type AppRoute, type LayoutName } from './route-table';

const IN_SHELL: readonly LayoutName[] = ['main', 'zero-padding'];

/**
 * A route's page. While its code loads, a page inside the signed-in shell shows a skeleton in its
 * frame; any other page shows the loading screen in place of its frame, which then appears as it
 * will stay: the blank layout centres the frame, so a frame first holding the (taller) loading
 * screen would move when the page arrives (a layout shift).
 */
function routeElement(route: AppRoute): ReactNode {
  const Page = PAGES[route.title];
  const inShell = IN_SHELL.includes(route.layout);
  const frame = (
    <PageFrame>
      <RoutePage route={route}>
        {inShell ? (
          <Suspense fallback={<PageSkeleton />}>
            <Page />
          </Suspense>
        ) : (
          <Page />
        )}
      </RoutePage>
    </PageFrame>
  );
  return inShell ? frame : <Suspense fallback={<LoadingScreen />}>{frame}</Suspense>;
}

function routesOf(layouts: readonly LayoutName[], notFound: boolean): ReactNode[] {
  const pages = APP_ROUTES.filter((route) => layouts.includes(route.layout)).map((route) => (
    <Route key={route.path} path={route.path} element={routeElement(route)} />
  ));
  if (!notFound) return pages;
  const fallback = (
    <Route
      key="*"
      path="*"
      element={
        <PageFrame>
          <Suspense fallback={<LoadingScreen />}>
            <NotFoundPage />
          </Suspense>
        </PageFrame>
      }
    />
  );
  return [...pages, fallback];
}

/** The signed-in shell's pages: those with the padded and those with the flush main area. */
export const SIGNED_IN_PAGES = routesOf(['main', 'zero-padding'], false);
/** Pages anyone may open, and any address no route matches. */
export const PUBLIC_PAGES = routesOf(['public'], true);
/** Sign-in and related pages. */
export const BLANK_PAGES = routesOf(['blank'], false);

const AnimatedPageRoutes = lazy(() =>
  loadAnimatedPageRoutes().then((module) => ({ default: module.AnimatedPageRoutes })),
);

export function PageRoutes({ pages }: { pages: ReactNode[] }) {
  const transitions = usePageTransitions();
  const { pathname } = useLocation();
  if (!transitions) return <Routes key={pathname}>{pages}</Routes>;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AnimatedPageRoutes pages={pages} />
    </Suspense>
  );
}
