// Reads through supabase-js under RLS (maintenance_window_read): a user sees the windows of their
// customer's stations. Declaring, extending and ending go through the product API
// (POST /api/maintenance-windows, …/:id/extend, …/:id/end), which checks the rules and answers
// refusals in Vietnamese.
import type { MaintenanceReason } from '../../../shared/maintenance-window';
import { apiClient } from '../../services/api-client';
import { supabase } from '../../services/supabase';
import { MAINTENANCE_COLUMNS, type MaintenanceWindow } from './maintenance-window';

/** The windows not yet over (a customer runs a handful at a time; the cap only bounds a read). */
export async function fetchCurrentWindows(now: Date = new Date()): Promise<MaintenanceWindow[]> {
  const { data, error } = await supabase
    .from('maintenance_window')
    .select(MAINTENANCE_COLUMNS)
    .gt('ends_at', now.toISOString())
    .order('starts_at')
    .limit(1000);
  if (error) throw new Error(error.message);
  return (data ?? []) as unknown as MaintenanceWindow[];
}

let channelCount = 0;

/**
 * Calls `onChange` on every window change the user may read (realtime applies the same RLS),
 * and each time the channel joins.
 */
export function subscribeMaintenanceChanges(onChange: () => void): () => void {
  channelCount += 1;
  const channel = supabase
    .channel(`maintenance-windows-${channelCount}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'maintenance_window' }, () =>
      onChange(),
    )
    // A change made before the channel joined (or while a lost connection rejoined) sends no
    // event: read again each time it joins.
    .subscribe((status) => {
      if (status === 'SUBSCRIBED') onChange();
    });
  return () => {
    void supabase.removeChannel(channel);
  };
}

export interface Declaration {
  readonly stationId: number;
  readonly startsAt: Date;
  readonly expectedEnd: Date;
  readonly reason: MaintenanceReason;
  readonly note: string;
}

export const declareMaintenance = (declaration: Declaration) =>
  apiClient.send<MaintenanceWindow>('/maintenance-windows', {
    method: 'POST',
    body: {
      stationId: declaration.stationId,
      startsAt: declaration.startsAt.toISOString(),
      expectedEnd: declaration.expectedEnd.toISOString(),
      reason: declaration.reason,
      note: declaration.note.trim() || null,
    },
  });

export const extendMaintenance = (id: number, expectedEnd: Date) =>
  apiClient.send<MaintenanceWindow>(`/maintenance-windows/${id}/extend`, {
    method: 'POST',
    body: { expectedEnd: expectedEnd.toISOString() },
  });

export const endMaintenance = (id: number) =>
  apiClient.send<MaintenanceWindow>(`/maintenance-windows/${id}/end`, { method: 'POST', body: {} });
