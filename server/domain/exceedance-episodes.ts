import { isValidForCompliance } from './device-status';
import type { MeasurementRecord } from './measurement';
import { monitoringSettings, type MonitoringSettings } from './monitoring-conventions';
import { limitAt, limitBreach, type LimitOverTime } from './parameter-limit';

// An exceedance episode is a run of valid values breaking the permit Cmax on the same side
// (reference §5: value > Cmax; pH below min or above max). The run ends at the first valid value
// back within the limit, or at a gap in valid data longer than the signal-loss window (we cannot
// say the breach lasted through a gap we did not see). Calibration and fault values are skipped:
// they neither extend nor end an episode. An episode stands for one record interval after its last
// breaching value, but never past the value that ended it: values may come faster than the record
// interval, and episodes of one station and parameter must not overlap.
// A limit may change over time (permit-limit versions): each value is judged by the limit in
// force at its time, and an episode ends where the limit it breaks changes, so every episode has
// one limit and one ratio.

export interface ExceedanceEpisode {
  readonly stationId: string | null;
  readonly parameter: string;
  readonly start: Date;
  /**
   * Time of the last breaching value plus one record interval (the span it stands for), cut at
   * the value that ended the episode when that came sooner.
   */
  readonly end: Date;
  readonly durationMinutes: number;
  /** The worst value: highest above a maximum, lowest below a minimum. */
  readonly peakValue: number;
  readonly peakTime: Date;
  readonly bound: 'max' | 'min';
  readonly limitValue: number;
  /** peakValue / limitValue (for a minimum bound this is below 1). */
  readonly ratioToLimit: number;
  readonly valueCount: number;
  /** The data ends while still breaching: the episode may continue. */
  readonly open: boolean;
}

export interface ExceedanceOptions {
  /** Echoed on every episode so reports over several stations can merge them. */
  readonly stationId?: string;
  readonly limits: Readonly<Record<string, LimitOverTime | undefined>>;
  readonly settings?: Partial<MonitoringSettings>;
  /**
   * Spacing the values stand for: the record interval for raw values (default), 60 for hourly
   * means. The reference does not settle which basis is legally compared; callers choose.
   */
  readonly valueIntervalMinutes?: number;
}

interface Draft {
  start: Date;
  last: Date;
  bound: 'max' | 'min';
  limitValue: number;
  peakValue: number;
  peakTime: Date;
  valueCount: number;
}

interface SeriesContext {
  readonly stationId: string | null;
  readonly parameter: string;
  readonly limit: LimitOverTime;
  readonly maxGapMs: number;
  readonly intervalMs: number;
}

function close(
  context: SeriesContext,
  draft: Draft,
  open: boolean,
  endedBy?: Date,
): ExceedanceEpisode {
  const spanEnd = draft.last.getTime() + context.intervalMs;
  const end = new Date(endedBy ? Math.min(spanEnd, endedBy.getTime()) : spanEnd);
  return {
    stationId: context.stationId,
    parameter: context.parameter,
    start: draft.start,
    end,
    durationMinutes: (end.getTime() - draft.start.getTime()) / 60_000,
    peakValue: draft.peakValue,
    peakTime: draft.peakTime,
    bound: draft.bound,
    limitValue: draft.limitValue,
    ratioToLimit: draft.peakValue / draft.limitValue,
    valueCount: draft.valueCount,
    open,
  };
}

function seriesEpisodes(
  context: SeriesContext,
  records: readonly MeasurementRecord[],
): ExceedanceEpisode[] {
  const valid = records
    .filter((record) => isValidForCompliance(record.deviceStatus, record.value))
    .sort((a, b) => a.time.getTime() - b.time.getTime());
  const episodes: ExceedanceEpisode[] = [];
  let draft: Draft | null = null;
  for (const { time, value } of valid) {
    const limit = limitAt(context.limit, time);
    const breach = limit ? limitBreach(value, limit) : null;
    const continues =
      draft !== null &&
      breach?.bound === draft.bound &&
      breach.limitValue === draft.limitValue &&
      time.getTime() - draft.last.getTime() <= context.maxGapMs;
    if (draft && !continues) {
      episodes.push(close(context, draft, false, time));
      draft = null;
    }
    if (!breach) continue;
    if (!draft) {
      draft = {
        start: time,
        last: time,
        ...breach,
        peakValue: value,
        peakTime: time,
        valueCount: 0,
      };
    }
    const worse = breach.bound === 'max' ? value > draft.peakValue : value < draft.peakValue;
    if (worse) Object.assign(draft, { peakValue: value, peakTime: time });
    draft.last = time;
    draft.valueCount += 1;
  }
  if (draft) episodes.push(close(context, draft, true));
  return episodes;
}

/** Episodes of every parameter that has a limit, in start order. */
export function exceedanceEpisodes(
  records: readonly MeasurementRecord[],
  options: ExceedanceOptions,
): ExceedanceEpisode[] {
  const settings = monitoringSettings(options.settings);
  const intervalMs = (options.valueIntervalMinutes ?? settings.recordIntervalMinutes) * 60_000;
  const maxGapMs = Math.max(settings.signalLossMinutes * 60_000, intervalMs);
  const stationId = options.stationId ?? null;
  const byParameter = new Map<string, MeasurementRecord[]>();
  for (const record of records) {
    if (!options.limits[record.parameter]) continue;
    const series = byParameter.get(record.parameter) ?? [];
    series.push(record);
    byParameter.set(record.parameter, series);
  }
  return [...byParameter.entries()]
    .flatMap(([parameter, series]) => {
      const limit = options.limits[parameter] as LimitOverTime;
      return seriesEpisodes({ stationId, parameter, limit, maxGapMs, intervalMs }, series);
    })
    .sort(
      (a, b) => a.start.getTime() - b.start.getTime() || a.parameter.localeCompare(b.parameter),
    );
}
