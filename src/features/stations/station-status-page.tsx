// /station-status: every station with its status, counted by status and grouped by customer
// group and customer, with the shared filters, a kind filter and accent-insensitive search.
import { useDeferredValue, useMemo, useState } from 'react';
import { useRecoilState } from 'recoil';
import { Select, TextInput } from '../../components/form';
import { useT } from '../../i18n';
import {
  applyStationFilter,
  LiveIndicator,
  MonitoringGate,
  stationFilterState,
  StationFilters,
  StatusCounts,
  useMonitoringData,
  type StationKind,
  type StationStatus,
} from '../monitoring';
import { GroupedStationList } from './components/grouped-station-list';
import { groupedRows, INITIAL_LIST_QUERY, matchesListQuery } from './lib/station-list';
import './stations.css';

const ALL_KINDS = '';

function StationListContent() {
  const { t } = useT();
  const { stations } = useMonitoringData();
  const [filter, setFilter] = useRecoilState(stationFilterState);
  const [query, setQuery] = useState(INITIAL_LIST_QUERY);
  const search = useDeferredValue(query.search);

  const queried = useMemo(
    () => stations.filter((station) => matchesListQuery(station, { ...query, search })),
    [stations, query, search],
  );
  // Counts ignore the status filter so that each count can be toggled on and off.
  const counted = useMemo(
    () => applyStationFilter(queried, { ...filter, statuses: [] }),
    [queried, filter],
  );
  const shown = useMemo(() => applyStationFilter(queried, filter), [queried, filter]);
  const rows = useMemo(() => groupedRows(shown), [shown]);

  const toggleStatus = (status: StationStatus) =>
    setFilter((current) => ({
      ...current,
      statuses: current.statuses.includes(status)
        ? current.statuses.filter((s) => s !== status)
        : [...current.statuses, status],
    }));
  const kindOptions = [
    { value: ALL_KINDS, label: t('monitoring.filters.all') },
    { value: 'water', label: t('monitoring.kind.water') },
    { value: 'air', label: t('monitoring.kind.air') },
  ];

  return (
    <>
      <StatusCounts stations={counted} selected={filter.statuses} onToggle={toggleStatus} />
      <StationFilters stations={stations} />
      <div className="gw-list-tools">
        <TextInput
          type="search"
          label={t('monitoring.filters.searchLabel')}
          placeholder={t('monitoring.filters.search')}
          value={query.search}
          onChange={(event) => setQuery((current) => ({ ...current, search: event.target.value }))}
        />
        <Select<string>
          label={t('monitoring.filters.kind')}
          options={kindOptions}
          value={query.kind ?? ALL_KINDS}
          onChange={(kind) =>
            setQuery((current) => ({
              ...current,
              kind: kind === ALL_KINDS ? null : (kind as StationKind),
            }))
          }
        />
      </div>
      <p className="gw-muted gw-filters__count" role="status">
        {t('monitoring.filters.shown', { shown: shown.length, total: stations.length })}
      </p>
      {stations.length === 0 && <p className="gw-empty">{t('monitoring.noStations')}</p>}
      {stations.length > 0 && shown.length === 0 && (
        <p className="gw-empty">{t('monitoring.noMatch')}</p>
      )}
      <GroupedStationList rows={rows} />
    </>
  );
}

export function StationStatusPage() {
  const { t } = useT();
  return (
    <div className="gw-stations">
      <header className="gw-page-header">
        <div>
          <h1 className="gw-page-title">{t('monitoring.stationList.title')}</h1>
          <p className="gw-muted">{t('monitoring.stationList.intro')}</p>
        </div>
        <LiveIndicator />
      </header>
      <MonitoringGate>
        <StationListContent />
      </MonitoringGate>
    </div>
  );
}
