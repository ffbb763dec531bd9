-- Limit versions applied once per statement rather than once per row (20261127000100).
-- Creating parameters in bulk (1,000 stations × 10 parameters in one statement) took 3–4 ms a
-- parameter on PostgreSQL and ran past the 30 s statement timeout: each new parameter's first
-- version was inserted by a row trigger, whose own row trigger applied the versions to that one
-- parameter with an UPDATE, whose statement triggers refreshed the station's listing entry and
-- its customer's version: all of it once per parameter. Now a statement that adds parameters
-- adds all their first versions in one statement, and a statement on the versions applies them
-- to all its parameters in one UPDATE. What a version means, and who may write one (the row
-- trigger check_limit_version, RLS), do not change.

-- The current limits of the given parameters as of a Vietnamese day: those of the latest version
-- from that day or before, none when every version is later. Parameters without versions are left
-- alone. Returns how many parameters changed.
create function public.apply_limit_versions_to(p_day date, p_ids bigint[]) returns integer
language plpgsql security definer set search_path = public, pg_temp as $$
declare
  changed integer;
begin
  perform set_config('greenwatch.limit_sync', 'on', true);
  update public.station_parameter p
  set limit_min = t.limit_min, limit_max = t.limit_max
  from (
    select q.id, v.limit_min, v.limit_max
    from public.station_parameter q
    left join lateral (
      select l.limit_min, l.limit_max from public.parameter_limit_version l
      where l.station_parameter_id = q.id and l.effective_from <= p_day
      order by l.effective_from desc limit 1
    ) v on true
    where q.id = any(p_ids)
      and exists (select 1 from public.parameter_limit_version l where l.station_parameter_id = q.id)
  ) t
  where p.id = t.id
    and (p.limit_min is distinct from t.limit_min or p.limit_max is distinct from t.limit_max);
  get diagnostics changed = row_count;
  perform set_config('greenwatch.limit_sync', 'off', true);
  return changed;
end
$$;

-- One parameter, or every parameter with versions (the status sweep's daily call).
create or replace function public.apply_limit_versions(p_day date, p_parameter_id bigint default null)
returns integer
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  return public.apply_limit_versions_to(p_day,
    case when p_parameter_id is null
         then array(select distinct l.station_parameter_id from public.parameter_limit_version l)
         else array[p_parameter_id] end);
end
$$;

-- Versions added, moved or deleted: their parameters' current limits follow at once.
drop trigger limit_version_applied on public.parameter_limit_version;
drop function public.limit_version_applied();

create function public.limit_versions_applied() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
declare
  ids bigint[];
begin
  if tg_op = 'INSERT' then
    ids := array(select distinct station_parameter_id from added);
  elsif tg_op = 'UPDATE' then
    ids := array(select station_parameter_id from added union select station_parameter_id from gone);
  else
    ids := array(select distinct station_parameter_id from gone);
  end if;
  if cardinality(ids) > 0 then
    perform public.apply_limit_versions_to(public.vietnam_day(now()), ids);
  end if;
  return null;
end
$$;

create trigger limit_versions_applied_after_insert after insert on public.parameter_limit_version
  referencing new table as added
  for each statement execute function public.limit_versions_applied();
create trigger limit_versions_applied_after_update after update on public.parameter_limit_version
  referencing old table as gone new table as added
  for each statement execute function public.limit_versions_applied();
create trigger limit_versions_applied_after_delete after delete on public.parameter_limit_version
  referencing old table as gone
  for each statement execute function public.limit_versions_applied();

-- Parameters created with limits: those limits are their first versions, from the far past.
drop trigger first_limit_version on public.station_parameter;

create or replace function public.first_limit_version() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  insert into public.parameter_limit_version
    (station_parameter_id, effective_from, limit_min, limit_max, legal_basis)
  select a.id, '1900-01-01', a.limit_min, a.limit_max, 'Giới hạn ban đầu'
  from added a
  where a.limit_min is not null or a.limit_max is not null;
  return null;
end
$$;

create trigger first_limit_version after insert on public.station_parameter
  referencing new table as added
  for each statement execute function public.first_limit_version();

revoke execute on function public.apply_limit_versions_to(date, bigint[])
  from public, anon, authenticated, service_role;
revoke execute on function public.limit_versions_applied()
  from public, anon, authenticated, service_role;
revoke execute on function public.first_limit_version()
  from public, anon, authenticated, service_role;
