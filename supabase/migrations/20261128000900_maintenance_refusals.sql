-- Refused maintenance-window requests (issue 17): every declaration, extension or end the server
-- refuses (bad input, a rule of shared/maintenance-window.ts, a station or window the caller may
-- not touch) is answered with its Vietnamese message and kept here, as a refused station file is
-- kept in ingest_file. Written only by the server (server/maintenance/maintenance-refusals.ts).
-- station_id and window_id are set only when the caller could see them, so a row never names
-- another customer's station; customer_id is the caller's (null for a platform user).

create table public.maintenance_refusal (
  id bigint generated always as identity primary key,
  user_id uuid, -- null for a token naming no user (the service role)
  customer_id bigint references public.customer (id) on delete cascade,
  action text not null check (action in ('declare', 'extend', 'end')),
  station_id bigint references public.station (id) on delete set null,
  window_id bigint references public.maintenance_window (id) on delete set null,
  status smallint not null check (status in (400, 404, 409)),
  error text not null check (char_length(error) between 1 and 40),
  message text not null check (char_length(message) between 1 and 300),
  created_at timestamptz not null default now()
);
create index maintenance_refusal_customer_idx
  on public.maintenance_refusal (customer_id, created_at desc);
create index maintenance_refusal_station_idx
  on public.maintenance_refusal (station_id) where station_id is not null;

comment on table public.maintenance_refusal is
  'Every refused maintenance-window request, written by the server; the customer''s users and platform users read them.';

alter table public.maintenance_refusal enable row level security;
create policy maintenance_refusal_read on public.maintenance_refusal for select to authenticated
  using ((select public.is_platform_user()) or customer_id = (select public.current_customer_id()));

revoke all on public.maintenance_refusal from public, anon, authenticated;
grant select on public.maintenance_refusal to authenticated;
grant all on public.maintenance_refusal to service_role;
