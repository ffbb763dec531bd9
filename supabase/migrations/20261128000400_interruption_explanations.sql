-- Interruptions and their explanations to the authority (issue 18, server/interruptions/).
-- Every gap in a station's data (a signal loss, an analyser fault; later a maintenance window or a
-- failed transfer to the authority) is found from the data itself; what the officer adds to it
-- (cause, actions taken, expected repair, when and how the authority was told) is one row here,
-- keyed by the gap's station, kind, parameter and start. The province's duties (how soon to tell,
-- whom) are data the platform admin edits: the reference could not confirm them (vn-operations
-- §2.3), so a profile stays marked unconfirmed until someone checked it with the department.

create table public.gap_explanation (
  id bigint generated always as identity primary key,
  customer_id bigint not null references public.customer (id) on delete cascade,
  station_id bigint not null references public.station (id) on delete cascade,
  kind text not null
    check (kind in ('signal_loss', 'device_fault', 'maintenance', 'forwarding_failure')),
  -- The analyser's parameter of a fault; '' for a gap of the whole station.
  parameter_code text not null default '' check (char_length(parameter_code) <= 64),
  started_at timestamptz not null,
  ended_at timestamptz check (ended_at is null or ended_at >= started_at),
  cause text not null default '' check (char_length(cause) <= 1000),
  actions_taken text not null default '' check (char_length(actions_taken) <= 1000),
  expected_repair text not null default '' check (char_length(expected_repair) <= 200),
  notice_sent_at timestamptz,
  notice_channel text check (notice_channel in ('email', 'phone', 'letter', 'portal', 'other')),
  notice_reference text not null default '' check (char_length(notice_reference) <= 200),
  updated_by uuid default auth.uid(),
  updated_at timestamptz not null default now(),
  check ((notice_sent_at is null) = (notice_channel is null)),
  unique (station_id, kind, parameter_code, started_at)
);
create index gap_explanation_customer_idx on public.gap_explanation (customer_id, started_at desc);

create table public.authority_duty_profile (
  id bigint generated always as identity primary key,
  -- The station's province as written on the station; '' is the profile of every other province.
  province text not null unique check (char_length(province) <= 100),
  authority_name text not null check (char_length(authority_name) between 1 and 200),
  notify_within_hours integer check (notify_within_hours between 1 and 720),
  maintenance_notice_days integer check (maintenance_notice_days between 0 and 60),
  recipient_email text not null default '' check (char_length(recipient_email) <= 200),
  recipient_phone text not null default '' check (char_length(recipient_phone) <= 30),
  notice_title text not null default 'Thông báo sự cố hệ thống quan trắc tự động'
    check (char_length(notice_title) between 1 and 200),
  -- false: the values are the product's assumptions, shown as 'cần xác nhận với Sở'.
  confirmed boolean not null default false,
  updated_at timestamptz not null default now()
);

insert into public.authority_duty_profile (province, authority_name, notify_within_hours)
values ('', 'Sở Nông nghiệp và Môi trường', 24)
on conflict (province) do nothing;

alter table public.gap_explanation enable row level security;
alter table public.authority_duty_profile enable row level security;

-- A customer's users read and write their own stations' explanations; platform users read all.
create policy gap_explanation_read on public.gap_explanation for select to authenticated
  using ((select public.is_platform_user()) or customer_id = (select public.current_customer_id()));
create policy gap_explanation_insert on public.gap_explanation for insert to authenticated
  with check (customer_id = (select public.current_customer_id())
              and station_id = any((select public.current_station_ids())::bigint[]));
create policy gap_explanation_update on public.gap_explanation for update to authenticated
  using (customer_id = (select public.current_customer_id()))
  with check (customer_id = (select public.current_customer_id())
              and station_id = any((select public.current_station_ids())::bigint[]));

create policy authority_duty_profile_read on public.authority_duty_profile for select
  to authenticated using (true);
create policy authority_duty_profile_admin_insert on public.authority_duty_profile for insert
  to authenticated with check ((select public.is_platform_admin()));
create policy authority_duty_profile_admin_update on public.authority_duty_profile for update
  to authenticated using ((select public.is_platform_admin()))
  with check ((select public.is_platform_admin()));

revoke all on public.gap_explanation, public.authority_duty_profile from public, anon;
grant select on public.gap_explanation, public.authority_duty_profile to authenticated;
-- Who wrote a row and when is stamped by the database, never taken from the client.
grant insert (customer_id, station_id, kind, parameter_code, started_at, ended_at, cause,
              actions_taken, expected_repair, notice_sent_at, notice_channel, notice_reference),
      update (ended_at, cause, actions_taken, expected_repair, notice_sent_at, notice_channel,
              notice_reference)
  on public.gap_explanation to authenticated;
grant insert (province, authority_name, notify_within_hours, maintenance_notice_days,
              recipient_email, recipient_phone, notice_title, confirmed),
      update (province, authority_name, notify_within_hours, maintenance_notice_days,
              recipient_email, recipient_phone, notice_title, confirmed)
  on public.authority_duty_profile to authenticated;
grant all on public.gap_explanation, public.authority_duty_profile to service_role;

create or replace function public.stamp_gap_explanation() returns trigger
language plpgsql set search_path = public, pg_temp as $$
begin
  new.updated_by := auth.uid();
  new.updated_at := now();
  return new;
end
$$;
create trigger stamp_gap_explanation before insert or update on public.gap_explanation
  for each row execute function public.stamp_gap_explanation();

create trigger audit_row_change after insert or update or delete on public.gap_explanation
  for each row execute function public.audit_row_change('id', 'customer_id');
create trigger audit_row_change after insert or update or delete on public.authority_duty_profile
  for each row execute function public.audit_row_change('id');

-- What the evidence pack needs of a station file: its bytes. ingest_file keeps only counts and
-- the first rejected lines, so the content of every stored file (bounded by INGEST_MAX_BYTES at
-- the door) is kept beside it, read under the file's own policy. In parts of at most 256 KiB,
-- each written by its own short statement, so a large file never holds the database long.
create table public.ingest_file_content (
  ingest_file_id bigint not null references public.ingest_file (id) on delete cascade,
  part integer not null check (part between 0 and 10000),
  content bytea not null check (octet_length(content) <= 262144),
  primary key (ingest_file_id, part)
);
alter table public.ingest_file_content enable row level security;
create policy ingest_file_content_read on public.ingest_file_content for select to authenticated
  using (exists (select 1 from public.ingest_file f where f.id = ingest_file_id));
revoke all on public.ingest_file_content from public, anon;
grant select on public.ingest_file_content to authenticated;
grant all on public.ingest_file_content to service_role;

-- The camera picture the server keeps when an exceedance starts (server/evidence/), so the
-- evidence pack can show the scene at the time even after the camera's feed moved on.
create table public.episode_snapshot (
  id bigint generated always as identity primary key,
  customer_id bigint not null references public.customer (id) on delete cascade,
  station_id bigint not null references public.station (id) on delete cascade,
  camera_id bigint references public.camera (id) on delete set null,
  incident_id bigint references public.incident (id) on delete set null,
  taken_at timestamptz not null,
  content_type text not null check (content_type = 'image/jpeg'),
  content bytea not null check (octet_length(content) between 1 and 2097152)
);
create index episode_snapshot_station_idx on public.episode_snapshot (station_id, taken_at);
alter table public.episode_snapshot enable row level security;
create policy episode_snapshot_read on public.episode_snapshot for select to authenticated
  using ((select public.is_platform_user()) or customer_id = (select public.current_customer_id()));
revoke all on public.episode_snapshot from public, anon;
grant select on public.episode_snapshot to authenticated;
grant all on public.episode_snapshot to service_role;
