// A live station card: name, group and customer, status, kind, every parameter, latest time.
import { Factory, Wind } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { useT } from '../../../i18n';
import type { ApiStation } from '../lib/types';
import { MeasurementTile } from './measurement-tile';
import { StationTime } from './station-time';
import { StationStatusBadge } from './status-badge';

/** What a card shows of a station (the public page has no more than this). */
export type StationCardData = Pick<
  ApiStation,
  'id' | 'kind' | 'latest_status' | 'latest_time' | 'measurements' | 'near_threshold_ratio'
>;

interface StationCardProps {
  station: StationCardData;
  title: string;
  subtitle?: string;
  /**
   * What the signed-in screens add beside the status (the 'Bảo trì' control). A function kept
   * at module level by the caller, so the memo still skips the cards a live update leaves alone.
   */
  renderActions?: (stationId: number, title: string) => ReactNode;
}

/** Memoised: a live update of one station, or a page added below, renders no other card. */
export const StationCard = memo(function StationCard({
  station,
  title,
  subtitle,
  renderActions,
}: StationCardProps) {
  const { t } = useT();
  const KindIcon = station.kind === 'air' ? Wind : Factory;
  return (
    <article
      className={`gw-station-card gw-station-card--${station.latest_status ?? 'signal_lost'}`}
      data-station-id={station.id}
      data-status={station.latest_status ?? 'signal_lost'}
      aria-label={title}
    >
      <header className="gw-station-card__header">
        <div className="gw-station-card__heading">
          <h2 className="gw-station-card__title">{title}</h2>
          {subtitle && <p className="gw-station-card__subtitle">{subtitle}</p>}
        </div>
        <div className="gw-station-card__badges">
          <StationStatusBadge status={station.latest_status} />
          {renderActions?.(station.id, title)}
        </div>
      </header>
      <div className="gw-station-card__meta">
        <span className="gw-station-kind">
          <KindIcon size={14} aria-hidden="true" /> {t(`monitoring.kind.${station.kind}`)}
        </span>
        <StationTime time={station.latest_time} />
      </div>
      {station.measurements.length === 0 ? (
        <p className="gw-muted">{t('monitoring.noData')}</p>
      ) : (
        <ul className="gw-measure-grid">
          {station.measurements.map((measurement) => (
            <MeasurementTile
              key={measurement.code}
              measurement={measurement}
              nearRatio={station.near_threshold_ratio}
            />
          ))}
        </ul>
      )}
    </article>
  );
});
