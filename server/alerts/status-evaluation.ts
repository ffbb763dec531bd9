import { windowEnd } from '../../shared/maintenance-window.js';
import type { Queryable } from '../db/database.js';
import type { ParameterStatus, StationStatus } from '../domain/station-status.js';
import { maintenanceWindowsSince } from '../maintenance/maintenance-store.js';
import { evaluateSnapshot, type StationSnapshot } from './station-snapshot.js';
import type {
  DecidingParameter,
  EvaluationCause,
  ParameterStateChanged,
  PastExceedancesFound,
  StationStatusChanged,
  StatusEvents,
} from './status-events.js';

// Turns a fresh evaluation into the station row's latest_status / latest_time (the row update
// is what realtime pushes to the live screens) and into the events the notifications consume.

export interface EvaluationOutcome {
  readonly stationChanges: StationStatusChanged[];
  readonly parameterChanges: ParameterStateChanged[];
  /** Only on ingest: exceedances in the file's late values (late-exceedances.ts). */
  readonly pastExceedances?: PastExceedancesFound;
}

const limitOf = (snapshot: StationSnapshot, code: string) => {
  const p = snapshot.parameters.find((candidate) => candidate.code === code);
  return { min: p?.limitMin ?? null, max: p?.limitMax ?? null };
};

function decidingParameters(
  snapshot: StationSnapshot,
  status: StationStatus,
  parameters: readonly ParameterStatus[],
): DecidingParameter[] {
  if (status !== 'exceed_threshold' && status !== 'near_threshold') return [];
  return parameters
    .filter((p) => p.state === status)
    .map((p) => {
      const info = snapshot.parameters.find((candidate) => candidate.code === p.parameter);
      return {
        code: p.parameter,
        name: info?.name ?? p.parameter,
        unit: info?.unit ?? '',
        state: p.state,
        value: p.value,
        limit: limitOf(snapshot, p.parameter),
        time: p.time,
      };
    });
}

/**
 * Evaluates `after` and writes the station's status when it changed. `before` (the snapshot
 * taken before new measurements were stored) gives parameter-level changes; the timer passes
 * none because a timer never changes a parameter's latest record.
 */
export async function applyEvaluation(
  q: Queryable,
  after: StationSnapshot,
  options: { now: Date; cause: EvaluationCause; before?: StationSnapshot },
): Promise<EvaluationOutcome> {
  const { now, cause, before } = options;
  const result = evaluateSnapshot(after, now);
  const outcome: EvaluationOutcome = { stationChanges: [], parameterChanges: [] };
  const latestTime = result.latestTime;
  const newerTime =
    latestTime !== null &&
    (after.storedLatestTime === null || latestTime.getTime() > after.storedLatestTime.getTime());
  if (result.status !== after.storedStatus || newerTime) {
    // latest_time only moves forward (a back-filled file of old data must not pull it back).
    const updated = await q.query(
      `update public.station set latest_status = $2,
              latest_time = greatest(latest_time, $3::timestamptz)
       where id = $1 and (latest_status is distinct from $2
                          or latest_time is distinct from greatest(latest_time, $3::timestamptz))
       returning id`,
      [after.station.id, result.status, latestTime?.toISOString() ?? null],
    );
    if (updated.length > 0 && result.status !== after.storedStatus) {
      outcome.stationChanges.push({
        station: after.station,
        previous: after.storedStatus,
        current: result.status,
        latestTime,
        evaluatedAt: now,
        cause,
        decidingParameters: decidingParameters(after, result.status, result.parameters),
      });
    }
  }
  if (before) {
    const previousStates = new Map(
      evaluateSnapshot(before, now).parameters.map((p) => [p.parameter, p]),
    );
    // A state judged while a window ran, or on a value measured in one, was never announced
    // (alerts were muted), so the first value after the window is a change even in the same
    // state: a window that ended after the previous value leaves that state unannounced.
    const sameState = result.parameters.flatMap((p) => {
      const previous = previousStates.get(p.parameter);
      return previous?.state === p.state && previous.time.getTime() !== p.time.getTime()
        ? [previous.time.getTime()]
        : [];
    });
    const windows = sameState.length
      ? await maintenanceWindowsSince(q, after.station.id, new Date(Math.min(...sameState)))
      : [];
    for (const p of result.parameters) {
      const previous = previousStates.get(p.parameter);
      if (previous && previous.time.getTime() === p.time.getTime()) continue;
      if (
        previous?.state === p.state &&
        !windows.some((window) => windowEnd(window) > previous.time)
      )
        continue;
      const info = after.parameters.find((candidate) => candidate.code === p.parameter);
      outcome.parameterChanges.push({
        station: after.station,
        parameter: {
          code: p.parameter,
          name: info?.name ?? p.parameter,
          unit: info?.unit ?? '',
          limit: limitOf(after, p.parameter),
        },
        previous: previous?.state ?? null,
        current: p.state,
        value: p.value,
        deviceStatus: info?.latestDeviceStatus ?? '00',
        time: p.time,
        evaluatedAt: now,
        cause,
      });
    }
  }
  return outcome;
}

/** Emits after commit; a failing listener is logged and never undoes or stops ingestion. */
export function emitOutcome(
  events: StatusEvents,
  outcome: EvaluationOutcome,
  log: (line: string) => void,
): void {
  const safely = (emit: () => void) => {
    try {
      emit();
    } catch (error) {
      log(`status event listener failed: ${String(error)}`);
    }
  };
  const past = outcome.pastExceedances;
  if (past && past.exceedances.length > 0)
    safely(() => events.emit('past-exceedances-found', past));
  for (const change of outcome.parameterChanges)
    safely(() => events.emit('parameter-state-changed', change));
  for (const change of outcome.stationChanges)
    safely(() => events.emit('station-status-changed', change));
}
