-- Maintenance windows (issue 17): a customer's user declares that a station is in maintenance
-- (calibration, repair, power cut, other) from a start to an expected end. Values measured inside
-- a window are left out of the roll-ups (so of every average), of exceedance episodes, signal
-- loss and completeness; the reports list the windows with the values they left out. Alerts and
-- incidents of the station are muted while a window runs (server/maintenance/alert-muting.ts).
-- A declaration is the record the authority asks for: it is never deleted, every change is in
-- the audit log. Written only by the server (server/maintenance/maintenance-routes.ts), which
-- checks the rules (server/domain/maintenance-windows.ts) with its own clock; the checks below
-- are what must hold whatever wrote the row.

create table public.maintenance_window (
  id bigint generated always as identity primary key,
  customer_id bigint not null references public.customer (id) on delete cascade,
  station_id bigint not null references public.station (id) on delete cascade,
  reason text not null check (reason in ('calibration', 'repair', 'power_cut', 'other')),
  note text check (note is null or char_length(note) between 1 and 500),
  starts_at timestamptz not null,
  expected_end timestamptz not null,
  -- Set when a user ends the window before its expected end.
  ended_at timestamptz,
  -- Where the window really ends: what every exclusion and the muting test against. Kept by the
  -- trigger below (a generated column cannot be in a realtime publication's replica identity).
  ends_at timestamptz not null,
  -- Who declared and who ended it; no foreign key, the record outlives the account.
  declared_by uuid not null,
  declared_at timestamptz not null default now(),
  ended_by uuid,
  check (expected_end > starts_at and expected_end <= starts_at + interval '30 days'),
  check (ended_at is null or (ended_at > starts_at and ended_at < expected_end)),
  check ((ended_at is null) = (ended_by is null)),
  check (reason <> 'other' or note is not null),
  check (ends_at = coalesce(ended_at, expected_end))
);
create index maintenance_window_station_idx on public.maintenance_window (station_id, starts_at);
-- The alert sweep's windows that ended lately (server/alerts/maintenance-muting.ts).
create index maintenance_window_ends_idx on public.maintenance_window (ends_at);
create index maintenance_window_customer_idx
  on public.maintenance_window (customer_id, starts_at desc);

create or replace function public.maintenance_window_set_end() returns trigger
language plpgsql as $$
begin
  new.ends_at := coalesce(new.ended_at, new.expected_end);
  return new;
end
$$;
create trigger maintenance_window_set_end before insert or update on public.maintenance_window
  for each row execute function public.maintenance_window_set_end();

insert into public.enums (type, value, label, sort_order) values
  ('maintenance_reason', 'calibration', 'Hiệu chuẩn', 1),
  ('maintenance_reason', 'repair', 'Sửa chữa', 2),
  ('maintenance_reason', 'power_cut', 'Mất điện', 3),
  ('maintenance_reason', 'other', 'Khác', 4)
on conflict (type, value) do nothing;

alter table public.maintenance_window enable row level security;
create policy maintenance_window_read on public.maintenance_window for select to authenticated
  using ((select public.is_platform_user()) or customer_id = (select public.current_customer_id()));

revoke all on public.maintenance_window from public, anon, authenticated;
grant select on public.maintenance_window to authenticated;
grant all on public.maintenance_window to service_role;

create trigger audit_row_change after insert or update or delete on public.maintenance_window
  for each row execute function public.audit_row_change('id', 'customer_id');

-- The authority's record: a declaration is never removed, not even with its station or customer
-- (whose deletion the database then refuses, as it refuses that of anything holding data).
create or replace function public.maintenance_window_keep() returns trigger
language plpgsql as $$
begin
  raise exception 'Không thể xóa kỳ bảo trì: đây là hồ sơ lưu cho cơ quan quản lý.'
    using errcode = '55000';
end
$$;
create trigger maintenance_window_keep before delete on public.maintenance_window
  for each row execute function public.maintenance_window_keep();

-- Live badges: every user of the customer sees a window start, end and be extended.
alter publication supabase_realtime add table public.maintenance_window;
alter table public.maintenance_window replica identity full;

-- Whether a value of the station measured at p_time falls inside one of its windows. Plain SQL,
-- not security definer, so the planner inlines it; the roll-up trigger runs as the owner and
-- sees every window, reports run as the caller and see their own customer's, which are the only
-- ones of the stations they may read.
create or replace function public.in_maintenance(p_station_id bigint, p_time timestamptz)
returns boolean
language sql stable as $$
  select exists (select 1 from public.maintenance_window w
                 where w.station_id = p_station_id and w.starts_at <= p_time
                   and w.ends_at > p_time)
$$;

-- An hour's roll-up (20261125000500_measurement_partitions.sql) without the values measured in
-- maintenance: they count neither as valid nor as left out, as if the station had not sent them.
create or replace function public.measurement_hour_rollup(p_station_id bigint, p_parameter_code text,
                                                          p_hour timestamptz)
returns table (count_all integer, count_valid integer, avg_value double precision,
               min_value double precision, max_value double precision)
language sql stable as $$
  select count(*)::int,
         count(*) filter (where m.device_status = '00')::int,
         avg(m.value) filter (where m.device_status = '00'),
         min(m.value) filter (where m.device_status = '00'),
         max(m.value) filter (where m.device_status = '00')
  from public.measurement m
  where m.station_id = p_station_id and m.parameter_code = p_parameter_code
    and m.time >= p_hour and m.time < p_hour + interval '1 hour'
    and not public.in_maintenance(m.station_id, m.time)
$$;
revoke execute on function public.measurement_hour_rollup(bigint, text, timestamptz)
  from public, anon, authenticated;

-- The roll-ups of one station's values in [p_from, p_to), recomputed: a window declared over
-- values already stored, ended or extended changes which of them count. The same figures and
-- upserts as the measurement trigger, over the buckets that hold values in the range (an hour
-- left with none keeps its row, now with zero counts, so nothing stale remains).
create or replace function public.measurement_refresh_station_range(
  p_station_id bigint, p_from timestamptz, p_to timestamptz
) returns void
language plpgsql security definer
set search_path = public, pg_temp set enable_seqscan = off set jit = off
as $$
declare
  v_from constant timestamptz :=
    greatest(date_trunc('hour', p_from), greenwatch_partitions.raw_kept_from());
begin
  if v_from >= p_to then
    return;
  end if;
  create temporary table if not exists maintenance_touched_hours (
    parameter_code text, hour timestamptz) on commit drop;
  delete from maintenance_touched_hours;
  insert into maintenance_touched_hours
  select distinct m.parameter_code, date_trunc('hour', m.time)
  from public.measurement m
  where m.station_id = p_station_id and m.time >= v_from and m.time < p_to;

  insert into public.measurement_hourly as h
    (station_id, parameter_code, hour, count_all, count_valid, avg_value, min_value, max_value)
  select p_station_id, k.parameter_code, k.hour, b.*
  from maintenance_touched_hours k
  cross join lateral public.measurement_hour_rollup(p_station_id, k.parameter_code, k.hour) b
  on conflict (station_id, parameter_code, hour) do update set
    count_all = excluded.count_all, count_valid = excluded.count_valid,
    avg_value = excluded.avg_value, min_value = excluded.min_value, max_value = excluded.max_value;

  insert into public.measurement_daily as d
    (station_id, parameter_code, day, count_all, count_valid, valid_hours, avg_value, min_value,
     max_value, sufficient_hours, hourly_mean_sum, hourly_mean_min, hourly_mean_max)
  select p_station_id, k.parameter_code, k.day, b.*
  from (select distinct parameter_code,
               ((hour at time zone 'UTC') + interval '7 hours')::date as day
        from maintenance_touched_hours) k
  cross join lateral public.measurement_day_rollup(p_station_id, k.parameter_code, k.day) b
  on conflict (station_id, parameter_code, day) do update set
    count_all = excluded.count_all, count_valid = excluded.count_valid,
    valid_hours = excluded.valid_hours, avg_value = excluded.avg_value,
    min_value = excluded.min_value, max_value = excluded.max_value,
    sufficient_hours = excluded.sufficient_hours, hourly_mean_sum = excluded.hourly_mean_sum,
    hourly_mean_min = excluded.hourly_mean_min, hourly_mean_max = excluded.hourly_mean_max;
end
$$;
revoke execute on function public.measurement_refresh_station_range(bigint, timestamptz, timestamptz)
  from public, anon, authenticated;

-- A window declared, ended early or extended: the time whose values changed sides.
create or replace function public.maintenance_window_refresh_rollups() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  if tg_op = 'INSERT' then
    perform public.measurement_refresh_station_range(new.station_id, new.starts_at, new.ends_at);
  elsif new.starts_at <> old.starts_at then
    perform public.measurement_refresh_station_range(
      new.station_id, least(old.starts_at, new.starts_at), greatest(old.ends_at, new.ends_at));
  elsif new.ends_at <> old.ends_at then
    perform public.measurement_refresh_station_range(
      new.station_id, least(old.ends_at, new.ends_at), greatest(old.ends_at, new.ends_at));
  end if;
  return null;
end
$$;
revoke execute on function public.maintenance_window_refresh_rollups()
  from public, anon, authenticated;

create trigger maintenance_window_refresh_rollups
  after insert or update on public.maintenance_window
  for each row execute function public.maintenance_window_refresh_rollups();
