import { describe, expect, it } from 'vitest';
import {
  customersFromAnswer,
  type CustomerEntry,
  type StationEntry,
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

/** The fixtures' station on the wire: its own fields, its values in the order of its set. */
function entry(overrides: Partial<StationEntry> = {}): StationEntry {
  const { measurements: _measurements, latest_time: latestTime, ...own } = station();
  return {
    ...own,
    parameter_set: 'cod',
    latest_time: Date.parse(latestTime!),
    values: [40],
    device_statuses: ['00'],
    times: [Date.parse('2026-11-23T06:00:00.000Z')],
    ...overrides,
  };
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
      station: [entry()],
      ...overrides,
    },
  ];
}

describe('customersFromAnswer', () => {
  it('gives the customers, stations and measurements the screens use', () => {
    expect(customersFromAnswer(answer())).toEqual([customer()]);
  });

  it('gives each station its own values over the parameter set it shares', () => {
    const [expanded] = customersFromAnswer(
      answer({
        parameter_sets: { both: [COD, PH], ph: [PH] },
        station: [
          entry({
            id: 1,
            parameter_set: 'both',
            values: [40, 7.1],
            device_statuses: ['00', '01'],
            times: [0, 60_000],
          }),
          entry({
            id: 2,
            parameter_set: 'both',
            values: [120, 6.5],
            device_statuses: ['02', '00'],
            times: [0, 0],
          }),
          entry({ id: 3, parameter_set: 'ph', values: [8], device_statuses: ['00'], times: [0] }),
        ],
      }),
    );
    expect(expanded!.station.map((s) => s.measurements)).toEqual([
      [
        measurement({ value: 40, device_status: '00', time: '1970-01-01T00:00:00.000Z' }),
        { ...PH, value: 7.1, device_status: '01', time: '1970-01-01T00:01:00.000Z' },
      ],
      [
        measurement({ value: 120, device_status: '02', time: '1970-01-01T00:00:00.000Z' }),
        { ...PH, value: 6.5, device_status: '00', time: '1970-01-01T00:00:00.000Z' },
      ],
      [{ ...PH, value: 8, device_status: '00', time: '1970-01-01T00:00:00.000Z' }],
    ]);
  });

  it('keeps a parameter without any record, and a station never heard from, as null', () => {
    const [expanded] = customersFromAnswer(
      answer({
        station: [
          entry({ latest_time: null, values: [null], device_statuses: [null], times: [null] }),
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

  it('gives a station without parameters no measurements, and a customer without stations none', () => {
    const noParameters = customersFromAnswer(answer({ parameter_sets: { cod: [] } }));
    expect(noParameters[0]!.station[0]!.measurements).toEqual([]);
    expect(customersFromAnswer(answer({ parameter_sets: {}, station: [] }))[0]!.station).toEqual(
      [],
    );
  });
});
