// The public data page's data (spec §2): GET /api/public/{userId}/{customerId}, no login.
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../services/api-client';
import type { ApiStation } from '../monitoring';

export type PublicStation = Omit<ApiStation, 'cameras' | 'public_sharing' | 'signal_loss_minutes'>;

export interface PublicStations {
  customer: { id: number; name: string };
  stations: PublicStation[];
}

/** The latest values change every few minutes; the page refreshes itself like the live data. */
export const PUBLIC_REFRESH_MS = 60_000;

export const isNotShared = (error: unknown) => error instanceof ApiError && error.status === 404;

export const publicStationsQuery = (userId: string, customerId: string) =>
  queryOptions({
    queryKey: ['public-stations', userId, customerId],
    queryFn: ({ signal }) =>
      apiClient.get<PublicStations>(
        `/public/${encodeURIComponent(userId)}/${encodeURIComponent(customerId)}`,
        signal,
      ),
    refetchInterval: PUBLIC_REFRESH_MS,
    staleTime: 0,
    retry: (count, error) => !isNotShared(error) && count < 1,
  });
