import { loadStationSnapshots } from '../alerts/station-snapshot.js';
import { applyEvaluation } from '../alerts/status-evaluation.js';
import type { Executor } from '../db/database.js';
import { DEMO_CUSTOMERS } from './demo-catalog.js';
import { AIR_PARAMETERS, WATER_PARAMETERS } from './parameter-templates.js';

// 30 days of 5-minute history, generated inside Postgres (generate_series) so a million rows
// never cross the JS/WASM boundary. The model: a daily cycle, noise, a weekly 20-minute
// calibration window per station (status 01), rare instrument faults (02), an afternoon signal
// gap every nine days, morning exceedance episodes every six days on pollutant parameters, and
// the station's demo scenario over the last hours (exceeding, near the limit, or silent).

export const HISTORY_DAYS = 30;

function parameterModels() {
  return DEMO_CUSTOMERS.flatMap((customer) =>
    customer.stations.flatMap((station) =>
      (station.kind === 'water' ? WATER_PARAMETERS : AIR_PARAMETERS).map((p) => ({
        station_code: station.code,
        code: p.code,
        base: p.base,
        swing: p.swing,
        noise: p.noise,
        spikes: p.spikes,
        limit_max: p.limitMax,
        scenario: station.scenario ?? null,
      })),
    ),
  );
}

const HISTORY_SQL = `
with p as (
  select s.id as station_id, x.*
  from json_to_recordset($1::json) as x(station_code text, code text, base float8, swing float8,
    noise float8, spikes boolean, limit_max float8, scenario text)
  join public.station s on s.code = x.station_code
),
t as (
  select time,
         floor((extract(epoch from time) + 25200) / 86400)::int as day_no,
         floor(((extract(epoch from time) + 25200)::bigint % 86400) / 3600)::int as local_hour,
         extract(minute from time)::int as minute
  from generate_series($2::timestamptz - make_interval(days => $3), $2::timestamptz, interval '5 minutes') as time
)
insert into public.measurement (station_id, parameter_code, time, value, device_status)
select p.station_id, p.code, t.time,
  round(greatest(0,
    case
      when p.spikes and p.limit_max is not null and p.scenario = 'exceeding' and t.time > $2::timestamptz - interval '2 hours'
        then p.limit_max * 1.3 * (1 + 0.03 * (random() * 2 - 1))
      when p.spikes and p.limit_max is not null and p.scenario = 'near' and t.time > $2::timestamptz - interval '6 hours'
        then p.limit_max * 0.94 * (1 + 0.02 * (random() * 2 - 1))
      else p.base
        * (1 + p.swing * sin(2 * pi() * ((extract(epoch from t.time) + 25200) / 86400.0 - 0.35)))
        * (1 + p.noise * (random() * 2 - 1))
        * case when p.spikes and (t.day_no + p.station_id * 3) % 6 = 1 and t.local_hour between 9 and 10
               then 1.9 else 1 end
    end)::numeric, 3)::float8,
  case
    when (t.day_no + p.station_id) % 7 = 0 and t.local_hour = 2 and t.minute < 20 then '01'
    when random() < 0.002 then '02'
    else '00'
  end
from p cross join t
where p.station_id = $4
  and not ((t.day_no + p.station_id) % 9 = 4 and t.local_hour between 13 and 15
           and t.time < $2::timestamptz - interval '6 hours')
  and not (p.scenario = 'signal_lost' and t.time > $2::timestamptz - interval '3 hours')`;

// The bulk load skips per-row foreign-key checks and the roll-up trigger (replica mode, the
// rows come from the catalog just seeded) and builds the roll-ups once afterwards, with the
// database's own rebuild (20261125000500_measurement_partitions.sql).
const REBUILD_SQL = [
  'select public.measurement_rebuild_rollups()',
  `update public.station_parameter p set
     latest_value = l.value, latest_device_status = l.device_status, latest_time = l.time
   from (select distinct on (station_id, parameter_code) station_id, parameter_code, value, device_status, time
         from public.measurement order by station_id, parameter_code, time desc) l
   where p.station_id = l.station_id and p.code = l.parameter_code`,
  `update public.station s set latest_time = l.time
   from (select station_id, max(time) as time from public.measurement group by station_id) l
   where s.id = l.station_id`,
];

/** Inserts the history up to `now` for every demo station; returns the number of rows. */
export async function seedHistory(tx: Executor, now: Date): Promise<number> {
  const models = JSON.stringify(parameterModels());
  const end = new Date(Math.floor(now.getTime() / 300_000) * 300_000).toISOString();
  const stations = await tx.query<{ id: number }>('select id from public.station order by id');
  // Replica mode needs a superuser (PGlite, a local PostgreSQL); elsewhere the triggers run.
  const [role] = await tx.query<{ superuser: boolean }>(
    'select rolsuper as superuser from pg_roles where rolname = current_user',
  );
  if (role?.superuser) await tx.query(`set local session_replication_role = replica`);
  for (const station of stations) {
    await tx.query(HISTORY_SQL, [models, end, HISTORY_DAYS, station.id]);
  }
  if (role?.superuser) await tx.query(`set local session_replication_role = origin`);
  for (const sql of REBUILD_SQL) await tx.query(sql);
  // The same status rules as ingest and the status timer (no events: nothing is new to anyone).
  for (const snapshot of await loadStationSnapshots(tx)) {
    await applyEvaluation(tx, snapshot, { now, cause: 'timer' });
  }
  const [row] = await tx.query<{ n: number }>(
    'select count(*)::bigint as n from public.measurement',
  );
  return row?.n ?? 0;
}

/** A few notifications per customer, newest last hour, some already read. */
export async function seedNotifications(tx: Executor, now: Date): Promise<void> {
  await tx.query(
    `insert into public.notification (customer_id, station_id, title, content, type, is_read, created_at)
     select s.customer_id, s.id,
            replace(n.title, '{parameter}', coalesce(p.name, '')) || ' - ' || s.name,
            replace(replace(n.content, '{station}', s.name), '{parameter}', coalesce(p.name, '')),
            n.type, n.is_read,
            $1::timestamptz - make_interval(hours => n.hours_ago + (s.id % 5)::int)
     from public.station s
     -- The parameter by its display name, as the alert texts name it (src/lib/parameter-name).
     left join public.station_parameter p
       on p.station_id = s.id and p.code = case when s.kind = 'water' then 'COD' else 'SO2' end
     cross join (values
       ('Vượt ngưỡng {parameter}', 'Giá trị {parameter} tại {station} vượt giới hạn cho phép trong 15 phút.', 'exceed_threshold', false, 1),
       ('Mất tín hiệu', 'Không nhận được dữ liệu từ {station} trong hơn 60 phút.', 'signal_lost', true, 30),
       ('Hiệu chuẩn thiết bị', 'Thiết bị đo tại {station} đang hiệu chuẩn định kỳ.', 'info', true, 80)
     ) as n(title, content, type, is_read, hours_ago)
     where s.id % 2 = 0 or n.type <> 'exceed_threshold'`,
    [now.toISOString()],
  );
  await tx.query(
    `insert into public.notification (customer_id, title, content, type, is_read, created_at)
     select c.id, 'Gói dịch vụ sắp hết hạn',
            'Gói dịch vụ của ' || c.name || ' hết hạn ngày ' || to_char(s.end_date, 'DD/MM/YYYY') || '. Vui lòng liên hệ để gia hạn.',
            'subscription', false, $1::timestamptz - interval '2 hours'
     from public.subscription s join public.customer c on c.id = s.customer_id
     where s.status = 'active' and s.end_date < current_date + 30`,
    [now.toISOString()],
  );
}
