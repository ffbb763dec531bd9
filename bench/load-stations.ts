import type { Database } from '../server/db/database';

// The load the benchmarks measure against: one customer 'bench-load' with `stations` stations
// (alternately water and air, spread around TP. Hồ Chí Minh) of `parameters` parameters each, every
// value fresh and within its limit. The admin account sees them all.
export async function insertLoadStations(
  db: Database,
  stations: number,
  parameters: number,
): Promise<void> {
  await db.query(
    `insert into public.customer (name, customer_key, tree_id) values ('Khách hàng đo tải', 'bench-load', '9.9')`,
  );
  await db.query(
    `insert into public.station (customer_id, code, name, kind, lat, lng, province, latest_status, latest_time)
     select c.id, 'BENCH-' || n, 'Trạm đo tải ' || n, case when n % 2 = 0 then 'water' else 'air' end,
            10 + (n % 100) / 100.0, 106 + (n / 100) / 100.0, 'TP. Hồ Chí Minh', 'within_threshold', now()
     from public.customer c, generate_series(1, $1::int) n where c.customer_key = 'bench-load'`,
    [stations],
  );
  await db.query(
    `insert into public.station_parameter (station_id, code, name, unit, limit_max, latest_value, latest_device_status, latest_time)
     select s.id, 'P' || k, 'Thông số ' || k, 'mg/L', 100, random() * 100, '00', now()
     from public.station s, generate_series(1, $1::int) k where s.code like 'BENCH-%'`,
    [parameters],
  );
}
