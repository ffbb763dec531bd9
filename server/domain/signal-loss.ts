import { monitoringSettings, type MonitoringSettings } from './monitoring-conventions';

// Signal loss (reference §1.4, product convention): no record of any device status for longer
// than the station's window. A fault or calibration record proves the link works, so callers
// pass the times of every record. Episodes run from the last record before the gap to the
// first record after it, clipped to the report period. Time before the station existed (its first
// record, or its registration when it never sent one) is not a loss: nothing was there to send.
// Neither is time inside a maintenance window (issue 17): the station was excused, its values
// there are left out by the caller, and the window's edges count as records, so a gap is
// measured up to its start and from its end.

export interface SignalLossEpisode {
  readonly start: Date;
  readonly end: Date;
  readonly durationMinutes: number;
  /** No record arrived after the gap before the period (or now) ended: still lost. */
  readonly open: boolean;
}

export interface SignalLossOptions {
  readonly from: Date;
  readonly to: Date;
  /** Reports never reach past now: the future is not a loss of signal. */
  readonly now: Date;
  /** Time of the station's last record before `from`, if any, to anchor a gap at the start. */
  readonly previousRecordTime?: Date | null;
  /** When the station started (first record, else registration); earlier time is never lost. */
  readonly activeSince?: Date | null;
  readonly settings?: Partial<MonitoringSettings>;
  /** Maintenance windows [start, end): excused time. */
  readonly maintenance?: readonly TimeSpan[];
}

export interface TimeSpan {
  readonly start: Date;
  readonly end: Date;
}

const within = (spans: readonly TimeSpan[], start: number, end: number) =>
  spans.some((span) => span.start.getTime() <= start && end <= span.end.getTime());

const minutesBetween = (start: Date, end: Date): number =>
  (end.getTime() - start.getTime()) / 60_000;

const laterOf = (date: Date, other?: Date | null): Date => (other && other > date ? other : date);

export function signalLossEpisodes(
  recordTimes: readonly Date[],
  options: SignalLossOptions,
): SignalLossEpisode[] {
  const settings = monitoringSettings(options.settings);
  const windowMs = settings.signalLossMinutes * 60_000;
  const periodEnd = options.to < options.now ? options.to : options.now;
  const maintenance = options.maintenance ?? [];
  const edges = maintenance.flatMap((span) => [laterOf(span.start, options.from), span.end]);
  const times = [...recordTimes, ...edges]
    .filter((time) => time >= options.from && time < periodEnd)
    .map((time) => time.getTime())
    .sort((a, b) => a - b);
  const start = laterOf(options.from, options.activeSince);
  const anchor = options.previousRecordTime ?? start;
  const episodes: SignalLossEpisode[] = [];
  let previous = anchor.getTime();
  const addGap = (next: number, open: boolean) => {
    if (next - previous <= windowMs || within(maintenance, previous, next)) return;
    const start = new Date(Math.max(previous, options.from.getTime()));
    const end = new Date(next);
    if (end > start)
      episodes.push({ start, end, durationMinutes: minutesBetween(start, end), open });
  };
  for (const time of times) {
    addGap(time, false);
    previous = Math.max(previous, time);
  }
  if (periodEnd > start) addGap(periodEnd.getTime(), true);
  return episodes;
}

export interface StationCompleteness {
  /** Record slots the period should hold (period length / record interval). */
  readonly expectedCount: number;
  /** Distinct record slots that hold at least one record of any device status. */
  readonly receivedCount: number;
  /** Slots with at least one valid (measuring) record. */
  readonly validCount: number;
  readonly receivedRatio: number;
  readonly validRatio: number;
}

/** Completeness of a station's data flow in [max(from, activeSince), min(to, now)). */
export function stationCompleteness(
  records: readonly { readonly time: Date; readonly valid: boolean }[],
  options: Pick<SignalLossOptions, 'from' | 'to' | 'now' | 'activeSince' | 'maintenance'> & {
    settings?: Partial<MonitoringSettings>;
  },
): StationCompleteness {
  const settings: MonitoringSettings = monitoringSettings(options.settings);
  const intervalMs = settings.recordIntervalMinutes * 60_000;
  const periodEnd = options.to < options.now ? options.to : options.now;
  const start = laterOf(options.from, options.activeSince);
  const spanMs = Math.max(0, periodEnd.getTime() - start.getTime());
  const slots = Math.floor(spanMs / intervalMs);
  // Slots that start inside a maintenance window are not expected (windows never overlap).
  const excused = new Set<number>();
  for (const span of options.maintenance ?? []) {
    const first = Math.max(0, Math.ceil((span.start.getTime() - start.getTime()) / intervalMs));
    const last = Math.min(slots, Math.ceil((span.end.getTime() - start.getTime()) / intervalMs));
    for (let slot = first; slot < last; slot += 1) excused.add(slot);
  }
  const expectedCount = slots - excused.size;
  const received = new Set<number>();
  const valid = new Set<number>();
  for (const record of records) {
    if (record.time < start || record.time >= periodEnd) continue;
    const slot = Math.floor((record.time.getTime() - start.getTime()) / intervalMs);
    if (excused.has(slot)) continue;
    received.add(slot);
    if (record.valid) valid.add(slot);
  }
  const ratio = (count: number) => (expectedCount ? Math.min(1, count / expectedCount) : 0);
  return {
    expectedCount,
    receivedCount: received.size,
    validCount: valid.size,
    receivedRatio: ratio(received.size),
    validRatio: ratio(valid.size),
  };
}
