// Names an incident by its station and parameter, from the shared monitoring data (the user's
// own stations, already loaded for every data screen), and formats its figures.
import { useCallback, useMemo } from 'react';
import { parameterName } from '../../../shared/parameter-name';
import { formatMeasurementValue, useMonitoringData } from '../monitoring';
import type { Incident } from './incident';

export interface IncidentLabels {
  station(incident: Pick<Incident, 'station_id'>): string;
  parameter(incident: Pick<Incident, 'station_id' | 'parameter_code'>): string | null;
  /** A value with its parameter's unit ('—' when none). */
  value(incident: Pick<Incident, 'station_id' | 'parameter_code'>, value: number | null): string;
  /** The limit the incident started under: '≤ 100 mg/L', '≥ 4', '6 – 9'. */
  limit(incident: Incident): string | null;
}

export function useIncidentLabels(): IncidentLabels {
  const { stations } = useMonitoringData();
  const byId = useMemo(() => new Map(stations.map((s) => [s.id, s])), [stations]);
  const measurement = useCallback(
    (incident: Pick<Incident, 'station_id' | 'parameter_code'>) =>
      byId.get(incident.station_id)?.measurements.find((m) => m.code === incident.parameter_code),
    [byId],
  );
  return useMemo(() => {
    const withUnit = (incident: Pick<Incident, 'station_id' | 'parameter_code'>, value: number) => {
      const unit = measurement(incident)?.unit;
      const text = formatMeasurementValue(value) ?? '—';
      return unit ? `${text} ${unit}` : text;
    };
    return {
      station: (incident) => byId.get(incident.station_id)?.name ?? `#${incident.station_id}`,
      parameter: (incident) => {
        if (!incident.parameter_code) return null;
        const found = measurement(incident);
        return parameterName({ code: incident.parameter_code, name: found?.name });
      },
      value: (incident, value) => (value === null ? '—' : withUnit(incident, value)),
      limit: (incident) => {
        const { limit_min: min, limit_max: max } = incident;
        if (min !== null && max !== null)
          return `${formatMeasurementValue(min)} – ${withUnit(incident, max)}`;
        if (max !== null) return `≤ ${withUnit(incident, max)}`;
        if (min !== null) return `≥ ${withUnit(incident, min)}`;
        return null;
      },
    };
  }, [byId, measurement]);
}
