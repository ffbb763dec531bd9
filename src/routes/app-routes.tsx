// The route tree: every route of route-table.ts inside its layout, the layout behind the
// audience gate (session required / visitors only / public), each page behind its own guard.
import { CircleHelp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { StatusPage } from '../components/status-page';
import { useT } from '../i18n';
import { BlankLayout } from '../layouts/blank-layout';
import { MainLayout } from '../layouts/main-layout';
import { PublicLayout } from '../layouts/public-layout';
import { RouteGate } from './guards';
import { usePageTitle } from './page-title';
import { PAGES } from './pages';
import { RoutePage } from './route-page';
import { APP_ROUTES, type AppRoute, type LayoutName } from './route-table';
import { ScrollReset } from './scroll-reset';

function PageContent({ route }: { route: AppRoute }) {
  const Page = PAGES[route.title];
  return <Page />;
}

function NotFoundPage() {
  const { t } = useT();
  usePageTitle(t('pages.notFound'));
  return (
    <StatusPage icon={<CircleHelp size={36} />} title={t('pages.notFound')}>
      <p>{t('notFound.text')}</p>
    </StatusPage>
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
  return (
    <>
      <ScrollReset />
      <Routes>
        <Route
          element={
            <RouteGate route={{ audience: 'authenticated' }}>
              <MainLayout />
            </RouteGate>
          }
        >
          {routesOf('main')}
        </Route>
        <Route
          element={
            <RouteGate route={{ audience: 'authenticated' }}>
              <MainLayout zeroPadding />
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
