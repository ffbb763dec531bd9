// /public/{userId}/{customerId} and /public/{userId}/{customerId}/{stationId}: anyone may open
// them. Shows the shared stations of a customer that enabled public sharing (or the one station
// asked for), and a clear message otherwise.
import { useQuery } from '@tanstack/react-query';
import { CloudOff, EyeOff } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { StatusPage } from '../../components/status-page';
import { useT } from '../../i18n';
import { QueryScope } from '../../services/query-scope';
import { formatAbsoluteTime, MonitoringSkeleton, StationCard } from '../monitoring';
import { isNotShared, publicStationsQuery, type PublicStation } from './public-api';
import { publicView } from './public-view';
import './public.css';

/** From the one-station page back to the customer's page: the URL without its last segment. */
function AllStationsLink({ className }: { className: string }) {
  const { t } = useT();
  return (
    <Link to=".." relative="path" className={className}>
      {t('monitoring.public.allStations')}
    </Link>
  );
}

function PublicStationCards({ stations }: { stations: readonly PublicStation[] }) {
  const { t } = useT();
  if (stations.length === 0) return <p className="gw-empty">{t('monitoring.public.noStations')}</p>;
  return (
    <div className="gw-station-cards">
      {stations.map((station) => (
        <StationCard
          key={station.id}
          station={station}
          title={station.name}
          subtitle={[station.address, station.province].filter(Boolean).join(', ')}
        />
      ))}
    </div>
  );
}

function PublicStations() {
  const { t } = useT();
  const { userId = '', customerId = '', stationId } = useParams();
  const query = useQuery(publicStationsQuery(userId, customerId));

  if (query.isPending) return <MonitoringSkeleton rows={2} />;
  if (query.isError) {
    return isNotShared(query.error) ? (
      <StatusPage icon={<EyeOff size={32} />} title={t('monitoring.public.notSharedTitle')}>
        <p>{t('monitoring.public.notSharedText')}</p>
      </StatusPage>
    ) : (
      <StatusPage
        icon={<CloudOff size={32} />}
        tone="warning"
        title={t('monitoring.public.errorTitle')}
        actions={
          <button
            type="button"
            className="gw-button gw-button--primary"
            onClick={() => void query.refetch()}
          >
            {t('monitoring.public.retry')}
          </button>
        }
      >
        <p>{t('monitoring.public.errorText')}</p>
      </StatusPage>
    );
  }

  const { customer, stations } = query.data;
  const view = publicView(stations, stationId);
  if (view.kind === 'station-not-shared') {
    return (
      <StatusPage
        icon={<EyeOff size={32} />}
        title={t('monitoring.public.stationNotSharedTitle')}
        actions={<AllStationsLink className="gw-button gw-button--primary" />}
      >
        <p>{t('monitoring.public.stationNotSharedText', { customer: customer.name })}</p>
      </StatusPage>
    );
  }
  return (
    <div className="gw-public-page">
      <header className="gw-public-page__header">
        <h1 className="gw-page-title">{t('monitoring.public.title')}</h1>
        <p className="gw-muted">{t('monitoring.public.intro', { customer: customer.name })}</p>
        <p className="gw-muted gw-public-page__refresh">
          {t('monitoring.public.refreshedAt', {
            time: formatAbsoluteTime(new Date(query.dataUpdatedAt)),
          })}
        </p>
      </header>
      {view.kind === 'station' ? (
        <>
          <PublicStationCards stations={[view.station]} />
          <p className="gw-public-page__more">
            <AllStationsLink className="gw-link-button" />
          </p>
        </>
      ) : (
        <PublicStationCards stations={view.stations} />
      )}
    </div>
  );
}

/** The page, in the app's server cache: the public layout around it caches nothing. */
export function PublicPage() {
  return (
    <QueryScope>
      <PublicStations />
    </QueryScope>
  );
}
