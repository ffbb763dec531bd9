-- The helpers every row-level policy calls, with the same bodies, in PL/pgSQL instead of SQL.
-- A SQL function that is security definer with its own search_path cannot be inlined, and
-- PostgreSQL plans its body anew at each place a statement calls it: about 0.2 ms per policy
-- (each an InitPlan), ten of them in a report's statement. PL/pgSQL keeps the plan of its
-- body for the connection's life: 0.06 ms a call. Who may see what does not change.

create or replace function public.current_customer_id() returns bigint
language plpgsql stable security definer set search_path = public, pg_temp as $$
begin
  return (select customer_id from public.app_user where user_id = auth.uid());
end
$$;

create or replace function public.is_platform_user() returns boolean
language plpgsql stable security definer set search_path = public, pg_temp as $$
begin
  return coalesce((select public.is_platform_role(role) from public.app_user
                   where user_id = auth.uid()), false);
end
$$;

create or replace function public.is_platform_admin() returns boolean
language plpgsql stable security definer set search_path = public, pg_temp as $$
begin
  return coalesce((select role = 'admin' from public.app_user where user_id = auth.uid()), false);
end
$$;

create or replace function public.is_customer_admin() returns boolean
language plpgsql stable security definer set search_path = public, pg_temp as $$
begin
  return coalesce((select role = 'customer_admin' from public.app_user
                   where user_id = auth.uid()), false);
end
$$;

create or replace function public.current_station_ids() returns bigint[]
language plpgsql stable security definer set search_path = public, pg_temp as $$
begin
  return (select coalesce(array_agg(s.id), '{}') from public.station s
          where s.customer_id = public.current_customer_id());
end
$$;

create or replace function public.public_station_ids() returns bigint[]
language plpgsql stable security definer set search_path = public, pg_temp as $$
begin
  return (select coalesce(array_agg(s.id), '{}') from public.station s
          join public.customer c on c.id = s.customer_id
          where s.public_sharing and c.public_sharing);
end
$$;
