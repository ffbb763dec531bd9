-- Photos of an incident (issue 17): taken with the phone's camera or chosen when acknowledging
-- it, or later beside a note. The server (server/incidents/incident-photos.ts) bounds the upload,
-- checks the image by its own bytes and re-encodes it without any metadata before it comes here,
-- through add_incident_photo as the caller, so only a user of the incident's customer adds one.
-- The bytes stay in the database under the incident's RLS: a photo is read back through
-- GET /api/incidents/{id}/photos/{photoId} as the caller, never from a public address.
-- A refused upload is kept too (incident_photo_refusal): what was refused, why, and who sent it.
-- Links: a notification written while an incident runs names it, so a Zalo message or an e-mail
-- about it opens the incident rather than the station.

create table public.incident_photo (
  id bigint generated always as identity primary key,
  incident_id bigint not null references public.incident (id) on delete cascade,
  customer_id bigint not null references public.customer (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
  width integer not null check (width between 1 and 10000),
  height integer not null check (height between 1 and 10000),
  -- At most 10 MiB whatever INCIDENT_PHOTO_MAX_BYTES says; the server stores far less.
  bytes bytea not null check (octet_length(bytes) between 1 and 10485760)
);
create index incident_photo_incident_idx on public.incident_photo (incident_id, id);

create table public.incident_photo_refusal (
  id bigint generated always as identity primary key,
  incident_id bigint not null references public.incident (id) on delete cascade,
  customer_id bigint not null references public.customer (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  occurred_at timestamptz not null default now(),
  reason text not null check (reason in ('too_large', 'unsupported_type', 'malformed',
                                         'bad_dimensions', 'too_many', 'empty')),
  -- What the sender said it was, and how many bytes came (up to the point the reading stopped).
  declared_type text check (char_length(declared_type) <= 100),
  received_bytes bigint check (received_bytes >= 0)
);
create index incident_photo_refusal_incident_idx
  on public.incident_photo_refusal (incident_id, occurred_at);

alter table public.incident_event drop constraint incident_event_kind_check;
alter table public.incident_event add constraint incident_event_kind_check check (kind in (
  'opened', 'updated', 'message_queued', 'message_sent', 'message_failed', 'message_skipped',
  'acknowledged', 'escalated', 'note', 'photo', 'resolved'));

alter table public.notification
  add column incident_id bigint references public.incident (id) on delete set null;

alter table public.incident_photo enable row level security;
alter table public.incident_photo_refusal enable row level security;
create policy incident_photo_read on public.incident_photo for select to authenticated
  using ((select public.is_platform_user()) or customer_id = (select public.current_customer_id()));
create policy incident_photo_refusal_read on public.incident_photo_refusal for select
  to authenticated
  using ((select public.is_platform_user()) or customer_id = (select public.current_customer_id()));
revoke all on public.incident_photo, public.incident_photo_refusal from public, anon, authenticated;
grant select on public.incident_photo, public.incident_photo_refusal to authenticated;
grant all on public.incident_photo, public.incident_photo_refusal to service_role;

-- The incident when the caller's customer owns it (P0002 otherwise: the same 404 as none).
create or replace function public.caller_incident_customer(p_incident_id bigint) returns bigint
language plpgsql stable security definer set search_path = public, pg_temp as $$
declare
  v_customer bigint;
begin
  select customer_id into v_customer from public.incident
  where id = p_incident_id and customer_id = public.current_customer_id();
  if not found then
    raise exception 'Không tìm thấy sự cố.' using errcode = 'P0002';
  end if;
  return v_customer;
end
$$;

-- A checked photo (server-side checks above) and its timeline entry; at most p_max per incident.
create or replace function public.add_incident_photo(
  p_incident_id bigint, p_content_type text, p_width integer, p_height integer, p_bytes bytea,
  p_max integer)
returns public.incident_event
language plpgsql security definer set search_path = public, pg_temp as $$
declare
  v_customer bigint := public.caller_incident_customer(p_incident_id);
  v_photo bigint;
  v_event public.incident_event;
begin
  -- One photo at a time per incident, so two uploads cannot both pass the count.
  perform 1 from public.incident where id = p_incident_id for update;
  if (select count(*) from public.incident_photo where incident_id = p_incident_id) >= p_max then
    raise exception 'Sự cố đã có % ảnh, không thể thêm ảnh.', p_max using errcode = '54000';
  end if;
  insert into public.incident_photo (incident_id, customer_id, user_id, content_type, width,
                                     height, bytes)
  values (p_incident_id, v_customer, auth.uid(), p_content_type, p_width, p_height, p_bytes)
  returning id into v_photo;
  insert into public.incident_event (incident_id, customer_id, kind, user_id, detail)
  values (p_incident_id, v_customer, 'photo', auth.uid(),
          jsonb_build_object('actor', public.incident_actor_name(auth.uid()), 'photoId', v_photo,
                             'width', p_width, 'height', p_height))
  returning * into v_event;
  return v_event;
end
$$;

create or replace function public.record_incident_photo_refusal(
  p_incident_id bigint, p_reason text, p_declared_type text, p_received_bytes bigint)
returns void
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  insert into public.incident_photo_refusal (incident_id, customer_id, user_id, reason,
                                             declared_type, received_bytes)
  values (p_incident_id, public.caller_incident_customer(p_incident_id), auth.uid(), p_reason,
          left(p_declared_type, 100), p_received_bytes);
end
$$;

revoke execute on function public.caller_incident_customer(bigint) from public, anon;
revoke execute on function public.add_incident_photo(bigint, text, integer, integer, bytea, integer)
  from public, anon;
revoke execute on function public.record_incident_photo_refusal(bigint, text, text, bigint)
  from public, anon;
grant execute on function public.caller_incident_customer(bigint) to authenticated;
grant execute on function public.add_incident_photo(bigint, text, integer, integer, bytea, integer)
  to authenticated;
grant execute on function public.record_incident_photo_refusal(bigint, text, text, bigint)
  to authenticated;
