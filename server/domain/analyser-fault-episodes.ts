import { monitoringSettings, type MonitoringSettings } from './monitoring-conventions';

// Analyser faults as interruptions (issue 18): a run of one parameter's records that all carry
// the same non-measuring status (01 calibrating, 02 device error) is one episode; during it the
// values are not valid, so the data is missing just as in a signal loss. A run ends at a record
// with another status, or where the records stop for longer than two record intervals (the link
// was down: that is the signal-loss source's gap, not this one). The episode lasts from its first
// record to one interval after its last (the slot that record stands for).

export interface StatusRecord {
  readonly time: Date;
  /** The two-digit device status as sent ('00', '01', '02'). */
  readonly status: string;
}

export interface AnalyserFaultEpisode {
  readonly statusCode: string;
  readonly start: Date;
  readonly end: Date;
  readonly recordCount: number;
}

export function analyserFaultEpisodes(
  records: readonly StatusRecord[],
  settings?: Partial<MonitoringSettings>,
): AnalyserFaultEpisode[] {
  const intervalMs = monitoringSettings(settings).recordIntervalMinutes * 60_000;
  const sorted = [...records].sort((a, b) => a.time.getTime() - b.time.getTime());
  const episodes: AnalyserFaultEpisode[] = [];
  let run: { statusCode: string; start: number; last: number; count: number } | undefined;
  const close = () => {
    if (run) {
      episodes.push({
        statusCode: run.statusCode,
        start: new Date(run.start),
        end: new Date(run.last + intervalMs),
        recordCount: run.count,
      });
    }
    run = undefined;
  };
  for (const { time, status } of sorted) {
    const at = time.getTime();
    if (run && (status !== run.statusCode || at - run.last > 2 * intervalMs)) close();
    if (status === '00') continue;
    if (run) {
      run.last = at;
      run.count += 1;
    } else run = { statusCode: status, start: at, last: at, count: 1 };
  }
  close();
  return episodes;
}

/** Record slots a span should hold: how many values per parameter a gap cost at most. */
export function expectedRecordCount(
  start: Date,
  end: Date,
  settings?: Partial<MonitoringSettings>,
): number {
  const intervalMs = monitoringSettings(settings).recordIntervalMinutes * 60_000;
  return Math.max(0, Math.floor((end.getTime() - start.getTime()) / intervalMs));
}
