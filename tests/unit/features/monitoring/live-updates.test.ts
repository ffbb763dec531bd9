import { describe, expect, it } from 'vitest';
import {
  mergeStationUpdate,
  replaceStationMeasurements,
  stationFieldsFromRow,
} from '../../../../src/features/monitoring/lib/live-updates';
import { customer, measurement, station } from './fixtures';

const tree = [
  customer({ id: 1, station: [station({ id: 1 }), station({ id: 2, name: 'Trạm 2' })] }),
  customer({ id: 2, name: 'Công ty B', station: [station({ id: 3, name: 'Trạm 3' })] }),
];

describe('mergeStationUpdate', () => {
  it('merges the changed columns into the station with the same id only', () => {
    const next = mergeStationUpdate(tree, {
      id: 2,
      customer_id: 1,
      latest_status: 'exceed_threshold',
      latest_time: '2026-11-23T07:00:00.000Z',
      near_threshold_ratio: '0.800',
      lat: 10.5,
      lng: 106.5,
    });
    const changed = next[0]!.station[1]!;
    expect(changed).toMatchObject({
      id: 2,
      name: 'Trạm 2',
      latest_status: 'exceed_threshold',
      latest_time: '2026-11-23T07:00:00.000Z',
      near_threshold_ratio: 0.8,
      location: { lat: 10.5, lng: 106.5 },
    });
    // Measurements are not in the station row: they stay until a measurement update.
    expect(changed.measurements).toEqual(tree[0]!.station[1]!.measurements);
    expect(next[0]!.station[0]).toBe(tree[0]!.station[0]);
    expect(next[1]).toBe(tree[1]);
    expect(tree[0]!.station[1]!.latest_status).toBe('within_threshold');
  });

  it('returns the same tree when no station has that id', () => {
    expect(mergeStationUpdate(tree, { id: 99, latest_status: 'signal_lost' })).toBe(tree);
  });

  it('accepts a string id and a cleared status', () => {
    const next = mergeStationUpdate(tree, { id: '3', latest_status: null, latest_time: null });
    expect(next[1]!.station[0]).toMatchObject({ latest_status: null, latest_time: null });
  });
});

describe('replaceStationMeasurements (measurement-only update)', () => {
  it('replaces the whole list of that station and nothing else', () => {
    const fresh = [
      measurement({ code: 'pH', name: 'pH', unit: '', value: 7.2, limit_min: 5.5, limit_max: 9 }),
      measurement({ value: 180 }),
    ];
    const next = replaceStationMeasurements(tree, 1, fresh);
    expect(next[0]!.station[0]!.measurements).toEqual(fresh);
    expect(next[0]!.station[0]!.latest_status).toBe('within_threshold');
    expect(next[0]!.station[1]).toBe(tree[0]!.station[1]);
    expect(next[1]).toBe(tree[1]);
  });

  it('returns the same tree for a station it does not hold', () => {
    expect(replaceStationMeasurements(tree, 42, [])).toBe(tree);
  });
});

describe('stationFieldsFromRow', () => {
  it('leaves out columns the row does not carry', () => {
    expect(stationFieldsFromRow({ id: 1, latest_status: 'near_threshold' })).toEqual({
      latest_status: 'near_threshold',
    });
  });
});
