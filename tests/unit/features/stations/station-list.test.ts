import { describe, expect, it } from 'vitest';
import { sortStations } from '../../../../src/features/monitoring';
import { buildStations } from '../../../../src/features/monitoring/lib/station-model';
import {
  groupedRows,
  INITIAL_LIST_QUERY,
  matchesListQuery,
} from '../../../../src/features/stations/lib/station-list';
import { customer, station as fullStation } from '../monitoring/fixtures';

const station: typeof fullStation = (overrides) =>
  fullStation({ address: null, province: null, ...overrides });

const stations = buildStations([
  customer({
    id: 2,
    name: 'Công ty Giấy Sài Gòn',
    customergroup: { id: 1, name: 'Khu vực phía Nam' },
    station: [
      station({ id: 21, name: 'Trạm nước thải', province: 'Bình Dương', kind: 'water' }),
      station({ id: 22, name: 'Ống khói', kind: 'air', latest_status: 'exceed_threshold' }),
    ],
  }),
  customer({
    id: 1,
    name: 'Công ty Dệt An Phước',
    customergroup: { id: 1, name: 'Khu vực phía Nam' },
    station: [station({ id: 11, name: 'Trạm số 1', address: 'KCN Nhơn Trạch' })],
  }),
  customer({ id: 3, name: 'Công ty Đông Á', customergroup: null, station: [station({ id: 31 })] }),
  customer({
    id: 4,
    name: 'Công ty Hà Nội',
    customergroup: { id: 2, name: 'Khu vực phía Bắc' },
    station: [station({ id: 41 })],
  }),
]);

describe('matchesListQuery', () => {
  const find = (search: string, kind: 'water' | 'air' | null = null) =>
    stations.filter((s) => matchesListQuery(s, { search, kind })).map((s) => s.id);

  it('searches without accents over station, customer, address and province', () => {
    expect(find('ong khoi')).toEqual([22]);
    expect(find('binh duong')).toEqual([21]);
    expect(find('nhon trach')).toEqual([11]);
    expect(find('dong a')).toEqual([31]);
    expect(find('ĐÔNG Á')).toEqual([31]);
  });

  it('filters by kind, and matches everything with an empty query', () => {
    expect(find('', 'air')).toEqual([22]);
    expect(stations.every((s) => matchesListQuery(s, INITIAL_LIST_QUERY))).toBe(true);
  });
});

describe('groupedRows', () => {
  it('groups by customer group then customer, in name order, unknown group last', () => {
    const rows = groupedRows(sortStations(stations, 'status_priority'));
    expect(
      rows.map((row) =>
        row.type === 'group'
          ? `G ${row.group.name} ${row.count}`
          : row.type === 'customer'
            ? `C ${row.customerName} ${row.count}`
            : `S ${row.station.id}`,
      ),
    ).toEqual([
      'G Khu vực phía Bắc 1',
      'C Công ty Hà Nội 1',
      'S 41',
      'G Khu vực phía Nam 3',
      'C Công ty Dệt An Phước 1',
      'S 11',
      'C Công ty Giấy Sài Gòn 2',
      'S 22',
      'S 21',
      'G Unknown 1',
      'C Công ty Đông Á 1',
      'S 31',
    ]);
  });
});
