import type { AlertFact } from '../alerts/alert-messages.js';
import type { StationRef } from '../alerts/status-events.js';
import type { Queryable } from '../db/database.js';
import { limitOfBounds } from '../domain/parameter-limit.js';
import { loadEscalationSteps } from './escalation-store.js';
import { firstEscalationDue } from './escalation.js';
import {
  incidentTransition,
  subjectKey,
  type IncidentKind,
  type Observation,
  type RunningIncident,
} from './incident-machine.js';

// Keeps a station's incidents in step with what the alert pipeline sees. Called by
// reconcileStationAlerts (alert-reconcile.ts) inside its transaction, with the station locked,
// with the facts it judged: no second evaluation, and the same answer the alerts give.

/** The observation an alert fact makes, or undefined for one that starts or ends nothing. */
export function observationOf(fact: AlertFact): Observation | undefined {
  switch (fact.kind) {
    case 'exceed_threshold':
      // A late exceedance that had already ended is announced, not reopened.
      if (fact.endedAt) return undefined;
      return {
        kind: 'exceedance',
        parameter: fact.parameter.code,
        problem: true,
        value: fact.parameter.value,
        time: fact.parameter.time,
        limit: fact.parameter.limit,
      };
    case 'within_threshold':
      return {
        kind: 'exceedance',
        parameter: fact.parameter.code,
        problem: false,
        time: fact.parameter.time,
      };
    case 'signal_lost':
      return { kind: 'signal_lost', parameter: null, problem: true, time: fact.lastDataTime };
    case 'signal_restored':
      return { kind: 'signal_lost', parameter: null, problem: false, time: fact.dataTime };
    case 'device_fault':
      return {
        kind: 'device_fault',
        parameter: fact.analyser.code,
        problem: true,
        value: fact.analyser.value,
        time: fact.analyser.time,
      };
    case 'device_restored':
      return {
        kind: 'device_fault',
        parameter: fact.analyser.code,
        problem: false,
        time: fact.analyser.time,
      };
    case 'device_calibrating':
      return undefined;
  }
}

interface RunningRow {
  id: number | string;
  kind: IncidentKind;
  parameter_code: string | null;
  peak_value: number | null;
  limit_min: number | null;
  limit_max: number | null;
  last_at: Date | string | null;
}

async function runningIncidents(q: Queryable, stationId: number): Promise<RunningIncident[]> {
  const rows = await q.query<RunningRow>(
    `select id, kind, parameter_code, peak_value, limit_min, limit_max, last_at
     from public.incident where station_id = $1 and status <> 'resolved'`,
    [stationId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    parameter: row.parameter_code,
    peakValue: row.peak_value === null ? null : Number(row.peak_value),
    limit:
      limitOfBounds(
        row.limit_min === null ? null : Number(row.limit_min),
        row.limit_max === null ? null : Number(row.limit_max),
      ) ?? null,
    lastAt: row.last_at === null ? null : new Date(row.last_at),
  }));
}

/** The valid value furthest beyond the incident's limit measured after `since`, up to `until`. */
async function worstSince(
  q: Queryable,
  stationId: number,
  running: RunningIncident,
  until: Date,
): Promise<{ value: number; time: Date } | undefined> {
  if (!running.limit || !running.lastAt || !running.parameter) return undefined;
  const { limit } = running;
  const min = limit.kind === 'range' ? limit.min : null;
  const max = Number.isFinite(limit.max) ? limit.max : null;
  const [row] = await q.query<{ value: number; time: Date | string }>(
    `select value, time from public.measurement
     where station_id = $1 and parameter_code = $2 and device_status = '00'
       and time > $3 and time <= $4
     order by greatest(coalesce(value - $5, 0), coalesce($6 - value, 0)) desc, time
     limit 1`,
    [stationId, running.parameter, running.lastAt.toISOString(), until.toISOString(), max, min],
  );
  return row ? { value: Number(row.value), time: new Date(row.time) } : undefined;
}

const event = (
  q: Queryable,
  incidentId: number,
  customerId: number,
  kind: 'opened' | 'updated' | 'resolved',
  detail: Record<string, unknown>,
  at: Date,
) =>
  q.query(
    `insert into public.incident_event (incident_id, customer_id, kind, occurred_at, detail)
     values ($1, $2, $3, $4, $5)`,
    [incidentId, customerId, kind, at.toISOString(), JSON.stringify(detail)],
  );

/**
 * Applies what `facts` say to the station's incidents; returns the incident each fact opened,
 * updated or resolved, so the alert written for that fact can link to it.
 */
export async function syncIncidents(
  q: Queryable,
  station: StationRef,
  facts: readonly AlertFact[],
  now: Date,
): Promise<Map<AlertFact, number>> {
  const running = new Map(
    (await runningIncidents(q, station.id)).map((r) => [subjectKey(r.kind, r.parameter), r]),
  );
  const incidentOf = new Map<AlertFact, number>();
  for (const fact of facts) {
    let observation = observationOf(fact);
    if (!observation) continue;
    const current = running.get(subjectKey(observation.kind, observation.parameter));
    if (current && observation.kind === 'exceedance') {
      // Values between two looks (a reconciliation runs on changes, not on every file).
      const worst = await worstSince(q, station.id, current, observation.time);
      if (worst) observation = { ...observation, worst };
    }
    const transition = incidentTransition(current, observation);
    if (current && transition.type !== 'none') incidentOf.set(fact, current.id);
    switch (transition.type) {
      case 'open': {
        const steps = await loadEscalationSteps(q, station.customerId);
        const { limit, value, startedAt } = transition;
        const [row] = await q.query<{ id: number | string }>(
          `insert into public.incident (customer_id, station_id, parameter_code, kind, started_at,
             opened_at, peak_value, peak_at, limit_min, limit_max, last_value, last_at,
             next_escalation_due)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $7, $8, $11)
           returning id`,
          [
            station.customerId,
            station.id,
            observation.parameter,
            observation.kind,
            startedAt.toISOString(),
            now.toISOString(),
            value,
            value === null ? null : startedAt.toISOString(),
            limit?.kind === 'range' ? limit.min : null,
            limit && Number.isFinite(limit.max) ? limit.max : null,
            firstEscalationDue(steps, now)?.toISOString() ?? null,
          ],
        );
        const id = Number(row!.id);
        await event(q, id, station.customerId, 'opened', { value, time: startedAt }, now);
        incidentOf.set(fact, id);
        break;
      }
      case 'update': {
        const { id, value, time, peak } = transition;
        await q.query(
          `update public.incident set last_value = $2, last_at = $3,
             peak_value = coalesce($4, peak_value), peak_at = coalesce($5, peak_at)
           where id = $1`,
          [id, value, time.toISOString(), peak?.value ?? null, peak?.time.toISOString() ?? null],
        );
        if (peak) await event(q, id, station.customerId, 'updated', { ...peak }, now);
        break;
      }
      case 'resolve': {
        const { id, at, peak } = transition;
        if (peak) await event(q, id, station.customerId, 'updated', { ...peak }, now);
        await q.query(
          `update public.incident set status = 'resolved', resolved_at = $2,
             next_escalation_due = null,
             peak_value = coalesce($3, peak_value), peak_at = coalesce($4, peak_at)
           where id = $1`,
          [id, at.toISOString(), peak?.value ?? null, peak?.time.toISOString() ?? null],
        );
        await event(q, id, station.customerId, 'resolved', { time: at }, now);
        break;
      }
      case 'none':
        break;
    }
  }
  return incidentOf;
}
