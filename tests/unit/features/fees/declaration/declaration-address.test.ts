import { describe, expect, it } from 'vitest';
import {
  addressedFilter,
  declarationSearch,
} from '../../../../../src/features/fees/declaration/declaration-address';
import type {
  FilterConfig,
  ReportFilterValues,
  StationChoice,
} from '../../../../../src/features/report-kit';

// The declaration's address: the reminder's ?year=&quarter= (and a station or facility) opens
// that return when valid; anything else, future or foreign falls back to the default.

const config: FilterConfig = { stations: 'fee', stationKind: 'water', quarterOnly: true };
const now = new Date('2026-11-28T03:00:00Z'); // Q4/2026 in Vietnam
const station = (id: number, customerId: number): StationChoice => ({
  id,
  code: `S${id}`,
  name: `Trạm ${id}`,
  kind: 'water',
  customerId,
  customerName: `Khách hàng ${customerId}`,
  parameters: [],
});
const stations = [station(5, 2), station(6, 2)];
const defaults: ReportFilterValues = {
  stationIds: [],
  parameters: [],
  from: '2026-11-22',
  to: '2026-11-28',
  interval: 'day',
  scope: 'customer:2',
  year: 2026,
  quarter: 3,
};
const open = (search: string) =>
  addressedFilter(defaults, new URLSearchParams(search), config, stations, now);

describe('declaration address', () => {
  it('opens the quarter and station of the reminder link', () => {
    expect(open('year=2026&quarter=4')).toMatchObject({ year: 2026, quarter: 4 });
    expect(open('year=2025&quarter=1&station=6')).toMatchObject({
      year: 2025,
      quarter: 1,
      scope: 'station:6',
    });
    expect(open('customer=2&year=2024&quarter=2').scope).toBe('customer:2');
  });

  it('falls back to the default for a bad, future or out-of-range value', () => {
    for (const search of [
      '',
      'year=2027&quarter=1', // future year
      'year=2026&quarter=5',
      'year=2019&quarter=4', // before fees are reported
      'year=abc&quarter=2',
      'year=2026&quarter=0',
      'year=2026.5&quarter=1',
      'year=20261&quarter=1',
      'quarter=2',
    ])
      expect(open(search), search).toEqual(defaults);
  });

  it('drops a station or facility the user cannot see', () => {
    expect(open('station=99').scope).toBe('customer:2');
    expect(open('station=5x').scope).toBe('customer:2');
    expect(open('customer=3').scope).toBe('customer:2');
  });

  it('writes the choice back as the address', () => {
    expect(declarationSearch({ ...defaults, scope: 'station:5', quarter: 2 })).toEqual({
      year: '2026',
      quarter: '2',
      station: '5',
    });
    expect(declarationSearch(defaults)).toEqual({ year: '2026', quarter: '3', customer: '2' });
  });
});
