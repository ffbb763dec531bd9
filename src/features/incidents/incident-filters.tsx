// The list's filters: station, kind, status, period.
import { useMemo } from 'react';
import { Select, type SelectOption } from '../../components/form';
import { useT } from '../../i18n';
import {
  INCIDENT_KINDS,
  INCIDENT_STATUSES,
  type IncidentKind,
  type IncidentStatus,
} from './incident';
import { INCIDENT_PERIODS, type IncidentFilter } from './incident-params';

export interface StationChoice {
  readonly id: number;
  readonly label: string;
}

interface IncidentFiltersProps {
  stations: readonly StationChoice[];
  filter: IncidentFilter;
  onChange: (next: Partial<IncidentFilter>) => void;
}

/** 'all' stands for no filter in a select (its values are strings or numbers). */
const ALL = 'all';

export function IncidentFilters({ stations, filter, onChange }: IncidentFiltersProps) {
  const { t } = useT();
  const all = t('incidents.filters.all');
  const stationOptions: SelectOption<number | typeof ALL>[] = useMemo(
    () => [
      { value: ALL, label: t('incidents.filters.allStations') },
      ...stations.map((s) => ({ value: s.id, label: s.label })),
    ],
    [stations, t],
  );
  const kindOptions: SelectOption<IncidentKind | typeof ALL>[] = useMemo(
    () => [
      { value: ALL, label: all },
      ...INCIDENT_KINDS.map((kind) => ({ value: kind, label: t(`incidents.kind.${kind}`) })),
    ],
    [all, t],
  );
  const statusOptions: SelectOption<IncidentStatus | typeof ALL>[] = useMemo(
    () => [
      { value: ALL, label: all },
      ...INCIDENT_STATUSES.map((s) => ({ value: s, label: t(`incidents.status.${s}`) })),
    ],
    [all, t],
  );
  const periodOptions = useMemo(
    () => INCIDENT_PERIODS.map((p) => ({ value: p, label: t(`incidents.periods.${p}`) })),
    [t],
  );
  return (
    <div className="gw-incidents__filters">
      <div className="gw-incidents__field gw-incidents__field--wide">
        <Select
          label={t('incidents.filters.station')}
          options={stationOptions}
          value={filter.stationId ?? ALL}
          onChange={(value) => onChange({ stationId: value === ALL ? null : value })}
        />
      </div>
      <div className="gw-incidents__field">
        <Select
          label={t('incidents.filters.kind')}
          options={kindOptions}
          value={filter.kind ?? ALL}
          onChange={(value) => onChange({ kind: value === ALL ? null : value })}
        />
      </div>
      <div className="gw-incidents__field">
        <Select
          label={t('incidents.filters.status')}
          options={statusOptions}
          value={filter.status ?? ALL}
          onChange={(value) => onChange({ status: value === ALL ? null : value })}
        />
      </div>
      <div className="gw-incidents__field">
        <Select
          label={t('incidents.filters.period')}
          options={periodOptions}
          value={filter.period}
          onChange={(period) => onChange({ period })}
        />
      </div>
    </div>
  );
}
