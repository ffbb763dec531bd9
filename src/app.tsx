// Application root: state (Recoil), the error boundary, zmp-ui's theme context, the router
// (router-choice.ts: zmp-ui's ZMPRouter under /zapps/<appId>/, BrowserRouter on the web, both at
// the basename the location gives), toasts. The server cache (react-query) is not here: the
// screens that use it sit in its QueryScope (services/query-scope.tsx).
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { RecoilRoot } from 'recoil';
import { App as ZmpApp } from 'zmp-ui';
import { ErrorBoundary } from './components/error-boundary';
import { EnumsLoader } from './features/account';
import { SubscriptionStarter } from './features/account/subscription-starter';
import { SessionSync } from './features/auth';
import { MaintenanceStarter } from './features/maintenance';
import { MonitoringStarter } from './features/monitoring';
import { NotificationsStarter } from './features/notifications/notifications-starter';
import { useAppliedTheme } from './features/preferences';
import { RemoteConfigLoader } from './features/remote-config';
import { MiniAppLifecycle } from './features/zalo';
import { AppRouter } from './routes/app-router';
import { AppRoutes } from './routes/app-routes';
import { loadAnimatedPageRoutes } from './routes/load-animated-page-routes';
import { prepareRouter, type RouterChoice } from './routes/router-choice';
import { subscribeToastsWanted, toastsWanted } from './services/toast';

const AppToastContainer = lazy(() =>
  import('./services/toast-container').then((module) => ({ default: module.AppToastContainer })),
);

/** The toast container, once a toast has been asked for (services/toast.ts). */
function Toasts() {
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToastContainer />
    </Suspense>
  );
}

function ThemedShell({ router }: { router: RouterChoice }) {
  const theme = useAppliedTheme();
  return (
    <ZmpApp theme={theme}>
      <AppRouter choice={router}>
        <SessionSync />
        <EnumsLoader />
        <RemoteConfigLoader />
        <MiniAppLifecycle />
        <MonitoringStarter />
        <MaintenanceStarter />
        <SubscriptionStarter />
        <NotificationsStarter />
        <AppRoutes />
      </AppRouter>
      <Toasts />
    </ZmpApp>
  );
}

export function App() {
  const [router] = useState(() => {
    const choice = prepareRouter(window.location.pathname, window);
    // The mini app's page transitions load beside the session check, not after it.
    if (choice.kind === 'zmp') void loadAnimatedPageRoutes();
    return choice;
  });
  return (
    <RecoilRoot>
      <ErrorBoundary>
        <ThemedShell router={router} />
      </ErrorBoundary>
    </RecoilRoot>
  );
}
