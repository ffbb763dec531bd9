import { EventEmitter } from 'node:events';
import type { ParameterState, StationStatus } from '../domain/station-status.js';
import type { PastExceedance } from './late-exceedances.js';

// In-process events raised when the server's evaluation of a station changes (on ingest and on
// the status timer). The notifications task turns them into notification rows, pushes and
// e-mails, so each payload carries everything a message needs without another query: who owns
// the station, what changed from what to what, the value, its limit and the measurement time.

export interface StationRef {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly customerId: number;
}

/** What caused the evaluation: a received file, or the timer noticing missing data. */
export type EvaluationCause = 'ingest' | 'timer';

export interface ParameterLimitRange {
  readonly min: number | null;
  readonly max: number | null;
}

export interface StationStatusChanged {
  readonly station: StationRef;
  /** Stored status before; null when the station had never been evaluated. */
  readonly previous: StationStatus | null;
  readonly current: StationStatus;
  /** Measurement time of the station's newest record (null: never reported). */
  readonly latestTime: Date | null;
  /** When the evaluation ran (the clock of the server). */
  readonly evaluatedAt: Date;
  readonly cause: EvaluationCause;
  /** Parameters whose latest valid value puts the station in exceed/near (empty otherwise). */
  readonly decidingParameters: readonly DecidingParameter[];
}

export interface DecidingParameter {
  readonly code: string;
  readonly name: string;
  readonly unit: string;
  readonly state: ParameterState;
  readonly value: number;
  readonly limit: ParameterLimitRange;
  readonly time: Date;
}

export interface ParameterStateChanged {
  readonly station: StationRef;
  readonly parameter: {
    readonly code: string;
    readonly name: string;
    readonly unit: string;
    readonly limit: ParameterLimitRange;
  };
  /** State of the parameter's previous latest record; null when it had none. */
  readonly previous: ParameterState | null;
  readonly current: ParameterState;
  readonly value: number;
  /** Logger status code of the record: 00 measuring, 01 calibrating, 02 device error. */
  readonly deviceStatus: string;
  /** Measurement time of the record. */
  readonly time: Date;
  readonly evaluatedAt: Date;
  readonly cause: EvaluationCause;
}

/** Exceedances found in values a file stored behind newer ones, already over (late-exceedances.ts). */
export interface PastExceedancesFound {
  readonly station: StationRef;
  readonly exceedances: readonly PastExceedance[];
}

export interface StatusEventMap {
  'station-status-changed': [StationStatusChanged];
  'parameter-state-changed': [ParameterStateChanged];
  'past-exceedances-found': [PastExceedancesFound];
}

/** One per server; listeners must not throw (an error is logged, never breaks ingestion). */
export class StatusEvents extends EventEmitter<StatusEventMap> {}
