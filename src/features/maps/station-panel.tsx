// The selected station beside the map (a bottom sheet on phones): status, kind, latest time,
// each parameter's latest value coloured by its state against the limit (with the monitoring
// feature's limit text), the instrument flag, and the ways on: the station's live view, its data
// history and its cameras.
import { Camera, ExternalLink, Search, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { parameterName } from '../../../shared/parameter-name';
import { useT } from '../../i18n';
import {
  formatMeasurementValue,
  parameterState,
  StationStatusBadge,
  StationTime,
  useLimitText,
  useOpenStationLive,
  type Measurement,
  type Station,
} from '../monitoring';

function MeasurementRow({
  measurement,
  nearRatio,
}: {
  measurement: Measurement;
  nearRatio: number;
}) {
  const { t } = useT();
  const state = parameterState(measurement, nearRatio);
  const value = formatMeasurementValue(measurement.value);
  const limit = useLimitText(measurement);
  const flag =
    measurement.device_status === '01' || measurement.device_status === '02'
      ? measurement.device_status
      : null;
  return (
    <tr data-parameter={measurement.code} data-state={state}>
      <th scope="row">
        {parameterName(measurement)}
        <span className="gw-map-values__limit">{limit}</span>
      </th>
      <td title={t(`monitoring.parameterState.${state}`)}>
        <strong className={`gw-map-value gw-map-value--${state}`}>{value ?? '—'}</strong>
        {value !== null && measurement.unit && <span> {measurement.unit}</span>}
        {flag && (
          <span className={`gw-map-flag gw-map-flag--${flag}`}>
            {t(`monitoring.deviceStatus.${flag}`)}
          </span>
        )}
      </td>
    </tr>
  );
}

export function StationPanel({ station, onClose }: { station: Station; onClose: () => void }) {
  const { t } = useT();
  const openLive = useOpenStationLive();
  const query = `?station=${encodeURIComponent(String(station.id))}`;
  const panel = useRef<HTMLElement>(null);
  // A newly picked station's panel takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => panel.current?.focus(), [station.id]);
  // Escape closes it wherever the focus is (on the pin that opened it, too).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <aside
      ref={panel}
      tabIndex={-1}
      className="gw-map-panel"
      aria-labelledby="gw-map-panel-title"
      data-station-id={station.id}
    >
      <header className="gw-map-panel__header">
        <div>
          <h2 id="gw-map-panel-title" className="gw-map-panel__title">
            {station.name}
          </h2>
          <p className="gw-map-panel__subtitle">
            {station.code} · {station.customerName}
          </p>
        </div>
        <button
          type="button"
          className="gw-icon-button"
          onClick={onClose}
          aria-label={t('maps.panel.close')}
        >
          <X size={18} aria-hidden="true" />
        </button>
      </header>
      <div className="gw-map-panel__meta">
        <StationStatusBadge status={station.latest_status} />
        <span className="gw-map-panel__kind">{t(`monitoring.kind.${station.kind}`)}</span>
      </div>
      <p className="gw-map-panel__time">
        <StationTime time={station.latest_time} />
      </p>
      {station.address && <p className="gw-map-panel__address">{station.address}</p>}
      {station.measurements.length === 0 ? (
        <p className="gw-map-panel__empty">{t('maps.panel.noParameters')}</p>
      ) : (
        <table className="gw-map-values">
          <thead>
            <tr>
              <th scope="col">{t('maps.panel.parameter')}</th>
              <th scope="col">{t('maps.panel.value')}</th>
            </tr>
          </thead>
          <tbody>
            {station.measurements.map((measurement) => (
              <MeasurementRow
                key={measurement.code}
                measurement={measurement}
                nearRatio={station.near_threshold_ratio}
              />
            ))}
          </tbody>
        </table>
      )}
      <nav className="gw-map-panel__links">
        <button
          type="button"
          className="gw-button gw-button--primary"
          onClick={() => openLive(station.id)}
        >
          <ExternalLink size={16} aria-hidden="true" /> {t('maps.panel.liveView')}
        </button>
        <Link to={`/data-lookup${query}`} className="gw-button">
          <Search size={16} aria-hidden="true" /> {t('maps.panel.dataLookup')}
        </Link>
        {station.cameras.length > 0 && (
          <Link to={`/camera-monitoring${query}`} className="gw-button">
            <Camera size={16} aria-hidden="true" /> {t('maps.panel.cameras')}
          </Link>
        )}
      </nav>
    </aside>
  );
}
