// A station's authority endpoint, read and written by the platform admin through supabase-js
// under RLS (20261128000300_authority_forwarding.sql). An upsert: a station without a row gets
// one on its first save; the password column is write-only.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '../../../services/supabase';
import { written } from '../admin-api';
import type { AuthorityEndpointRow, AuthorityEndpointWrite } from './authority-endpoint-form';

export const authorityEndpointQueryKey = (stationId: number) =>
  ['admin', 'console', 'authority-endpoint', stationId] as const;

const COLUMNS =
  'station_id, protocol, host, port, username, password_saved_at, remote_dir, file_name_template, province_code, allow_private_address, timeout_seconds, file_interval_minutes, enabled, tls_ca_certificate, tls_fingerprint_sha256, settings_error, settings_error_at';

export const authorityEndpointQuery = (stationId: number) =>
  queryOptions({
    queryKey: authorityEndpointQueryKey(stationId),
    queryFn: async () => {
      const { data, error } = await supabase
        .from('station_authority_endpoint')
        .select(COLUMNS)
        .eq('station_id', stationId)
        .maybeSingle();
      if (error) throw new Error(error.message);
      return (data ?? null) as AuthorityEndpointRow | null;
    },
    staleTime: 0,
  });

export const saveAuthorityEndpoint = (row: AuthorityEndpointWrite) =>
  written(
    supabase
      .from('station_authority_endpoint')
      .upsert(row, { onConflict: 'station_id' })
      .select('station_id'),
  );

export const deleteAuthorityEndpoint = (stationId: number) =>
  written(
    supabase
      .from('station_authority_endpoint')
      .delete()
      .eq('station_id', stationId)
      .select('station_id'),
  );
