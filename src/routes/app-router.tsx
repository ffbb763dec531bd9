// The router chosen by router-choice.ts, and whether pages get zmp-ui's transitions under it.
import { createContext, useContext, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ZMPRouter } from 'zmp-ui';
import type { RouterChoice } from './router-choice';

// zmp-ui's own router context (animation state, scroll positions) is not exported, so pages
// learn from this one whether they sit under ZMPRouter.
const PageTransitionsContext = createContext(false);

/** True under ZMPRouter: pages go through AnimationRoutes and may restore their scroll. */
export const usePageTransitions = () => useContext(PageTransitionsContext);

export function AppRouter({ choice, children }: { choice: RouterChoice; children: ReactNode }) {
  if (choice.kind === 'zmp') {
    return (
      <ZMPRouter>
        <PageTransitionsContext.Provider value>{children}</PageTransitionsContext.Provider>
      </ZMPRouter>
    );
  }
  return (
    <BrowserRouter
      basename={choice.basename}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      {children}
    </BrowserRouter>
  );
}
