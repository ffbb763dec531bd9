-- The platform admin manages the plant configuration through /rest/v1 (issue 16, DESIGN.md §9):
-- customer groups, customers, stations and their parameters and limits, cameras, plans,
-- subscriptions, remote config and enumerations. Until now clients wrote none of these (only
-- fee_rule_set, 20261122002000_fee_rules.sql); the server wrote them as the service role.
-- - Who: app_user.role = 'admin' (public.is_platform_admin()), by RLS. Every other role keeps
--   what it had: reading. An INSERT by anyone else fails with 42501; their UPDATE or DELETE
--   reaches no row (RLS hides rows from writes, as PostgREST answers it: 204 or []); anon has no
--   privilege at all.
-- - What: column grants, so the columns the system keeps (latest_* values, created_at, identity
--   ids) cannot be written by any client, the admin included.
-- - Every change is in the audit log with the admin as actor (20261125003000_audit_log.sql), and
--   stations, parameters and cameras keep their /api/customers/ entries and listing versions
--   current through the triggers of 20261125000400 and 20261125001300, whoever writes them.

-- Table-level write privileges would make the column lists below meaningless: none is left.
revoke insert, update, delete, truncate on
  public.customergroup, public.customer, public.station, public.station_parameter, public.camera,
  public.plan, public.subscription, public.remote_config, public.enums
  from anon, authenticated;

grant insert (name), update (name), delete on public.customergroup to authenticated;
grant insert (name, customer_key, tree_id, customergroup_id, public_sharing, logo_url,
              powered_by_url),
      update (name, customer_key, tree_id, customergroup_id, public_sharing, logo_url,
              powered_by_url),
      delete
  on public.customer to authenticated;
-- latest_status and latest_time are the status timer's and the measurement trigger's.
grant insert (customer_id, code, name, kind, lat, lng, address, province, standard,
              public_sharing, near_threshold_ratio, signal_loss_minutes),
      update (customer_id, code, name, kind, lat, lng, address, province, standard,
              public_sharing, near_threshold_ratio, signal_loss_minutes),
      delete
  on public.station to authenticated;
-- latest_* are the measurement trigger's. A parameter stays with the station it was made for:
-- its code is what that station's logger sends.
grant insert (station_id, code, name, unit, limit_min, limit_max, fee_enabled, sort_order),
      update (code, name, unit, limit_min, limit_max, fee_enabled, sort_order),
      delete
  on public.station_parameter to authenticated;
grant insert (station_id, name, hls_url, snapshot_url),
      update (station_id, name, hls_url, snapshot_url),
      delete
  on public.camera to authenticated;
grant insert (name, price, duration, description, is_first_year),
      update (name, price, duration, description, is_first_year),
      delete
  on public.plan to authenticated;
grant insert (customer_id, plan_id, status, start_date, end_date, is_first_year),
      update (customer_id, plan_id, status, start_date, end_date, is_first_year),
      delete
  on public.subscription to authenticated;
-- A key is what the apps look up: it is added or removed, never renamed.
grant insert (key, value, type), update (value, type), delete
  on public.remote_config to authenticated;
grant insert (type, value, label, sort_order), update (type, value, label, sort_order), delete
  on public.enums to authenticated;

-- The same three policies on every table, as fee_rule_set has them.
do $$
declare
  v_table text;
begin
  foreach v_table in array array['customergroup', 'customer', 'station', 'station_parameter',
                                 'camera', 'plan', 'subscription', 'remote_config', 'enums']
  loop
    execute format('create policy %I on public.%I for insert to authenticated
                      with check ((select public.is_platform_admin()))',
                   v_table || '_admin_insert', v_table);
    execute format('create policy %I on public.%I for update to authenticated
                      using ((select public.is_platform_admin()))
                      with check ((select public.is_platform_admin()))',
                   v_table || '_admin_update', v_table);
    execute format('create policy %I on public.%I for delete to authenticated
                      using ((select public.is_platform_admin()))',
                   v_table || '_admin_delete', v_table);
  end loop;
end
$$;

-- Measurements go with their station or parameter (on delete cascade), so a delete through the
-- API would erase a station's record of what it emitted. Refused instead while any raw value or
-- daily roll-up (which outlives the raw values dropped by retention) exists; a customer with
-- stations or accounts is refused too, so nothing of it goes by cascade. 23503 (a row still
-- referenced) is answered 409 Conflict, as PostgREST does. The server's own connection (seed,
-- maintenance, tests) is trusted and not held back: the guard is for the API roles.
-- Each test is an EXISTS on the leading columns of a primary key or index: one index probe per
-- partition, whatever the volume.
create or replace function public.refuse_delete_of_used_rows() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  -- current_setting('role') is the request's role even inside this security definer function.
  if current_setting('role', true) not in ('anon', 'authenticated', 'service_role') then
    return old;
  end if;
  if tg_table_name = 'station' then
    if exists (select 1 from public.measurement m where m.station_id = old.id)
       or exists (select 1 from public.measurement_daily d where d.station_id = old.id) then
      raise exception 'Trạm đã có số liệu quan trắc: không thể xóa, để số liệu được giữ nguyên.'
        using errcode = '23503', detail = format('station.id = %s (%s)', old.id, old.code);
    end if;
  elsif tg_table_name = 'station_parameter' then
    if exists (select 1 from public.measurement m
               where m.station_id = old.station_id and m.parameter_code = old.code)
       or exists (select 1 from public.measurement_daily d
                  where d.station_id = old.station_id and d.parameter_code = old.code) then
      raise exception 'Thông số đã có số liệu quan trắc: không thể xóa.'
        using errcode = '23503',
              detail = format('station_parameter.id = %s (%s)', old.id, old.code);
    end if;
  elsif tg_table_name = 'customer' then
    if exists (select 1 from public.station s where s.customer_id = old.id) then
      raise exception 'Khách hàng đã có trạm quan trắc: không thể xóa. Hãy xóa hoặc chuyển các trạm trước.'
        using errcode = '23503', detail = format('customer.id = %s (%s)', old.id, old.customer_key);
    end if;
    if exists (select 1 from public.app_user u where u.customer_id = old.id) then
      raise exception 'Khách hàng còn tài khoản người dùng: không thể xóa. Hãy chuyển hoặc xóa các tài khoản trước.'
        using errcode = '23503', detail = format('customer.id = %s (%s)', old.id, old.customer_key);
    end if;
  end if;
  return old;
end
$$;

create trigger refuse_delete_of_used_rows before delete on public.station
  for each row execute function public.refuse_delete_of_used_rows();
create trigger refuse_delete_of_used_rows before delete on public.station_parameter
  for each row execute function public.refuse_delete_of_used_rows();
create trigger refuse_delete_of_used_rows before delete on public.customer
  for each row execute function public.refuse_delete_of_used_rows();

revoke execute on function public.refuse_delete_of_used_rows()
  from public, anon, authenticated, service_role;

-- Checks that writes by hand never needed and the admin's forms do: names are not blank, links
-- the apps open are web addresses or paths on our server (never javascript: and the like), and a
-- remote config value parses as its type (the apps refuse a config that does not,
-- src/miniapp/remote-config/parse.ts). A malformed JSON value fails its cast (22P02, 400).
alter table public.station_parameter
  add constraint station_parameter_name_check check (length(trim(name)) > 0);
alter table public.camera
  add constraint camera_name_check check (length(trim(name)) > 0),
  add constraint camera_hls_url_check check (hls_url ~ '^(https?://|/[^/])'),
  add constraint camera_snapshot_url_check check (snapshot_url ~ '^(https?://|/[^/])');
alter table public.customer
  add constraint customer_logo_url_check check (logo_url ~ '^(https?://|/[^/])'),
  add constraint customer_powered_by_url_check check (powered_by_url ~ '^(https?://|/[^/])');
alter table public.plan
  add constraint plan_name_check check (length(trim(name)) > 0);
alter table public.enums
  add constraint enums_type_value_check check (length(trim(type)) > 0 and length(trim(value)) > 0);
alter table public.remote_config
  add constraint remote_config_number_check
    check (type <> 'number' or value ~ '^-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?$'),
  add constraint remote_config_json_check check (type <> 'json' or value::jsonb is not null);
