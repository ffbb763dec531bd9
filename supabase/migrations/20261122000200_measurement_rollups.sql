-- Keep the hourly and daily roll-ups and each parameter's latest value current in the statement
-- that wrote the measurements. Touched buckets are recomputed from the stored rows, so
-- re-sent (upserted) values and out-of-order files give the same result as a fresh load.

create or replace function public.measurement_refresh_rollups() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  -- LATERAL: one index range scan per touched bucket. The transition table has no statistics,
  -- and a plain join lets the planner pick a merge or hash join over the whole table.
  insert into public.measurement_hourly as h
    (station_id, parameter_code, hour, count_all, count_valid, avg_value, min_value, max_value)
  select k.station_id, k.parameter_code, k.hour, b.count_all, b.count_valid, b.avg_value,
         b.min_value, b.max_value
  from (select distinct station_id, parameter_code, date_trunc('hour', time) as hour from changed_rows) k
  cross join lateral (
    select count(*) as count_all,
           count(*) filter (where m.device_status = '00') as count_valid,
           avg(m.value) filter (where m.device_status = '00') as avg_value,
           min(m.value) filter (where m.device_status = '00') as min_value,
           max(m.value) filter (where m.device_status = '00') as max_value
    from public.measurement m
    where m.station_id = k.station_id and m.parameter_code = k.parameter_code
      and m.time >= k.hour and m.time < k.hour + interval '1 hour'
  ) b
  on conflict (station_id, parameter_code, hour) do update set
    count_all = excluded.count_all, count_valid = excluded.count_valid,
    avg_value = excluded.avg_value, min_value = excluded.min_value, max_value = excluded.max_value;

  insert into public.measurement_daily as d
    (station_id, parameter_code, day, count_all, count_valid, valid_hours, avg_value, min_value, max_value)
  select k.station_id, k.parameter_code, k.day, b.count_all, b.count_valid, b.valid_hours,
         b.avg_value, b.min_value, b.max_value
  from (select distinct station_id, parameter_code,
               ((time at time zone 'UTC') + interval '7 hours')::date as day
        from changed_rows) k
  cross join lateral (
    select sum(h.count_all) as count_all, sum(h.count_valid) as count_valid,
           count(*) filter (where h.count_valid > 0) as valid_hours,
           sum(h.avg_value * h.count_valid) / nullif(sum(h.count_valid), 0) as avg_value,
           min(h.min_value) as min_value, max(h.max_value) as max_value
    from public.measurement_hourly h
    where h.station_id = k.station_id and h.parameter_code = k.parameter_code
      and h.hour >= (k.day::timestamp - interval '7 hours') at time zone 'UTC'
      and h.hour < (k.day::timestamp + interval '17 hours') at time zone 'UTC'
  ) b
  on conflict (station_id, parameter_code, day) do update set
    count_all = excluded.count_all, count_valid = excluded.count_valid,
    valid_hours = excluded.valid_hours, avg_value = excluded.avg_value,
    min_value = excluded.min_value, max_value = excluded.max_value;

  update public.station_parameter p set
    latest_value = l.value, latest_device_status = l.device_status, latest_time = l.time
  from (
    select distinct on (station_id, parameter_code) station_id, parameter_code, value, device_status, time
    from changed_rows
    order by station_id, parameter_code, time desc
  ) l
  where p.station_id = l.station_id and p.code = l.parameter_code
    and (p.latest_time is null or p.latest_time <= l.time);

  update public.station s set latest_time = l.time
  from (select station_id, max(time) as time from changed_rows group by station_id) l
  where s.id = l.station_id and (s.latest_time is null or s.latest_time < l.time);

  return null;
end
$$;

create trigger measurement_rollups_after_insert
  after insert on public.measurement
  referencing new table as changed_rows
  for each statement execute function public.measurement_refresh_rollups();

create trigger measurement_rollups_after_update
  after update on public.measurement
  referencing new table as changed_rows
  for each statement execute function public.measurement_refresh_rollups();

revoke execute on function public.measurement_refresh_rollups() from public, anon, authenticated;
