// The authority screen's data, from the product API (server/forwarding/authority-routes.ts),
// read under the caller's RLS: stations with their endpoint and queue, one station's period side
// by side, its transfer log; and the resends, refused in Vietnamese by the server.
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../services/api-client';
import { periodDates, type AuthorityBucket, type AuthorityPeriod } from './authority-params';

export interface EndpointState {
  protocol: 'ftp' | 'ftps';
  host: string;
  port: number;
  remote_dir: string;
  enabled: boolean;
  password_saved_at: string | null;
  file_interval_minutes: number;
  settings_error: string | null;
  settings_error_at: string | null;
}

export interface StationForwarding {
  id: number;
  code: string;
  name: string;
  customer_name: string;
  endpoint: EndpointState | null;
  pending: number;
  last_sent_at: string | null;
}

export interface PeriodRow {
  start: string;
  received: number;
  accepted: number;
  forwarded: number;
  waiting: number;
  expected: number;
}

export interface QueuedFile {
  id: number;
  file_name: string;
  file_time: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  last_reply_code: number | null;
  resend: boolean;
}

export interface StationPeriod {
  station: StationForwarding;
  bucket: AuthorityBucket;
  rows: PeriodRow[];
  totals: Omit<PeriodRow, 'start'>;
  queue: QueuedFile[];
}

export type TransferResult = 'sent' | 'already_there' | 'retry' | 'settings';

export interface TransferLogEntry {
  id: number;
  forward_id: number;
  file_name: string;
  remote_name: string | null;
  started_at: string;
  finished_at: string;
  result: TransferResult;
  reply_code: number | null;
  reply_text: string | null;
  resend: boolean;
}

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
