// One parameter of a station: latest value and unit, permitted limit, instrument status flag,
// coloured by the value's state against its limit.
import { parameterName } from '../../../../shared/parameter-name';
import { useT } from '../../../i18n';
import { formatMeasurementValue } from '../lib/format';
import { parameterState } from '../lib/parameter-state';
import type { Measurement } from '../lib/types';

type Translate = ReturnType<typeof useT>['t'];

/** 'Giới hạn: …' for a parameter with a limit, else the no-limit text. */
export function useLimitText(measurement: Measurement): string {
  const { t } = useT();
  return limitText(t, measurement);
}

/** The same text for callers rendering many values with one translation hook. */
export function limitText(t: Translate, measurement: Measurement): string {
  const min = formatMeasurementValue(measurement.limit_min);
  const max = formatMeasurementValue(measurement.limit_max);
  const bound =
    min !== null && max !== null
      ? t('monitoring.limit.range', { min, max })
      : max !== null
        ? t('monitoring.limit.max', { max })
        : min !== null
          ? t('monitoring.limit.min', { min })
          : null;
  return bound === null ? t('monitoring.limit.none') : `${t('monitoring.limit.label')}: ${bound}`;
}

export function MeasurementTile({
  measurement,
  nearRatio,
}: {
  measurement: Measurement;
  nearRatio: number;
}) {
  const { t } = useT();
  const state = parameterState(measurement, nearRatio);
  const value = formatMeasurementValue(measurement.value);
  // One translation hook per tile: a thousand stations have ten thousand tiles.
  const limit = limitText(t, measurement);
  const flagged = measurement.device_status !== null && measurement.device_status !== '00';
  return (
    <li
      className={`gw-measure gw-measure--${state}`}
      data-parameter={measurement.code}
      data-state={state}
      title={t(`monitoring.parameterState.${state}`)}
    >
      <span className="gw-measure__name">{parameterName(measurement)}</span>
      <span className="gw-measure__value">
        <strong data-testid="measurement-value">{value ?? '—'}</strong>
        {value !== null && measurement.unit && (
          <span className="gw-measure__unit">{measurement.unit}</span>
        )}
      </span>
      <span className="gw-measure__limit">{limit}</span>
      {flagged && measurement.device_status && (
        <span className={`gw-device-flag gw-device-flag--${measurement.device_status}`}>
          {t(`monitoring.deviceStatus.${measurement.device_status}`)}
        </span>
      )}
    </li>
  );
}
