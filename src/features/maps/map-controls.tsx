// The map's filter bar (status chips that double as the legend's counts, station kind, fit) and
// the legend drawn over the map.
import { Droplet, Maximize, Wind } from 'lucide-react';
import { useT } from '../../i18n';
import { STATION_STATUSES, type StationStatus } from '../monitoring';
import type { KindFilter, MapFilter } from './map-filters';
import { STATUS_COLOURS } from './station-status';

const KINDS: readonly KindFilter[] = ['all', 'water', 'air'];

function StatusDot({ status }: { status: StationStatus }) {
  return (
    <span
      className="gw-map-dot"
      style={{ background: STATUS_COLOURS[status] }}
      aria-hidden="true"
    />
  );
}

interface MapFilterBarProps {
  filter: MapFilter;
  counts: Record<StationStatus, number>;
  shown: number;
  total: number;
  onChange: (filter: MapFilter) => void;
}

export function MapFilterBar({ filter, counts, shown, total, onChange }: MapFilterBarProps) {
  const { t } = useT();
  const toggle = (status: StationStatus) =>
    onChange({
      ...filter,
      statuses: filter.statuses.includes(status)
        ? filter.statuses.filter((item) => item !== status)
        : [...filter.statuses, status],
    });
  return (
    <div className="gw-map-toolbar" role="group" aria-label={t('maps.map.filters')}>
      <div className="gw-map-toolbar__group" role="group" aria-label={t('maps.map.statusFilter')}>
        {STATION_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            className="gw-map-chip"
            data-status={status}
            aria-pressed={filter.statuses.includes(status)}
            onClick={() => toggle(status)}
          >
            <StatusDot status={status} />
            {t(`monitoring.status.${status}`)}
            <span className="gw-map-chip__count">{counts[status]}</span>
          </button>
        ))}
      </div>
      <div className="gw-map-toolbar__group" role="group" aria-label={t('maps.map.kindFilter')}>
        {KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className="gw-map-chip"
            aria-pressed={filter.kind === kind}
            onClick={() => onChange({ ...filter, kind })}
          >
            {kind === 'all' ? t('maps.map.allKinds') : t(`monitoring.kind.${kind}`)}
          </button>
        ))}
      </div>
      <div className="gw-map-toolbar__end">
        <span className="gw-map-toolbar__count" role="status">
          {t('maps.map.shown', { shown, total })}
        </span>
      </div>
    </div>
  );
}

/** Over the map, under Leaflet's zoom buttons and styled like them. */
export function FitButton({ onFit }: { onFit: () => void }) {
  const { t } = useT();
  return (
    <button
      type="button"
      className="gw-map-fit leaflet-bar"
      onClick={onFit}
      title={t('maps.map.fit')}
      aria-label={t('maps.map.fit')}
    >
      <Maximize size={16} aria-hidden="true" />
    </button>
  );
}

export function MapLegend() {
  const { t } = useT();
  return (
    <section className="gw-map-legend" aria-label={t('maps.map.legend')}>
      <h2 className="gw-map-legend__title">{t('maps.map.legend')}</h2>
      <ul>
        {STATION_STATUSES.map((status) => (
          <li key={status} className="gw-map-legend__item">
            <StatusDot status={status} />
            {t(`monitoring.status.${status}`)}
          </li>
        ))}
        <li className="gw-map-legend__item">
          <Droplet size={14} aria-hidden="true" /> {t('monitoring.kind.water')}
        </li>
        <li className="gw-map-legend__item">
          <Wind size={14} aria-hidden="true" /> {t('monitoring.kind.air')}
        </li>
      </ul>
    </section>
  );
}
