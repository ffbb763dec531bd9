import type { Executor } from '../db/database.js';
import { lockStations } from '../db/station-locks.js';
import { syncIncidents } from '../incidents/incident-sync.js';
import { maintenanceWindowsSince } from '../maintenance/maintenance-store.js';
import { decideAlert, deviceSubject, SIGNAL_SUBJECT, type AlertKind } from './alert-decision.js';
import { loadLedger, recordSent, replacePending } from './alert-ledger.js';
import { alertText, type AlertFact, type AlertText } from './alert-messages.js';
import type { PastExceedance } from './late-exceedances.js';
import { applyMaintenance, factTime } from './maintenance-muting.js';
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

/** The analyser alert of a parameter's latest record status (00 measuring, 01, 02). */
const DEVICE_KIND: Readonly<
  Record<string, 'device_calibrating' | 'device_fault' | 'device_restored'>
> = {
  '00': 'device_restored',
  '01': 'device_calibrating',
  '02': 'device_fault',
};

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
  for (const p of snapshot.parameters) {
    const kind = p.latestDeviceStatus && DEVICE_KIND[p.latestDeviceStatus];
    if (!kind || p.latestValue === null || !p.latestTime) continue;
    const analyser = { code: p.code, name: p.name, unit: p.unit };
    candidates.push({
      subject: deviceSubject(p.code),
      fact: { kind, station, analyser: { ...analyser, value: p.latestValue, time: p.latestTime } },
    });
  }
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
  /** The incident the alert is about, when one runs (or just ended) for it. */
  readonly incidentId?: number;
}

/**
 * Runs inside a transaction: locks the station (one reconciliation at a time per station, also
 * across processes), writes the notifications due and the ledger, and returns what it wrote so
 * the caller can mail it after the commit. Late exceedances that had already ended come first,
 * as in-order data would have announced them before the value that ended them; one held back by
 * the cool-down is dropped (the same exceedance was announced a moment ago).
 */
export async function reconcileStationAlerts(
  tx: Executor,
  stationId: number,
  now: Date,
  cooldownMs: number,
  pastExceedances: readonly PastExceedance[] = [],
): Promise<AnnouncedAlert[]> {
  const locked = await lockStations(tx, [stationId]);
  if (locked.length === 0) return [];
  const [snapshot] = await loadStationSnapshots(tx, [stationId]);
  let ledger = await loadLedger(tx, stationId);
  const announced: AnnouncedAlert[] = [];
  const deferred: { subject: string; kind: AlertKind }[] = [];
  const announce = async ({ subject, fact }: AlertCandidate, sentAt = now, incidentId?: number) => {
    const text = alertText(fact);
    const [row] = await tx.query<{ id: number }>(
      `insert into public.notification (customer_id, station_id, title, content, type, incident_id)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [
        fact.station.customerId,
        fact.station.id,
        text.title,
        text.content,
        text.type,
        incidentId ?? null,
      ],
    );
    await recordSent(tx, stationId, subject, fact.kind, sentAt);
    ledger = [
      ...ledger.filter((e) => e.subject !== subject || e.kind !== fact.kind),
      { subject, kind: fact.kind, lastSentAt: sentAt, pendingSince: null },
    ];
    announced.push({ notificationId: Number(row!.id), station: fact.station, text, incidentId });
  };
  const station = snapshot!.station;
  const facts = alertCandidates(snapshot!, now);
  // A station in maintenance is muted, and values measured in a window say nothing afterwards.
  const oldest = Math.min(
    now.getTime() - snapshot!.signalLossMinutes * 60_000,
    ...facts.map(({ fact }) => factTime(fact).getTime()),
    ...pastExceedances.map(({ parameter }) => parameter.time.getTime()),
  );
  const maintenance = applyMaintenance(
    facts,
    pastExceedances,
    await maintenanceWindowsSince(tx, stationId, new Date(oldest)),
    now,
    snapshot!.signalLossMinutes,
  );
  if (maintenance.muted) return [];
  for (const { parameter, endedAt } of maintenance.past) {
    const kind = 'exceed_threshold';
    if (decideAlert(ledger, parameter.code, kind, now, cooldownMs) !== 'announce') continue;
    // Sent a millisecond "before" now: the ledger's last announced kind is the one sent last, and
    // the return within limits announced below in the same run must come out as the latest.
    await announce(
      { subject: parameter.code, fact: { kind, station, parameter, endedAt } },
      new Date(now.getTime() - 1),
    );
  }
  const candidates = maintenance.kept;
  // Incidents follow the same facts (server/incidents): opened, updated, resolved here, and
  // each alert names its incident, so its messages link to it.
  const incidentOf = await syncIncidents(
    tx,
    station,
    candidates.map((candidate) => candidate.fact),
    now,
  );
  for (const candidate of candidates) {
    const { subject, fact } = candidate;
    const decision = decideAlert(ledger, subject, fact.kind, now, cooldownMs);
    if (decision === 'defer') deferred.push({ subject, kind: fact.kind });
    if (decision === 'announce') await announce(candidate, now, incidentOf.get(fact));
  }
  await replacePending(tx, stationId, deferred, now);
  return announced;
}
