import { describe, expect, it } from 'vitest';
import type { Station } from '../../../../src/features/monitoring';
import {
  feeScopeOptions,
  linkedStationId,
  parameterOptions,
  stationChoices,
  stationOptions,
  stationParameterName,
} from '../../../../src/features/report-kit/station-choices';

const measurement = (code: string, name: string) => ({
  code,
  name,
  unit: 'mg/L',
  limit_min: null,
  limit_max: 100,
});

const station = (
  id: number,
  code: string,
  name: string,
  kind: 'water' | 'air',
  codes: string[][],
) =>
  ({
    id,
    code,
    name,
    kind,
    customerId: 3,
    customerName: 'Công ty TNHH Nhiệt điện Đông Bắc',
    measurements: codes.map(([parameter, label]) => measurement(parameter, label)),
  }) as unknown as Station;

const stations = stationChoices([
  station(10, 'DB-NT01', 'Trạm nước thải làm mát', 'water', [
    ['COD', 'Nhu cầu oxy hóa học'],
    ['pH', 'pH'],
  ]),
  station(11, 'DB-KT01', 'Ống khói tổ máy 1', 'air', [
    ['SO2', 'SO₂'],
    ['COD', 'x'],
  ]),
]);

describe('station choices of the report filters', () => {
  it('keeps what a report needs and labels stations by name and code', () => {
    expect(stations[0]).toMatchObject({
      id: 10,
      customerId: 3,
      customerName: 'Công ty TNHH Nhiệt điện Đông Bắc',
    });
    expect(stations[0].parameters[0]).toEqual({
      code: 'COD',
      name: 'Nhu cầu oxy hóa học',
      unit: 'mg/L',
      limitMin: null,
      limitMax: 100,
    });
    expect(stationOptions(stations).map((option) => option.label)).toEqual([
      'Trạm nước thải làm mát (DB-NT01)',
      'Ống khói tổ máy 1 (DB-KT01)',
    ]);
  });

  it('offers the parameters of the chosen stations once each', () => {
    expect(parameterOptions(stations, [10, 11]).map((option) => option.value)).toEqual([
      'COD',
      'pH',
      'SO2',
    ]);
    expect(parameterOptions(stations, [])).toEqual([]);
  });

  // Issue 14: one display name per parameter (src/lib/parameter-name), not 'SO2 — SO₂'.
  it('labels each code with the display names the chosen stations give it', () => {
    expect(parameterOptions(stations, [11])[0]).toEqual({ value: 'SO2', label: 'SO₂' });
    expect(parameterOptions(stations, [10, 11])[0]).toEqual({
      value: 'COD',
      label: 'Nhu cầu oxy hóa học / x',
    });
    expect(stationParameterName(stations, 10, 'COD')).toBe('Nhu cầu oxy hóa học');
    expect(stationParameterName(stations, 11, 'COD')).toBe('x');
    expect(stationParameterName(stations, 11, 'NOx')).toBe('NOx');
  });

  it('offers the whole facility first, then each station, for fee reports', () => {
    expect(feeScopeOptions(stations.filter((station) => station.kind === 'water'))).toEqual([
      { value: 'customer:3', label: 'Toàn bộ cơ sở — Công ty TNHH Nhiệt điện Đông Bắc' },
      { value: 'station:10', label: 'Trạm nước thải làm mát (DB-NT01)' },
    ]);
  });
});

describe('a link to one station (?station=<id>)', () => {
  it('names a station the caller can see', () => {
    expect(linkedStationId('11', stations)).toBe(11);
  });

  it('is ignored when absent, malformed or not among the stations', () => {
    for (const param of [null, undefined, '', '12', '-10', '10.0', '1e1', ' 10', 'abc']) {
      expect(linkedStationId(param, stations), String(param)).toBeNull();
    }
  });
});
