// One station in the list: status, name, customer, kind, place, parameters, latest time.
import { ChevronRight, Factory, FileClock, MapPin, Send, Wind } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { authorityPath } from '../../authority';
import { stationLogPath } from '../../ingest-log';
import { MaintenanceControl } from '../../maintenance';
import {
  StationStatusBadge,
  StationTime,
  useOpenStationLive,
  type Station,
} from '../../monitoring';

export function StationRow({ station }: { station: Station }) {
  const { t } = useT();
  const openLive = useOpenStationLive();
  const KindIcon = station.kind === 'air' ? Wind : Factory;
  const place = [station.address, station.province].filter(Boolean).join(', ');

  return (
    <article
      className="gw-station-row"
      data-station-id={station.id}
      data-status={station.latest_status ?? 'signal_lost'}
    >
      <div className="gw-station-row__main">
        <h3 className="gw-station-row__title">{station.displayName}</h3>
        <p className="gw-station-row__meta">
          <span>
            <KindIcon size={14} aria-hidden="true" /> {t(`monitoring.kind.${station.kind}`)}
          </span>
          <span>{station.code}</span>
          <span>
            {t('monitoring.stationList.parameters', { count: station.measurements.length })}
          </span>
          {place && (
            <span>
              <MapPin size={14} aria-hidden="true" /> {place}
            </span>
          )}
        </p>
        <p className="gw-station-row__meta">
          <StationTime time={station.latest_time} />
        </p>
      </div>
      <div className="gw-station-row__side">
        <StationStatusBadge status={station.latest_status} />
        <MaintenanceControl stationId={station.id} stationName={station.displayName} />
        <button type="button" className="gw-link-button" onClick={() => openLive(station.id)}>
          {t('monitoring.stationList.viewLive')} <ChevronRight size={14} aria-hidden="true" />
        </button>
        <Link
          className="gw-link-button"
          to={stationLogPath(station.id)}
          aria-label={`${t('ingestLog.openFromStation')}: ${station.displayName}`}
        >
          <FileClock size={14} aria-hidden="true" /> {t('ingestLog.openFromStation')}
        </Link>
        <Link
          className="gw-link-button"
          to={authorityPath(station.id)}
          aria-label={`${t('authority.openFromStation')}: ${station.displayName}`}
        >
          <Send size={14} aria-hidden="true" /> {t('authority.openFromStation')}
        </Link>
      </div>
    </article>
  );
}
