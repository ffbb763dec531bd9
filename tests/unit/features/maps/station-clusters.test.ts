import { describe, expect, it } from 'vitest';
import {
  buildClusterIndex,
  clusterExpansionZoom,
  CLUSTER_MAX_ZOOM,
  itemsInView,
} from '../../../../src/features/maps/station-clusters';
import { station } from './fixtures';

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

// Four stations of one industrial park (a few hundred metres apart) and one far away.
const park = [
  station({ id: 1, location: { lat: 20.965, lng: 107.039 }, latest_status: 'within_threshold' }),
  station({ id: 2, location: { lat: 20.9661, lng: 107.0412 }, latest_status: 'exceed_threshold' }),
  station({ id: 3, location: { lat: 20.9642, lng: 107.0371 }, latest_status: null }),
  station({ id: 4, location: { lat: 20.9635, lng: 107.0402 }, latest_status: 'near_threshold' }),
];
const far = station({
  id: 5,
  location: { lat: 10.7353, lng: 106.7 },
  latest_status: 'signal_lost',
});
const unplaced = station({ id: 6, location: { lat: 0, lng: 0 } });

describe('station clusters', () => {
  const index = buildClusterIndex([...park, far, unplaced]);

  it('merges a park into one cluster coloured by its most urgent station when zoomed out', () => {
    const items = itemsInView(index, WORLD, 6);
    expect(items).toHaveLength(2);
    const cluster = items.find((item) => item.type === 'cluster');
    expect(cluster).toMatchObject({ type: 'cluster', count: 4, status: 'exceed_threshold' });
    const single = items.find((item) => item.type === 'station');
    expect(single).toMatchObject({
      type: 'station',
      status: 'signal_lost',
      position: [10.7353, 106.7],
    });
  });

  it('shows one pin per positioned station once zoomed in past the clustering zoom', () => {
    const items = itemsInView(index, WORLD, CLUSTER_MAX_ZOOM + 2);
    expect(items.every((item) => item.type === 'station')).toBe(true);
    const ids = items.map((item) => (item.type === 'station' ? item.station.id : null)).sort();
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    const three = items.find((item) => item.type === 'station' && item.station.id === 3);
    expect(three?.status).toBe('signal_lost'); // no status yet
  });

  it('only returns what lies in the view', () => {
    const north: [number, number, number, number] = [104, 19, 109, 23];
    const items = itemsInView(index, north, CLUSTER_MAX_ZOOM + 2);
    expect(items).toHaveLength(4);
  });

  it('tells the zoom at which a cluster splits', () => {
    const cluster = itemsInView(index, WORLD, 6).find((item) => item.type === 'cluster');
    if (cluster?.type !== 'cluster') throw new Error('expected a cluster');
    const zoom = clusterExpansionZoom(index, cluster.id);
    expect(zoom).toBeGreaterThan(6);
    expect(itemsInView(index, WORLD, zoom).length).toBeGreaterThan(2);
  });

  it('copes with no stations', () => {
    expect(itemsInView(buildClusterIndex([]), WORLD, 6)).toEqual([]);
  });
});
