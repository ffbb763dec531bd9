-- Incidents, acknowledgement and escalation (issue 17, server/incidents/). An exceedance, a signal
-- loss or an analyser fault the alert pipeline finds opens an incident, kept up to date while it
-- lasts and resolved when the values are back; its timeline says what happened and who was told.
-- A customer's escalation chain sends an incident nobody acknowledged to the next level after that
-- level's delay. Written by the server (its own connection); a customer's users read their
-- customer's incidents and acknowledge them or add notes through the two functions below only.
-- Maintenance windows (later) mute alerts for a station: incidents follow the alerts, so a muted
-- station opens none without anything here changing.

create table public.incident (
  id bigint generated always as identity primary key,
  customer_id bigint not null references public.customer (id) on delete cascade,
  station_id bigint not null references public.station (id) on delete cascade,
  -- The parameter of an exceedance or an analyser fault; none for a signal loss.
  parameter_code text check (parameter_code is null or char_length(parameter_code) between 1 and 64),
  kind text not null check (kind in ('exceedance', 'signal_lost', 'device_fault')),
  -- Measurement time of the first value of the incident (a signal loss: the last data received).
  started_at timestamptz not null,
  -- When the server opened it: escalation delays count from here.
  opened_at timestamptz not null,
  -- An exceedance's worst value (furthest beyond its limit) and the limit when it began.
  peak_value double precision,
  peak_at timestamptz,
  limit_min double precision,
  limit_max double precision,
  last_value double precision,
  last_at timestamptz,
  status text not null default 'open' check (status in ('open', 'acknowledged', 'resolved')),
  acknowledged_by uuid references auth.users (id) on delete set null,
  acknowledged_at timestamptz,
  resolved_at timestamptz,
  -- The last escalation level reached (0: none yet) and when the next one is due (none: no
  -- further level, or acknowledged / resolved).
  escalation_level integer not null default 0 check (escalation_level between 0 and 100),
  next_escalation_due timestamptz,
  check ((kind = 'signal_lost') = (parameter_code is null)),
  check ((status = 'resolved') = (resolved_at is not null)),
  check (status <> 'acknowledged' or acknowledged_at is not null),
  check (acknowledged_by is null or acknowledged_at is not null),
  check (status = 'open' or next_escalation_due is null)
);
-- At most one incident of a kind runs on a station's subject at a time.
create unique index incident_running_idx
  on public.incident (station_id, kind, coalesce(parameter_code, ''))
  where status <> 'resolved';
create index incident_customer_started_idx on public.incident (customer_id, started_at desc, id desc);
create index incident_escalation_due_idx on public.incident (next_escalation_due)
  where next_escalation_due is not null;

create table public.incident_event (
  id bigint generated always as identity primary key,
  incident_id bigint not null references public.incident (id) on delete cascade,
  -- The incident's customer, so the policy needs no join.
  customer_id bigint not null references public.customer (id) on delete cascade,
  kind text not null check (kind in (
    'opened', 'updated', 'message_queued', 'message_sent', 'message_failed', 'message_skipped',
    'acknowledged', 'escalated', 'note', 'resolved')),
  -- A message's channel: free text ('bell', 'email'; the Zalo channels add their own names).
  channel text check (channel is null or channel ~ '^[a-z][a-z0-9_]{0,31}$'),
  -- Who acted (acknowledged, wrote a note) or was messaged; no foreign key, the entry outlives.
  user_id uuid,
  occurred_at timestamptz not null default now(),
  note text check (note is null or char_length(note) between 1 and 1000),
  detail jsonb not null default '{}'::jsonb check (octet_length(detail::text) <= 4000),
  check ((kind like 'message_%') = (channel is not null))
);
create index incident_event_incident_idx on public.incident_event (incident_id, occurred_at, id);

-- The customer's escalation chain: who is told at each level, after how long without an
-- acknowledgement, on which channels. Level 1's delay counts from the opening; each next one's
-- from the level before. Recipients are named users of the customer and/or every user of a role.
create table public.escalation_step (
  id bigint generated always as identity primary key,
  customer_id bigint not null references public.customer (id) on delete cascade,
  level integer not null check (level between 1 and 10),
  delay_minutes integer not null check (delay_minutes between 0 and 10080),
  user_ids uuid[] not null default '{}' check (cardinality(user_ids) <= 50),
  roles text[] not null default '{}' check (roles <@ array['user', 'customer_admin']::text[]),
  channels text[] not null default array['bell', 'email']::text[]
    check (cardinality(channels) between 1 and 8
           and array_to_string(channels, ',') ~ '^[a-z][a-z0-9_]{0,31}(,[a-z][a-z0-9_]{0,31})*$'),
  check (cardinality(user_ids) + cardinality(roles) > 0),
  unique (customer_id, level)
);

-- Per user: the local (Vietnam) time span in which only the top level of a chain reaches them.
-- A span past midnight (22:00-06:00) wraps. The Zalo channels keep their preferences elsewhere.
create table public.alert_preference (
  user_id uuid primary key references auth.users (id) on delete cascade,
  quiet_start time,
  quiet_end time,
  check ((quiet_start is null) = (quiet_end is null)),
  check (quiet_start is null or quiet_start <> quiet_end)
);

-- A bell notification for one user (an escalation), beside the customer-wide ones (null).
alter table public.notification
  add column recipient_user_id uuid references auth.users (id) on delete cascade;
drop policy notification_read on public.notification;
drop policy notification_mark_read on public.notification;
create policy notification_read on public.notification for select to authenticated
  using ((select public.is_platform_user())
         or (customer_id = (select public.current_customer_id())
             and (recipient_user_id is null or recipient_user_id = (select auth.uid()))));
create policy notification_mark_read on public.notification for update to authenticated
  using ((select public.is_platform_user())
         or (customer_id = (select public.current_customer_id())
             and (recipient_user_id is null or recipient_user_id = (select auth.uid()))))
  with check ((select public.is_platform_user())
              or customer_id = (select public.current_customer_id()));

insert into public.enums (type, value, label, sort_order) values
  ('notification_type', 'incident_escalated', 'Sự cố chưa được xác nhận', 102),
  ('incident_kind', 'exceedance', 'Vượt ngưỡng', 1),
  ('incident_kind', 'signal_lost', 'Mất tín hiệu', 2),
  ('incident_kind', 'device_fault', 'Thiết bị báo lỗi', 3),
  ('incident_status', 'open', 'Chưa xác nhận', 1),
  ('incident_status', 'acknowledged', 'Đã xác nhận', 2),
  ('incident_status', 'resolved', 'Đã kết thúc', 3)
on conflict (type, value) do nothing;

alter table public.incident enable row level security;
alter table public.incident_event enable row level security;
alter table public.escalation_step enable row level security;
alter table public.alert_preference enable row level security;

create policy incident_read on public.incident for select to authenticated
  using ((select public.is_platform_user()) or customer_id = (select public.current_customer_id()));
create policy incident_event_read on public.incident_event for select to authenticated
  using ((select public.is_platform_user()) or customer_id = (select public.current_customer_id()));

-- Who may change a customer's chain: the platform admin, and that customer's admin.
create or replace function public.can_manage_escalation(p_customer_id bigint) returns boolean
language sql stable security definer set search_path = public, pg_temp as $$
  select public.is_platform_admin()
    or (public.is_customer_admin() and p_customer_id = public.current_customer_id())
$$;

create policy escalation_step_read on public.escalation_step for select to authenticated
  using ((select public.is_platform_user()) or customer_id = (select public.current_customer_id()));
create policy escalation_step_insert on public.escalation_step for insert to authenticated
  with check (public.can_manage_escalation(customer_id));
create policy escalation_step_update on public.escalation_step for update to authenticated
  using (public.can_manage_escalation(customer_id))
  with check (public.can_manage_escalation(customer_id));
create policy escalation_step_delete on public.escalation_step for delete to authenticated
  using (public.can_manage_escalation(customer_id));

create policy alert_preference_own on public.alert_preference for all to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

revoke all on public.incident, public.incident_event, public.escalation_step,
  public.alert_preference from public, anon;
revoke insert, update, delete, truncate on public.incident, public.incident_event
  from authenticated;
grant select on public.incident, public.incident_event to authenticated;
grant select, insert, update, delete on public.escalation_step, public.alert_preference
  to authenticated;
grant all on public.incident, public.incident_event, public.escalation_step,
  public.alert_preference to service_role;

create trigger audit_row_change after insert or update or delete on public.escalation_step
  for each row execute function public.audit_row_change('id', 'customer_id');

-- Acknowledging and notes: a user of the incident's customer, nothing else of the row. Errors are
-- the Vietnamese sentences the app shows; P0002 (no such incident, or not the caller's) answers
-- 404, 22023 (bad input) 400, 55000 (no longer open) 409.
create or replace function public.incident_actor_name(p_user uuid) returns text
language sql stable security definer set search_path = public, pg_temp as $$
  select coalesce(nullif(u.raw_user_meta_data ->> 'full_name', ''), u.email, u.phone)
  from auth.users u where u.id = p_user
$$;

create or replace function public.acknowledge_incident(p_incident_id bigint, p_note text default null)
returns public.incident
language plpgsql security definer set search_path = public, pg_temp as $$
declare
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
  v_row public.incident;
begin
  if char_length(v_note) > 1000 then
    raise exception 'Ghi chú dài tối đa 1000 ký tự.' using errcode = '22023';
  end if;
  select * into v_row from public.incident
  where id = p_incident_id and customer_id = public.current_customer_id()
  for update;
  if not found then
    raise exception 'Không tìm thấy sự cố.' using errcode = 'P0002';
  end if;
  if v_row.status = 'resolved' then
    raise exception 'Sự cố đã kết thúc, không cần xác nhận.' using errcode = '55000';
  end if;
  if v_row.status = 'acknowledged' then
    raise exception 'Sự cố đã được xác nhận trước đó.' using errcode = '55000';
  end if;
  update public.incident
  set status = 'acknowledged', acknowledged_by = auth.uid(), acknowledged_at = now(),
      next_escalation_due = null
  where id = p_incident_id
  returning * into v_row;
  insert into public.incident_event (incident_id, customer_id, kind, user_id, note, detail)
  values (v_row.id, v_row.customer_id, 'acknowledged', auth.uid(), v_note,
          jsonb_build_object('actor', public.incident_actor_name(auth.uid())));
  return v_row;
end
$$;

create or replace function public.add_incident_note(p_incident_id bigint, p_note text)
returns public.incident_event
language plpgsql security definer set search_path = public, pg_temp as $$
declare
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
  v_customer bigint;
  v_event public.incident_event;
begin
  if v_note is null then
    raise exception 'Vui lòng nhập ghi chú.' using errcode = '22023';
  end if;
  if char_length(v_note) > 1000 then
    raise exception 'Ghi chú dài tối đa 1000 ký tự.' using errcode = '22023';
  end if;
  select customer_id into v_customer from public.incident
  where id = p_incident_id and customer_id = public.current_customer_id();
  if not found then
    raise exception 'Không tìm thấy sự cố.' using errcode = 'P0002';
  end if;
  insert into public.incident_event (incident_id, customer_id, kind, user_id, note, detail)
  values (p_incident_id, v_customer, 'note', auth.uid(), v_note,
          jsonb_build_object('actor', public.incident_actor_name(auth.uid())))
  returning * into v_event;
  return v_event;
end
$$;

revoke execute on function public.incident_actor_name(uuid) from public, anon, authenticated;
revoke execute on function public.acknowledge_incident(bigint, text) from public, anon;
revoke execute on function public.add_incident_note(bigint, text) from public, anon;
revoke execute on function public.can_manage_escalation(bigint) from public, anon;
grant execute on function public.acknowledge_incident(bigint, text) to authenticated;
grant execute on function public.add_incident_note(bigint, text) to authenticated;
grant execute on function public.can_manage_escalation(bigint) to authenticated, service_role;
