import type { Queryable } from '../db/database.js';
import type { AlertKind, LedgerEntry } from './alert-decision.js';

// public.notification_alert: when each alert of a station was last sent and which are waiting for
// their cool-down (see alert-decision.ts).

interface LedgerRow {
  subject: string;
  kind: AlertKind;
  last_sent_at: Date | string | null;
  pending_since: Date | string | null;
}

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

export async function loadLedger(q: Queryable, stationId: number): Promise<LedgerEntry[]> {
  const rows = await q.query<LedgerRow>(
    `select subject, kind, last_sent_at, pending_since from public.notification_alert
     where station_id = $1`,
    [stationId],
  );
  return rows.map((row) => ({
    subject: row.subject,
    kind: row.kind,
    lastSentAt: toDate(row.last_sent_at),
    pendingSince: toDate(row.pending_since),
  }));
}

export async function recordSent(
  q: Queryable,
  stationId: number,
  subject: string,
  kind: AlertKind,
  at: Date,
): Promise<void> {
  await q.query(
    `insert into public.notification_alert (station_id, subject, kind, last_sent_at)
     values ($1, $2, $3, $4)
     on conflict (station_id, subject, kind)
     do update set last_sent_at = excluded.last_sent_at, pending_since = null`,
    [stationId, subject, kind, at.toISOString()],
  );
}

/** Marks exactly `deferred` (subject + kind) of the station as pending; clears every other. */
export async function replacePending(
  q: Queryable,
  stationId: number,
  deferred: readonly { subject: string; kind: AlertKind }[],
  at: Date,
): Promise<void> {
  await q.query(
    `with deferred as (
       select subject, kind from json_to_recordset($2::json) as x(subject text, kind text))
     update public.notification_alert a
     set pending_since = case when (a.subject, a.kind) in (select subject, kind from deferred)
                              then coalesce(a.pending_since, $3::timestamptz) end
     where a.station_id = $1
       and (a.pending_since is not null or (a.subject, a.kind) in (select subject, kind from deferred))`,
    [stationId, JSON.stringify(deferred), at.toISOString()],
  );
}

/** Stations with a pending alert whose cool-down has ended by `now`. */
export async function stationsDueForRetry(
  q: Queryable,
  now: Date,
  cooldownMs: number,
): Promise<number[]> {
  const rows = await q.query<{ station_id: number }>(
    `select distinct station_id from public.notification_alert
     where pending_since is not null
       and last_sent_at <= $1::timestamptz - make_interval(secs => $2::double precision / 1000)
     order by station_id`,
    [now.toISOString(), cooldownMs],
  );
  return rows.map((row) => Number(row.station_id));
}
