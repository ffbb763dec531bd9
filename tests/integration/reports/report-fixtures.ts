import {
  averagePeriods,
  type AverageColumns,
  type AveragePeriod,
  type PeriodColumns,
} from '../../../shared/average-columns';
import type { TestServer } from '../support/test-server';

// Known synthetic measurements, written with SQL through the server's own database handle (the
// roll-up triggers run as they do for ingested files). Times are instants; the comments give
// Vietnamese local time (UTC+7).

/** An /averages answer's series as period objects (shared/average-columns.ts), per station. */
export function seriesPeriods(body: {
  periods: PeriodColumns;
  stations: { parameters: { averages: AverageColumns }[] }[];
}): AveragePeriod[][][] {
  return body.stations.map((station) =>
    station.parameters.map((parameter) => averagePeriods(body.periods, parameter.averages)),
  );
}

export async function stationId(server: TestServer, code: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    'select id from public.station where code = $1',
    [code],
  );
  if (!row) throw new Error(`no station ${code}`);
  return Number(row.id);
}

/** Reference §3.1 worked example: Q1/2025 (90 days), 300 m³/day, COD 60 mg/L, TSS 40 mg/L. */
export async function seedWaterQuarter(server: TestServer, station: number): Promise<void> {
  await inChunks('2024-12-31T17:00:00Z', 90 * 24, (from, to) =>
    server.db.query(
      `insert into public.measurement (station_id, parameter_code, time, value, device_status)
       select $1::bigint, p.code, t, p.v, '00'
       from generate_series($2::timestamptz, $3::timestamptz - interval '5 minutes', interval '5 minutes') t,
            (values ('Flow', 12.5::float8), ('COD', 60), ('TSS', 40)) p(code, v)`,
      [station, from, to],
    ),
  );
  // Calibration during the first hour of February: recorded, never averaged or charged.
  await server.db.query(
    `update public.measurement set value = 999, device_status = '01'
     where station_id = $1 and parameter_code = 'COD'
       and time >= '2025-01-31T17:00:00Z' and time < '2025-01-31T18:00:00Z'`,
    [station],
  );
}

/** Reference §4 worked example: Q2/2025, 2,000 operating hours at 100,000 Nm³/h. */
export async function seedAirQuarter(server: TestServer, station: number): Promise<void> {
  await inChunks('2025-03-31T17:00:00Z', 2000, (from, to) =>
    server.db.query(
      `insert into public.measurement (station_id, parameter_code, time, value, device_status)
       select $1::bigint, p.code, t, p.v, '00'
       from generate_series($2::timestamptz, $3::timestamptz - interval '5 minutes', interval '5 minutes') t,
            (values ('Flow', 100000::float8), ('PM', 50), ('SO2', 300), ('NOx', 400), ('CO', 200)) p(code, v)`,
      [station, from, to],
    ),
  );
}

/**
 * Writes [start, start + hours) a week at a time: the roll-up trigger's cost grows faster than
 * the statement's size, so a quarter in one statement takes far longer than in weekly parts.
 */
async function inChunks(
  start: string,
  hours: number,
  write: (from: string, to: string) => Promise<unknown>,
): Promise<void> {
  const hourMs = 3_600_000;
  const first = new Date(start).getTime();
  for (let offset = 0; offset < hours; offset += 7 * 24) {
    const from = new Date(first + offset * hourMs).toISOString();
    const to = new Date(first + Math.min(hours, offset + 7 * 24) * hourMs).toISOString();
    await write(from, to);
  }
}

/**
 * COD of one station for averaging, in June 2025:
 * - 10/06 (local): hours 0–17 complete, value h + 10 → daily mean 18.5 over 18 valid hours;
 *   hour 18 has only 8 values of 1000 (insufficient hour, must not enter the daily mean).
 * - 11/06: hours 0–16 complete at 20 → 17 valid hours, insufficient day.
 * - 12/06 08:00: the reference §5 worked hour (11 valid values, one calibration value).
 */
export async function seedAverages(server: TestServer, station: number): Promise<void> {
  await server.db.query(
    `insert into public.measurement (station_id, parameter_code, time, value, device_status)
     select $1::bigint, 'COD', t, extract(hour from t at time zone 'Asia/Ho_Chi_Minh') + 10, '00'
     from generate_series('2025-06-09T17:00:00Z'::timestamptz, '2025-06-10T10:55:00Z', interval '5 minutes') t
     union all
     select $1::bigint, 'COD', t, 1000, '00'
     from generate_series('2025-06-10T11:00:00Z'::timestamptz, '2025-06-10T11:35:00Z', interval '5 minutes') t
     union all
     select $1::bigint, 'COD', t, 20, '00'
     from generate_series('2025-06-10T17:00:00Z'::timestamptz, '2025-06-11T09:55:00Z', interval '5 minutes') t`,
    [station],
  );
  const worked = [48, 50, 52, 51, 49, 120, 50, 53, 55, 54, 52, 50];
  await server.db.query(
    `insert into public.measurement (station_id, parameter_code, time, value, device_status)
     select $1::bigint, 'COD', '2025-06-12T01:00:00Z'::timestamptz + (i - 1) * interval '5 minutes', v,
            case when i = 6 then '01' else '00' end
     from unnest($2::float8[]) with ordinality as w(v, i)`,
    [station, worked],
  );
}

/**
 * 10/06/2025 (local) at one station, every 5 minutes, COD and pH:
 * - COD 100 except 10:00–10:55 (140 … peak 162 at 10:30; limit 135) and a calibration 500 at 14:00;
 * - pH 7 except 12:00–12:10 at 4.9 (below 5.5);
 * - no record at all from 15:00 to 16:25 (the link was down: 14:55 → 16:30).
 */
export async function seedEpisodes(server: TestServer, station: number): Promise<void> {
  await server.db.query(
    `with slots as (
       select t, to_char(t at time zone 'Asia/Ho_Chi_Minh', 'HH24:MI') as hm
       from generate_series('2025-06-09T17:00:00Z'::timestamptz, '2025-06-10T16:55:00Z', interval '5 minutes') t
     )
     insert into public.measurement (station_id, parameter_code, time, value, device_status)
     select $1::bigint, 'COD', t,
            case when hm = '10:30' then 162 when hm between '10:00' and '10:55' then 140
                 when hm = '14:00' then 500 else 100 end,
            case when hm = '14:00' then '01' else '00' end
     from slots where not (hm >= '15:00' and hm < '16:30')
     union all
     select $1::bigint, 'pH', t, case when hm between '12:00' and '12:10' then 4.9 else 7 end, '00'
     from slots where not (hm >= '15:00' and hm < '16:30')`,
    [station],
  );
}
