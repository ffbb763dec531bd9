// Application root: state (Recoil), server cache (react-query, spec §9 defaults), the error
// boundary, zmp-ui's theme context, the router with a run-time basename, toasts.
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { RecoilRoot } from 'recoil';
import { App as ZmpApp } from 'zmp-ui';
import { ErrorBoundary } from './components/error-boundary';
import { EnumsLoader } from './features/account';
import { SubscriptionStarter } from './features/account/subscription-starter';
import { SessionSync } from './features/auth';
import { MonitoringStarter } from './features/monitoring';
import { useAppliedTheme } from './features/preferences';
import { RemoteConfigLoader } from './features/remote-config';
import { MiniAppLifecycle } from './features/zalo';
import { AppRoutes } from './routes/app-routes';
import { detectBasename } from './routes/base-path';
import { createQueryClient } from './services/query-client';
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

function ThemedShell({ basename }: { basename: string }) {
  const theme = useAppliedTheme();
  return (
    <ZmpApp theme={theme}>
      <BrowserRouter
        basename={basename}
        future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
      >
        <SessionSync />
        <EnumsLoader />
        <RemoteConfigLoader />
        <MiniAppLifecycle />
        <MonitoringStarter />
        <SubscriptionStarter />
        <AppRoutes />
      </BrowserRouter>
      <Toasts />
    </ZmpApp>
  );
}

export function App({
  basename = detectBasename(window.location.pathname),
}: {
  basename?: string;
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <RecoilRoot>
      <QueryClientProvider client={queryClient}>
        <ErrorBoundary>
          <ThemedShell basename={basename} />
        </ErrorBoundary>
      </QueryClientProvider>
    </RecoilRoot>
  );
}
