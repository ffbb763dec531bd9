// The pages of a shell in the mini app: zmp-ui's AnimationRoutes slides each page in, keyed by
// its pathname, and PageFrame marks the page being left (see page-frame.tsx).
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AnimationRoutes } from 'zmp-ui';
import { CurrentPathnameProvider } from './page-frame';

export function AnimatedPageRoutes({ pages }: { pages: ReactNode[] }) {
  const { pathname } = useLocation();
  return (
    <CurrentPathnameProvider value={pathname}>
      <AnimationRoutes>{pages}</AnimationRoutes>
    </CurrentPathnameProvider>
  );
}
