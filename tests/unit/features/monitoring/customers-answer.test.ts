import { describe, expect, it } from 'vitest';
import {
  customersFromAnswer,
  type CustomerEntry,
  type StationRow,
} from '../../../../src/features/monitoring/lib/customers-answer';
import { customer, measurement, station } from './fixtures';

const COD = {
  code: 'COD',
  name: 'COD',
  unit: 'mg/L',
  limit_min: null,
  limit_max: 150,
  fee_enabled: true,
};
const PH = { code: 'pH', name: 'pH', unit: '', limit_min: 5.5, limit_max: 9, fee_enabled: false };

interface RowOf {
  parameterSet?: string;
  id?: number;
  latestTime?: number | null;
  values?: StationRow[15];
  deviceStatuses?: StationRow[16];
  timeOffsets?: StationRow[17];
}

/** The fixtures' station on the wire: its own fields, its values in the order of its set. */
function row({
  parameterSet = 'cod',
  id = 1,
  latestTime = Date.parse('2026-11-23T06:00:00.000Z'),
  values = [40],
  deviceStatuses = ['00'],
  timeOffsets = [0],
}: RowOf = {}): StationRow {
  const own = station({ id });
  return [
    parameterSet,
    own.id,
    own.code,
    own.name,
    own.kind,
    own.location.lat,
    own.location.lng,
    own.address,
    own.province,
    own.standard,
    own.public_sharing,
    own.near_threshold_ratio,
    own.signal_loss_minutes,
    own.latest_status,
    latestTime,
    values,
    deviceStatuses,
    timeOffsets,
    own.cameras,
  ];
}

function answer(overrides: Partial<CustomerEntry> = {}): CustomerEntry[] {
  return [
    {
      id: 1,
      name: 'Công ty Phước Long',
      customer_key: 'phuoclong',
      tree_id: '1.1',
      customergroup: { id: 7, name: 'Khu vực phía Nam' },
      parameter_sets: { cod: [COD] },
      station: [row()],
      ...overrides,
    },
  ];
}

describe('customersFromAnswer', () => {
  it('gives the customers, stations and measurements the screens use', () => {
    expect(customersFromAnswer(answer())).toEqual([customer()]);
  });

  it('gives each station its own values over the parameter set it shares, each at its own time', () => {
    const [expanded] = customersFromAnswer(
      answer({
        parameter_sets: { both: [COD, PH], ph: [PH] },
        station: [
          row({
            id: 1,
            parameterSet: 'both',
            values: [40, 7.1],
            deviceStatuses: ['00', '01'],
            timeOffsets: [0, -60_000],
          }),
          row({
            id: 2,
            parameterSet: 'both',
            values: [120, 6.5],
            deviceStatuses: ['02', '00'],
            timeOffsets: [0, 0],
          }),
          row({ id: 3, parameterSet: 'ph', values: [8], deviceStatuses: ['00'], timeOffsets: [0] }),
        ],
      }),
    );
    const at = (time: string) => ({ time });
    expect(expanded!.station.map((s) => s.measurements)).toEqual([
      [
        measurement({ value: 40, device_status: '00', ...at('2026-11-23T06:00:00.000Z') }),
        { ...PH, value: 7.1, device_status: '01', ...at('2026-11-23T05:59:00.000Z') },
      ],
      [
        measurement({ value: 120, device_status: '02', ...at('2026-11-23T06:00:00.000Z') }),
        { ...PH, value: 6.5, device_status: '00', ...at('2026-11-23T06:00:00.000Z') },
      ],
      [{ ...PH, value: 8, device_status: '00', ...at('2026-11-23T06:00:00.000Z') }],
    ]);
  });

  it('keeps a parameter without any record, and a station never heard from, as null', () => {
    const [expanded] = customersFromAnswer(
      answer({
        station: [
          row({ latestTime: null, values: [null], deviceStatuses: [null], timeOffsets: [null] }),
        ],
      }),
    );
    expect(expanded!.station[0]).toEqual(
      station({
        latest_time: null,
        measurements: [measurement({ value: null, device_status: null, time: null })],
      }),
    );
  });

  it('reads a value’s time from the epoch when its station has no latest time', () => {
    const time = Date.parse('2026-11-20T01:02:03.456Z');
    const [expanded] = customersFromAnswer(
      answer({ station: [row({ latestTime: null, timeOffsets: [time] })] }),
    );
    expect(expanded!.station[0]!.measurements[0]!.time).toBe('2026-11-20T01:02:03.456Z');
  });

  it('gives a station without parameters no measurements, and a customer without stations none', () => {
    const noParameters = customersFromAnswer(answer({ parameter_sets: { cod: [] } }));
    expect(noParameters[0]!.station[0]!.measurements).toEqual([]);
    expect(customersFromAnswer(answer({ parameter_sets: {}, station: [] }))[0]!.station).toEqual(
      [],
    );
  });
});
