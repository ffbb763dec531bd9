-- The customer administrator (issue 16): app_user.role = 'customer_admin'. Like a 'user' it
-- belongs to one customer and sees only that customer's data; unlike a 'user' it opens every
-- client route (spec §6: any role other than 'user') and manages its customer's accounts through
-- the server's /api/admin/users (server/api/admin/), which writes app_user as the service.
-- Until now every role other than 'user' was a platform role (public.is_platform_user(),
-- 20261122000300_access_control.sql): the customer-scoped roles are now named in one place,
-- public.is_platform_role(), and every policy and helper that relied on is_platform_user()
-- (customer, customergroup, station, parameters, measurements and roll-ups, cameras,
-- notifications, subscriptions, app_user, ingest files, station listings and their versions,
-- can_read_customer / can_read_station for realtime) follows it without being rewritten.

create or replace function public.is_platform_role(p_role text) returns boolean
language sql immutable set search_path = public, pg_temp as $$
  select p_role not in ('user', 'customer_admin')
$$;

create or replace function public.is_platform_user() returns boolean
language sql stable security definer set search_path = public, pg_temp as $$
  select coalesce((select public.is_platform_role(role) from public.app_user
                   where user_id = auth.uid()), false)
$$;

create or replace function public.is_customer_admin() returns boolean
language sql stable security definer set search_path = public, pg_temp as $$
  select coalesce((select role = 'customer_admin' from public.app_user
                   where user_id = auth.uid()), false)
$$;

-- A customer-scoped role needs its customer (the 'user' rule of the schema, extended).
do $$
declare
  v_name text;
begin
  select c.conname into v_name from pg_constraint c
  where c.conrelid = 'public.app_user'::regclass and c.contype = 'c'
    and pg_get_constraintdef(c.oid) like '%customer_id IS NOT NULL%';
  execute format('alter table public.app_user drop constraint %I', v_name);
end
$$;
alter table public.app_user
  add constraint app_user_customer_required
    check (public.is_platform_role(role) or customer_id is not null);

-- What the console shows and changes besides role and routes, kept here so that each change is
-- an audited row change with its admin as actor (the audit trigger reads the claims the server
-- sets for its own writes, server/api/admin/acting-admin.ts): the account's ban mirrored from
-- auth.users.banned_until, and when an invitation or a password-reset mail was last sent.
alter table public.app_user
  add column disabled_at timestamptz,
  add column invite_sent_at timestamptz,
  add column password_reset_sent_at timestamptz;

-- A customer admin reads the accounts of its customer (the console lists them through the
-- server, which checks the same rule); writes stay the server's.
create policy app_user_customer_admin_read on public.app_user for select to authenticated
  using ((select public.is_customer_admin())
         and customer_id = (select public.current_customer_id()));

-- ... and the change log of its customer (20261125003000_audit_log.sql foresaw this role).
create policy audit_log_customer_admin_read on public.audit_log for select to authenticated
  using ((select public.is_customer_admin())
         and customer_id = (select public.current_customer_id()));

revoke execute on function public.is_customer_admin() from public, anon;
grant execute on function public.is_customer_admin() to authenticated, service_role;

insert into public.enums (type, value, label, sort_order)
values ('user_role', 'customer_admin', 'Quản trị khách hàng', 1)
on conflict (type, value) do nothing;
