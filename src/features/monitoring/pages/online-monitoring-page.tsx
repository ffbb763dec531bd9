// /online-monitoring: every station with every parameter's latest value, updated live.
import { memo, useMemo } from 'react';
import { useRecoilValue } from 'recoil';
import { useT } from '../../../i18n';
import { useGroupLabel } from '../components/group-label';
import { LiveIndicator, MonitoringGate } from '../components/monitoring-gate';
import { StationCard } from '../components/station-card';
import { StationFilters } from '../components/station-filters';
import { useProgressiveList } from '../components/use-progressive-list';
import { applyStationFilter } from '../lib/station-filter';
import type { Station } from '../lib/types';
import { useMonitoringData } from '../monitoring-data';
import { stationFilterState } from '../station-filter-state';
import '../components/monitoring.css';

const CARDS_PER_PAGE = 12;

/**
 * One page of cards, a grid of its own: a page added at the end of the list is laid out alone,
 * where one grid of a thousand cards would be laid out again whole, and the pages already shown
 * are not rendered again (same list, same bounds).
 */
const StationCardPage = memo(function StationCardPage({
  stations,
  start,
}: {
  stations: readonly Station[];
  start: number;
}) {
  const groupLabel = useGroupLabel();
  return (
    <div className="gw-station-cards gw-station-cards--page">
      {stations.slice(start, start + CARDS_PER_PAGE).map((station) => (
        <StationCard
          key={station.id}
          station={station}
          title={station.displayName}
          subtitle={`${groupLabel(station.customerGroup)} · ${station.code}`}
        />
      ))}
    </div>
  );
});

function OnlineMonitoringContent() {
  const { t } = useT();
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
      {Array.from({ length: Math.ceil(cards.visible.length / CARDS_PER_PAGE) }, (_, page) => (
        <StationCardPage key={page} stations={shown} start={page * CARDS_PER_PAGE} />
      ))}
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
