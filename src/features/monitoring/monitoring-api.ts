// I/O of the shared monitoring data: the customers tree from the product API (spec §7), the
// latest measurements of changed stations and the realtime station channel through supabase-js.
import { apiClient } from '../../services/api-client';
import { supabase } from '../../services/supabase';
import { customersFromAnswer, type CustomerEntry } from './lib/customers-answer';
import type { StationRow } from './lib/live-updates';
import type { StationChangeHandlers } from './lib/monitoring-sync';
import type { Customer, DeviceStatusCode, Measurement } from './lib/types';

// The last answer and its tag: every refresh names it (If-None-Match), and while nothing the
// caller sees has changed the server answers 304 with no body (server/api/answer-cache.ts), so a
// refresh of 1,000 stations downloads and decodes nothing.
let held: { etag: string; answer: CustomerEntry[] } | null = null;

export async function fetchCustomers(): Promise<Customer[]> {
  const asked = held;
  const reply = await apiClient.revalidate<CustomerEntry[]>(
    '/customers/?view=compact',
    asked?.etag ?? null,
  );
  // 304 only answers a tag sent, so `asked` holds the answer it names.
  if (!reply.changed) return customersFromAnswer(asked!.answer);
  held = reply.etag ? { etag: reply.etag, answer: reply.data } : null;
  return customersFromAnswer(reply.data);
}

interface StationParameterRow {
  station_id: number;
  code: string;
  name: string;
  unit: string;
  latest_value: number | null;
  latest_device_status: DeviceStatusCode | null;
  latest_time: string | null;
  limit_min: number | null;
  limit_max: number | null;
  fee_enabled: boolean;
}

/** The same measurement list GET /api/customers/ gives, for the stations that changed. */
export async function fetchStationMeasurements(
  stationIds: readonly number[],
): Promise<Map<number, Measurement[]>> {
  const { data, error } = await supabase
    .from('station_parameter')
    .select(
      'station_id,code,name,unit,latest_value,latest_device_status,latest_time,limit_min,limit_max,fee_enabled',
    )
    .in('station_id', [...stationIds])
    .order('station_id')
    .order('sort_order')
    .order('code');
  if (error) throw new Error(error.message);
  const byStation = new Map<number, Measurement[]>(stationIds.map((id) => [id, []]));
  for (const row of (data ?? []) as StationParameterRow[]) {
    byStation.get(Number(row.station_id))?.push({
      code: row.code,
      name: row.name,
      unit: row.unit,
      value: row.latest_value,
      device_status: row.latest_device_status,
      time: row.latest_time,
      limit_min: row.limit_min,
      limit_max: row.limit_max,
      fee_enabled: row.fee_enabled,
    });
  }
  return byStation;
}

let channelCount = 0;

/** Station changes the signed-in user may read (realtime applies the same RLS). */
export function subscribeStationChanges(handlers: StationChangeHandlers): () => void {
  channelCount += 1;
  const channel = supabase
    .channel(`monitoring-stations-${channelCount}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'station' }, (payload) => {
      if (payload.eventType === 'UPDATE') handlers.onStationChange(payload.new as StationRow);
      else handlers.onStationSetChange();
    })
    .subscribe((status) => {
      if (status === 'SUBSCRIBED') handlers.onStatus('subscribed');
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') handlers.onStatus('error');
    });
  return () => {
    void supabase.removeChannel(channel);
  };
}
