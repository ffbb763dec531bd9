// Fetches the code of the page at a path (and of the shell around it) without rendering it.
import { matchPath } from 'react-router-dom';
import { MainLayout, PAGES } from './pages';
import { APP_ROUTES } from './route-table';

export function preloadRoute(pathname: string): void {
  const route = APP_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  if (!route) return;
  // A failed download shows when the route renders (error screen), not here.
  const ignore = () => undefined;
  if (route.layout === 'main' || route.layout === 'zero-padding') {
    MainLayout.preload().catch(ignore);
  }
  PAGES[route.title].preload().catch(ignore);
}
