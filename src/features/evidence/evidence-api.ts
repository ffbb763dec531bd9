// The evidence pack of one exceedance episode (GET /api/evidence/exceedance) or one exceedance
// incident (GET /api/evidence/incident), read under the caller's RLS on the server.
import { apiClient } from '../../services/api-client';
import { queryString } from '../report-kit';

export interface EvidenceValue {
  time: string;
  value: number;
  status: string;
  phase: 'before' | 'during' | 'after';
  /** How far beyond its limit a valid value is; null within the limit or not valid. */
  beyond: number | null;
}

export interface EvidenceEvent {
  kind: 'acknowledged' | 'note';
  occurredAt: string;
  note: string | null;
  by: string | null;
}

export interface EvidenceFile {
  id: number;
  fileName: string;
  receivedAt: string;
  status: 'accepted' | 'partial' | 'rejected';
  size: number | null;
  /** The bytes as the station sent them; null when not kept or past the pack's size cap. */
  contentBase64: string | null;
}

export interface EvidencePack {
  generatedAt: string;
  station: { id: number; code: string; name: string; customerName: string };
  parameter: { code: string; name: string; unit: string };
  limit: { min: number | null; max: number | null };
  episode: { start: string; end: string | null; peakValue: number | null; peakTime: string | null };
  window: { from: string; to: string };
  values: EvidenceValue[];
  valuesOmitted: boolean;
  statusCodes: { code: string; count: number }[];
  maintenanceWindows: { start: string; end: string | null; reason: string }[];
  incidents: {
    id: number;
    status: string;
    startedAt: string;
    acknowledgedAt: string | null;
    events: EvidenceEvent[];
  }[];
  snapshot: { id: number; takenAt: string; cameraName: string | null; jpegBase64: string } | null;
  files: EvidenceFile[];
}

/** Which pack: an episode of the exceedance report, or an incident. */
export type EvidenceSource =
  | { kind: 'episode'; stationId: string; parameter: string; from: string; to: string }
  | { kind: 'incident'; incidentId: string };

export function fetchEvidence(source: EvidenceSource, signal?: AbortSignal) {
  const path =
    source.kind === 'incident'
      ? `/evidence/incident${queryString({ incidentId: source.incidentId })}`
      : `/evidence/exceedance${queryString({
          stationId: source.stationId,
          parameter: source.parameter,
          from: source.from,
          to: source.to,
        })}`;
  return apiClient.get<EvidencePack>(path, signal);
}
