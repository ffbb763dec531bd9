-- Keep the hourly and daily roll-ups and each parameter's latest value current in the statement
-- that wrote the measurements. Touched buckets are recomputed from the stored rows, so
-- re-sent (upserted) values and out-of-order files give the same result as a fresh load.

create or replace function public.measurement_refresh_rollups() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  insert into public.measurement_hourly as h
    (station_id, parameter_code, hour, count_all, count_valid, avg_value, min_value, max_value)
  select m.station_id, m.parameter_code, k.hour,
         count(*),
         count(*) filter (where m.device_status = '00'),
         avg(m.value) filter (where m.device_status = '00'),
         min(m.value) filter (where m.device_status = '00'),
         max(m.value) filter (where m.device_status = '00')
  from (select distinct station_id, parameter_code, date_trunc('hour', time) as hour from changed_rows) k
  join public.measurement m
    on m.station_id = k.station_id and m.parameter_code = k.parameter_code
   and m.time >= k.hour and m.time < k.hour + interval '1 hour'
  group by m.station_id, m.parameter_code, k.hour
  on conflict (station_id, parameter_code, hour) do update set
    count_all = excluded.count_all, count_valid = excluded.count_valid,
    avg_value = excluded.avg_value, min_value = excluded.min_value, max_value = excluded.max_value;

  insert into public.measurement_daily as d
    (station_id, parameter_code, day, count_all, count_valid, valid_hours, avg_value, min_value, max_value)
  select h.station_id, h.parameter_code, k.day,
         sum(h.count_all), sum(h.count_valid),
         count(*) filter (where h.count_valid > 0),
         sum(h.avg_value * h.count_valid) / nullif(sum(h.count_valid), 0),
         min(h.min_value), max(h.max_value)
  from (select distinct station_id, parameter_code,
               ((time at time zone 'UTC') + interval '7 hours')::date as day
        from changed_rows) k
  join public.measurement_hourly h
    on h.station_id = k.station_id and h.parameter_code = k.parameter_code
   and h.hour >= (k.day::timestamp - interval '7 hours') at time zone 'UTC'
   and h.hour < (k.day::timestamp + interval '17 hours') at time zone 'UTC'
  group by h.station_id, h.parameter_code, k.day
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

-- Station status from each parameter's latest value (vn-environment-rules.md §1.4 and the
-- conventions in vn-limits.json): signal_lost when nothing arrived within the station's window;
-- otherwise the worst of its valid (status 00) latest values against the parameter's limits.
create or replace function public.station_status_at(p_station_id bigint, p_now timestamptz)
returns text
language sql stable security definer set search_path = public, pg_temp as $$
  with s as (
    select id, latest_time, near_threshold_ratio::double precision as ratio, signal_loss_minutes
    from public.station where id = p_station_id
  ),
  levels as (
    select case
      when p.limit_max is not null and p.latest_value > p.limit_max then 3
      when p.limit_min is not null and p.latest_value < p.limit_min then 3
      when p.limit_min is not null and p.limit_max is not null
           and (p.latest_value - p.limit_min < (p.limit_max - p.limit_min) * (1 - s.ratio) / 2
                or p.limit_max - p.latest_value < (p.limit_max - p.limit_min) * (1 - s.ratio) / 2) then 2
      when p.limit_min is null and p.limit_max is not null and p.latest_value >= p.limit_max * s.ratio then 2
      else 1
    end as level
    from public.station_parameter p join s on s.id = p.station_id
    where p.latest_device_status = '00' and p.latest_value is not null
  )
  select case
    when s.latest_time is null
      or s.latest_time < p_now - make_interval(mins => s.signal_loss_minutes) then 'signal_lost'
    when (select max(level) from levels) = 3 then 'exceed_threshold'
    when (select max(level) from levels) = 2 then 'near_threshold'
    else 'within_threshold'
  end
  from s
$$;

-- Re-evaluates every station (called by the server on a timer, because signal loss is the
-- absence of data). Only changed rows are written, so realtime pushes real changes only.
create or replace function public.refresh_station_statuses(p_now timestamptz default now())
returns integer
language plpgsql security definer set search_path = public, pg_temp as $$
declare
  changed integer;
begin
  update public.station s set latest_status = v.status
  from (select id, public.station_status_at(id, p_now) as status from public.station) v
  where s.id = v.id and s.latest_status is distinct from v.status;
  get diagnostics changed = row_count;
  return changed;
end
$$;

revoke execute on function public.refresh_station_statuses(timestamptz) from public, anon, authenticated;
revoke execute on function public.measurement_refresh_rollups() from public, anon, authenticated;
