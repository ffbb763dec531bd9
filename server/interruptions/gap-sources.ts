import type { GapKind } from '../../shared/interruptions.js';
import { maintenanceInRange } from '../api/reports/maintenance-in-range.js';
import type { StationInfo } from '../api/reports/report-access.js';
import { stationSignalLoss } from '../api/reports/signal-loss.js';
import type { Executor } from '../db/database.js';
import { analyserFaultEpisodes } from '../domain/index.js';

// Where a station's interruptions come from. Each source finds one kind of gap from what the
// product already records; the interruptions list is the union of every source's gaps. Signal
// loss leaves out the station's maintenance windows (issue 17); the windows themselves and the
// failed transfers to the authority are not sources yet (see docs/requirements.md, issue 18).

export interface Gap {
  readonly kind: GapKind;
  /** The analyser's parameter of a fault; '' when the whole station is concerned. */
  readonly parameterCode: string;
  readonly start: Date;
  readonly end: Date;
  /** Still going at the end of the period (or now). */
  readonly open: boolean;
  /** The device status that made it (analyser faults: '01' calibrating, '02' device error). */
  readonly statusCode: string | null;
}

export interface GapRange {
  readonly from: Date;
  readonly to: Date;
  readonly now: Date;
}

export interface GapSource {
  readonly kind: GapKind;
  /** The gaps of `station` in the range, read as the caller (RLS applies). */
  gaps(tx: Executor, station: StationInfo, range: GapRange): Promise<Gap[]>;
}

/** Status rows read for analyser faults at most: a year of one faulty analyser is ~105k. */
const MAX_FAULT_ROWS = 200_000;

export const signalLossSource: GapSource = {
  kind: 'signal_loss',
  async gaps(tx, station, range) {
    // A maintenance window (issue 17) is its own declared gap, never a signal loss.
    const windows = await maintenanceInRange(tx, [station.id], [], range);
    const excused = windows.map((window) => ({
      start: new Date(window.startsAt),
      end: new Date(window.endsAt),
    }));
    const { episodes } = await stationSignalLoss(tx, station, range, excused);
    return episodes.map((episode) => ({
      kind: 'signal_loss',
      parameterCode: '',
      start: episode.start,
      end: episode.end,
      open: episode.open,
      statusCode: null,
    }));
  },
};

export const analyserFaultSource: GapSource = {
  kind: 'device_fault',
  async gaps(tx, station, range) {
    const until = range.to < range.now ? range.to : range.now;
    // Only non-measuring records: a measuring one between two runs shows as a jump in time.
    const rows = await tx.query<{ parameter_code: string; time: Date | string; status: string }>(
      `select parameter_code, time, device_status as status from public.measurement
       where station_id = $1 and time >= $2::timestamptz and time < $3::timestamptz
         and device_status <> '00'
       order by parameter_code, time limit ${MAX_FAULT_ROWS}`,
      [station.id, range.from.toISOString(), until.toISOString()],
    );
    const byParameter = new Map<string, { time: Date; status: string }[]>();
    for (const row of rows) {
      const list = byParameter.get(row.parameter_code) ?? [];
      list.push({ time: new Date(row.time), status: row.status });
      byParameter.set(row.parameter_code, list);
    }
    return [...byParameter].flatMap(([parameterCode, records]) =>
      analyserFaultEpisodes(records).map((episode) => ({
        kind: 'device_fault' as const,
        parameterCode,
        start: episode.start,
        end: episode.end > until ? until : episode.end,
        open: episode.end >= until,
        statusCode: episode.statusCode,
      })),
    );
  },
};

/** Every source in force; new kinds of gap are added here. */
export const GAP_SOURCES: readonly GapSource[] = [signalLossSource, analyserFaultSource];

export async function stationGaps(
  tx: Executor,
  station: StationInfo,
  range: GapRange,
  sources: readonly GapSource[] = GAP_SOURCES,
): Promise<Gap[]> {
  const found: Gap[] = [];
  for (const source of sources) found.push(...(await source.gaps(tx, station, range)));
  return found.sort(
    (a, b) => a.start.getTime() - b.start.getTime() || a.kind.localeCompare(b.kind),
  );
}
