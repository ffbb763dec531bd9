// One route's page inside zmp-ui's Page. Under AnimationRoutes the page being left stays in the
// DOM until its exit transition ends (400 ms), beside the page arrived at: for that time it is
// hidden from assistive technology and inert, so only the new page's headings, fields and
// buttons can be read, found by role, focused or clicked.
import { createContext, useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Page } from 'zmp-ui';

const CurrentPathnameContext = createContext<string | undefined>(undefined);

/** Tells the pages below which pathname the router is at (they may render an earlier one). */
export const CurrentPathnameProvider = CurrentPathnameContext.Provider;

export function PageFrame({ children }: { children: ReactNode }) {
  const current = useContext(CurrentPathnameContext);
  // Inside AnimationRoutes, the location this page was rendered for.
  const { pathname } = useLocation();
  const leaving = current !== undefined && current !== pathname;
  const page = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (page.current) page.current.inert = leaving;
  }, [leaving]);
  return (
    <Page
      ref={page}
      className="gw-page"
      aria-hidden={leaving || undefined}
      // A new page's element starts at the top, and ScrollReset resets every page on a path
      // change: zmp-ui's own scrollTo on mount would only force a layout of the whole page.
      resetScroll={false}
    >
      {children}
    </Page>
  );
}
