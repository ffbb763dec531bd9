import { describe, expect, it } from 'vitest';
import {
  heldStationIds,
  mergeStationUpdates,
  replaceStationMeasurements,
  stationFieldsFromRow,
  type StationRow,
} from '../../../../src/features/monitoring/lib/live-updates';
import { customer, measurement, station } from './fixtures';

const tree = [
  customer({ id: 1, station: [station({ id: 1 }), station({ id: 2, name: 'Trạm 2' })] }),
  customer({ id: 2, name: 'Công ty B', station: [station({ id: 3, name: 'Trạm 3' })] }),
];

const rows = (...list: StationRow[]) => new Map(list.map((row) => [Number(row.id), row]));

describe('mergeStationUpdates', () => {
  it('merges the changed columns into the station with the same id only', () => {
    const next = mergeStationUpdates(
      tree,
      rows({
        id: 2,
        customer_id: 1,
        latest_status: 'exceed_threshold',
        latest_time: '2026-11-23T07:00:00.000Z',
        near_threshold_ratio: '0.800',
        lat: 10.5,
        lng: 106.5,
      }),
    );
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
    expect(mergeStationUpdates(tree, rows({ id: 99, latest_status: 'signal_lost' }))).toBe(tree);
  });

  it('accepts a string id and a cleared status', () => {
    const next = mergeStationUpdates(
      tree,
      rows({ id: '3', latest_status: null, latest_time: null }),
    );
    expect(next[1]!.station[0]).toMatchObject({ latest_status: null, latest_time: null });
  });

  it('merges the stations of several customers in one new tree', () => {
    const next = mergeStationUpdates(
      tree,
      rows(
        { id: 1, latest_status: 'signal_lost' },
        { id: 3, latest_status: 'near_threshold' },
        { id: 99, latest_status: 'exceed_threshold' },
      ),
    );
    expect(next.map((c) => c.station.map((s) => s.latest_status))).toEqual([
      ['signal_lost', 'within_threshold'],
      ['near_threshold'],
    ]);
    expect(next[0]!.station[1]).toBe(tree[0]!.station[1]);
  });
});

describe('replaceStationMeasurements (measurement-only update)', () => {
  it('replaces the whole list of that station and nothing else', () => {
    const fresh = [
      measurement({ code: 'pH', name: 'pH', unit: '', value: 7.2, limit_min: 5.5, limit_max: 9 }),
      measurement({ value: 180 }),
    ];
    const next = replaceStationMeasurements(tree, new Map([[1, fresh]]));
    expect(next[0]!.station[0]!.measurements).toEqual(fresh);
    expect(next[0]!.station[0]!.latest_status).toBe('within_threshold');
    expect(next[0]!.station[1]).toBe(tree[0]!.station[1]);
    expect(next[1]).toBe(tree[1]);
  });

  it('returns the same tree for a station it does not hold', () => {
    expect(replaceStationMeasurements(tree, new Map([[42, []]]))).toBe(tree);
  });

  it('replaces the lists of several stations at once', () => {
    const fresh = [measurement({ value: 180 })];
    const next = replaceStationMeasurements(
      tree,
      new Map([
        [2, fresh],
        [3, []],
      ]),
    );
    expect(next[0]!.station[1]!.measurements).toEqual(fresh);
    expect(next[1]!.station[0]!.measurements).toEqual([]);
    expect(next[0]!.station[0]).toBe(tree[0]!.station[0]);
  });
});

describe('heldStationIds', () => {
  it('keeps the ids some customer holds, in the order given', () => {
    expect(heldStationIds(tree, [3, 99, 1])).toEqual([3, 1]);
    expect(heldStationIds([], [1])).toEqual([]);
  });
});

describe('stationFieldsFromRow', () => {
  it('leaves out columns the row does not carry', () => {
    expect(stationFieldsFromRow({ id: 1, latest_status: 'near_threshold' })).toEqual({
      latest_status: 'near_threshold',
    });
  });
});
