-- GET /api/customers/ for 1,000 stations × 10 parameters in a few milliseconds (issue 13).
-- Building 10,000 parameter objects per request cost ~100 ms of JSON work in the database and
-- 2.6 MB on the wire. So each station's entry is built when the station, its parameters (which
-- the measurement trigger updates with every new value) or its cameras change, and kept here as
-- JSON text; the endpoint only concatenates the entries the caller may read
-- (server/api/customers-query.ts). Per station:
-- - full_entry: the station as the spec's answer holds it (spec §3, §7): its own columns, its
--   measurements (definition and latest value of each parameter) and its cameras;
-- - parameter_set: its parameter definitions in display order (code, name, unit, limits, fee
--   flag), and set_key, its md5. Stations built from the same template share the
--   set, so the answer sends each distinct set once per customer, under its key;
-- - entry: the station in the compact answer the app asks for (?view=compact): its key of set, its own columns, its latest values as three
--   arrays in the order of its set (values, device_statuses, times in epoch milliseconds), and
--   its cameras.

create table public.station_listing (
  station_id bigint primary key references public.station (id) on delete cascade,
  customer_id bigint not null,
  name text not null,
  set_key text not null,
  parameter_set text not null,
  entry text not null,
  full_entry text not null
) with (toast_tuple_target = 8160); -- entries stay inline and uncompressed: read on every call
create index station_listing_customer_idx on public.station_listing (customer_id, name, station_id);

create or replace function public.station_listing_refresh(p_station_ids bigint[]) returns void
language sql security definer set search_path = public, pg_temp as $$
  insert into public.station_listing as l (station_id, customer_id, name, set_key, parameter_set,
                                           entry, full_entry)
  select s.id, s.customer_id, s.name, e.set_key, e.parameter_set,
         (select to_json(r)::text from (
            select e.set_key as parameter_set, s.id, s.code, s.name, s.kind,
                   (select to_json(xy) from (select s.lat, s.lng) xy) as location,
                   s.address, s.province, s.standard, s.public_sharing, s.near_threshold_ratio,
                   s.signal_loss_minutes, s.latest_status,
                   floor(extract(epoch from s.latest_time) * 1000)::bigint as latest_time,
                   coalesce(p.latest_values, '[]') as "values",
                   coalesce(p.device_statuses, '[]') as device_statuses,
                   coalesce(p.times, '[]') as times,
                   coalesce(c.cameras, '[]') as cameras) r),
         (select to_json(r)::text from (
            select s.id, s.code, s.name, s.kind,
                   (select to_json(xy) from (select s.lat, s.lng) xy) as location,
                   s.address, s.province, s.standard, s.public_sharing, s.near_threshold_ratio,
                   s.signal_loss_minutes, s.latest_status, s.latest_time,
                   coalesce(p.measurements, '[]') as measurements,
                   coalesce(c.cameras, '[]') as cameras) r)
  from public.station s
  left join lateral (
    select json_agg((select to_json(x) from (select d.code, d.name, d.unit, d.limit_min,
                                                    d.limit_max, d.fee_enabled) x)
                    order by d.sort_order, d.code)::text as definitions,
           json_agg((select to_json(x) from (select d.code, d.name, d.unit,
                                                    d.latest_value as value,
                                                    d.latest_device_status as device_status,
                                                    d.latest_time as time, d.limit_min,
                                                    d.limit_max, d.fee_enabled) x)
                    order by d.sort_order, d.code) as measurements,
           array_to_json(array_agg(d.latest_value order by d.sort_order, d.code)) as latest_values,
           array_to_json(array_agg(d.latest_device_status order by d.sort_order, d.code))
             as device_statuses,
           array_to_json(array_agg(floor(extract(epoch from d.latest_time) * 1000)::bigint
                                   order by d.sort_order, d.code)) as times
    from (select q.code, q.name, q.unit, q.limit_min, q.limit_max, q.fee_enabled, q.sort_order,
                 q.latest_value, q.latest_device_status, q.latest_time
          from public.station_parameter q where q.station_id = s.id) d
  ) p on true
  left join lateral (
    select json_agg(k order by k.id) as cameras
    from (select id, name, hls_url, snapshot_url from public.camera where station_id = s.id) k
  ) c on true
  cross join lateral (
    select md5(coalesce(p.definitions, '[]')) as set_key,
           coalesce(p.definitions, '[]') as parameter_set
  ) e
  where s.id = any(p_station_ids)
  on conflict (station_id) do update set
    customer_id = excluded.customer_id, name = excluded.name, set_key = excluded.set_key,
    parameter_set = excluded.parameter_set, entry = excluded.entry, full_entry = excluded.full_entry
$$;

-- Kept current in the statement that changed a station, its parameters or its cameras (a
-- deleted station takes its entry along through the foreign key). The measurement trigger,
-- which updates both a station's parameters and the station, sets greenwatch.listing_deferred
-- meanwhile and refreshes each station once afterwards (20261125000500).
create or replace function public.station_listing_after_change() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  if current_setting('greenwatch.listing_deferred', true) = 'on' then
    return null;
  end if;
  if tg_table_name = 'station' then
    perform public.station_listing_refresh(array(select id from changed));
  elsif tg_op = 'INSERT' then
    perform public.station_listing_refresh(array(select station_id from changed));
  elsif tg_op = 'UPDATE' then
    perform public.station_listing_refresh(
      array(select station_id from changed union select station_id from gone));
  else
    perform public.station_listing_refresh(array(select station_id from gone));
  end if;
  return null;
end
$$;

create trigger station_listing_after_insert after insert on public.station
  referencing new table as changed
  for each statement execute function public.station_listing_after_change();
create trigger station_listing_after_update after update on public.station
  referencing new table as changed
  for each statement execute function public.station_listing_after_change();

create trigger station_listing_after_insert after insert on public.station_parameter
  referencing new table as changed
  for each statement execute function public.station_listing_after_change();
create trigger station_listing_after_update after update on public.station_parameter
  referencing old table as gone new table as changed
  for each statement execute function public.station_listing_after_change();
create trigger station_listing_after_delete after delete on public.station_parameter
  referencing old table as gone
  for each statement execute function public.station_listing_after_change();

create trigger station_listing_after_insert after insert on public.camera
  referencing new table as changed
  for each statement execute function public.station_listing_after_change();
create trigger station_listing_after_update after update on public.camera
  referencing old table as gone new table as changed
  for each statement execute function public.station_listing_after_change();
create trigger station_listing_after_delete after delete on public.camera
  referencing old table as gone
  for each statement execute function public.station_listing_after_change();

select public.station_listing_refresh(array(select id from public.station));

-- Read as the stations themselves are (20261122000300_access_control.sql: a user sees the
-- stations of their customer, platform roles all); written only by the triggers above.
alter table public.station_listing enable row level security;
create policy station_listing_read on public.station_listing for select to authenticated
  using ((select public.is_platform_user()) or customer_id = (select public.current_customer_id()));
revoke all on public.station_listing from anon;
revoke insert, update, delete, truncate on public.station_listing from authenticated;
revoke execute on function public.station_listing_refresh(bigint[]) from public, anon, authenticated;
revoke execute on function public.station_listing_after_change() from public, anon, authenticated;
