// Server-cache defaults of spec §9.
import { QueryClient } from '@tanstack/react-query';

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
