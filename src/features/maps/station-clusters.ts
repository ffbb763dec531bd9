// Marker clustering for many stations (supercluster): at each zoom, nearby stations merge into
// one cluster marker coloured by its most urgent status (spec §4 priority).
import Supercluster from 'supercluster';
import { effectiveStatus, type Station, type StationStatus } from '../monitoring';
import { stationPosition } from './map-bounds';
import { mostUrgentStatus } from './station-status';

interface PointProps {
  index: number;
}
interface ClusterProps {
  status: StationStatus;
}

export type ClusterIndex<S> = { index: Supercluster<PointProps, ClusterProps>; stations: S[] };

export type MapItem<S> =
  | { type: 'station'; station: S; position: [number, number]; status: StationStatus }
  | {
      type: 'cluster';
      id: number;
      count: number;
      position: [number, number];
      status: StationStatus;
    };

/** Stations closer than this many pixels merge; above this zoom nothing merges any more. */
export const CLUSTER_RADIUS_PX = 48;
export const CLUSTER_MAX_ZOOM = 14;

export function buildClusterIndex<S extends Pick<Station, 'location' | 'latest_status'>>(
  stations: readonly S[],
): ClusterIndex<S> {
  const positioned = stations.filter((station) => stationPosition(station) !== null);
  const index = new Supercluster<PointProps, ClusterProps>({
    radius: CLUSTER_RADIUS_PX,
    maxZoom: CLUSTER_MAX_ZOOM,
    map: (props) => ({ status: effectiveStatus(positioned[props.index].latest_status) }),
    reduce: (accumulated, props) => {
      accumulated.status = mostUrgentStatus([accumulated.status, props.status]);
    },
  });
  index.load(
    positioned.map((station, i) => {
      const [lat, lng] = stationPosition(station) as [number, number];
      return {
        type: 'Feature' as const,
        properties: { index: i },
        geometry: { type: 'Point' as const, coordinates: [lng, lat] },
      };
    }),
  );
  return { index, stations: positioned };
}

/** What to draw for a view: bbox is [west, south, east, north]. */
export function itemsInView<S extends Pick<Station, 'location' | 'latest_status'>>(
  { index, stations }: ClusterIndex<S>,
  bbox: [number, number, number, number],
  zoom: number,
): MapItem<S>[] {
  return index.getClusters(bbox, Math.round(zoom)).map((item) => {
    const [lng, lat] = item.geometry.coordinates;
    const props = item.properties;
    if ('cluster' in props && props.cluster) {
      return {
        type: 'cluster',
        id: props.cluster_id,
        count: props.point_count,
        position: [lat, lng],
        status: props.status,
      };
    }
    const station = stations[(props as PointProps).index];
    return {
      type: 'station',
      station,
      // The exact position: supercluster's projected round trip drifts in the last digits.
      position: stationPosition(station) as [number, number],
      status: effectiveStatus(station.latest_status),
    };
  });
}

export function clusterExpansionZoom<S>({ index }: ClusterIndex<S>, clusterId: number): number {
  return index.getClusterExpansionZoom(clusterId);
}
