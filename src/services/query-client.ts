// Server-cache defaults of spec §9, and the app's one cache. It is made when the first screen
// that caches renders (QueryScope, services/query-scope.tsx), not at start-up: the sign-in pages
// cache nothing and do not download react-query (issue 13).
import { QueryClient } from '@tanstack/react-query';
import { registerServerCache } from './server-cache';

const MINUTE = 60_000;

export const QUERY_DEFAULTS = {
  retry: 1,
  staleTime: 10 * MINUTE,
  gcTime: 15 * MINUTE,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  refetchOnReconnect: true,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
}

let appClient: QueryClient | undefined;

/** The app's cache, shared by every screen (so it outlives a change of layout). */
export function appQueryClient(): QueryClient {
  if (!appClient) {
    appClient = createQueryClient();
    registerServerCache(appClient);
  }
  return appClient;
}
