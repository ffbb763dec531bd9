// How live changes enter the shared data (spec §4): a station update merges into the station
// with the same id; a measurement-only update replaces that station's measurements. Both return
// the same array when no station matched, so nothing re-renders for stations we do not hold.
import type { ApiStation, Customer, Measurement } from './types';

/** A row of public.station as realtime delivers it (columns, not the API's nesting). */
export type StationRow = Record<string, unknown> & { id: number | string };

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The station fields a changed row carries, in the API's shape; absent columns are left out. */
export function stationFieldsFromRow(row: StationRow): Partial<ApiStation> {
  const fields: Partial<ApiStation> = {};
  if (typeof row.code === 'string') fields.code = row.code;
  if (typeof row.name === 'string') fields.name = row.name;
  if (row.kind === 'water' || row.kind === 'air') fields.kind = row.kind;
  if ('address' in row) fields.address = text(row.address);
  if ('province' in row) fields.province = text(row.province);
  if ('standard' in row) fields.standard = text(row.standard);
  if (typeof row.public_sharing === 'boolean') fields.public_sharing = row.public_sharing;
  if (row.near_threshold_ratio != null)
    fields.near_threshold_ratio = Number(row.near_threshold_ratio);
  if (typeof row.signal_loss_minutes === 'number')
    fields.signal_loss_minutes = row.signal_loss_minutes;
  if ('latest_status' in row)
    fields.latest_status = (text(row.latest_status) as ApiStation['latest_status']) ?? null;
  if ('latest_time' in row) fields.latest_time = text(row.latest_time);
  if (row.lat != null && row.lng != null)
    fields.location = { lat: Number(row.lat), lng: Number(row.lng) };
  return fields;
}

function updateStation(
  customers: readonly Customer[],
  stationId: number,
  change: (station: ApiStation) => ApiStation,
): readonly Customer[] {
  let matched = false;
  const next = customers.map((customer) => {
    if (!customer.station.some((station) => station.id === stationId)) return customer;
    matched = true;
    return {
      ...customer,
      station: customer.station.map((station) =>
        station.id === stationId ? change(station) : station,
      ),
    };
  });
  return matched ? next : customers;
}

export function mergeStationUpdate(
  customers: readonly Customer[],
  row: StationRow,
): readonly Customer[] {
  const fields = stationFieldsFromRow(row);
  return updateStation(customers, Number(row.id), (station) => ({ ...station, ...fields }));
}

export function replaceStationMeasurements(
  customers: readonly Customer[],
  stationId: number,
  measurements: readonly Measurement[],
): readonly Customer[] {
  return updateStation(customers, stationId, (station) => ({
    ...station,
    measurements: [...measurements],
  }));
}

export function holdsStation(customers: readonly Customer[], stationId: number): boolean {
  return customers.some((customer) => customer.station.some((station) => station.id === stationId));
}
