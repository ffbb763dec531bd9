// The log's filter: which station, which period, only files with errors.
import { useMemo } from 'react';
import { Checkbox, Select, type SelectOption } from '../../components/form';
import { useT } from '../../i18n';
import { LOG_PERIODS, type LogPeriod } from './ingest-log-period';
import type { StationLogParams } from './station-log-params';

export interface StationChoice {
  readonly id: number;
  readonly label: string;
}

interface StationLogFiltersProps {
  stations: readonly StationChoice[];
  view: StationLogParams;
  onChange: (next: Partial<StationLogParams>) => void;
}

export function StationLogFilters({ stations, view, onChange }: StationLogFiltersProps) {
  const { t } = useT();
  const stationOptions: SelectOption<number>[] = useMemo(
    () => stations.map((station) => ({ value: station.id, label: station.label })),
    [stations],
  );
  const periodOptions: SelectOption<LogPeriod>[] = useMemo(
    () => LOG_PERIODS.map((period) => ({ value: period, label: t(`ingestLog.periods.${period}`) })),
    [t],
  );
  return (
    <div className="gw-ingest-log__filters">
      <div className="gw-ingest-log__field gw-ingest-log__field--wide">
        <Select
          label={t('ingestLog.station')}
          options={stationOptions}
          value={view.stationId}
          onChange={(stationId) => onChange({ stationId })}
        />
      </div>
      <div className="gw-ingest-log__field">
        <Select
          label={t('ingestLog.period')}
          options={periodOptions}
          value={view.period}
          onChange={(period) => onChange({ period })}
        />
      </div>
      <div className="gw-ingest-log__field gw-ingest-log__field--check">
        <Checkbox
          label={t('ingestLog.onlyProblems')}
          checked={view.onlyProblems}
          onChange={(event) => onChange({ onlyProblems: event.target.checked })}
        />
      </div>
    </div>
  );
}
