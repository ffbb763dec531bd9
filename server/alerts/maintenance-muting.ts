import {
  inMaintenance,
  isRunning,
  windowEnd,
  type MaintenanceSpan,
} from '../../shared/maintenance-window.js';
import type { Queryable } from '../db/database.js';
import type { AlertFact } from './alert-messages.js';
import type { PastExceedance } from './late-exceedances.js';

// Alerts of a station in maintenance (issue 17). While a window runs the station is muted: no
// notification (so no bell, e-mail or Zalo message, which all follow the notification) and no
// incident is opened, updated or resolved; an open one stays as it is. After the window, the
// alerts go on from the ledger as they were, judged on values measured after it: a fact whose
// value was measured inside a window says nothing, and a signal loss is counted from the end of
// the window (the station gets the same grace after maintenance as after a value). Nothing
// changes on the station when a window ends, so the alert sweep looks again at each station whose
// window ended, and again when the grace after it is over (stationsLeavingMaintenance).

/** The measurement time an alert fact is about. */
export function factTime(fact: AlertFact): Date {
  switch (fact.kind) {
    case 'exceed_threshold':
    case 'within_threshold':
      return fact.parameter.time;
    case 'signal_lost':
      return fact.lastDataTime;
    case 'signal_restored':
      return fact.dataTime;
    case 'device_calibrating':
    case 'device_fault':
    case 'device_restored':
      return fact.analyser.time;
  }
}

export interface Muting<T> {
  /** A window runs now: nothing is announced and incidents are left alone. */
  readonly muted: boolean;
  /** The facts that may still speak (none while muted). */
  readonly kept: T[];
  readonly past: PastExceedance[];
}

export function applyMaintenance<T extends { readonly fact: AlertFact }>(
  candidates: readonly T[],
  past: readonly PastExceedance[],
  windows: readonly MaintenanceSpan[],
  now: Date,
  signalLossMinutes: number,
): Muting<T> {
  if (windows.some((window) => isRunning(window, now))) return { muted: true, kept: [], past: [] };
  const graceStart = now.getTime() - signalLossMinutes * 60_000;
  const kept = candidates.filter(({ fact }) =>
    fact.kind === 'signal_lost'
      ? !windows.some((window) => windowEnd(window).getTime() > graceStart)
      : !inMaintenance(windows, factTime(fact)),
  );
  return {
    muted: false,
    kept,
    past: past.filter(({ parameter }) => !inMaintenance(windows, parameter.time)),
  };
}

/** Stations whose window ended, or whose grace after one ended, in (since, until]. */
export async function stationsLeavingMaintenance(
  q: Queryable,
  since: Date,
  until: Date,
): Promise<number[]> {
  const rows = await q.query<{ station_id: number | string }>(
    `select distinct w.station_id from public.maintenance_window w
     join public.station s on s.id = w.station_id
     cross join lateral (select w.ends_at + make_interval(mins => s.signal_loss_minutes) as grace_end) g
     -- A grace lasts at most 7 days (station.signal_loss_minutes).
     where w.ends_at > $1::timestamptz - interval '7 days' and w.ends_at <= $2::timestamptz
       and (w.ends_at > $1::timestamptz
            or (g.grace_end > $1::timestamptz and g.grace_end <= $2::timestamptz))
     order by 1`,
    [since.toISOString(), until.toISOString()],
  );
  return rows.map((row) => Number(row.station_id));
}
