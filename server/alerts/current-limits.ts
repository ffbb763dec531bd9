import type { Queryable } from '../db/database.js';
import { formatVietnamTime } from '../domain/vietnam-time.js';

// station_parameter.limit_min / limit_max are the limits in force today: the permit-limit
// version (public.parameter_limit_version) of the latest day not after today. A version added
// for today or earlier takes over at once (a database trigger); one added for a later day takes
// over when that Vietnamese day begins, on the status sweep's first tick after midnight.

/** Sets each parameter's current limits to its version in force on `now`'s Vietnamese day. */
export async function applyLimitVersions(q: Queryable, now: Date): Promise<number> {
  const [row] = await q.query<{ changed: number }>(
    'select public.apply_limit_versions($1::date) as changed',
    [formatVietnamTime(now, 'yyyy-MM-dd')],
  );
  return Number(row?.changed ?? 0);
}
