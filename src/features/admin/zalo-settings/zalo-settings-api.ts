// The customers' Zalo alert settings, read and written by the platform admin through supabase-js
// under RLS (20261127000500_zalo_alert_channels.sql). An upsert: a customer without a row gets
// one on its first save.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '../../../services/supabase';
import { written } from '../admin-api';
import type { ZaloSettingsRow, ZaloSettingsWrite } from './zalo-settings-form';

export const ZALO_SETTINGS_QUERY_KEY = ['admin', 'console', 'zalo-settings'] as const;

const COLUMNS =
  'customer_id, oa_id, zns_template_id, enabled, tokens_saved_at, channel_error, channel_error_at';

export const zaloSettingsQuery = () =>
  queryOptions({
    queryKey: ZALO_SETTINGS_QUERY_KEY,
    queryFn: async () => {
      const { data, error } = await supabase.from('customer_zalo_setting').select(COLUMNS);
      if (error) throw new Error(error.message);
      return (data ?? []) as ZaloSettingsRow[];
    },
    staleTime: 0,
  });

export const saveZaloSettings = (row: ZaloSettingsWrite) =>
  written(
    supabase
      .from('customer_zalo_setting')
      .upsert(row, { onConflict: 'customer_id' })
      .select('customer_id'),
  );
