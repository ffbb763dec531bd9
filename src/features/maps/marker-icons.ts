// Marker and cluster icons as Leaflet div icons (plain HTML, no image files, nothing fetched):
// a pin in the status colour with the station kind's glyph; a disc with the station count.
import L from 'leaflet';
import type { StationKind, StationStatus } from '../monitoring';
import { STATUS_COLOURS } from './station-status';

// Glyphs drawn after lucide's droplet and wind icons (ISC licence).
const GLYPHS: Record<StationKind, string> = {
  water:
    '<path d="M12 22a7 7 0 0 0 7-7c0-2-1-3.9-3-5.5s-3.5-4-4-6.5c-.5 2.5-2 4.9-4 6.5C6 11.1 5 13 5 15a7 7 0 0 0 7 7z"/>',
  air: '<path d="M12.8 19.6A2 2 0 1 0 14 16H2"/><path d="M17.5 8a2.5 2.5 0 1 1 2 4H2"/><path d="M9.8 4.4A2 2 0 1 1 11 8H2"/>',
};

const PIN_SIZE: L.PointTuple = [34, 44];

export function stationIcon(kind: StationKind, status: StationStatus): L.DivIcon {
  return L.divIcon({
    className: `gw-map-pin gw-map-pin--${status}`,
    html:
      `<svg class="gw-map-pin__shape" viewBox="0 0 34 44" aria-hidden="true" fill="${STATUS_COLOURS[status]}">` +
      '<path d="M17 43C17 43 2 27.5 2 17a15 15 0 0 1 30 0c0 10.5-15 26-15 26z"/></svg>' +
      '<svg class="gw-map-pin__glyph" viewBox="0 0 24 24" aria-hidden="true" fill="none" ' +
      `stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[kind]}</svg>`,
    iconSize: PIN_SIZE,
    iconAnchor: [PIN_SIZE[0] / 2, PIN_SIZE[1] - 1],
  });
}

export function clusterIcon(count: number, status: StationStatus): L.DivIcon {
  const size = count < 10 ? 38 : count < 100 ? 44 : 52;
  return L.divIcon({
    className: `gw-map-cluster gw-map-cluster--${status}`,
    html: `<span style="--gw-map-cluster:${STATUS_COLOURS[status]}">${count}</span>`,
    iconSize: [size, size],
  });
}

/** A text label on the map: a sea name (the archipelagos) or a province name. */
export function labelIcon(text: string, kind: 'sea' | 'province'): L.DivIcon {
  const label = document.createElement('span');
  label.textContent = text;
  return L.divIcon({
    className: `gw-map-label gw-map-label--${kind}`,
    html: label,
    iconSize: undefined,
  });
}
