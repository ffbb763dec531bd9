-- Scale past the demo (issue 13). A provider with 2,000 stations stores ~2 billion raw values a
-- year, so:
-- 1. public.measurement and public.measurement_hourly are partitioned by Vietnamese calendar month
--    (native declarative partitioning; bounds at 00:00 +07 on the 1st). The partitions live in the
--    schema greenwatch_partitions, which no API role can use: every read goes through the parent
--    tables, whose privileges and RLS policies are the same as before. A DEFAULT partition takes
--    any value whose month has no partition yet, so an insert never fails; maintain() (called by
--    the server at start and periodically, server/db/partition-maintenance.ts) creates the months
--    ahead and moves whatever the default partition holds into its own month.
-- 2. Retention: maintain(…, retention_months) drops whole raw months that ended more than that
--    many months ago. Roll-ups are kept. Roll-ups of a month whose raw values are gone are never
--    recomputed again (a late value for it would otherwise replace a full hour by a partial one).
-- 3. The daily roll-up also stores what the reports' daily mean needs (reference §5: the mean of
--    the hourly means that have at least 9 of their 12 values): the count of those hours, their
--    sum in hour order, their min and max. A daily or monthly average report then reads one row
--    per day instead of 24, and gives the same figures as the domain code run on the hours.
-- measurement_daily stays one table: it holds 1/288 of the raw rows (7 M a year at that scale).
-- Nothing here is in the realtime publication (measurements reach clients as station updates),
-- so publish_via_partition_root is not needed.

create schema if not exists greenwatch_partitions;
revoke all on schema greenwatch_partitions from public;

-- Raw values before raw_kept_from were dropped by retention; null while nothing was dropped.
create table greenwatch_partitions.raw_retention (
  singleton boolean primary key default true check (singleton),
  raw_kept_from timestamptz
);
insert into greenwatch_partitions.raw_retention default values;

create function greenwatch_partitions.raw_kept_from() returns timestamptz
language sql stable as $$
  select coalesce((select raw_kept_from from greenwatch_partitions.raw_retention where singleton),
                  '-infinity')
$$;

-- The Vietnamese calendar (UTC+7, no daylight saving) as the roll-ups already use it.
create function greenwatch_partitions.month_of(p_time timestamptz) returns date
language sql immutable as $$
  select date_trunc('month', (p_time at time zone 'UTC') + interval '7 hours')::date
$$;

create function greenwatch_partitions.month_start(p_month date) returns timestamptz
language sql immutable as $$
  select (date_trunc('month', p_month::timestamp) - interval '7 hours') at time zone 'UTC'
$$;

-- The two partitioned tables and their partition key.
create function greenwatch_partitions.key_column(p_table text) returns text
language sql immutable as $$
  select case p_table when 'measurement' then 'time' when 'measurement_hourly' then 'hour' end
$$;

-- Creates the partition of p_table for the month of p_month unless it exists, taking over the
-- rows the default partition holds for that month. Returns whether it created one. The new
-- partition is built apart and attached, which needs only a SHARE UPDATE EXCLUSIVE lock on the
-- parent, so reads and inserts go on meanwhile.
create function greenwatch_partitions.ensure_month(p_table text, p_month date) returns boolean
language plpgsql as $$
declare
  v_month date := date_trunc('month', p_month::timestamp)::date;
  v_name text := format('%s_y%sm%s', p_table, to_char(v_month, 'YYYY'), to_char(v_month, 'MM'));
  v_key text := greenwatch_partitions.key_column(p_table);
  v_from timestamptz := greenwatch_partitions.month_start(v_month);
  v_to timestamptz := greenwatch_partitions.month_start((v_month + interval '1 month')::date);
begin
  if v_key is null then
    raise exception 'not a partitioned measurement table: %', p_table;
  end if;
  if to_regclass(format('greenwatch_partitions.%I', v_name)) is not null then
    return false;
  end if;
  execute format(
    'create table greenwatch_partitions.%I (like public.%I including defaults including constraints)',
    v_name, p_table);
  execute format(
    'with moved as (delete from greenwatch_partitions.%I where %I >= $1 and %I < $2 returning *)
     insert into greenwatch_partitions.%I select * from moved',
    p_table || '_default', v_key, v_key, v_name)
    using v_from, v_to;
  execute format(
    'alter table public.%I attach partition greenwatch_partitions.%I for values from (%L) to (%L)',
    p_table, v_name, v_from, v_to);
  return true;
end
$$;

-- The month partitions of p_table with their month, oldest first.
create function greenwatch_partitions.months(p_table text)
returns table (partition_name text, partition_month date)
language sql stable as $$
  select c.relname::text, make_date(m[1]::int, m[2]::int, 1)
  from pg_inherits i
  join pg_class c on c.oid = i.inhrelid
  cross join lateral regexp_match(c.relname::text, '^' || p_table || '_y(\d{4})m(\d{2})$') m
  where i.inhparent = format('public.%I', p_table)::regclass and m is not null
  order by 2
$$;

-- Makes sure both tables have the partitions of every month from p_from to p_to; returns one line
-- per partition created. The periodic job runs it for the months around now; an operator who
-- imports history runs it for that history's months first, so the rows go straight to their
-- partitions rather than through the default one.
create function greenwatch_partitions.create_months(p_from date, p_to date) returns setof text
language plpgsql as $$
declare
  v_month date;
  v_table text;
begin
  foreach v_table in array array['measurement', 'measurement_hourly'] loop
    for v_month in
      select generate_series(date_trunc('month', p_from::timestamp),
                             date_trunc('month', p_to::timestamp), interval '1 month')::date
    loop
      if greenwatch_partitions.ensure_month(v_table, v_month) then
        return next format('created %s for %s', v_table, to_char(v_month, 'YYYY-MM'));
      end if;
    end loop;
  end loop;
end
$$;

-- The periodic job. With p_retention_months, raw months that ended more than that many months
-- ago are dropped (and remembered in raw_retention, so that their roll-ups stay as they are even
-- if retention is later switched off). Then rows of the default partitions move into their own
-- months, and the months from the previous one to p_months_ahead after the current one are
-- made to exist. Returns one line per change.
create function greenwatch_partitions.maintain(
  p_months_ahead integer default 3,
  p_retention_months integer default null
) returns setof text
language plpgsql as $$
declare
  v_current date := greenwatch_partitions.month_of(now());
  v_kept_from timestamptz;
  v_part record;
  v_month date;
  v_table text;
begin
  if p_months_ahead is null or p_months_ahead < 0 then
    raise exception 'p_months_ahead must be 0 or more, got %', p_months_ahead;
  end if;
  if p_retention_months is not null then
    if p_retention_months < 1 then
      raise exception 'p_retention_months must be 1 or more, got %', p_retention_months;
    end if;
    update greenwatch_partitions.raw_retention set raw_kept_from = greatest(
      coalesce(raw_kept_from, '-infinity'),
      greenwatch_partitions.month_start((v_current - make_interval(months => p_retention_months))::date));
  end if;
  v_kept_from := greenwatch_partitions.raw_kept_from();
  for v_part in select * from greenwatch_partitions.months('measurement') loop
    if v_part.partition_month < greenwatch_partitions.month_of(v_kept_from) then
      execute format('alter table public.measurement detach partition greenwatch_partitions.%I',
                     v_part.partition_name);
      execute format('drop table greenwatch_partitions.%I', v_part.partition_name);
      return next 'dropped ' || v_part.partition_name;
    end if;
  end loop;
  -- Late values of a dropped month (they landed in the default partition).
  delete from greenwatch_partitions.measurement_default where time < v_kept_from;
  foreach v_table in array array['measurement', 'measurement_hourly'] loop
    for v_month in execute format(
      'select distinct greenwatch_partitions.month_of(%I) from greenwatch_partitions.%I order by 1',
      greenwatch_partitions.key_column(v_table), v_table || '_default')
    loop
      if greenwatch_partitions.ensure_month(v_table, v_month) then
        return next format('created %s for %s, with the rows the default partition held',
                           v_table, to_char(v_month, 'YYYY-MM'));
      end if;
    end loop;
  end loop;
  return query select greenwatch_partitions.create_months(
    (v_current - interval '1 month')::date,
    (v_current + make_interval(months => p_months_ahead))::date);
end
$$;

-- Roll-up figures of one hour and one Vietnamese day, shared by the trigger and the rebuild.
-- An hour's mean counts towards the daily mean with at least this many valid values (12 expected
-- at the 5-minute interval, 75 %: server/domain/monitoring-conventions.ts; a test compares them).
create function public.hourly_mean_min_valid_count() returns integer
language sql immutable as $$ select 9 $$;

create function public.measurement_hour_rollup(p_station_id bigint, p_parameter_code text,
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
$$;

create function public.measurement_day_rollup(p_station_id bigint, p_parameter_code text,
                                              p_day date)
returns table (count_all integer, count_valid integer, valid_hours integer,
               avg_value double precision, min_value double precision, max_value double precision,
               sufficient_hours integer, hourly_mean_sum double precision,
               hourly_mean_min double precision, hourly_mean_max double precision)
language sql stable as $$
  select sum(h.count_all)::int, sum(h.count_valid)::int,
         (count(*) filter (where h.count_valid > 0))::int,
         sum(h.avg_value * h.count_valid) / nullif(sum(h.count_valid), 0),
         min(h.min_value), max(h.max_value),
         (count(*) filter (where h.count_valid >= public.hourly_mean_min_valid_count()))::int,
         -- In hour order, as the domain adds them: the same float sum to the last bit.
         sum(h.avg_value order by h.hour)
           filter (where h.count_valid >= public.hourly_mean_min_valid_count()),
         min(h.avg_value) filter (where h.count_valid >= public.hourly_mean_min_valid_count()),
         max(h.avg_value) filter (where h.count_valid >= public.hourly_mean_min_valid_count())
  from public.measurement_hourly h
  where h.station_id = p_station_id and h.parameter_code = p_parameter_code
    and h.hour >= (p_day::timestamp - interval '7 hours') at time zone 'UTC'
    and h.hour < (p_day::timestamp + interval '17 hours') at time zone 'UTC'
$$;

-- 1. Set the current tables aside (their names are taken by the partitioned ones).
drop trigger measurement_rollups_after_insert on public.measurement;
drop trigger measurement_rollups_after_update on public.measurement;
alter table public.measurement rename to measurement_unpartitioned;
alter table public.measurement_unpartitioned
  rename constraint measurement_pkey to measurement_unpartitioned_pkey;
alter index public.measurement_time_idx rename to measurement_unpartitioned_time_idx;
alter table public.measurement_hourly rename to measurement_hourly_unpartitioned;
alter table public.measurement_hourly_unpartitioned
  rename constraint measurement_hourly_pkey to measurement_hourly_unpartitioned_pkey;

-- 2. The partitioned tables, column for column as before (20261122000100_schema.sql). Keys,
-- foreign keys and indexes are added after the copy: one bulk build instead of row by row.
create table public.measurement (
  station_id bigint not null,
  parameter_code text not null,
  time timestamptz not null,
  value double precision not null,
  device_status text not null default '00' check (device_status in ('00', '01', '02')),
  received_at timestamptz not null default now()
) partition by range (time);

create table public.measurement_hourly (
  station_id bigint not null,
  parameter_code text not null,
  hour timestamptz not null,
  count_all integer not null,
  count_valid integer not null,
  avg_value double precision,
  min_value double precision,
  max_value double precision
) partition by range (hour);

create table greenwatch_partitions.measurement_default
  partition of public.measurement default;
create table greenwatch_partitions.measurement_hourly_default
  partition of public.measurement_hourly default;

-- 3. A partition for every month that holds data, then the data.
select greenwatch_partitions.ensure_month('measurement', m)
from (select distinct greenwatch_partitions.month_of(time) as m
      from public.measurement_unpartitioned) months;
select greenwatch_partitions.ensure_month('measurement_hourly', m)
from (select distinct greenwatch_partitions.month_of(hour) as m
      from public.measurement_hourly_unpartitioned) months;

insert into public.measurement (station_id, parameter_code, time, value, device_status, received_at)
select station_id, parameter_code, time, value, device_status, received_at
from public.measurement_unpartitioned;
insert into public.measurement_hourly
  (station_id, parameter_code, hour, count_all, count_valid, avg_value, min_value, max_value)
select station_id, parameter_code, hour, count_all, count_valid, avg_value, min_value, max_value
from public.measurement_hourly_unpartitioned;

alter table public.measurement add primary key (station_id, parameter_code, time);
alter table public.measurement add foreign key (station_id, parameter_code)
  references public.station_parameter (station_id, code) on delete cascade;
create index measurement_time_idx on public.measurement (time);
alter table public.measurement_hourly add primary key (station_id, parameter_code, hour);
alter table public.measurement_hourly add foreign key (station_id, parameter_code)
  references public.station_parameter (station_id, code) on delete cascade;

-- 4. The same privileges as the tables they replace (whatever the platform granted), then the
-- old tables go.
do $$
declare
  v_pair record;
  v_acl record;
begin
  for v_pair in select * from (values
    ('measurement_unpartitioned', 'measurement'),
    ('measurement_hourly_unpartitioned', 'measurement_hourly')) as p(old_name, new_name)
  loop
    for v_acl in
      select distinct a.grantee from pg_class c cross join lateral aclexplode(c.relacl) a
      where c.oid = format('public.%I', v_pair.new_name)::regclass and a.grantee <> c.relowner
    loop
      execute format('revoke all on public.%I from %s', v_pair.new_name,
                     case when v_acl.grantee = 0 then 'public' else v_acl.grantee::regrole::text end);
    end loop;
    for v_acl in
      select a.grantee, a.privilege_type from pg_class c cross join lateral aclexplode(c.relacl) a
      where c.oid = format('public.%I', v_pair.old_name)::regclass and a.grantee <> c.relowner
    loop
      execute format('grant %s on public.%I to %s', v_acl.privilege_type, v_pair.new_name,
                     case when v_acl.grantee = 0 then 'public' else v_acl.grantee::regrole::text end);
    end loop;
  end loop;
end
$$;

drop table public.measurement_unpartitioned;
drop table public.measurement_hourly_unpartitioned;

-- 5. RLS as before (20261122000300_access_control.sql), on the parents. Queries through a parent
-- apply the parent's policies to every partition; the partitions themselves are unreachable.
alter table public.measurement enable row level security;
alter table public.measurement_hourly enable row level security;
create policy measurement_read on public.measurement for select to authenticated
  using ((select public.is_platform_user()) or station_id = any((select public.current_station_ids())::bigint[]));
create policy measurement_read_public on public.measurement for select to anon
  using (station_id = any((select public.public_station_ids())::bigint[]));
create policy measurement_hourly_read on public.measurement_hourly for select to authenticated
  using ((select public.is_platform_user()) or station_id = any((select public.current_station_ids())::bigint[]));
create policy measurement_hourly_read_public on public.measurement_hourly for select to anon
  using (station_id = any((select public.public_station_ids())::bigint[]));

-- 6. The daily roll-up's hourly-mean figures, filled for the days already rolled up.
alter table public.measurement_daily
  add column sufficient_hours integer not null default 0,
  add column hourly_mean_sum double precision,
  add column hourly_mean_min double precision,
  add column hourly_mean_max double precision;
update public.measurement_daily d set
  (sufficient_hours, hourly_mean_sum, hourly_mean_min, hourly_mean_max) =
  (select b.sufficient_hours, b.hourly_mean_sum, b.hourly_mean_min, b.hourly_mean_max
   from public.measurement_day_rollup(d.station_id, d.parameter_code, d.day) b);

-- 7. The roll-up trigger (20261122000200_measurement_rollups.sql) on the partitioned table, now
-- through the shared figure functions, and skipping buckets whose raw values retention dropped.
-- enable_seqscan off: each bucket is a few rows reached by index, always. Without it, a month
-- partition analysed while still empty looks free to scan whole, and its first day of inserts
-- would rescan it once per touched bucket.
-- jit off: the seqscan penalty makes every estimate huge, and PostgreSQL would compile each
-- trigger run to machine code (39 ms of a 50 ms insert of one small file).
create or replace function public.measurement_refresh_rollups() returns trigger
language plpgsql security definer
set search_path = public, pg_temp set enable_seqscan = off set jit = off
as $$
declare
  kept_from constant timestamptz := greenwatch_partitions.raw_kept_from();
  listed bigint[];
begin
  -- LATERAL: one index range scan per touched bucket. The transition table has no statistics,
  -- and a plain join lets the planner pick a merge or hash join over the whole table.
  insert into public.measurement_hourly as h
    (station_id, parameter_code, hour, count_all, count_valid, avg_value, min_value, max_value)
  select k.station_id, k.parameter_code, k.hour, b.*
  from (select distinct station_id, parameter_code, date_trunc('hour', time) as hour
        from changed_rows where time >= kept_from) k
  cross join lateral public.measurement_hour_rollup(k.station_id, k.parameter_code, k.hour) b
  on conflict (station_id, parameter_code, hour) do update set
    count_all = excluded.count_all, count_valid = excluded.count_valid,
    avg_value = excluded.avg_value, min_value = excluded.min_value, max_value = excluded.max_value;

  insert into public.measurement_daily as d
    (station_id, parameter_code, day, count_all, count_valid, valid_hours, avg_value, min_value,
     max_value, sufficient_hours, hourly_mean_sum, hourly_mean_min, hourly_mean_max)
  select k.station_id, k.parameter_code, k.day, b.*
  from (select distinct station_id, parameter_code,
               ((time at time zone 'UTC') + interval '7 hours')::date as day
        from changed_rows where time >= kept_from) k
  cross join lateral public.measurement_day_rollup(k.station_id, k.parameter_code, k.day) b
  on conflict (station_id, parameter_code, day) do update set
    count_all = excluded.count_all, count_valid = excluded.count_valid,
    valid_hours = excluded.valid_hours, avg_value = excluded.avg_value,
    min_value = excluded.min_value, max_value = excluded.max_value,
    sufficient_hours = excluded.sufficient_hours, hourly_mean_sum = excluded.hourly_mean_sum,
    hourly_mean_min = excluded.hourly_mean_min, hourly_mean_max = excluded.hourly_mean_max;

  -- The latest values, then the /api/customers/ entry of each station they changed, once
  -- (20261125000400_station_listing.sql), not once per updated table.
  perform set_config('greenwatch.listing_deferred', 'on', true);
  with updated as (
    update public.station_parameter p set
      latest_value = l.value, latest_device_status = l.device_status, latest_time = l.time
    from (
      select distinct on (station_id, parameter_code) station_id, parameter_code, value, device_status, time
      from changed_rows
      order by station_id, parameter_code, time desc
    ) l
    where p.station_id = l.station_id and p.code = l.parameter_code
      and (p.latest_time is null or p.latest_time <= l.time)
    returning p.station_id
  )
  select array_agg(distinct station_id) into listed from updated;

  with updated as (
    update public.station s set latest_time = l.time
    from (select station_id, max(time) as time from changed_rows group by station_id) l
    where s.id = l.station_id and (s.latest_time is null or s.latest_time < l.time)
    returning s.id
  )
  select coalesce(listed, '{}') || coalesce(array_agg(id), '{}') into listed from updated;
  perform set_config('greenwatch.listing_deferred', 'off', true);
  if cardinality(listed) > 0 then
    perform public.station_listing_refresh(listed);
  end if;

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

-- Every roll-up recomputed from the raw values, set-based: after a bulk load that bypassed the
-- trigger (seed history, benchmarks). Buckets of dropped raw months are left as they are.
create function public.measurement_rebuild_rollups() returns void
language plpgsql security definer set search_path = public, pg_temp as $$
declare
  kept_from constant timestamptz := greenwatch_partitions.raw_kept_from();
begin
  insert into public.measurement_hourly as h
    (station_id, parameter_code, hour, count_all, count_valid, avg_value, min_value, max_value)
  select k.station_id, k.parameter_code, k.hour, b.*
  from (select distinct station_id, parameter_code, date_trunc('hour', time) as hour
        from public.measurement where time >= kept_from) k
  cross join lateral public.measurement_hour_rollup(k.station_id, k.parameter_code, k.hour) b
  on conflict (station_id, parameter_code, hour) do update set
    count_all = excluded.count_all, count_valid = excluded.count_valid,
    avg_value = excluded.avg_value, min_value = excluded.min_value, max_value = excluded.max_value;

  insert into public.measurement_daily as d
    (station_id, parameter_code, day, count_all, count_valid, valid_hours, avg_value, min_value,
     max_value, sufficient_hours, hourly_mean_sum, hourly_mean_min, hourly_mean_max)
  select k.station_id, k.parameter_code, k.day, b.*
  from (select distinct station_id, parameter_code,
               ((hour at time zone 'UTC') + interval '7 hours')::date as day
        from public.measurement_hourly where hour >= kept_from) k
  cross join lateral public.measurement_day_rollup(k.station_id, k.parameter_code, k.day) b
  on conflict (station_id, parameter_code, day) do update set
    count_all = excluded.count_all, count_valid = excluded.count_valid,
    valid_hours = excluded.valid_hours, avg_value = excluded.avg_value,
    min_value = excluded.min_value, max_value = excluded.max_value,
    sufficient_hours = excluded.sufficient_hours, hourly_mean_sum = excluded.hourly_mean_sum,
    hourly_mean_min = excluded.hourly_mean_min, hourly_mean_max = excluded.hourly_mean_max;
end
$$;

revoke execute on all functions in schema greenwatch_partitions from public;
revoke execute on function public.measurement_refresh_rollups() from public, anon, authenticated;
revoke execute on function public.measurement_rebuild_rollups() from public, anon, authenticated;
revoke execute on function public.measurement_hour_rollup(bigint, text, timestamptz)
  from public, anon, authenticated;
revoke execute on function public.measurement_day_rollup(bigint, text, date)
  from public, anon, authenticated;

-- 8. The months around now (the server repeats this at every start and periodically).
select greenwatch_partitions.maintain();
