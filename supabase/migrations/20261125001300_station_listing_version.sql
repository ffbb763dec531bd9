-- A version per customer of what GET /api/customers/ answers about it, so the server can keep a
-- built answer in memory and send it again while nothing it holds has changed (issue 13;
-- server/api/customers-answer-cache.ts). The answer is made of the customers the caller sees
-- (name, key, tree id, group) and their stations' prebuilt entries (station_listing), so the
-- version of a customer goes up in the statement that changes any of these: a station listing
-- entry (which the triggers of 20261125000400 rewrite on every change of a station, its
-- parameters and latest values, or its cameras, and which goes with a deleted station), the
-- customer row, or its group. A customer without a row here is at version 0.
-- The row lock taken here lasts until commit, so a version is never seen before the data it
-- stands for, and two writers of one customer bump it one after the other.

create table public.station_listing_version (
  customer_id bigint primary key references public.customer (id) on delete cascade,
  version bigint not null default 1
);

-- Customers in id order, so two transactions bumping several lock them in the same order. A
-- customer deleted in this statement is skipped (its version row goes along with it).
create or replace function public.station_listing_version_bump(p_customer_ids bigint[])
returns void language sql security definer set search_path = public, pg_temp as $$
  insert into public.station_listing_version as v (customer_id)
  select c.id from public.customer c where c.id = any(p_customer_ids) order by c.id
  on conflict (customer_id) do update set version = v.version + 1
$$;

create or replace function public.station_listing_version_after_change() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  if tg_table_name = 'customergroup' then
    perform public.station_listing_version_bump(array(
      select c.id from public.customer c where c.customergroup_id in (select id from changed)));
  elsif tg_table_name = 'customer' then
    perform public.station_listing_version_bump(array(select id from changed));
  elsif tg_op = 'INSERT' then
    perform public.station_listing_version_bump(array(select customer_id from changed));
  elsif tg_op = 'UPDATE' then
    perform public.station_listing_version_bump(
      array(select customer_id from changed union select customer_id from gone));
  else
    perform public.station_listing_version_bump(array(select customer_id from gone));
  end if;
  return null;
end
$$;

create trigger station_listing_version_after_insert after insert on public.station_listing
  referencing new table as changed
  for each statement execute function public.station_listing_version_after_change();
create trigger station_listing_version_after_update after update on public.station_listing
  referencing old table as gone new table as changed
  for each statement execute function public.station_listing_version_after_change();
create trigger station_listing_version_after_delete after delete on public.station_listing
  referencing old table as gone
  for each statement execute function public.station_listing_version_after_change();
create trigger station_listing_version_after_update after update on public.customer
  referencing new table as changed
  for each statement execute function public.station_listing_version_after_change();
create trigger station_listing_version_after_update after update on public.customergroup
  referencing new table as changed
  for each statement execute function public.station_listing_version_after_change();

-- Read as the customers themselves are (20261122000300_access_control.sql); written only by the
-- triggers above.
alter table public.station_listing_version enable row level security;
create policy station_listing_version_read on public.station_listing_version for select
  to authenticated
  using ((select public.is_platform_user()) or customer_id = (select public.current_customer_id()));
revoke all on public.station_listing_version from anon;
revoke insert, update, delete, truncate on public.station_listing_version from authenticated;
revoke execute on function public.station_listing_version_bump(bigint[])
  from public, anon, authenticated;
revoke execute on function public.station_listing_version_after_change()
  from public, anon, authenticated;
