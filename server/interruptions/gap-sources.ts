import type { GapDetail, GapKind } from '../../shared/interruptions.js';
import type { MaintenanceReason } from '../../shared/maintenance-window.js';
import { maintenanceInRange } from '../api/reports/maintenance-in-range.js';
import type { StationInfo } from '../api/reports/report-access.js';
import { stationSignalLoss } from '../api/reports/signal-loss.js';
import type { Executor } from '../db/database.js';
import { analyserFaultEpisodes } from '../domain/index.js';
import { forwardingFailureRuns, type FailureRun } from './forwarding-failure-runs.js';

// Where a station's interruptions come from. Each source finds one kind of gap from what the
// product already records; the interruptions list is the union of every source's gaps: signal
// loss (leaving out the station's maintenance windows, issue 17), analyser faults, the
// maintenance windows themselves and the periods its files could not reach the authority.

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
  readonly detail: GapDetail | null;
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

/** Where a range's gaps stop: its end, or now when that is earlier. */
const untilOf = (range: GapRange) => (range.to < range.now ? range.to : range.now);

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
      detail: null,
    }));
  },
};

export const analyserFaultSource: GapSource = {
  kind: 'device_fault',
  async gaps(tx, station, range) {
    const until = untilOf(range);
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
        detail: null,
      })),
    );
  },
};

export const maintenanceSource: GapSource = {
  kind: 'maintenance',
  async gaps(tx, station, range) {
    const until = untilOf(range);
    const windows = await maintenanceInRange(tx, [station.id], [], range);
    return windows
      .map((window) => ({ window, start: new Date(window.startsAt), end: new Date(window.endsAt) }))
      .filter(({ start }) => start < until)
      .map(({ window, start, end }) => ({
        kind: 'maintenance' as const,
        parameterCode: '',
        // Its own start, as declared: the explanation stays with the window whatever the period.
        start,
        end: end > until ? until : end,
        open: end > until,
        statusCode: null,
        detail: {
          kind: 'maintenance' as const,
          reason: window.reason as MaintenanceReason,
          note: window.note,
        },
      }));
  },
};

/** Transfer attempts read at most per station and period (a month of 5-minute files ~ 8,640). */
const MAX_ATTEMPT_ROWS = 100_000;

interface AttemptRow {
  started_at: Date | string;
  finished_at: Date | string;
  result: string;
  reply_code: number | null;
  reply_text: string | null;
}

/** Files of the station waiting for the authority at some time of each run. */
async function filesHeld(tx: Executor, stationId: number, runs: readonly FailureRun[]) {
  const rows = await tx.query<{ ord: number | string; files: number | string }>(
    `select g.ord, (select count(*) from public.authority_forward f
                    where f.station_id = $1 and f.created_at < g.e
                      and (f.sent_at is null or f.sent_at >= g.s)) as files
     from unnest($2::timestamptz[], $3::timestamptz[]) with ordinality as g(s, e, ord)`,
    [
      stationId,
      runs.map((run) => run.start.toISOString()),
      runs.map((run) => run.end.toISOString()),
    ],
  );
  const counts = new Map(rows.map((row) => [Number(row.ord) - 1, Number(row.files)]));
  return runs.map((_, index) => counts.get(index) ?? 0);
}

export const forwardingFailureSource: GapSource = {
  kind: 'forwarding_failure',
  async gaps(tx, station, range) {
    const until = untilOf(range);
    // The period's attempts and the last one before it (was the station already failing?).
    const rows = await tx.query<AttemptRow>(
      `(select started_at, finished_at, result, reply_code, reply_text
        from public.authority_transfer_attempt
        where station_id = $1 and started_at < $2::timestamptz
        order by started_at desc limit 1)
       union all
       (select started_at, finished_at, result, reply_code, reply_text
        from public.authority_transfer_attempt
        where station_id = $1 and started_at >= $2::timestamptz and started_at < $3::timestamptz
        order by started_at limit ${MAX_ATTEMPT_ROWS})`,
      [station.id, range.from.toISOString(), range.to.toISOString()],
    );
    const attempts = rows.map((row) => ({
      startedAt: new Date(row.started_at),
      finishedAt: new Date(row.finished_at),
      result: row.result,
      reply: [row.reply_code, row.reply_text].filter((part) => part !== null).join(' ') || null,
    }));
    const runs = forwardingFailureRuns(attempts, range.from, until);
    if (runs.length === 0) return [];
    const files = await filesHeld(tx, station.id, runs);
    return runs.map((run, index) => ({
      kind: 'forwarding_failure' as const,
      parameterCode: '',
      start: run.start,
      end: run.end,
      open: run.open,
      statusCode: null,
      detail: {
        kind: 'forwarding_failure' as const,
        files: files[index]!,
        lastReply: run.lastReply,
      },
    }));
  },
};

/** Every source in force; new kinds of gap are added here. */
export const GAP_SOURCES: readonly GapSource[] = [
  signalLossSource,
  analyserFaultSource,
  maintenanceSource,
  forwardingFailureSource,
];

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
