-- Row-level security (DESIGN.md §4). Who a user is comes from public.app_user only; the helpers
-- below are security definer so policies can read it without granting app_user to everyone.

create or replace function public.current_customer_id() returns bigint
language sql stable security definer set search_path = public, pg_temp as $$
  select customer_id from public.app_user where user_id = auth.uid()
$$;

-- Platform roles (every role other than 'user', e.g. admin) see all customers.
create or replace function public.is_platform_user() returns boolean
language sql stable security definer set search_path = public, pg_temp as $$
  select coalesce((select role <> 'user' from public.app_user where user_id = auth.uid()), false)
$$;

-- Stations of the caller's customer, as an array, so policies test membership against one value
-- computed once per statement.
create or replace function public.current_station_ids() returns bigint[]
language sql stable security definer set search_path = public, pg_temp as $$
  select coalesce(array_agg(s.id), '{}') from public.station s
  where s.customer_id = public.current_customer_id()
$$;

-- Stations a visitor without login may see on the public page: shared station of a shared customer.
create or replace function public.public_station_ids() returns bigint[]
language sql stable security definer set search_path = public, pg_temp as $$
  select coalesce(array_agg(s.id), '{}') from public.station s
  join public.customer c on c.id = s.customer_id
  where s.public_sharing and c.public_sharing
$$;

-- For the server's own checks (realtime deletes); policies inline the same tests.
create or replace function public.can_read_customer(p_customer_id bigint) returns boolean
language sql stable security definer set search_path = public, pg_temp as $$
  select public.is_platform_user() or p_customer_id = public.current_customer_id()
$$;

create or replace function public.can_read_station(p_station_id bigint) returns boolean
language sql stable security definer set search_path = public, pg_temp as $$
  select public.is_platform_user() or p_station_id = any(public.current_station_ids())
$$;

-- Policies wrap the helpers in (select …) so Postgres evaluates them once per statement
-- (an InitPlan), not once per row: Supabase's RLS performance advice.

alter table public.customergroup enable row level security;
alter table public.customer enable row level security;
alter table public.station enable row level security;
alter table public.station_parameter enable row level security;
alter table public.measurement enable row level security;
alter table public.measurement_hourly enable row level security;
alter table public.measurement_daily enable row level security;
alter table public.camera enable row level security;
alter table public.enums enable row level security;
alter table public.notification enable row level security;
alter table public.plan enable row level security;
alter table public.subscription enable row level security;
alter table public.remote_config enable row level security;
alter table public.app_user enable row level security;
alter table public.ingest_file enable row level security;

create policy customergroup_read on public.customergroup for select to authenticated
  using ((select public.is_platform_user()) or id = (
    select c.customergroup_id from public.customer c where c.id = (select public.current_customer_id())));

create policy customer_read on public.customer for select to authenticated
  using ((select public.is_platform_user()) or id = (select public.current_customer_id()));
create policy customer_read_public on public.customer for select to anon
  using (public_sharing);

create policy station_read on public.station for select to authenticated
  using ((select public.is_platform_user()) or customer_id = (select public.current_customer_id()));
create policy station_read_public on public.station for select to anon
  using (id = any((select public.public_station_ids())::bigint[]));

create policy station_parameter_read on public.station_parameter for select to authenticated
  using ((select public.is_platform_user()) or station_id = any((select public.current_station_ids())::bigint[]));
create policy station_parameter_read_public on public.station_parameter for select to anon
  using (station_id = any((select public.public_station_ids())::bigint[]));

create policy measurement_read on public.measurement for select to authenticated
  using ((select public.is_platform_user()) or station_id = any((select public.current_station_ids())::bigint[]));
create policy measurement_read_public on public.measurement for select to anon
  using (station_id = any((select public.public_station_ids())::bigint[]));

create policy measurement_hourly_read on public.measurement_hourly for select to authenticated
  using ((select public.is_platform_user()) or station_id = any((select public.current_station_ids())::bigint[]));
create policy measurement_hourly_read_public on public.measurement_hourly for select to anon
  using (station_id = any((select public.public_station_ids())::bigint[]));

create policy measurement_daily_read on public.measurement_daily for select to authenticated
  using ((select public.is_platform_user()) or station_id = any((select public.current_station_ids())::bigint[]));
create policy measurement_daily_read_public on public.measurement_daily for select to anon
  using (station_id = any((select public.public_station_ids())::bigint[]));

create policy camera_read on public.camera for select to authenticated
  using ((select public.is_platform_user()) or station_id = any((select public.current_station_ids())::bigint[]));

create policy enums_read on public.enums for select to anon, authenticated using (true);
create policy plan_read on public.plan for select to authenticated using (true);
create policy remote_config_read on public.remote_config for select to anon, authenticated
  using (true);

create policy notification_read on public.notification for select to authenticated
  using ((select public.is_platform_user()) or customer_id = (select public.current_customer_id()));
create policy notification_mark_read on public.notification for update to authenticated
  using ((select public.is_platform_user()) or customer_id = (select public.current_customer_id()))
  with check ((select public.is_platform_user()) or customer_id = (select public.current_customer_id()));

create policy subscription_read on public.subscription for select to authenticated
  using ((select public.is_platform_user()) or customer_id = (select public.current_customer_id()));

create policy app_user_read on public.app_user for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_platform_user()));

create policy ingest_file_read on public.ingest_file for select to authenticated
  using ((select public.is_platform_user()) or station_id = any((select public.current_station_ids())::bigint[]));

-- Table privileges: reads as the policies allow; the only write a client may make is setting
-- is_read on a notification it can see. Everything else is written by the server (service role).
revoke insert, update, delete, truncate on all tables in schema public from anon, authenticated;
grant update (is_read) on public.notification to authenticated;
revoke all on public.app_user from anon;

-- user_metadata is editable by its user (PUT /auth/v1/user). The keys that decide access are
-- overwritten from app_user on every write, so rewriting them changes nothing; they are mirrored
-- into app_metadata too, which users cannot edit.
create or replace function public.protect_user_access_metadata() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
declare
  authoritative jsonb;
begin
  select jsonb_build_object('customer_id', a.customer_id, 'role', a.role,
                            'can_access', to_jsonb(a.can_access))
    into authoritative
  from public.app_user a where a.user_id = new.id;
  if authoritative is null then
    if tg_op = 'UPDATE' then
      authoritative := jsonb_strip_nulls(jsonb_build_object(
        'customer_id', old.raw_user_meta_data -> 'customer_id',
        'role', old.raw_user_meta_data -> 'role',
        'can_access', old.raw_user_meta_data -> 'can_access'));
      new.raw_user_meta_data := (coalesce(new.raw_user_meta_data, '{}'::jsonb)
        - 'customer_id' - 'role' - 'can_access') || authoritative;
    else
      new.raw_user_meta_data := coalesce(new.raw_user_meta_data, '{}'::jsonb)
        - 'customer_id' - 'role' - 'can_access';
    end if;
    return new;
  end if;
  new.raw_user_meta_data := coalesce(new.raw_user_meta_data, '{}'::jsonb) || authoritative;
  new.raw_app_meta_data := coalesce(new.raw_app_meta_data, '{}'::jsonb) || authoritative;
  return new;
end
$$;

create trigger protect_user_access_metadata
  before insert or update on auth.users
  for each row execute function public.protect_user_access_metadata();

-- A change to app_user is copied to the user's metadata at once (through the trigger above).
create or replace function public.sync_app_user_metadata() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  update auth.users set updated_at = now() where id = new.user_id;
  return null;
end
$$;

create trigger sync_app_user_metadata
  after insert or update on public.app_user
  for each row execute function public.sync_app_user_metadata();
