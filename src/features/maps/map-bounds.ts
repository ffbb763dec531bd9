// Where the stations are: which have usable coordinates and the box that holds them all.
import type { Station } from '../monitoring';

type Located = { location: Partial<Station['location']> | null | undefined };

export type LatLngPair = [lat: number, lng: number];
export type BoundsPair = [southWest: LatLngPair, northEast: LatLngPair];

/** Mainland Việt Nam with its coast; the view when there is no station to fit. */
export const VIETNAM_BOUNDS: BoundsPair = [
  [8.18, 102.14],
  [23.39, 109.46],
];

const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The station's position, or null when it has none a map can show (0,0 is a missing value). */
export function stationPosition(station: Located): LatLngPair | null {
  const lat = station.location?.lat;
  const lng = station.location?.lng;
  if (!finite(lat) || !finite(lng)) return null;
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return null;
  if (lat === 0 && lng === 0) return null;
  return [lat, lng];
}

/** The smallest box holding every positioned station, or null when none has a position. */
export function stationBounds(stations: readonly Located[]): BoundsPair | null {
  let bounds: BoundsPair | null = null;
  for (const station of stations) {
    const position = stationPosition(station);
    if (!position) continue;
    const [lat, lng] = position;
    if (!bounds) {
      bounds = [
        [lat, lng],
        [lat, lng],
      ];
      continue;
    }
    bounds = [
      [Math.min(bounds[0][0], lat), Math.min(bounds[0][1], lng)],
      [Math.max(bounds[1][0], lat), Math.max(bounds[1][1], lng)],
    ];
  }
  return bounds;
}
