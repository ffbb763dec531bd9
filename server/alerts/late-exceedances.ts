import type { Queryable } from '../db/database.js';
import { limitBreach } from '../domain/parameter-limit.js';
import type { ParameterFact } from './alert-messages.js';
import { parameterLimit, type StationSnapshot } from './station-snapshot.js';

// Alerts judge a station by each parameter's newest value, so a value stored behind a newer one
// (a logger resending after a connection loss, two loggers, a back-filled file) would never be
// judged. Here the values a file actually wrote are looked at: a valid one over its limit that is
// older than the parameter's newest value belongs to an exceedance already behind; it is
// announced with the time that exceedance ended (the first later valid value within the limit).
// A resend writes nothing (the upsert leaves identical rows alone), so it finds nothing again.

export interface WrittenValue {
  readonly parameter: string;
  readonly time: Date;
  readonly value: number;
  readonly statusCode: string;
}

export interface PastExceedance {
  /** The earliest late value over the limit, with its limit. */
  readonly parameter: ParameterFact;
  /** Measurement time of the first later valid value within the limit. */
  readonly endedAt: Date;
}

/** Per parameter, the earliest written valid value over its limit and older than its newest. */
export function lateBreaches(
  after: StationSnapshot,
  written: readonly WrittenValue[],
): Map<string, WrittenValue> {
  const earliest = new Map<string, WrittenValue>();
  for (const value of written) {
    const info = after.parameters.find((p) => p.code === value.parameter);
    const limit = info && parameterLimit(info);
    if (!info?.latestTime || !limit || value.statusCode !== '00') continue;
    if (value.time >= info.latestTime || !limitBreach(value.value, limit)) continue;
    const known = earliest.get(value.parameter);
    if (!known || value.time < known.time) earliest.set(value.parameter, value);
  }
  return earliest;
}

/** The exceedances of `written` that had already ended, from the stored values after them. */
export async function pastExceedances(
  q: Queryable,
  after: StationSnapshot,
  written: readonly WrittenValue[],
): Promise<PastExceedance[]> {
  const breaches = [...lateBreaches(after, written).values()];
  if (breaches.length === 0) return [];
  const ends = await q.query<{ code: string; ended_at: Date | string | null }>(
    `select x.code, e.time as ended_at
     from json_to_recordset($2::json) as x(code text, time timestamptz)
     join public.station_parameter p on p.station_id = $1 and p.code = x.code
     cross join lateral (
       select m.time from public.measurement m
       where m.station_id = $1 and m.parameter_code = x.code and m.time > x.time
         and m.device_status = '00'
         and (p.limit_max is null or m.value <= p.limit_max)
         and (p.limit_min is null or m.value >= p.limit_min)
       order by m.time limit 1) e`,
    [
      after.station.id,
      JSON.stringify(breaches.map((b) => ({ code: b.parameter, time: b.time.toISOString() }))),
    ],
  );
  const endedAt = new Map(ends.map((row) => [row.code, row.ended_at]));
  return breaches.flatMap((breach) => {
    const end = endedAt.get(breach.parameter);
    const info = after.parameters.find((p) => p.code === breach.parameter)!;
    // No end yet: the exceedance still runs, and the newest value announces it the usual way.
    if (!end) return [];
    const parameter: ParameterFact = {
      code: info.code,
      name: info.name,
      unit: info.unit,
      limit: parameterLimit(info)!,
      value: breach.value,
      time: breach.time,
    };
    return [{ parameter, endedAt: new Date(end) }];
  });
}
