// Application root: state (Recoil), server cache (react-query, spec §9 defaults), the error
// boundary, zmp-ui's theme context, the router with a run-time basename, toasts.
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { RecoilRoot } from 'recoil';
import { App as ZmpApp } from 'zmp-ui';
import { ErrorBoundary } from './components/error-boundary';
import { EnumsLoader } from './features/account';
import { SessionSync } from './features/auth';
import { MonitoringStarter } from './features/monitoring';
import { useAppliedTheme } from './features/preferences';
import { RemoteConfigLoader } from './features/remote-config';
import { MiniAppLifecycle } from './features/zalo';
import { AppRoutes } from './routes/app-routes';
import { detectBasename } from './routes/base-path';
import { createQueryClient } from './services/query-client';
import { TOAST_CONTAINER_SETTINGS } from './services/toast';

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
        <AppRoutes />
      </BrowserRouter>
      <ToastContainer {...TOAST_CONTAINER_SETTINGS} />
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
