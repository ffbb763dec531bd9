// Counts of stations per status (a missing status counts as signal_lost). With `onToggle` each
// count is a button that filters by its status.
import { useT } from '../../../i18n';
import { countByStatus } from '../lib/station-status';
import { STATION_STATUSES, type Station, type StationStatus } from '../lib/types';
import './monitoring.css';

interface StatusCountsProps {
  stations: readonly Station[];
  selected?: readonly StationStatus[];
  onToggle?: (status: StationStatus) => void;
}

export function StatusCounts({ stations, selected = [], onToggle }: StatusCountsProps) {
  const { t } = useT();
  const counts = countByStatus(stations);
  return (
    <ul className="gw-status-counts" aria-label={t('monitoring.stationList.countsLabel')}>
      <li>
        <div className="gw-status-count gw-status-count--total" data-count="total">
          <span className="gw-status-count__value">{stations.length}</span>
          <span className="gw-status-count__label">{t('monitoring.home.total')}</span>
        </div>
      </li>
      {STATION_STATUSES.map((status) => {
        const content = (
          <>
            <span className="gw-status-count__value">{counts[status]}</span>
            <span className="gw-status-count__label">{t(`monitoring.status.${status}`)}</span>
          </>
        );
        return (
          <li key={status}>
            {onToggle ? (
              <button
                type="button"
                className={`gw-status-count gw-status-count--${status}`}
                data-count={status}
                aria-pressed={selected.includes(status)}
                onClick={() => onToggle(status)}
              >
                {content}
              </button>
            ) : (
              <div className={`gw-status-count gw-status-count--${status}`} data-count={status}>
                {content}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
