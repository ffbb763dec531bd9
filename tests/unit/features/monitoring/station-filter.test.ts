import { describe, expect, it } from 'vitest';
import {
  applyStationFilter,
  customerFilterId,
  groupFilterId,
  INITIAL_STATION_FILTER,
  type StationFilterState,
} from '../../../../src/features/monitoring/lib/station-filter';
import { buildStations } from '../../../../src/features/monitoring/lib/station-model';
import { customer, station } from './fixtures';

const stations = buildStations([
  customer({
    id: 1,
    customergroup: { id: 10, name: 'Nam' },
    station: [
      station({ id: 1, name: 'A1', latest_status: 'within_threshold' }),
      station({ id: 2, name: 'A2', latest_status: 'exceed_threshold' }),
    ],
  }),
  customer({
    id: 2,
    customergroup: { id: 20, name: 'Bắc' },
    station: [station({ id: 3, name: 'B1', latest_status: null })],
  }),
  customer({ id: 3, customergroup: null, station: [station({ id: 4, name: 'C1' })] }),
]);

const ids = (filter: Partial<StationFilterState>) =>
  applyStationFilter(stations, { ...INITIAL_STATION_FILTER, ...filter }).map((s) => s.id);

describe('applyStationFilter', () => {
  it('keeps everything, worst first, without a filter', () => {
    expect(ids({})).toEqual([2, 1, 4, 3]);
  });

  it('filters by group through the field named customer (spec §3 swap)', () => {
    expect(ids({ customer: groupFilterId('10') })).toEqual([2, 1]);
    expect(ids({ customer: groupFilterId('unknown') })).toEqual([4]);
  });

  it('filters by customer through the field named customerGroup (spec §3 swap)', () => {
    expect(ids({ customerGroup: customerFilterId(2) })).toEqual([3]);
  });

  it('filters by statuses, a missing status matching signal_lost', () => {
    expect(ids({ statuses: ['signal_lost'] })).toEqual([3]);
    expect(ids({ statuses: ['exceed_threshold', 'within_threshold'] })).toEqual([2, 1, 4]);
  });

  it('filters by station ids and sorts by name', () => {
    expect(ids({ stations: [4, 1], sortBy: 'name_asc' })).toEqual([1, 4]);
  });
});

describe('the swapped names cannot be mixed up', () => {
  it('refuses a group id in the customer field and a customer id in the group field', () => {
    const filter: StationFilterState = {
      ...INITIAL_STATION_FILTER,
      // @ts-expect-error the field named customerGroup holds a customer id, not a group id
      customerGroup: groupFilterId('10'),
    };
    // @ts-expect-error the field named customer holds a group id, not a customer id
    const other: StationFilterState = { ...filter, customer: customerFilterId(1) };
    expect(other).toBeDefined();
  });
});
