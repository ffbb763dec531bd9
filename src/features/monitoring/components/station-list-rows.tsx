// The 'Danh sách' view of /online-monitoring: one compact line per station (name, group and
// code, status, latest time) with every parameter's latest value as a small chip coloured like
// its tile in the grid. Windowed against the page scroll like the cards, a line per row: a
// thousand stations scroll without long tasks.
import { memo, useRef } from 'react';
import { parameterName } from '../../../../shared/parameter-name';
import { WindowedRows } from '../../../components/windowed-rows';
import { useT } from '../../../i18n';
import { formatMeasurementValue } from '../lib/format';
import { parameterState } from '../lib/parameter-state';
import type { Measurement, Station } from '../lib/types';
import { useGroupLabel } from './group-label';
import { limitText } from './measurement-tile';
import { StationTime } from './station-time';
import { StationStatusBadge } from './status-badge';

/** A line of ten parameters at 1280 px; lines are measured once shown. */
const ESTIMATED_LINE_HEIGHT = 96;
const OVERSCAN_LINES = 6;

type Translate = ReturnType<typeof useT>['t'];

function ValueChip({
  t,
  measurement,
  nearRatio,
}: {
  t: Translate;
  measurement: Measurement;
  nearRatio: number;
}) {
  const state = parameterState(measurement, nearRatio);
  const value = formatMeasurementValue(measurement.value);
  const flagged = measurement.device_status !== null && measurement.device_status !== '00';
  return (
    <li
      className={`gw-measure gw-measure--compact gw-measure--${state}`}
      data-parameter={measurement.code}
      data-state={state}
      title={`${t(`monitoring.parameterState.${state}`)} · ${limitText(t, measurement)}`}
    >
      <span className="gw-measure__name">{parameterName(measurement)}</span>
      <span className="gw-measure__value">
        <strong data-testid="measurement-value">{value ?? '—'}</strong>
        {value !== null && measurement.unit && (
          <span className="gw-measure__unit">{measurement.unit}</span>
        )}
      </span>
      {flagged && measurement.device_status && (
        <span className={`gw-device-flag gw-device-flag--${measurement.device_status}`}>
          {t(`monitoring.deviceStatus.${measurement.device_status}`)}
        </span>
      )}
    </li>
  );
}

/** Memoised: scrolling moves the lines, it does not render them again. */
const StationLine = memo(function StationLine({ station }: { station: Station }) {
  // One translation hook per line, passed to its chips.
  const { t } = useT();
  const groupLabel = useGroupLabel();
  const status = station.latest_status ?? 'signal_lost';
  return (
    <article
      className={`gw-station-line gw-station-card--${status}`}
      data-station-id={station.id}
      data-status={status}
      aria-label={station.displayName}
    >
      <div className="gw-station-line__head">
        <h2 className="gw-station-line__title">{station.displayName}</h2>
        <p className="gw-station-line__subtitle">
          {groupLabel(station.customerGroup)} · {station.code}
        </p>
        <div className="gw-station-line__meta">
          <StationStatusBadge status={station.latest_status} />
          <StationTime time={station.latest_time} />
        </div>
      </div>
      {station.measurements.length === 0 ? (
        <p className="gw-muted gw-station-line__empty">{t('monitoring.noData')}</p>
      ) : (
        <ul className="gw-station-line__values">
          {station.measurements.map((measurement) => (
            <ValueChip
              key={measurement.code}
              t={t}
              measurement={measurement}
              nearRatio={station.near_threshold_ratio}
            />
          ))}
        </ul>
      )}
    </article>
  );
});

export function StationListRows({ stations }: { stations: readonly Station[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  return (
    <WindowedRows
      listRef={listRef}
      count={stations.length}
      estimateSize={() => ESTIMATED_LINE_HEIGHT}
      overscan={OVERSCAN_LINES}
      getItemKey={(index) => stations[index]!.id}
      className="gw-station-lines"
      rowClassName="gw-station-lines__row"
      renderRow={(index) => <StationLine station={stations[index]!} />}
    />
  );
}
