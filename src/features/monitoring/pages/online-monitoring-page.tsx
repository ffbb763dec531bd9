// /online-monitoring: every station with every parameter's latest value, updated live, as a
// grid of cards ('Lưới', the default) or a compact list ('Danh sách'); the user's choice is kept.
import { useMemo } from 'react';
import { useRecoilValue } from 'recoil';
import { ViewTabs } from '../../../components/view-tabs';
import { useT } from '../../../i18n';
import { LiveIndicator, MonitoringGate } from '../components/monitoring-gate';
import { StationCardRows } from '../components/station-card-rows';
import { StationFilters } from '../components/station-filters';
import { StationListRows } from '../components/station-list-rows';
import { useMonitoringView } from '../components/use-monitoring-view';
import { applyStationFilter } from '../lib/station-filter';
import { useMonitoringData } from '../monitoring-data';
import { stationFilterState } from '../station-filter-state';
import '../components/monitoring.css';

function OnlineMonitoringContent() {
  const { t } = useT();
  const { stations } = useMonitoringData();
  const filter = useRecoilValue(stationFilterState);
  const shown = useMemo(() => applyStationFilter(stations, filter), [stations, filter]);
  const [view, setView] = useMonitoringView();
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
      <ViewTabs
        label={t('monitoring.views.label')}
        activeKey={view}
        onChange={setView}
        // The hidden view's windowed list would keep following the page scroll.
        destroyInactive
        tabs={[
          {
            key: 'grid',
            label: t('monitoring.views.grid'),
            content: <StationCardRows stations={shown} />,
          },
          {
            key: 'list',
            label: t('monitoring.views.list'),
            content: <StationListRows stations={shown} />,
          },
        ]}
      />
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
