// /online-monitoring: every station with every parameter's latest value, updated live.
import { useMemo } from 'react';
import { useRecoilValue } from 'recoil';
import { useT } from '../../../i18n';
import { useGroupLabel } from '../components/group-label';
import { LiveIndicator, MonitoringGate } from '../components/monitoring-gate';
import { StationCard } from '../components/station-card';
import { StationFilters } from '../components/station-filters';
import { useProgressiveList } from '../components/use-progressive-list';
import { applyStationFilter } from '../lib/station-filter';
import { useMonitoringData } from '../monitoring-data';
import { stationFilterState } from '../station-filter-state';
import '../components/monitoring.css';

const CARDS_PER_PAGE = 24;

function OnlineMonitoringContent() {
  const { t } = useT();
  const groupLabel = useGroupLabel();
  const { stations } = useMonitoringData();
  const filter = useRecoilValue(stationFilterState);
  const shown = useMemo(() => applyStationFilter(stations, filter), [stations, filter]);
  const cards = useProgressiveList(shown, CARDS_PER_PAGE);
  return (
    <>
      <StationFilters stations={stations} />
      <p className="gw-muted gw-filters__count">
        {t('monitoring.filters.shown', { shown: shown.length, total: stations.length })}
      </p>
      {stations.length === 0 && <p className="gw-empty">{t('monitoring.noStations')}</p>}
      {stations.length > 0 && shown.length === 0 && (
        <p className="gw-empty">{t('monitoring.noMatch')}</p>
      )}
      <div className="gw-station-cards">
        {cards.visible.map((station) => (
          <StationCard
            key={station.id}
            station={station}
            title={station.displayName}
            subtitle={`${groupLabel(station.customerGroup)} · ${station.code}`}
          />
        ))}
      </div>
      {cards.hasMore && (
        <div ref={cards.sentinel} className="gw-show-more">
          <button type="button" className="gw-button gw-button--secondary" onClick={cards.showMore}>
            {t('monitoring.showMore')}
          </button>
        </div>
      )}
    </>
  );
}

export function OnlineMonitoringPage() {
  const { t } = useT();
  return (
    <div className="gw-monitoring">
      <header className="gw-page-header">
        <div>
          <h1 className="gw-page-title">{t('monitoring.onlineMonitoring.title')}</h1>
          <p className="gw-muted">{t('monitoring.onlineMonitoring.intro')}</p>
        </div>
        <LiveIndicator />
      </header>
      <MonitoringGate>
        <OnlineMonitoringContent />
      </MonitoringGate>
    </div>
  );
}
