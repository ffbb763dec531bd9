// Home page block: station counts by status and the stations that need attention (exceeding,
// near a limit or without signal), worst first, each with the parameters that break a limit.
import { ChevronRight, Globe } from 'lucide-react';
import { Link } from 'react-router-dom';
import { parameterName } from '../../../../shared/parameter-name';
import { useT } from '../../../i18n';
import { useOpenInZaloWebView } from '../../zalo';
import { formatMeasurementValue } from '../lib/format';
import { exceededMeasurements } from '../lib/parameter-state';
import { effectiveStatus, sortStations } from '../lib/station-status';
import type { Station } from '../lib/types';
import { useMonitoringData } from '../monitoring-data';
import { LiveIndicator, MonitoringGate } from './monitoring-gate';
import { StationTime } from './station-time';
import { StationStatusBadge } from './status-badge';
import { StatusCounts } from './status-counts';
import { useOpenStationLive } from './use-open-station-live';

const ATTENTION_LIMIT = 6;

function needsAttention(station: Station): boolean {
  return effectiveStatus(station.latest_status) !== 'within_threshold';
}

function exceededSummary(station: Station): string {
  return exceededMeasurements(station.measurements, station.near_threshold_ratio)
    .map((m) => `${parameterName(m)} ${formatMeasurementValue(m.value) ?? ''} ${m.unit}`.trim())
    .join(', ');
}

interface MonitoringOverviewProps {
  /** The user may open /online-monitoring and /station-status. */
  canOpenLive: boolean;
  canOpenList: boolean;
  /** The user's customer and the link of its public page (spec §2), when the user has one. */
  publicPage?: { customerId: number; path: string };
}

function PublicPageLink({ publicPage }: Pick<MonitoringOverviewProps, 'publicPage'>) {
  const { t } = useT();
  const { stations } = useMonitoringData();
  const openInZalo = useOpenInZaloWebView(publicPage?.path ?? '/');
  const shared = stations.some(
    (station) => station.customerId === publicPage?.customerId && station.public_sharing,
  );
  if (!publicPage || !shared) return null;
  return (
    <Link
      to={publicPage.path}
      target="_blank"
      rel="noreferrer"
      className="gw-link-button gw-public-link"
      onClick={openInZalo}
    >
      <Globe size={14} aria-hidden="true" /> {t('monitoring.home.publicPage')}
    </Link>
  );
}

function OverviewContent({ canOpenLive, canOpenList, publicPage }: MonitoringOverviewProps) {
  const { t } = useT();
  const { stations } = useMonitoringData();
  const openLive = useOpenStationLive();
  const attention = sortStations(stations.filter(needsAttention), 'status_priority');
  return (
    <>
      <StatusCounts stations={stations} />
      <PublicPageLink publicPage={publicPage} />
      <div className="gw-attention__header">
        <h2 className="gw-section-title">{t('monitoring.home.attentionTitle')}</h2>
        {canOpenList && attention.length > 0 && (
          <Link to="/station-status" className="gw-link-button">
            {t('monitoring.home.viewAll')}
          </Link>
        )}
      </div>
      {attention.length === 0 ? (
        <p className="gw-empty">
          {stations.length === 0 ? t('monitoring.noStations') : t('monitoring.home.attentionEmpty')}
        </p>
      ) : (
        <ul className="gw-attention">
          {attention.slice(0, ATTENTION_LIMIT).map((station) => {
            const exceeded = exceededSummary(station);
            const content = (
              <>
                <span className="gw-attention__main">
                  <strong>{station.displayName}</strong>
                  {exceeded && (
                    <span className="gw-attention__detail">
                      {t('monitoring.home.exceededParameters', { list: exceeded })}
                    </span>
                  )}
                  <span className="gw-attention__status">
                    <StationStatusBadge status={station.latest_status} />
                    <StationTime time={station.latest_time} />
                  </span>
                </span>
                {canOpenLive && <ChevronRight size={18} aria-hidden="true" />}
              </>
            );
            return (
              <li key={station.id} data-station-id={station.id}>
                {canOpenLive ? (
                  <button
                    type="button"
                    className="gw-attention__item"
                    onClick={() => openLive(station.id)}
                  >
                    {content}
                  </button>
                ) : (
                  <div className="gw-attention__item">{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

export function MonitoringOverview(props: MonitoringOverviewProps) {
  const { t } = useT();
  return (
    <section className="gw-overview" aria-labelledby="gw-overview-title">
      <div className="gw-page-header">
        <h2 id="gw-overview-title" className="gw-section-title">
          {t('monitoring.home.summaryTitle')}
        </h2>
        <LiveIndicator />
      </div>
      <MonitoringGate compact>
        <OverviewContent {...props} />
      </MonitoringGate>
    </section>
  );
}
