// An incident as the screens read it (public.incident and public.incident_event, under RLS),
// and the small rules the screens share.
export const INCIDENT_KINDS = ['exceedance', 'signal_lost', 'device_fault'] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];
export const INCIDENT_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

export interface Incident {
  id: number;
  station_id: number;
  parameter_code: string | null;
  kind: IncidentKind;
  status: IncidentStatus;
  started_at: string;
  peak_value: number | null;
  peak_at: string | null;
  limit_min: number | null;
  limit_max: number | null;
  last_value: number | null;
  last_at: string | null;
  acknowledged_at: string | null;
  resolved_at: string | null;
  escalation_level: number;
}

export const INCIDENT_COLUMNS =
  'id, station_id, parameter_code, kind, status, started_at, peak_value, peak_at, limit_min, ' +
  'limit_max, last_value, last_at, acknowledged_at, resolved_at, escalation_level';

export type IncidentEventKind =
  | 'opened'
  | 'updated'
  | 'message_queued'
  | 'message_sent'
  | 'message_failed'
  | 'message_skipped'
  | 'acknowledged'
  | 'escalated'
  | 'note'
  | 'photo'
  | 'resolved';

export interface IncidentEvent {
  id: number;
  kind: IncidentEventKind;
  channel: string | null;
  occurred_at: string;
  note: string | null;
  detail: Record<string, unknown>;
}

export interface IncidentDetail extends Incident {
  incident_event: IncidentEvent[];
}

export const NOTE_MAX_CHARS = 1000;

export const isIncidentKind = (value: string | null): value is IncidentKind =>
  (INCIDENT_KINDS as readonly string[]).includes(value ?? '');
export const isIncidentStatus = (value: string | null): value is IncidentStatus =>
  (INCIDENT_STATUSES as readonly string[]).includes(value ?? '');

/** The incident's page, for links from other screens and the messages. */
export const incidentPath = (id: number): string => `/incidents/${id}`;
