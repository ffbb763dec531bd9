// Reads through supabase-js under RLS (incident_read, incident_event_read): a user sees their
// customer's incidents only. Acknowledging and notes go through the product API
// (POST /api/incidents/:id/acknowledge and /notes), which answers refusals in Vietnamese; so do
// photos (POST /api/incidents/:id/photos, read back from /photos/:photoId with the token). The
// values around an incident come from the report API's lookup series (limits included).
import { queryOptions } from '@tanstack/react-query';
import { apiClient, apiErrorMessage } from '../../services/api-client';
import { supabase } from '../../services/supabase';
import { getReport } from '../report-kit';
import { INCIDENT_COLUMNS, type Incident, type IncidentDetail } from './incident';
import { incidentPeriodStart, type IncidentFilter } from './incident-params';

/** At most this many incidents per list, newest first. */
export const INCIDENT_LIST_LIMIT = 200;

export interface IncidentList {
  readonly incidents: readonly Incident[];
  readonly total: number;
}

/** At most this many incidents in an export of the list. */
export const INCIDENT_EXPORT_LIMIT = 2000;

export async function fetchIncidents(
  filter: IncidentFilter,
  now: Date = new Date(),
  limit: number = INCIDENT_LIST_LIMIT,
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
    .limit(limit);
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

export const uploadIncidentPhoto = (id: number, photo: File) =>
  apiClient.send<unknown>(`/incidents/${id}/photos`, { method: 'POST', body: photo });

export const incidentPhotoQuery = (incidentId: number, photoId: number) =>
  queryOptions({
    queryKey: ['incidents', 'photo', incidentId, photoId] as const,
    queryFn: ({ signal }) => apiClient.blob(`/incidents/${incidentId}/photos/${photoId}`, signal),
    // A stored photo never changes.
    staleTime: Infinity,
  });

/** Points of the values chart at most (the series keeps each slice's lowest and highest). */
export const INCIDENT_VALUES_MAX_POINTS = 60;
/** The values are shown from this long before the start to this long after the end. */
export const INCIDENT_VALUES_MARGIN_MS = 60 * 60_000;
/** The report API's longest lookup. */
const LOOKUP_MAX_MS = 366 * 86_400_000;

export interface IncidentValues {
  readonly unit: string;
  readonly limitMin: number | null;
  readonly limitMax: number | null;
  readonly times: readonly string[];
  readonly values: readonly number[];
  readonly downsampled: boolean;
}

/** The window the values are read for: before the start until after the end (or now). */
export function incidentValuesRange(incident: Incident, now: Date = new Date()) {
  const end = incident.resolved_at ? Date.parse(incident.resolved_at) : now.getTime();
  const to = Math.min(end + INCIDENT_VALUES_MARGIN_MS, now.getTime());
  const from = Math.max(
    Date.parse(incident.started_at) - INCIDENT_VALUES_MARGIN_MS,
    to - LOOKUP_MAX_MS,
  );
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

export async function fetchIncidentValues(
  incident: Incident,
  signal?: AbortSignal,
): Promise<IncidentValues | null> {
  if (!incident.parameter_code) return null;
  const answer = await getReport<{ series: IncidentValues[] }>(
    'lookup',
    {
      stationIds: [incident.station_id],
      parameters: [incident.parameter_code],
      ...incidentValuesRange(incident),
      format: 'series',
      maxPoints: INCIDENT_VALUES_MAX_POINTS,
    },
    signal,
  );
  return answer.series[0] ?? null;
}

export const incidentValuesQuery = (incident: Incident) =>
  queryOptions({
    queryKey: ['incidents', 'values', incident.id, incident.resolved_at, incident.last_at] as const,
    queryFn: ({ signal }) => fetchIncidentValues(incident, signal),
    enabled: incident.parameter_code !== null,
  });

/** The server's Vietnamese message of a refused call, else `fallback`. */
export const incidentErrorMessage = apiErrorMessage;
