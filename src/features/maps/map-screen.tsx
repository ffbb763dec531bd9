// /maps content (loaded on demand with Leaflet and the outlines): filter bar, the map with its
// legend and notices, and the selected station's panel.
import { CloudOff, MapPinOff } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { useT } from '../../i18n';
import { countByStatus, effectiveStatus, type Station } from '../monitoring';
import { remoteConfigState } from '../remote-config';
import { stationPosition } from './map-bounds';
import { FitButton, MapFilterBar, MapLegend } from './map-controls';
import { filterMapStations, isFiltering, NO_MAP_FILTER, type MapFilter } from './map-filters';
import { StationMap, type StationMapHandle, type StationMapLabels } from './station-map';
import { StationPanel } from './station-panel';
import { onlineTileSource } from './tile-source';
import { useOnlineStatus } from './use-online-status';
import './maps.css';

export default function MapScreen({ stations }: { stations: readonly Station[] }) {
  const { t } = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const [filter, setFilter] = useState<MapFilter>(NO_MAP_FILTER);
  const [tilesReachable, setTilesReachable] = useState(true);
  const [baseLayerFailed, setBaseLayerFailed] = useState(false);
  const online = useOnlineStatus();
  const config = useRecoilValue(remoteConfigState);
  const map = useRef<StationMapHandle>(null);

  const located = useMemo(() => stations.filter((s) => stationPosition(s) !== null), [stations]);
  const shown = useMemo(() => filterMapStations(located, filter), [located, filter]);
  const counts = useMemo(() => countByStatus(located), [located]);
  // The atom changes only when a value really changed (remote-config store).
  const tileSource = useMemo(() => onlineTileSource(config), [config]);

  const selectedParam = Number(searchParams.get('station'));
  const selected = shown.find((station) => station.id === selectedParam) ?? null;
  const select = useCallback(
    (id: number | null) =>
      setSearchParams(id === null ? {} : { station: String(id) }, { replace: true }),
    [setSearchParams],
  );

  const labels: StationMapLabels = useMemo(
    () => ({
      region: t('maps.map.region'),
      station: (station) =>
        `${station.name} – ${t(`monitoring.status.${effectiveStatus(station.latest_status)}`)}`,
      cluster: (count) => t('maps.map.cluster', { count }),
      archipelago: (key) => t(`maps.map.${key}`),
      baseAttribution: t('maps.map.attribution'),
    }),
    [t],
  );

  return (
    <div className="gw-maps">
      <h1 className="gw-map-sr-only">{t('nav.maps')}</h1>
      <MapFilterBar
        filter={filter}
        counts={counts}
        shown={shown.length}
        total={located.length}
        onChange={setFilter}
      />
      <div className="gw-map">
        <StationMap
          ref={map}
          stations={shown}
          selectedId={selected?.id ?? null}
          onSelect={select}
          tileSource={tileSource}
          online={online}
          onTilesReachable={setTilesReachable}
          onBaseLayerError={() => setBaseLayerFailed(true)}
          labels={labels}
        />
        <FitButton onFit={() => map.current?.fitStations()} />
        <MapLegend />
        <div className="gw-map__notices">
          {(!online || !tilesReachable) && (
            <p className="gw-map-notice" role="status">
              <CloudOff size={16} aria-hidden="true" /> {t('maps.map.offline')}
            </p>
          )}
          {baseLayerFailed && (
            <p className="gw-map-notice" role="alert">
              {t('maps.map.baseLayerError')}
            </p>
          )}
          {shown.length === 0 && (
            <p className="gw-map-notice gw-map-notice--empty" role="status">
              <MapPinOff size={16} aria-hidden="true" />
              {isFiltering(filter) ? t('maps.map.noMatch') : t('maps.map.noStations')}
              {isFiltering(filter) && (
                <button
                  type="button"
                  className="gw-link-button"
                  onClick={() => setFilter(NO_MAP_FILTER)}
                >
                  {t('maps.map.clearFilters')}
                </button>
              )}
            </p>
          )}
        </div>
        {selected && <StationPanel station={selected} onClose={() => select(null)} />}
      </div>
    </div>
  );
}
