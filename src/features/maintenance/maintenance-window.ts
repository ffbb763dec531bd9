// A station's maintenance window as the app reads it (public.maintenance_window under RLS).
import { isRunning, type MaintenanceReason } from '../../../shared/maintenance-window';

export interface MaintenanceWindow {
  readonly id: number;
  readonly station_id: number;
  readonly reason: MaintenanceReason;
  readonly note: string | null;
  readonly starts_at: string;
  readonly expected_end: string;
  readonly ended_at: string | null;
  readonly ends_at: string;
}

export const MAINTENANCE_COLUMNS =
  'id, station_id, reason, note, starts_at, expected_end, ended_at, ends_at';

export const windowRunsAt = (window: MaintenanceWindow, now: Date): boolean =>
  isRunning(
    {
      id: window.id,
      startsAt: new Date(window.starts_at),
      expectedEnd: new Date(window.expected_end),
      endedAt: window.ended_at === null ? null : new Date(window.ended_at),
    },
    now,
  );
