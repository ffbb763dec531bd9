import type { Queryable } from '../db/database.js';

// A refused maintenance-window request, kept in public.maintenance_refusal (the migration
// 20261128000900_maintenance_refusals.sql) as a refused station file is kept in ingest_file:
// who asked, what, which of their stations or windows, and the answer they got.

export type MaintenanceAction = 'declare' | 'extend' | 'end';

/** What the request is known to concern: set only once the caller was allowed to see it. */
export interface RefusalTarget {
  stationId?: number;
  windowId?: number;
}

export interface MaintenanceRefusal extends RefusalTarget {
  /** Null for a token that names no user (the service role). */
  readonly userId: string | null;
  readonly action: MaintenanceAction;
  readonly status: 400 | 404 | 409;
  readonly error: string;
  readonly message: string;
}

/** Writes the record as the server, outside the refused request's (rolled back) transaction. */
export async function recordRefusal(q: Queryable, refusal: MaintenanceRefusal): Promise<void> {
  await q.query(
    `insert into public.maintenance_refusal
       (user_id, customer_id, action, station_id, window_id, status, error, message)
     values ($1, (select customer_id from public.app_user where user_id = $1),
             $2, $3, $4, $5, $6, left($7, 300))`,
    [
      refusal.userId,
      refusal.action,
      refusal.stationId ?? null,
      refusal.windowId ?? null,
      refusal.status,
      refusal.error,
      refusal.message,
    ],
  );
}
