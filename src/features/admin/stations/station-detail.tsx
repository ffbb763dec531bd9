// One station opened: its facts with an edit button, its parameters, its camera and where its
// files are forwarded to the authority.
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { AuthorityEndpointSection } from '../authority-endpoint/authority-endpoint-section';
import { RowActions } from '../row-actions';
import { CameraSection } from './camera-section';
import { ParametersSection } from './parameters-section';
import { StationDialog } from './station-dialog';
import type { StationRow } from './stations-api';

interface Props {
  station: StationRow;
  onBack: () => void;
}

export function StationDetail({ station, onBack }: Props) {
  const { t } = useT();
  const [editing, setEditing] = useState(false);
  const none = t('adminConsole.common.none');
  const facts: [string, string][] = [
    [t('adminConsole.stations.code'), station.code],
    [t('adminConsole.stations.kind'), t(`adminConsole.stations.kinds.${station.kind}`)],
    [t('adminConsole.stations.location'), `${station.lat}, ${station.lng}`],
    [t('adminConsole.stations.address'), station.address ?? none],
    [t('adminConsole.stations.province'), station.province ?? none],
    [t('adminConsole.stations.standard'), station.standard ?? none],
    [
      t('adminConsole.stations.publicSharing'),
      station.public_sharing ? t('adminConsole.common.yes') : t('adminConsole.common.no'),
    ],
    [
      t('adminConsole.stations.nearThresholdRatio'),
      Number(station.near_threshold_ratio).toLocaleString('vi-VN'),
    ],
    [t('adminConsole.stations.signalLossMinutes'), String(station.signal_loss_minutes)],
  ];
  return (
    <div className="gw-admin-detail" data-open-station={station.code}>
      <button type="button" className="gw-link-button gw-admin-detail__back" onClick={onBack}>
        <ArrowLeft size={16} aria-hidden="true" /> {t('adminConsole.stations.back')}
      </button>
      <section className="gw-admin-section">
        <div className="gw-admin-section__head">
          <h2 className="gw-admin-section__title">{station.name}</h2>
          <RowActions name={station.name} onEdit={() => setEditing(true)} />
        </div>
        <dl className="gw-admin-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ParametersSection stationId={station.id} />
      <CameraSection stationId={station.id} />
      <AuthorityEndpointSection station={station} />
      {editing && (
        <StationDialog
          customerId={station.customer_id}
          station={station}
          onClose={() => setEditing(false)}
        />
      )}
    </div>
  );
}
