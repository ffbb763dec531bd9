// /camera-monitoring: the cameras of the customer's stations, filterable by station; each shows
// its snapshot and plays its live stream on demand.
import { Cctv } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Select, type SelectOption } from '../../components/form';
import { useT } from '../../i18n';
import { MonitoringGate, useMonitoringData } from '../monitoring';
import { CameraCard } from './camera-card';
import { cameraEntries, pickedStation } from './camera-list';
import './cameras.css';

const ALL = 'all';

function CameraWall() {
  const { t } = useT();
  const { stations } = useMonitoringData();
  const [searchParams, setSearchParams] = useSearchParams();
  const stationId = pickedStation(stations, searchParams.get('station'));
  const entries = useMemo(() => cameraEntries(stations, stationId), [stations, stationId]);
  const options: SelectOption<string>[] = useMemo(
    () => [
      { value: ALL, label: t('maps.camera.allStations') },
      ...stations.map((station) => ({
        value: String(station.id),
        label: `${station.displayName} (${station.cameras.length})`,
      })),
    ],
    [stations, t],
  );
  const pick = (value: string) =>
    setSearchParams(value === ALL ? {} : { station: value }, { replace: true });

  const empty =
    stations.length === 0
      ? t('maps.camera.noStations')
      : stationId === null
        ? t('maps.camera.noCameras')
        : t('maps.camera.noCamerasAtStation');

  return (
    <div className="gw-cameras">
      <header className="gw-cameras__header">
        <h1 className="gw-page-title">{t('nav.camera-monitoring')}</h1>
        <div className="gw-cameras__filter">
          <Select
            label={t('maps.camera.stationFilter')}
            options={options}
            value={stationId === null ? ALL : String(stationId)}
            onChange={pick}
          />
        </div>
        <p className="gw-cameras__count" role="status">
          {t('maps.camera.count', { count: entries.length })}
        </p>
      </header>
      {entries.length === 0 ? (
        <div className="gw-cameras__empty" role="status">
          <Cctv size={36} aria-hidden="true" />
          <p>{empty}</p>
        </div>
      ) : (
        <ul className="gw-cameras__grid">
          {entries.map((entry) => (
            <CameraCard key={entry.camera.id} entry={entry} />
          ))}
        </ul>
      )}
    </div>
  );
}

export function CameraMonitoringPage() {
  return (
    <MonitoringGate>
      <CameraWall />
    </MonitoringGate>
  );
}
