// The cameras the screen shows: each with its station, for all stations or the one picked.
import type { Camera, Station } from '../monitoring';

export interface CameraEntry {
  camera: Camera;
  station: Pick<Station, 'id' | 'name' | 'code' | 'customerName'>;
}

type CameraStation = Pick<Station, 'id' | 'name' | 'code' | 'customerName' | 'cameras'>;

export function cameraEntries(
  stations: readonly CameraStation[],
  stationId: number | null,
): CameraEntry[] {
  return stations
    .filter((station) => stationId === null || station.id === stationId)
    .flatMap((station) => station.cameras.map((camera) => ({ camera, station })));
}

/** The picked station id from the URL, when it names a station of the list. */
export function pickedStation(
  stations: readonly Pick<Station, 'id'>[],
  param: string | null,
): number | null {
  if (param === null || param.trim() === '') return null;
  const id = Number(param);
  return stations.some((station) => station.id === id) ? id : null;
}
