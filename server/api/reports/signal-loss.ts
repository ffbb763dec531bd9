import type { Executor } from '../../db/database.js';
import {
  signalLossEpisodes,
  stationCompleteness,
  type SignalLossEpisode,
  type StationCompleteness,
  type TimeSpan,
} from '../../domain/index.js';
import type { StationInfo } from './report-access.js';

// /station-signal-lost: gaps in a station's data flow (reference §1.4) and its completeness.
// Any record, whatever its device status, proves the link was up; so the times come from all
// parameters, one per timestamp, with whether any value at that time was valid. Maintenance
// windows are excused time: their values are not read and their slots are not expected.

export interface StationSignalLoss {
  readonly episodes: SignalLossEpisode[];
  readonly completeness: StationCompleteness;
}

export async function stationSignalLoss(
  tx: Executor,
  station: StationInfo,
  range: { from: Date; to: Date; now: Date },
  maintenance: readonly TimeSpan[],
): Promise<StationSignalLoss> {
  const rows = await tx.query<{ time: Date | string; valid: boolean }>(
    `select time,
            bool_or(device_status = '00' and value > '-Infinity'::float8
                    and value < 'Infinity'::float8) as valid
     from public.measurement
     where station_id = $1 and time >= $2::timestamptz and time < $3::timestamptz
       and not public.in_maintenance(station_id, time)
     group by time order by time`,
    [station.id, range.from.toISOString(), range.to.toISOString()],
  );
  // The last record before the period and the station's first record ever, per parameter so
  // each lookup uses the primary key. Before its first record (or, with none, its registration)
  // the station did not exist yet, so that time is not lost.
  const [bounds] = await tx.query<{
    previous: Date | string | null;
    first: Date | string | null;
    created_at: Date | string;
  }>(
    `select max(last.time) as previous, min(first.time) as first,
            (select created_at from public.station where id = $1) as created_at
     from public.station_parameter p
     cross join lateral (
       select max(m.time) as time from public.measurement m
       where m.station_id = p.station_id and m.parameter_code = p.code
         and m.time < $2::timestamptz
     ) last
     cross join lateral (
       select min(m.time) as time from public.measurement m
       where m.station_id = p.station_id and m.parameter_code = p.code
     ) first
     where p.station_id = $1`,
    [station.id, range.from.toISOString()],
  );
  const since = bounds?.first ?? bounds?.created_at ?? null;
  const activeSince = since ? new Date(since) : null;
  const records = rows.map((row) => ({ time: new Date(row.time), valid: Boolean(row.valid) }));
  const settings = { signalLossMinutes: station.signalLossMinutes };
  return {
    episodes: signalLossEpisodes(
      records.map((record) => record.time),
      {
        ...range,
        previousRecordTime: bounds?.previous ? new Date(bounds.previous) : null,
        activeSince,
        settings,
        maintenance,
      },
    ),
    completeness: stationCompleteness(records, { ...range, activeSince, settings, maintenance }),
  };
}
