import type { MaintenanceSpan } from '../../shared/maintenance-window.js';
import type { Queryable } from '../db/database.js';

// Reading a station's maintenance windows as the rules of shared/maintenance-window.ts take them.

export interface WindowRow {
  id: number | string;
  station_id: number | string;
  starts_at: Date | string;
  expected_end: Date | string;
  ended_at: Date | string | null;
}

export const WINDOW_COLUMNS = 'id, station_id, starts_at, expected_end, ended_at';

export const spanOf = (row: WindowRow): MaintenanceSpan => ({
  id: Number(row.id),
  startsAt: new Date(row.starts_at),
  expectedEnd: new Date(row.expected_end),
  endedAt: row.ended_at === null ? null : new Date(row.ended_at),
});

/** The station's windows that end after `since`. */
export async function maintenanceWindowsSince(
  q: Queryable,
  stationId: number,
  since: Date,
): Promise<MaintenanceSpan[]> {
  const rows = await q.query<WindowRow>(
    `select ${WINDOW_COLUMNS} from public.maintenance_window
     where station_id = $1 and ends_at > $2::timestamptz`,
    [stationId, since.toISOString()],
  );
  return rows.map(spanOf);
}
