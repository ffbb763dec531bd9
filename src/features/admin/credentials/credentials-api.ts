// A station's data-logger credentials through the product API
// (/api/admin/stations/:id/credentials, server/api/admin/credentials-routes.ts): their status,
// and rotation, whose answer is the only place the new secrets ever appear.
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../services/api-client';

export interface CredentialStatus {
  station_id: number;
  station_code: string;
  station_name: string;
  exists: boolean;
  ftp_user: string | null;
  created_at: string | null;
  rotated_at: string | null;
  folder: string | null;
}

export interface IssuedSecrets {
  http_token: string;
  ftp_user: string;
  ftp_password: string;
}

const path = (stationId: number) => `/admin/stations/${stationId}/credentials`;

export const credentialStatusQuery = (stationId: number) =>
  queryOptions({
    queryKey: ['admin', 'credentials', stationId] as const,
    queryFn: ({ signal }) => apiClient.get<CredentialStatus>(path(stationId), signal),
    staleTime: 0,
  });

export const rotateCredentials = (stationId: number) =>
  apiClient.send<CredentialStatus & { secrets: IssuedSecrets }>(path(stationId), {
    method: 'POST',
  });

export const revokeCredentials = (stationId: number) =>
  apiClient.send<CredentialStatus>(path(stationId), { method: 'DELETE' });
