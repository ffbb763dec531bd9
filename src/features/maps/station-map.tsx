// The Leaflet map: the shipped offline outlines underneath, online tiles above them while they
// can be reached, and the stations as status-coloured pins that merge into clusters when close.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import { effectiveStatus, type Station } from '../monitoring';
import { ARCHIPELAGOS, loadBaseLayer, type BaseLayer } from './base-layer';
import { stationBounds, VIETNAM_BOUNDS } from './map-bounds';
import { clusterIcon, labelIcon, stationIcon } from './marker-icons';
import { buildClusterIndex, clusterExpansionZoom, itemsInView } from './station-clusters';
import type { TileSource } from './tile-source';

/** Tiles that fail this often before any loads are taken as unreachable (firewall, no route). */
const UNREACHABLE_AFTER_ERRORS = 4;
const FIT_MAX_ZOOM = 16;
/** The panel is a bottom sheet below this width (maps.css). */
const SHEET_LAYOUT_MAX_WIDTH = 768;
const BASE_PANE = 'gw-base';
/** Province names show from this zoom on (the whole country is too crowded for them). */
const PROVINCE_NAMES_MIN_ZOOM = 7;
// Canvas paths take no CSS classes: the outline colours are given here.
const NEIGHBOUR_STYLE: L.PathOptions = {
  color: '#a9b8ae',
  weight: 0.8,
  fillColor: '#f1f3ef',
  fillOpacity: 1,
};
const PROVINCE_STYLE: L.PathOptions = { stroke: false, fillColor: '#dff2e6', fillOpacity: 1 };
const PROVINCE_BORDER_STYLE: L.PathOptions = { color: '#86b99a', weight: 0.9 };
const HOME_OUTLINE_STYLE: L.PathOptions = { color: '#0e7c4a', weight: 1.4 };

export interface StationMapLabels {
  region: string;
  station: (station: Station) => string;
  cluster: (count: number) => string;
  archipelago: (key: 'paracel' | 'spratly') => string;
  baseAttribution: string;
}

interface StationMapProps {
  stations: readonly Station[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  tileSource: TileSource;
  online: boolean;
  onTilesReachable: (reachable: boolean) => void;
  onBaseLayerError: () => void;
  labels: StationMapLabels;
}

export interface StationMapHandle {
  fitStations(): void;
}

function markSelected(marker: L.Marker, selected: boolean): void {
  marker.getElement()?.classList.toggle('is-selected', selected);
  marker.getElement()?.setAttribute('aria-pressed', String(selected));
  marker.setZIndexOffset(selected ? 1000 : 0);
}

/** On phones the station panel is a sheet over the lower part: move a picked pin above it. */
function keepAboveSheet(map: L.Map, pin: L.Marker): void {
  const { x, y } = map.getSize();
  if (x >= SHEET_LAYOUT_MAX_WIDTH) return;
  const point = map.latLngToContainerPoint(pin.getLatLng());
  const target = y * 0.25;
  if (point.y > target + 8) map.panBy([0, point.y - target]);
}

/**
 * The shipped outlines in the base pane, under any online tiles: neighbours, then Việt Nam's
 * provinces, their borders and the national outline, and the province names when zoomed in.
 */
function drawBaseLayer(map: L.Map, base: BaseLayer, attribution: string): void {
  const outlines = (data: Parameters<typeof L.geoJSON>[0], style: L.PathOptions, credit?: string) =>
    L.geoJSON(data, { pane: BASE_PANE, interactive: false, style, attribution: credit }).addTo(map);
  outlines(base.neighbours, NEIGHBOUR_STYLE);
  outlines(base.provinces, PROVINCE_STYLE, attribution);
  outlines(base.provinceBorders, PROVINCE_BORDER_STYLE);
  outlines(base.outline, HOME_OUTLINE_STYLE);
  const names = L.layerGroup(
    base.labels.map(({ name, position }) =>
      L.marker(position, {
        icon: labelIcon(name, 'province'),
        interactive: false,
        keyboard: false,
        pane: BASE_PANE,
      }),
    ),
  );
  const showNames = () => {
    if (map.getZoom() >= PROVINCE_NAMES_MIN_ZOOM) names.addTo(map);
    else names.remove();
  };
  showNames();
  map.on('zoomend', showNames);
}

function fitTo(map: L.Map, stations: readonly Station[]): void {
  const bounds = stationBounds(stations) ?? VIETNAM_BOUNDS;
  // Room at the top for the notices and at the bottom for the legend.
  map.fitBounds(bounds, {
    paddingTopLeft: [48, 72],
    paddingBottomRight: [48, 64],
    maxZoom: FIT_MAX_ZOOM,
  });
}

export const StationMap = forwardRef<StationMapHandle, StationMapProps>(function StationMap(
  {
    stations,
    selectedId,
    onSelect,
    tileSource,
    online,
    onTilesReachable,
    onBaseLayerError,
    labels,
  },
  ref,
) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const latest = useRef({ stations, labels, onSelect, onTilesReachable, onBaseLayerError });
  latest.current = { stations, labels, onSelect, onTilesReachable, onBaseLayerError };

  useImperativeHandle(ref, () => ({
    fitStations: () => mapRef.current && fitTo(mapRef.current, latest.current.stations),
  }));

  // The map itself, once: view, offline outlines, archipelago labels, marker layer, resizing.
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const map = L.map(element, { minZoom: 4, maxZoom: 18, zoomSnap: 0.5, preferCanvas: true });
    map.fitBounds(VIETNAM_BOUNDS);
    map.attributionControl.setPrefix(false);
    L.control.scale({ imperial: false, position: 'bottomright' }).addTo(map);
    map.createPane(BASE_PANE).style.zIndex = '150'; // under the tile pane (200)
    let disposed = false;
    loadBaseLayer()
      .then((base) => !disposed && drawBaseLayer(map, base, latest.current.labels.baseAttribution))
      .catch(() => !disposed && latest.current.onBaseLayerError());
    for (const archipelago of ARCHIPELAGOS) {
      L.marker(archipelago.position, {
        icon: labelIcon(latest.current.labels.archipelago(archipelago.key), 'sea'),
        interactive: false,
        keyboard: false,
        pane: 'overlayPane',
      }).addTo(map);
    }
    markers.current = L.layerGroup().addTo(map);
    map.on('click', () => latest.current.onSelect(null));
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(element);
    mapRef.current = map;
    return () => {
      disposed = true;
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      markers.current = null;
    };
  }, []);

  // Online tiles only while the browser is online; given up on when none can be fetched.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !online) return undefined;
    let loaded = 0;
    let failed = 0;
    const tiles = L.tileLayer(tileSource.url, {
      attribution: tileSource.attribution,
      maxZoom: tileSource.maxZoom,
      crossOrigin: true,
    });
    tiles.on('tileload', () => {
      loaded += 1;
      if (loaded === 1) latest.current.onTilesReachable(true);
    });
    tiles.on('tileerror', () => {
      failed += 1;
      if (loaded === 0 && failed === UNREACHABLE_AFTER_ERRORS) {
        tiles.remove();
        latest.current.onTilesReachable(false);
      }
    });
    tiles.addTo(map);
    return () => {
      tiles.remove();
    };
  }, [online, tileSource.url, tileSource.attribution, tileSource.maxZoom]);

  // Fit the view whenever the set of stations shown changes (not on a value update).
  const stationKey = stations.map((station) => station.id).join(',');
  useEffect(() => {
    if (mapRef.current) fitTo(mapRef.current, latest.current.stations);
  }, [stationKey]);

  const index = useMemo(() => buildClusterIndex(stations), [stations]);

  // Markers and clusters for the current view, redrawn after every move.
  const pins = useRef(new Map<number, L.Marker>());
  const selected = useRef(selectedId);
  selected.current = selectedId;
  useEffect(() => {
    const map = mapRef.current;
    const layer = markers.current;
    if (!map || !layer) return undefined;
    const draw = () => {
      layer.clearLayers();
      pins.current.clear();
      const view = map.getBounds().pad(0.25);
      const bbox: [number, number, number, number] = [
        Math.max(-180, view.getWest()),
        Math.max(-85, view.getSouth()),
        Math.min(180, view.getEast()),
        Math.min(85, view.getNorth()),
      ];
      for (const item of itemsInView(index, bbox, map.getZoom())) {
        if (item.type === 'cluster') {
          const marker = L.marker(item.position, {
            icon: clusterIcon(item.count, item.status),
            title: latest.current.labels.cluster(item.count),
            riseOnHover: true,
          });
          const expand = () =>
            map.flyTo(item.position, Math.min(clusterExpansionZoom(index, item.id), 18));
          marker.on('click', expand);
          marker.on('keypress', (event: L.LeafletKeyboardEvent) => {
            if (event.originalEvent.key === 'Enter') expand();
          });
          layer.addLayer(marker);
          continue;
        }
        const { station } = item;
        const marker = L.marker(item.position, {
          icon: stationIcon(station.kind, effectiveStatus(station.latest_status)),
          title: latest.current.labels.station(station),
          riseOnHover: true,
        });
        marker.on('click', () => latest.current.onSelect(station.id));
        marker.on('keypress', (event: L.LeafletKeyboardEvent) => {
          if (event.originalEvent.key === 'Enter') latest.current.onSelect(station.id);
        });
        layer.addLayer(marker);
        marker.getElement()?.setAttribute('data-station-id', String(station.id));
        pins.current.set(station.id, marker);
        markSelected(marker, station.id === selected.current);
      }
    };
    draw();
    map.on('moveend', draw);
    return () => {
      map.off('moveend', draw);
    };
  }, [index]);

  // Selection changes the pin in place, so a keyboard user's focus stays on it.
  useEffect(() => {
    for (const [id, marker] of pins.current) markSelected(marker, id === selectedId);
    const map = mapRef.current;
    const pin = selectedId === null ? undefined : pins.current.get(selectedId);
    if (map && pin) keepAboveSheet(map, pin);
  }, [selectedId]);

  return (
    <div ref={container} className="gw-map__canvas" role="region" aria-label={labels.region} />
  );
});
