import type { Executor } from '../db/database.js';
import { decideAlert, SIGNAL_SUBJECT, type AlertKind } from './alert-decision.js';
import { loadLedger, recordSent, replacePending } from './alert-ledger.js';
import { alertText, type AlertFact, type AlertText } from './alert-messages.js';
import {
  evaluateSnapshot,
  loadStationSnapshots,
  parameterLimit,
  type StationSnapshot,
} from './station-snapshot.js';
import type { StationRef } from './status-events.js';

// Brings a station's alerts up to date with its present evaluation. Status events only say
// *that* a station changed; what to announce is decided from the station as it is now, against
// the ledger, so a burst of events for one file, a timer tick and a retry after a cool-down all
// lead to the same single notification.

export interface AlertCandidate {
  readonly subject: string;
  readonly fact: AlertFact;
}

/** What the station's present evaluation would announce, one candidate per subject. */
export function alertCandidates(snapshot: StationSnapshot, now: Date): AlertCandidate[] {
  const result = evaluateSnapshot(snapshot, now);
  const station = snapshot.station;
  if (result.status === 'signal_lost') {
    // A station that never reported has not lost anything; its parameters' records are stale.
    if (!result.latestTime) return [];
    const fact: AlertFact = {
      kind: 'signal_lost',
      station,
      lastDataTime: result.latestTime,
      windowMinutes: snapshot.signalLossMinutes,
    };
    return [{ subject: SIGNAL_SUBJECT, fact }];
  }
  const candidates: AlertCandidate[] = [
    {
      subject: SIGNAL_SUBJECT,
      fact: { kind: 'signal_restored', station, dataTime: result.latestTime! },
    },
  ];
  for (const p of result.parameters) {
    const kind: AlertKind | undefined =
      p.state === 'exceed_threshold'
        ? 'exceed_threshold'
        : p.state === 'within_threshold' || p.state === 'near_threshold'
          ? 'within_threshold'
          : undefined;
    const info = snapshot.parameters.find((candidate) => candidate.code === p.parameter);
    const limit = info && parameterLimit(info);
    if (!kind || !info || !limit) continue;
    const parameter = { code: p.parameter, name: info.name, unit: info.unit, limit };
    candidates.push({
      subject: p.parameter,
      fact: { kind, station, parameter: { ...parameter, value: p.value, time: p.time } },
    });
  }
  return candidates;
}

export interface AnnouncedAlert {
  readonly notificationId: number;
  readonly station: StationRef;
  readonly text: AlertText;
}

/**
 * Runs inside a transaction: locks the station (one reconciliation at a time per station, also
 * across processes), writes the notifications due and the ledger, and returns what it wrote so
 * the caller can mail it after the commit.
 */
export async function reconcileStationAlerts(
  tx: Executor,
  stationId: number,
  now: Date,
  cooldownMs: number,
): Promise<AnnouncedAlert[]> {
  const locked = await tx.query('select id from public.station where id = $1 for update', [
    stationId,
  ]);
  if (locked.length === 0) return [];
  const [snapshot] = await loadStationSnapshots(tx, [stationId]);
  const ledger = await loadLedger(tx, stationId);
  const announced: AnnouncedAlert[] = [];
  const deferred: { subject: string; kind: AlertKind }[] = [];
  for (const { subject, fact } of alertCandidates(snapshot!, now)) {
    const decision = decideAlert(ledger, subject, fact.kind, now, cooldownMs);
    if (decision === 'defer') deferred.push({ subject, kind: fact.kind });
    if (decision !== 'announce') continue;
    const text = alertText(fact);
    const [row] = await tx.query<{ id: number }>(
      `insert into public.notification (customer_id, station_id, title, content, type)
       values ($1, $2, $3, $4, $5) returning id`,
      [fact.station.customerId, fact.station.id, text.title, text.content, text.type],
    );
    await recordSent(tx, stationId, subject, fact.kind, now);
    announced.push({ notificationId: Number(row!.id), station: fact.station, text });
  }
  await replacePending(tx, stationId, deferred, now);
  return announced;
}
