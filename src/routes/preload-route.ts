// Fetches the code of the page at a path (and of the shell around it) without rendering it:
// every file it needs at once, from the lists index.html's script holds (window.gwPreloadRoute,
// scripts/build/route-preload-plugin.ts; the route pages' imports carry none of their own), and
// the page's and shell's modules.
import { matchPath } from 'react-router-dom';
import { MainLayout, PAGES } from './pages';
import { APP_ROUTES } from './route-table';

declare global {
  interface Window {
    /** Adds the preload links of the route at a path (index.html's script; absent in dev). */
    gwPreloadRoute?: (pathname: string) => void;
  }
}

export function preloadRoute(pathname: string): void {
  window.gwPreloadRoute?.(pathname);
  const route = APP_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  if (!route) return;
  // A failed download shows when the route renders (error screen), not here.
  const ignore = () => undefined;
  if (route.layout === 'main' || route.layout === 'zero-padding') {
    MainLayout.preload().catch(ignore);
  }
  PAGES[route.title].preload().catch(ignore);
}
