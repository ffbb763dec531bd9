-- Audit log (issue 16, DESIGN.md §9): every change to what an operator manages is kept with who
-- made it, when, and the row before and after. A row trigger writes it in the statement that made
-- the change, so no path (REST, the server's own writes, SQL by hand) escapes it, and nobody can
-- write, change or remove an entry through the API.
-- Not audited: values the system keeps current many times an hour (measurements, roll-ups and the
-- latest values they copy into stations and parameters, ingest logs, notifications, alert ledgers,
-- sessions), and what is rebuilt from audited tables (station listings).

create table public.audit_log (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  -- The JWT's subject; no foreign key, so the entry outlives the user.
  actor_user_id uuid,
  -- The JWT's role ('authenticated', 'service_role'), or the database role of a write made
  -- without one (the server's own connection, e.g. 'postgres').
  actor_role text not null,
  actor_email text,
  table_name text not null,
  -- The row's primary key as text.
  row_key text not null,
  action text not null check (action in ('insert', 'update', 'delete')),
  -- For an update, the columns whose value changed (a redacted secret that changed is named here).
  changed_columns text[],
  before jsonb,
  after jsonb,
  -- The customer the row belongs to, when it has one, so an entry can be shown within a customer.
  -- No foreign key: the entry outlives the customer.
  customer_id bigint,
  check ((action = 'insert') = (before is null)),
  check ((action = 'delete') = (after is null)),
  check ((action = 'update') = (changed_columns is not null))
);

-- The admin area lists entries newest first, all of them or those of one table or one customer.
create index audit_log_occurred_idx on public.audit_log (occurred_at desc, id desc);
create index audit_log_table_idx on public.audit_log (table_name, occurred_at desc, id desc);
create index audit_log_customer_idx on public.audit_log (customer_id, occurred_at desc, id desc)
  where customer_id is not null;

-- Secrets never reach the log: a non-null value of a column named for a password, secret, token
-- or hash (e.g. ingest_credential.http_token_hash, ftp_password_hash) is replaced by '[redacted]'.
-- Matched by name so that a secret column added later to an audited table is covered too.
create or replace function public.audit_redacted(p_row jsonb) returns jsonb
language sql immutable set search_path = public, pg_temp as $$
  select jsonb_object_agg(e.key, case
           when e.key ~ '(^|_)(password|passwd|secret|token|hash)(_|$)' and e.value <> 'null'
             then '"[redacted]"'::jsonb
           else e.value end)
  from jsonb_each(p_row) e
$$;

-- Attached to each audited table with arguments: the primary key column, then (optionally) the
-- column that names the row's customer: a customer id, or station_id for the parts of a station
-- (its station's customer; unknown when the part goes with its deleted station).
create or replace function public.audit_row_change() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
declare
  -- Kept current by the system, not by operators: the measurement trigger and the status timer
  -- rewrite the latest values every few minutes, and updated_at only stamps a change.
  system_columns constant text[] :=
    array['latest_value', 'latest_device_status', 'latest_status', 'latest_time', 'updated_at'];
  key_column constant text := tg_argv[0];
  customer_column constant text := tg_argv[1];
  claims jsonb;
  before_row jsonb;
  after_row jsonb;
  changed text[];
  actor uuid;
  customer bigint;
begin
  if tg_op <> 'INSERT' then
    before_row := to_jsonb(old) - system_columns;
  end if;
  if tg_op <> 'DELETE' then
    after_row := to_jsonb(new) - system_columns;
  end if;
  -- Most updates of these tables are the system's own upkeep: they leave here, cheaply.
  if before_row = after_row then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    select array_agg(a.key order by a.key) into changed
    from jsonb_each(after_row) a
    where a.value is distinct from before_row -> a.key;
  end if;

  claims := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  -- A malformed subject must not block the change; it is then recorded without a user id.
  if claims ->> 'sub' ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$' then
    actor := (claims ->> 'sub')::uuid;
  end if;
  if customer_column = 'station_id' then
    select s.customer_id into customer from public.station s
    where s.id = (coalesce(after_row, before_row) ->> 'station_id')::bigint;
  elsif customer_column is not null then
    customer := (coalesce(after_row, before_row) ->> customer_column)::bigint;
  end if;

  insert into public.audit_log (actor_user_id, actor_role, actor_email, table_name, row_key,
                                action, changed_columns, before, after, customer_id)
  values (
    actor,
    -- current_setting('role') is the caller's role even inside this security definer function.
    coalesce(claims ->> 'role', nullif(current_setting('role', true), 'none'), session_user),
    coalesce(nullif(claims ->> 'email', ''), (select u.email from auth.users u where u.id = actor)),
    tg_table_name,
    coalesce(after_row, before_row) ->> key_column,
    lower(tg_op),
    changed,
    public.audit_redacted(before_row),
    public.audit_redacted(after_row),
    customer);
  return null;
end
$$;

create trigger audit_row_change after insert or update or delete on public.customergroup
  for each row execute function public.audit_row_change('id');
create trigger audit_row_change after insert or update or delete on public.customer
  for each row execute function public.audit_row_change('id', 'id');
-- Every station file rewrites the latest_* columns of its station and parameters: their update
-- triggers fire only when an operator's columns are in the UPDATE, so ingestion never runs them.
-- A column added here later for operators must be added to its list.
create trigger audit_row_change after insert or delete on public.station
  for each row execute function public.audit_row_change('id', 'customer_id');
create trigger audit_row_change_update after update of
    customer_id, code, name, kind, lat, lng, address, province, standard, public_sharing,
    near_threshold_ratio, signal_loss_minutes
  on public.station
  for each row execute function public.audit_row_change('id', 'customer_id');
create trigger audit_row_change after insert or delete on public.station_parameter
  for each row execute function public.audit_row_change('id', 'station_id');
create trigger audit_row_change_update after update of
    station_id, code, name, unit, limit_min, limit_max, fee_enabled, sort_order
  on public.station_parameter
  for each row execute function public.audit_row_change('id', 'station_id');
create trigger audit_row_change after insert or update or delete on public.camera
  for each row execute function public.audit_row_change('id', 'station_id');
create trigger audit_row_change after insert or update or delete on public.ingest_credential
  for each row execute function public.audit_row_change('station_id', 'station_id');
create trigger audit_row_change after insert or update or delete on public.plan
  for each row execute function public.audit_row_change('id');
create trigger audit_row_change after insert or update or delete on public.subscription
  for each row execute function public.audit_row_change('id', 'customer_id');
create trigger audit_row_change after insert or update or delete on public.remote_config
  for each row execute function public.audit_row_change('key');
create trigger audit_row_change after insert or update or delete on public.fee_rule_set
  for each row execute function public.audit_row_change('id');
create trigger audit_row_change after insert or update or delete on public.enums
  for each row execute function public.audit_row_change('id');
create trigger audit_row_change after insert or update or delete on public.app_user
  for each row execute function public.audit_row_change('user_id', 'customer_id');

revoke execute on function public.audit_row_change() from public, anon, authenticated, service_role;
revoke execute on function public.audit_redacted(jsonb) from public, anon, authenticated, service_role;

-- Read by platform administrators (app_user.role = 'admin', 20261122002000_fee_rules.sql) only:
-- entries hold other customers' data and users' accounts. No role exists yet that administers one
-- customer; when one does, it reads the entries of its customer_id. Nobody writes through the
-- API, the service role included: only the trigger above adds entries.
alter table public.audit_log enable row level security;
create policy audit_log_admin_read on public.audit_log for select to authenticated
  using ((select public.is_platform_admin()));
revoke all on public.audit_log from public, anon;
revoke insert, update, delete, truncate on public.audit_log from authenticated, service_role;
grant select on public.audit_log to authenticated, service_role;
