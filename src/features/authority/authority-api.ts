// The authority screen's data, from the product API (server/forwarding/authority-routes.ts),
// read under the caller's RLS: stations with their endpoint and queue, one station's period side
// by side, its transfer log; and the resends, refused in Vietnamese by the server.
import { queryOptions } from '@tanstack/react-query';
import type {
  StationForwarding,
  StationPeriod,
  TransferLogEntry,
} from '../../../shared/authority/authority-overview';
import { apiClient } from '../../services/api-client';
import { periodDates, type AuthorityBucket, type AuthorityPeriod } from './authority-params';

export type {
  EndpointState,
  PeriodRow,
  QueuedFile,
  StationForwarding,
  StationPeriod,
  TransferLogEntry,
  TransferResult,
} from '../../../shared/authority/authority-overview';

export const TRANSFER_LOG_PAGE = 20;

export const authorityStationsQuery = () =>
  queryOptions({
    queryKey: ['authority', 'stations'] as const,
    queryFn: ({ signal }) =>
      apiClient
        .get<{ stations: StationForwarding[] }>('/authority/stations', signal)
        .then((answer) => answer.stations),
  });

export const stationPeriodQuery = (
  stationId: number,
  period: AuthorityPeriod,
  bucket: AuthorityBucket,
) =>
  queryOptions({
    queryKey: ['authority', 'period', stationId, period, bucket] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ ...periodDates(period), bucket });
      return apiClient.get<StationPeriod>(`/authority/stations/${stationId}?${query}`, signal);
    },
  });

export const transferLogQuery = (stationId: number, limit: number) =>
  queryOptions({
    queryKey: ['authority', 'transfers', stationId, limit] as const,
    queryFn: ({ signal }) =>
      apiClient
        .get<{
          transfers: TransferLogEntry[];
        }>(`/authority/stations/${stationId}/transfers?limit=${limit}`, signal)
        .then((answer) => answer.transfers),
  });

export type ResendTarget = { forwardId: number } | { period: AuthorityPeriod };

export const resendToAuthority = (stationId: number, target: ResendTarget) =>
  apiClient.send<{ queued: number }>(`/authority/stations/${stationId}/resend`, {
    method: 'POST',
    body: 'forwardId' in target ? { forwardId: target.forwardId } : periodDates(target.period),
  });
