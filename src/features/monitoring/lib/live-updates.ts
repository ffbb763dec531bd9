// How live changes enter the shared data (spec §4): a station update merges into the station
// with the same id; a measurement-only update replaces that station's measurements. Both take
// many stations at once and return the same array when no station matched, so nothing
// re-renders for stations we do not hold.
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

/** Rebuilds only the customers and stations that `change` touches (it answers null for the rest). */
function updateStations(
  customers: readonly Customer[],
  change: (station: ApiStation) => ApiStation | null,
): readonly Customer[] {
  let matched = false;
  const next = customers.map((customer) => {
    let touched = false;
    const stations = customer.station.map((station) => {
      const changed = change(station);
      if (changed === null) return station;
      touched = true;
      return changed;
    });
    if (!touched) return customer;
    matched = true;
    return { ...customer, station: stations };
  });
  return matched ? next : customers;
}

/**
 * Merges changed station rows, one per station id, in a single pass over the tree: a burst of
 * realtime updates (hundreds when the server re-rates every station) becomes one new tree.
 */
export function mergeStationUpdates(
  customers: readonly Customer[],
  rows: ReadonlyMap<number, StationRow>,
): readonly Customer[] {
  return updateStations(customers, (station) => {
    const row = rows.get(station.id);
    return row ? { ...station, ...stationFieldsFromRow(row) } : null;
  });
}

/** Replaces the measurements of each station in `byStation` (a measurement-only update). */
export function replaceStationMeasurements(
  customers: readonly Customer[],
  byStation: ReadonlyMap<number, readonly Measurement[]>,
): readonly Customer[] {
  return updateStations(customers, (station) => {
    const measurements = byStation.get(station.id);
    return measurements ? { ...station, measurements: [...measurements] } : null;
  });
}

/** The ids among `stationIds` that some customer of the tree holds. */
export function heldStationIds(
  customers: readonly Customer[],
  stationIds: Iterable<number>,
): number[] {
  const held = new Set(customers.flatMap((customer) => customer.station.map(({ id }) => id)));
  return [...stationIds].filter((id) => held.has(id));
}
