// Route guards: translate decideAccess into React. They read only the session atom, so they
// stay the same when the real sign-in flow lands.
import { Suspense, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../components/loading-screen';
import { decideAccess } from './access';
import { originPath } from './origin';
import { AccessDeniedPage } from './pages';
import type { AppRoute } from './route-table';
import { useGuardContext } from './use-guard-context';

type GateRoute = Pick<AppRoute, 'audience' | 'guardKey' | 'role'>;

export function RouteGate({ route, children }: { route: GateRoute; children: ReactNode }) {
  const context = useGuardContext();
  const location = useLocation();
  const decision = decideAccess(route, context);
  // The loading screen covers the first session check only. Later checks (signing in, signing
  // out) keep the page mounted, so a form being submitted keeps what was typed.
  const settled = useRef(false);
  if (decision.kind !== 'wait') settled.current = true;

  switch (decision.kind) {
    case 'wait':
      return settled.current ? <>{children}</> : <LoadingScreen />;
    case 'access-denied':
      return (
        <Suspense fallback={<LoadingScreen />}>
          <AccessDeniedPage />
        </Suspense>
      );
    case 'redirect': {
      if (decision.rememberOrigin) {
        const from = { pathname: location.pathname, search: location.search, hash: location.hash };
        return <Navigate to={decision.to} replace state={{ from }} />;
      }
      // A visitor who just signed in on a blank page goes back where they first wanted to go.
      return <Navigate to={originPath(location.state) ?? decision.to} replace />;
    }
    default:
      return <>{children}</>;
  }
}
