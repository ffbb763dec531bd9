// Reads through supabase-js under RLS (incident_read, incident_event_read): a user sees their
// customer's incidents only. Acknowledging and notes go through the product API
// (POST /api/incidents/:id/acknowledge and /notes), which answers refusals in Vietnamese.
import { queryOptions } from '@tanstack/react-query';
import { apiClient, apiErrorMessage } from '../../services/api-client';
import { supabase } from '../../services/supabase';
import { INCIDENT_COLUMNS, type Incident, type IncidentDetail } from './incident';
import { incidentPeriodStart, type IncidentFilter } from './incident-params';

/** At most this many incidents per list, newest first. */
export const INCIDENT_LIST_LIMIT = 200;

export interface IncidentList {
  readonly incidents: readonly Incident[];
  readonly total: number;
}

export async function fetchIncidents(
  filter: IncidentFilter,
  now: Date = new Date(),
): Promise<IncidentList> {
  let query = supabase
    .from('incident')
    .select(INCIDENT_COLUMNS, { count: 'exact' })
    .gte('started_at', incidentPeriodStart(filter.period, now).toISOString());
  if (filter.stationId !== null) query = query.eq('station_id', filter.stationId);
  if (filter.kind) query = query.eq('kind', filter.kind);
  if (filter.status) query = query.eq('status', filter.status);
  const { data, error, count } = await query
    .order('started_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(INCIDENT_LIST_LIMIT);
  if (error) throw new Error(error.message);
  return { incidents: (data ?? []) as unknown as Incident[], total: count ?? 0 };
}

/** One incident with its timeline; null when it does not exist or is not the user's. */
export async function fetchIncident(id: number): Promise<IncidentDetail | null> {
  const { data, error } = await supabase
    .from('incident')
    .select(`${INCIDENT_COLUMNS}, incident_event(id, kind, channel, occurred_at, note, detail)`)
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data as unknown as IncidentDetail | null;
}

export const incidentsQuery = (filter: IncidentFilter) =>
  queryOptions({
    queryKey: ['incidents', filter] as const,
    queryFn: () => fetchIncidents(filter),
    staleTime: 0,
  });

export const incidentQuery = (id: number) =>
  queryOptions({
    queryKey: ['incidents', 'one', id] as const,
    queryFn: () => fetchIncident(id),
    staleTime: 0,
  });

export const acknowledgeIncident = (id: number, note: string) =>
  apiClient.send<Incident>(`/incidents/${id}/acknowledge`, {
    method: 'POST',
    body: note.trim() ? { note } : {},
  });

export const addIncidentNote = (id: number, note: string) =>
  apiClient.send<unknown>(`/incidents/${id}/notes`, { method: 'POST', body: { note } });

/** The server's Vietnamese message of a refused call, else `fallback`. */
export const incidentErrorMessage = apiErrorMessage;
