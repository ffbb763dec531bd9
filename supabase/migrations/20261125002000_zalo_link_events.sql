-- Users link their own Zalo account (issue 15): the server sets app_user.zalo_user_id when a
-- signed-in user proves a Zalo account (mini-app token or web OAuth code), or when a first-time
-- Zalo user shares a phone number that matches exactly one account's verified phone. Every link,
-- unlink and phone match is kept in zalo_link_event; users read their own events only and
-- nobody but the server (its own connection) writes them.

-- When the current link was made. A trigger stamps it, so a link an administrator sets by hand
-- is stamped too; links made before this migration keep NULL (their time is unknown).
alter table public.app_user add column zalo_linked_at timestamptz;

comment on column public.app_user.zalo_linked_at is
  'When zalo_user_id was last set; NULL when not linked or linked before the time was kept.';

create or replace function public.stamp_zalo_linked_at() returns trigger
language plpgsql set search_path = public, pg_temp as $$
begin
  if tg_op = 'INSERT' then
    new.zalo_linked_at := case when new.zalo_user_id is null then null else now() end;
  elsif new.zalo_user_id is distinct from old.zalo_user_id then
    new.zalo_linked_at := case when new.zalo_user_id is null then null else now() end;
  end if;
  return new;
end
$$;

create trigger stamp_zalo_linked_at
  before insert or update of zalo_user_id on public.app_user
  for each row execute function public.stamp_zalo_linked_at();

revoke execute on function public.stamp_zalo_linked_at() from public, anon, authenticated;

-- method: how the link was proved ('mini_app' token, 'web_oauth' code, 'phone' number); NULL
-- only for an unlink the user asked for. consent: the user agreed to their phone number being
-- used, recorded for phone matches (and only for them).
create table public.zalo_link_event (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  zalo_user_id text not null check (zalo_user_id ~ '^[0-9]{1,32}$'),
  action text not null check (action in ('link', 'unlink', 'phone_match')),
  method text check (method in ('mini_app', 'web_oauth', 'phone')),
  consent boolean,
  created_at timestamptz not null default now(),
  check (method is not null or action = 'unlink'),
  check ((method is not distinct from 'phone') = (consent is not null))
);
create index zalo_link_event_user_idx on public.zalo_link_event (user_id, created_at);

comment on table public.zalo_link_event is
  'Every Zalo link, unlink and phone match, written by the server; users read their own rows.';

alter table public.zalo_link_event enable row level security;
create policy zalo_link_event_read on public.zalo_link_event for select to authenticated
  using (user_id = (select auth.uid()));
revoke all on public.zalo_link_event from anon;
revoke insert, update, delete, truncate on public.zalo_link_event from authenticated;
grant select on public.zalo_link_event to authenticated;
