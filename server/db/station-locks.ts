import type { Queryable } from './database.js';

// The one lock order of every writer of measurements and station state: first the station rows,
// in id order, then whatever belongs to them (measurements, whose trigger updates the hourly and
// daily roll-ups, station_parameter and the station row itself; notifications). Two transactions
// that touch the same stations then wait on each other in the same order and never deadlock.
// NO KEY UPDATE: the writers change no key of the station, so the foreign-key checks of other
// inserts (KEY SHARE) are not held up by it.

/** Locks the stations' rows until the end of the transaction, in id order; returns their ids. */
export async function lockStations(
  q: Queryable,
  stationIds?: readonly number[],
): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    stationIds
      ? 'select id from public.station where id = any($1::bigint[]) order by id for no key update'
      : 'select id from public.station order by id for no key update',
    stationIds ? [stationIds] : [],
  );
  return rows.map((row) => Number(row.id));
}
