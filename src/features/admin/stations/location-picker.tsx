// A small map beside the latitude and longitude inputs: it shows where they point, and a click
// (or a dragged pin) writes the spot into them. The same base map as /maps: Việt Nam's shipped
// outlines, readable offline, under the online tiles that remote config names.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { useRecoilValue } from 'recoil';
import { useT } from '../../../i18n';
import { loadBaseLayer, onlineTileSource } from '../../maps';
import { remoteConfigState } from '../../remote-config';

/** Việt Nam, when no location is typed yet. */
const VIETNAM_CENTRE: L.LatLngTuple = [16.0, 106.5];
const PICKED_ZOOM = 12;
/** Under the tile pane (200): the outlines show wherever no online tile covers them. */
const BASE_PANE = 'gw-admin-base';
const OUTLINE_STYLE: L.PathOptions = {
  color: '#86b99a',
  weight: 0.9,
  fillColor: '#dff2e6',
  fillOpacity: 1,
};

interface LocationPickerProps {
  lat: number | null;
  lng: number | null;
  onPick: (lat: number, lng: number) => void;
}

/** Six decimals: about 0.1 m, finer than any station needs. */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

export function LocationPicker({ lat, lng, onPick }: LocationPickerProps) {
  const { t } = useT();
  const config = useRecoilValue(remoteConfigState);
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const pinRef = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const map = L.map(element, { minZoom: 4, maxZoom: 18 }).setView(VIETNAM_CENTRE, 5);
    map.attributionControl.setPrefix(false);
    map.createPane(BASE_PANE).style.zIndex = '150';
    const tiles = onlineTileSource(config);
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: tiles.maxZoom }).addTo(map);
    let alive = true;
    void loadBaseLayer().then((base) => {
      if (!alive) return;
      L.geoJSON(base.provinces, {
        pane: BASE_PANE,
        interactive: false,
        style: OUTLINE_STYLE,
      }).addTo(map);
    });
    // The dialog opens with an animation: the map measures itself again once it has its size.
    const resized = new ResizeObserver(() => map.invalidateSize());
    resized.observe(element);
    map.on('click', (event: L.LeafletMouseEvent) =>
      pick.current(rounded(event.latlng.lat), rounded(event.latlng.lng)),
    );
    mapRef.current = map;
    return () => {
      alive = false;
      resized.disconnect();
      map.remove();
      mapRef.current = null;
      pinRef.current = null;
    };
    // The map is made once; later config changes only matter on /maps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The pin follows the inputs; a typed location is brought into view.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (lat === null || lng === null) {
      pinRef.current?.remove();
      pinRef.current = null;
      return;
    }
    if (!pinRef.current) {
      pinRef.current = L.marker([lat, lng], {
        draggable: true,
        icon: L.divIcon({ className: 'gw-admin-pin', iconSize: [18, 18] }),
      }).addTo(map);
      pinRef.current.on('dragend', () => {
        const at = pinRef.current!.getLatLng();
        pick.current(rounded(at.lat), rounded(at.lng));
      });
      map.setView([lat, lng], Math.max(map.getZoom(), PICKED_ZOOM));
    } else {
      pinRef.current.setLatLng([lat, lng]);
      if (!map.getBounds().contains([lat, lng])) map.panTo([lat, lng]);
    }
  }, [lat, lng]);

  return (
    <div className="gw-admin-map">
      <div
        ref={container}
        className="gw-admin-map__canvas"
        role="application"
        aria-label={t('adminConsole.stations.mapLabel')}
      />
      <p className="gw-muted gw-admin-map__hint">{t('adminConsole.stations.mapHint')}</p>
    </div>
  );
}
