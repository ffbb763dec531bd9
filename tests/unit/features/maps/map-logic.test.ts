import { describe, expect, it } from 'vitest';
import {
  stationBounds,
  stationPosition,
  VIETNAM_BOUNDS,
} from '../../../../src/features/maps/map-bounds';
import {
  filterMapStations,
  isFiltering,
  NO_MAP_FILTER,
} from '../../../../src/features/maps/map-filters';
import { clusterIcon, stationIcon } from '../../../../src/features/maps/marker-icons';
import { mostUrgentStatus, STATUS_COLOURS } from '../../../../src/features/maps/station-status';
import { station } from './fixtures';

describe('marker colour per status', () => {
  it('gives each of the four statuses its own colour', () => {
    expect(Object.keys(STATUS_COLOURS).sort()).toEqual([
      'exceed_threshold',
      'near_threshold',
      'signal_lost',
      'within_threshold',
    ]);
    expect(new Set(Object.values(STATUS_COLOURS)).size).toBe(4);
    expect(STATUS_COLOURS.exceed_threshold).toBe('#d32f2f');
  });

  it('paints each pin and cluster in its status colour, with the kind glyph and the count', () => {
    const exceeding = stationIcon('water', 'exceed_threshold').options;
    expect(exceeding.className).toBe('gw-map-pin gw-map-pin--exceed_threshold');
    expect(exceeding.html).toContain(`fill="${STATUS_COLOURS.exceed_threshold}"`);
    const lost = stationIcon('air', 'signal_lost').options.html as string;
    expect(lost).toContain(`fill="${STATUS_COLOURS.signal_lost}"`);
    expect(lost).not.toEqual(stationIcon('water', 'signal_lost').options.html);
    const cluster = clusterIcon(12, 'near_threshold').options;
    expect(cluster.html).toBe(
      `<span style="--gw-map-cluster:${STATUS_COLOURS.near_threshold}">12</span>`,
    );
    expect(cluster.iconSize).toEqual([44, 44]);
  });

  it('colours a group by its most urgent status (spec §4 priority)', () => {
    expect(mostUrgentStatus(['within_threshold', 'exceed_threshold', 'near_threshold'])).toBe(
      'exceed_threshold',
    );
    expect(mostUrgentStatus(['signal_lost', 'near_threshold'])).toBe('near_threshold');
    expect(mostUrgentStatus(['signal_lost', 'within_threshold'])).toBe('within_threshold');
    expect(mostUrgentStatus([])).toBe('signal_lost');
  });
});

describe('station positions and bounds', () => {
  it('keeps only real coordinates', () => {
    expect(stationPosition({ location: { lat: 20.9, lng: 107.0 } })).toEqual([20.9, 107.0]);
    expect(stationPosition({ location: { lat: 0, lng: 0 } })).toBeNull();
    expect(stationPosition({ location: { lat: Number.NaN, lng: 105 } })).toBeNull();
    expect(stationPosition({ location: { lat: 95, lng: 105 } })).toBeNull();
    expect(stationPosition({ location: null })).toBeNull();
    expect(stationPosition({ location: { lat: undefined, lng: 105 } })).toBeNull();
  });

  it('spans every positioned station and nothing else', () => {
    expect(
      stationBounds([
        { location: { lat: 10.73, lng: 106.7 } },
        { location: { lat: 20.96, lng: 107.04 } },
        { location: { lat: 0, lng: 0 } },
        { location: { lat: 11.05, lng: 106.5 } },
      ]),
    ).toEqual([
      [10.73, 106.5],
      [20.96, 107.04],
    ]);
    expect(stationBounds([{ location: { lat: 21, lng: 105 } }])).toEqual([
      [21, 105],
      [21, 105],
    ]);
  });

  it('has no bounds without stations (the map then shows Việt Nam)', () => {
    expect(stationBounds([])).toBeNull();
    const [[south, west], [north, east]] = VIETNAM_BOUNDS;
    expect(south).toBeLessThan(9);
    expect(north).toBeGreaterThan(23);
    expect(west).toBeLessThan(103);
    expect(east).toBeGreaterThan(109);
  });
});

describe('map filters', () => {
  const stations = [
    station({ id: 1, kind: 'water', latest_status: 'exceed_threshold' }),
    station({ id: 2, kind: 'air', latest_status: 'within_threshold' }),
    station({ id: 3, kind: 'air', latest_status: null }),
    station({ id: 4, kind: 'water', latest_status: 'near_threshold' }),
  ];
  const ids = (list: { id: number }[]) => list.map((s) => s.id);

  it('shows everything without a filter', () => {
    expect(ids(filterMapStations(stations, NO_MAP_FILTER))).toEqual([1, 2, 3, 4]);
    expect(isFiltering(NO_MAP_FILTER)).toBe(false);
  });

  it('filters by kind and by statuses, a missing status counting as signal lost', () => {
    expect(ids(filterMapStations(stations, { statuses: [], kind: 'air' }))).toEqual([2, 3]);
    expect(
      ids(
        filterMapStations(stations, { statuses: ['signal_lost', 'exceed_threshold'], kind: 'all' }),
      ),
    ).toEqual([1, 3]);
    const both = {
      statuses: ['near_threshold', 'within_threshold'] as const,
      kind: 'water' as const,
    };
    expect(ids(filterMapStations(stations, { ...both, statuses: [...both.statuses] }))).toEqual([
      4,
    ]);
    expect(isFiltering({ statuses: [], kind: 'water' })).toBe(true);
    expect(isFiltering({ statuses: ['signal_lost'], kind: 'all' })).toBe(true);
  });
});
