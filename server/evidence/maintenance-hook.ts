import type { Executor } from '../db/database.js';

// HOOK for issue 17's maintenance windows: the evidence pack lists the windows in force on the
// station during the pack's period. Their table is built in parallel and is not in this branch;
// until it lands this answers none, and the pack says so. Replace the body with a read of that
// table (as the caller, under its RLS) when it does.

export interface MaintenanceWindow {
  readonly start: string;
  readonly end: string | null;
  readonly reason: string;
}

export async function maintenanceWindowsInForce(
  _tx: Executor,
  _stationId: number,
  _range: { from: Date; to: Date },
): Promise<MaintenanceWindow[]> {
  return [];
}
