-- Forwarding every accepted station file to the provincial authority (issue 18;
-- ../shared/reference/vn-environment-rules.md §1.2–1.3, vn-operations.md §2.2: FTP to the
-- province, one file per transmission, the province's own file-name convention).
-- - station_authority_endpoint: per station, the authority's FTP/FTPS endpoint, written by the
--   platform admin in the console through /rest/v1. Its password column is write-only, as the
--   Zalo OA tokens are (20261127000500_zalo_alert_channels.sql): a value written is moved by a
--   trigger into station_authority_secret and the row keeps only when it was saved. The server
--   sets settings_error when the authority refuses the settings (wrong credentials, no such
--   folder); any save by the admin clears it, and the station's files go out again.
-- - station_authority_secret: the password, read by the server only.
-- - authority_forward: the outbox. The server queues an accepted file (its bytes as received) in
--   the transaction that records it, when the station has an endpoint; the forwarding worker
--   sends each station's files in order, with back-off, and keeps the row (and so the bytes) for
--   resends.
-- - authority_transfer_attempt: every attempt, with the authority's reply.
-- The endpoint table and the secret are audited, the password redacted by its column name.

create table public.station_authority_endpoint (
  station_id bigint primary key references public.station (id) on delete cascade,
  protocol text not null default 'ftp' check (protocol in ('ftp', 'ftps')),
  -- A DNS name or an IP literal, nothing else (no scheme, user, port or path); the server checks
  -- it again (shared/authority/endpoint-host.ts) and resolves it at each transfer.
  host text not null check (
    length(host) <= 253
    and (host ~ '^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$'
         or (host ~ '^[0-9A-Fa-f:.]{2,45}$' and host like '%:%'))),
  port integer not null default 21 check (port between 1 and 65535),
  username text not null check (username ~ '^[^[:cntrl:]]{1,128}$'),
  -- Write-only input, never stored here (see above).
  password text check (password is null),
  password_saved_at timestamptz,
  -- Absolute, without '..' segments or control characters.
  remote_dir text not null default '/' check (
    remote_dir ~ '^/[^[:cntrl:]]{0,254}$' and remote_dir !~ '(^|/)\.\.(/|$)'),
  -- shared/authority/file-name-template.ts lists the placeholders and checks the rest.
  file_name_template text not null default '{station_code}_{yyyyMMddHHmmss}.txt'
    check (file_name_template ~ '^[A-Za-z0-9_.{}-]{1,120}$'),
  -- The code the province gives the facility or station, for {province_code}.
  province_code text check (province_code ~ '^[A-Za-z0-9_-]{1,32}$'),
  -- Private, loopback and link-local addresses are refused unless this is on (an authority
  -- reached through a VPN).
  allow_private_address boolean not null default false,
  timeout_seconds integer not null default 30 check (timeout_seconds between 5 and 120),
  -- The station's file interval: completeness on the authority screen counts against it.
  file_interval_minutes integer not null default 5 check (file_interval_minutes between 1 and 1440),
  enabled boolean not null default true,
  settings_error text check (length(settings_error) <= 500),
  settings_error_at timestamptz,
  updated_at timestamptz not null default now()
);

create table public.station_authority_secret (
  station_id bigint primary key references public.station (id) on delete cascade,
  password text not null check (length(password) between 1 and 128),
  updated_at timestamptz not null default now()
);

create or replace function public.store_station_authority_password() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  new.updated_at := now();
  -- An admin's save (every write but the server's own settings_error) clears the error, so the
  -- station's files are tried again with the settings as they now are.
  if tg_op = 'INSERT' or new.settings_error is not distinct from old.settings_error then
    new.settings_error := null;
    new.settings_error_at := null;
  end if;
  if new.password is null then
    return new;
  end if;
  if new.password !~ '^[^[:cntrl:]]{1,128}$' then
    raise exception 'Mật khẩu FTP dài 1–128 ký tự, không chứa ký tự điều khiển.'
      using errcode = '23514';
  end if;
  insert into public.station_authority_secret (station_id, password)
  values (new.station_id, new.password)
  on conflict (station_id) do update set password = excluded.password, updated_at = now();
  new.password := null;
  new.password_saved_at := now();
  return new;
end
$$;

create trigger store_station_authority_password
  before insert or update on public.station_authority_endpoint
  for each row execute function public.store_station_authority_password();
revoke execute on function public.store_station_authority_password()
  from public, anon, authenticated, service_role;

-- The server's settings_error writes are not operator changes: only the admin's columns audit.
create trigger audit_row_change after insert or delete on public.station_authority_endpoint
  for each row execute function public.audit_row_change('station_id', 'station_id');
create trigger audit_row_change_update after update of
    protocol, host, port, username, password, remote_dir, file_name_template, province_code,
    allow_private_address, timeout_seconds, file_interval_minutes, enabled
  on public.station_authority_endpoint
  for each row execute function public.audit_row_change('station_id', 'station_id');
create trigger audit_row_change after insert or update or delete on public.station_authority_secret
  for each row execute function public.audit_row_change('station_id', 'station_id');

-- The platform admin writes; the station's customer reads (the screen shows where its files go
-- and why they are held), the password never being in the row.
alter table public.station_authority_endpoint enable row level security;
revoke all on public.station_authority_endpoint from public, anon, authenticated;
grant select, delete on public.station_authority_endpoint to authenticated;
grant insert (station_id, protocol, host, port, username, password, remote_dir,
              file_name_template, province_code, allow_private_address, timeout_seconds,
              file_interval_minutes, enabled),
  update (protocol, host, port, username, password, remote_dir, file_name_template,
          province_code, allow_private_address, timeout_seconds, file_interval_minutes, enabled)
  on public.station_authority_endpoint to authenticated;
create policy station_authority_endpoint_read on public.station_authority_endpoint
  for select to authenticated
  using ((select public.is_platform_user())
         or station_id = any((select public.current_station_ids())::bigint[]));
create policy station_authority_endpoint_admin_insert on public.station_authority_endpoint
  for insert to authenticated with check ((select public.is_platform_admin()));
create policy station_authority_endpoint_admin_update on public.station_authority_endpoint
  for update to authenticated
  using ((select public.is_platform_admin())) with check ((select public.is_platform_admin()));
create policy station_authority_endpoint_admin_delete on public.station_authority_endpoint
  for delete to authenticated using ((select public.is_platform_admin()));

-- The server only: RLS on, no policy, no client privilege.
alter table public.station_authority_secret enable row level security;
revoke all on public.station_authority_secret from public, anon, authenticated;

create table public.authority_forward (
  id bigint generated always as identity primary key,
  station_id bigint not null references public.station (id) on delete cascade,
  ingest_file_id bigint references public.ingest_file (id) on delete set null,
  -- The name the station sent, and the time in it (the file's measurement time).
  file_name text not null check (length(file_name) between 1 and 255),
  file_time timestamptz not null,
  -- The file as received: the authority gets what the station sent, not our reading of it
  -- (docs/architecture.md, "Forwarding to the authority").
  content bytea not null check (octet_length(content) between 1 and 16777216),
  -- The name at the authority, fixed at the first attempt so a retry checks the same name.
  remote_name text check (length(remote_name) between 1 and 255),
  status text not null default 'queued' check (status in ('queued', 'retrying', 'sent')),
  attempts integer not null default 0 check (attempts >= 0),
  -- When the worker may take it (again); a worker that takes it moves this forward by its lease.
  next_attempt_at timestamptz not null default now(),
  last_error text check (length(last_error) <= 500),
  last_reply_code integer check (last_reply_code between 0 and 999),
  -- A resend asked for by a user (requested_by), sent even when the authority has the name.
  resend boolean not null default false,
  requested_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
-- Each station's queue head, in order.
create index authority_forward_pending_idx on public.authority_forward (station_id, id)
  where status in ('queued', 'retrying');
create index authority_forward_station_time_idx on public.authority_forward (station_id, file_time);
create index authority_forward_file_idx on public.authority_forward (ingest_file_id);

create table public.authority_transfer_attempt (
  id bigint generated always as identity primary key,
  forward_id bigint not null references public.authority_forward (id) on delete cascade,
  station_id bigint not null references public.station (id) on delete cascade,
  started_at timestamptz not null,
  finished_at timestamptz not null,
  -- sent: uploaded and renamed; already_there: the authority had the file after an unanswered
  -- attempt; retry: tried again later; settings: refused for the endpoint's settings (held
  -- until the admin saves them).
  result text not null check (result in ('sent', 'already_there', 'retry', 'settings')),
  reply_code integer check (reply_code between 0 and 999),
  reply_text text check (length(reply_text) <= 300),
  remote_name text check (length(remote_name) <= 255)
);
create index authority_transfer_attempt_station_idx
  on public.authority_transfer_attempt (station_id, started_at desc);
create index authority_transfer_attempt_forward_idx
  on public.authority_transfer_attempt (forward_id);

-- Read as the station's other data is; only the server writes. The bytes stay on the server.
alter table public.authority_forward enable row level security;
revoke all on public.authority_forward from public, anon, authenticated;
grant select (id, station_id, ingest_file_id, file_name, file_time, remote_name, status, attempts,
              next_attempt_at, last_error, last_reply_code, resend, requested_by, created_at,
              sent_at)
  on public.authority_forward to authenticated;
create policy authority_forward_read on public.authority_forward for select to authenticated
  using ((select public.is_platform_user())
         or station_id = any((select public.current_station_ids())::bigint[]));

alter table public.authority_transfer_attempt enable row level security;
revoke all on public.authority_transfer_attempt from public, anon, authenticated;
grant select on public.authority_transfer_attempt to authenticated;
create policy authority_transfer_attempt_read on public.authority_transfer_attempt
  for select to authenticated
  using ((select public.is_platform_user())
         or station_id = any((select public.current_station_ids())::bigint[]));

-- Wakes the forwarding worker at the commit of a queued file or of an admin's save (its timer
-- is only the safety net).
create or replace function public.notify_authority_forward() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  perform pg_notify('authority_forward_queued', '');
  return null;
end
$$;
create trigger notify_authority_forward after insert on public.authority_forward
  for each statement execute function public.notify_authority_forward();
create trigger notify_authority_forward after insert or update on public.station_authority_endpoint
  for each statement execute function public.notify_authority_forward();
revoke execute on function public.notify_authority_forward()
  from public, anon, authenticated, service_role;

-- A resend by the platform admin or a user of the station's customer: one file (p_forward_id) or
-- the files of a period [p_from, p_to) by their time, at most 31 days. Each file goes to the end
-- of the station's queue again, as a new row with the bytes kept. Answers how many were queued.
-- A station the caller may not see is 'not found', as one that does not exist.
create or replace function public.resend_authority_files(
  p_station_id bigint, p_forward_id bigint, p_from timestamptz, p_to timestamptz)
returns integer
language plpgsql security definer set search_path = public, pg_temp as $$
declare
  v_count integer;
begin
  if not (public.is_platform_admin() or p_station_id = any(public.current_station_ids())) then
    raise exception 'Không tìm thấy trạm quan trắc đã chọn' using errcode = 'P0002';
  end if;
  if not exists (select 1 from public.station_authority_endpoint where station_id = p_station_id)
  then
    raise exception 'Trạm chưa có địa chỉ nhận dữ liệu của cơ quan quản lý.' using errcode = '55000';
  end if;
  if p_forward_id is null and (p_from is null or p_to is null or p_to <= p_from
                               or p_to - p_from > interval '31 days') then
    raise exception 'Chọn một khoảng thời gian không quá 31 ngày.' using errcode = '22023';
  end if;
  insert into public.authority_forward
    (station_id, ingest_file_id, file_name, file_time, content, resend, requested_by)
  select f.station_id, f.ingest_file_id, f.file_name, f.file_time, f.content, true, auth.uid()
  from (
    -- One copy per received file (the latest row holding it), in the files' order.
    select distinct on (coalesce(f.ingest_file_id, -f.id)) f.*
    from public.authority_forward f
    where f.station_id = p_station_id
      and (case when p_forward_id is not null then f.id = p_forward_id
                else f.file_time >= p_from and f.file_time < p_to end)
    order by coalesce(f.ingest_file_id, -f.id), f.id desc
  ) f
  order by f.file_time, f.id;
  get diagnostics v_count = row_count;
  if p_forward_id is not null and v_count = 0 then
    raise exception 'Không tìm thấy tệp.' using errcode = 'P0002';
  end if;
  return v_count;
end
$$;
revoke execute on function public.resend_authority_files(bigint, bigint, timestamptz, timestamptz)
  from public, anon;
grant execute on function public.resend_authority_files(bigint, bigint, timestamptz, timestamptz)
  to authenticated;
