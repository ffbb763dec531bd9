import { limitBreach, type ParameterLimit } from '../domain/parameter-limit.js';

// The life of an incident (pure). What the station looks like now comes from the alert
// pipeline's own candidates (alert-reconcile.ts), one observation per subject: a parameter
// exceeding or back within its limit, the signal lost or back, an analyser in fault or measuring
// again. Against the incident running on that subject (if any) it says what to do: open one,
// keep it up to date (a new peak is worth a timeline entry), resolve it, or nothing.

export type IncidentKind = 'exceedance' | 'signal_lost' | 'device_fault';
export type IncidentStatus = 'open' | 'acknowledged' | 'resolved';

export type Observation =
  | {
      readonly kind: 'exceedance';
      readonly parameter: string;
      readonly problem: true;
      /** The newest value. */
      readonly value: number;
      readonly time: Date;
      readonly limit: ParameterLimit;
      /** The worst valid value since the incident last looked (the newest when none is worse). */
      readonly worst?: ValueAt;
    }
  | {
      readonly kind: 'signal_lost';
      readonly parameter: null;
      readonly problem: true;
      /** Measurement time of the station's newest record. */
      readonly time: Date;
    }
  | {
      readonly kind: 'device_fault';
      readonly parameter: string;
      readonly problem: true;
      readonly value: number;
      readonly time: Date;
    }
  | {
      readonly kind: IncidentKind;
      readonly parameter: string | null;
      readonly problem: false;
      /** Measurement time of the value that shows it is over. */
      readonly time: Date;
      /** An exceedance's worst valid value since the incident last looked, if any. */
      readonly worst?: ValueAt;
    };

export interface ValueAt {
  readonly value: number;
  readonly time: Date;
}

/** The running (not resolved) incident of one subject, as far as its life needs. */
export interface RunningIncident {
  readonly id: number;
  readonly kind: IncidentKind;
  readonly parameter: string | null;
  readonly peakValue: number | null;
  readonly limit: ParameterLimit | null;
  readonly lastAt: Date | null;
}

export type IncidentTransition =
  | {
      readonly type: 'open';
      readonly startedAt: Date;
      readonly value: number | null;
      readonly limit: ParameterLimit | null;
    }
  | {
      readonly type: 'update';
      readonly id: number;
      readonly value: number;
      readonly time: Date;
      /** Set when a value beyond the incident's peak was seen. */
      readonly peak?: ValueAt;
    }
  | {
      readonly type: 'resolve';
      readonly id: number;
      readonly at: Date;
      /** A value beyond the peak measured before the end. */
      readonly peak?: ValueAt;
    }
  | { readonly type: 'none' };

/** How far a value is beyond its limit (0 within it): larger is worse. */
export function breachDistance(value: number, limit: ParameterLimit): number {
  const breach = limitBreach(value, limit);
  if (!breach) return 0;
  return breach.bound === 'max' ? value - breach.limitValue : breach.limitValue - value;
}

/** `candidate` when it is further beyond the limit than the incident's peak. */
function newPeak(
  running: RunningIncident,
  limit: ParameterLimit | null,
  candidate: ValueAt,
): ValueAt | undefined {
  if (!limit) return undefined;
  if (running.peakValue === null) return candidate;
  return breachDistance(candidate.value, limit) > breachDistance(running.peakValue, limit)
    ? candidate
    : undefined;
}

export const subjectKey = (kind: IncidentKind, parameter: string | null) =>
  `${kind}:${parameter ?? ''}`;

export function incidentTransition(
  running: RunningIncident | undefined,
  observation: Observation,
): IncidentTransition {
  if (!observation.problem) {
    if (!running) return { type: 'none' };
    const peak = observation.worst && newPeak(running, running.limit, observation.worst);
    return { type: 'resolve', id: running.id, at: observation.time, ...(peak ? { peak } : {}) };
  }
  if (!running) {
    if (observation.kind === 'signal_lost')
      return { type: 'open', startedAt: observation.time, value: null, limit: null };
    return {
      type: 'open',
      startedAt: observation.time,
      value: observation.value,
      limit: observation.kind === 'exceedance' ? observation.limit : null,
    };
  }
  // A signal loss has no values; a value already seen (a timer tick, a resend) changes nothing.
  if (observation.kind === 'signal_lost') return { type: 'none' };
  if (running.lastAt && observation.time.getTime() <= running.lastAt.getTime())
    return { type: 'none' };
  const { value, time } = observation;
  if (observation.kind !== 'exceedance') return { type: 'update', id: running.id, value, time };
  const peak = newPeak(
    running,
    running.limit ?? observation.limit,
    observation.worst ?? { value, time },
  );
  return { type: 'update', id: running.id, value, time, ...(peak ? { peak } : {}) };
}
