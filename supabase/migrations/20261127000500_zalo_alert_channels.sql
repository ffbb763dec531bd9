-- Alerts over Zalo (issue 17, ../shared/reference/vn-operations.md §1): an Official Account
-- message to staff who follow the customer's OA, a ZNS template message to a verified phone.
-- - customer_zalo_setting: per customer, the OA and ZNS template, written by the platform admin
--   in the console through /rest/v1. Its access_token and refresh_token columns are write-only:
--   a value written is moved by a trigger into customer_zalo_secret and the row keeps only when
--   the pair was saved (tokens_saved_at), so every REST answer (which returns the row) reads them
--   back empty. The OA authorises the platform's Zalo App (ZALO_APP_ID / ZALO_APP_SECRET), so no
--   per-customer app secret is kept.
-- - customer_zalo_secret: the token pair, read and rotated by the server only (a refresh token is
--   single-use, so the new pair replaces the old one in one statement, server/notify/zalo).
-- - alert_channel_preference: each user's own choice of Zalo channels (the bell is every alert's
--   record and always on; e-mail stays user_metadata.notification_email_enable, which the mailer
--   reads).
-- - alert_delivery: the outbox. A trigger on public.notification writes one row per user and
--   chosen channel in the transaction that writes the notification, so no alert is lost between
--   the commit and the send; the server's delivery worker sends them, with retry and back-off.
-- Both setting tables are audited, secrets redacted by their column names (audit_redacted).

create table public.customer_zalo_setting (
  customer_id bigint primary key references public.customer (id) on delete cascade,
  -- The OA's id (Zalo's numeric id), and the approved ZNS template alerts are sent with.
  oa_id text check (oa_id ~ '^[0-9]{1,32}$'),
  zns_template_id text check (zns_template_id ~ '^[0-9]{1,20}$'),
  enabled boolean not null default true,
  -- Write-only inputs, never stored here (see above).
  access_token text check (access_token is null),
  refresh_token text check (refresh_token is null),
  tokens_saved_at timestamptz,
  -- Set by the server when Zalo refuses the OA's configuration (e.g. the refresh token was
  -- revoked); cleared when tokens are saved again. Shown to the admin in the console.
  channel_error text check (length(channel_error) <= 500),
  channel_error_at timestamptz,
  updated_at timestamptz not null default now()
);

create table public.customer_zalo_secret (
  customer_id bigint primary key references public.customer (id) on delete cascade,
  access_token text not null check (length(access_token) between 1 and 2000),
  refresh_token text not null check (length(refresh_token) between 1 and 2000),
  -- From the refresh answer's expires_in; unknown (null) for a pair typed by the admin.
  access_expires_at timestamptz,
  updated_at timestamptz not null default now()
);

create or replace function public.store_customer_zalo_tokens() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  new.updated_at := now();
  if new.access_token is null and new.refresh_token is null then
    return new;
  end if;
  if new.access_token is null or new.refresh_token is null
     or new.access_token !~ '^[A-Za-z0-9._~+/=-]+$' or length(new.access_token) > 2000
     or new.refresh_token !~ '^[A-Za-z0-9._~+/=-]+$' or length(new.refresh_token) > 2000 then
    raise exception 'Nhập cả access token và refresh token của OA (chỉ gồm chữ, số và . _ ~ + / = -, tối đa 2000 ký tự).'
      using errcode = '23514';
  end if;
  insert into public.customer_zalo_secret (customer_id, access_token, refresh_token)
  values (new.customer_id, new.access_token, new.refresh_token)
  on conflict (customer_id) do update
    set access_token = excluded.access_token, refresh_token = excluded.refresh_token,
        access_expires_at = null, updated_at = now();
  new.access_token := null;
  new.refresh_token := null;
  new.tokens_saved_at := now();
  new.channel_error := null;
  new.channel_error_at := null;
  return new;
end
$$;

create trigger store_customer_zalo_tokens
  before insert or update on public.customer_zalo_setting
  for each row execute function public.store_customer_zalo_tokens();
revoke execute on function public.store_customer_zalo_tokens()
  from public, anon, authenticated, service_role;

create trigger audit_row_change after insert or update or delete on public.customer_zalo_setting
  for each row execute function public.audit_row_change('customer_id', 'customer_id');
create trigger audit_row_change after insert or update or delete on public.customer_zalo_secret
  for each row execute function public.audit_row_change('customer_id', 'customer_id');

alter table public.customer_zalo_setting enable row level security;
revoke all on public.customer_zalo_setting from public, anon, authenticated;
grant select, delete on public.customer_zalo_setting to authenticated;
grant insert (customer_id, oa_id, zns_template_id, enabled, access_token, refresh_token),
  update (oa_id, zns_template_id, enabled, access_token, refresh_token)
  on public.customer_zalo_setting to authenticated;
create policy customer_zalo_setting_admin_read on public.customer_zalo_setting
  for select to authenticated using ((select public.is_platform_admin()));
create policy customer_zalo_setting_admin_insert on public.customer_zalo_setting
  for insert to authenticated with check ((select public.is_platform_admin()));
create policy customer_zalo_setting_admin_update on public.customer_zalo_setting
  for update to authenticated
  using ((select public.is_platform_admin())) with check ((select public.is_platform_admin()));
create policy customer_zalo_setting_admin_delete on public.customer_zalo_setting
  for delete to authenticated using ((select public.is_platform_admin()));

-- The server only: RLS on, no policy, no client privilege.
alter table public.customer_zalo_secret enable row level security;
revoke all on public.customer_zalo_secret from public, anon, authenticated;

-- The user's id as the OA knows them (Zalo's user_id_by_oa): an OA message is addressed by it,
-- not by the app-scoped zalo_user_id. Taken from the Graph profile whenever the server proves
-- the user's Zalo account (link, phone match, sign-in), cleared on unlink; written by the server
-- only, like zalo_user_id. Without it the worker tries the app-scoped id, which Zalo may refuse
-- (then the fallback: ZNS, e-mail).
alter table public.app_user
  add column zalo_oa_user_id text check (zalo_oa_user_id ~ '^[0-9]{1,32}$');

create table public.alert_channel_preference (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  zalo_oa boolean not null default false,
  zns boolean not null default false,
  updated_at timestamptz not null default now()
);

alter table public.alert_channel_preference enable row level security;
revoke all on public.alert_channel_preference from public, anon, authenticated;
grant select, insert (user_id, zalo_oa, zns), update (zalo_oa, zns)
  on public.alert_channel_preference to authenticated;
create policy alert_channel_preference_own_read on public.alert_channel_preference
  for select to authenticated using (user_id = (select auth.uid()));
create policy alert_channel_preference_own_insert on public.alert_channel_preference
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy alert_channel_preference_own_update on public.alert_channel_preference
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create table public.alert_delivery (
  id bigint generated always as identity primary key,
  notification_id bigint not null references public.notification (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- 'email' only as the fallback of a Zalo channel that cannot reach the user.
  channel text not null check (channel in ('zalo_oa', 'zns', 'email')),
  status text not null default 'queued'
    check (status in ('queued', 'sent', 'failed', 'retrying')),
  attempts integer not null default 0 check (attempts between 0 and 100),
  -- When the worker may take it (again); a worker that takes it moves this forward by its lease.
  next_attempt_at timestamptz not null default now(),
  last_error text check (length(last_error) <= 500),
  -- Zalo's message id (OA message_id or ZNS msg_id) of the message sent.
  zalo_message_id text check (length(zalo_message_id) <= 100),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  unique (notification_id, user_id, channel)
);
create index alert_delivery_due_idx on public.alert_delivery (next_attempt_at)
  where status in ('queued', 'retrying');
create index alert_delivery_user_idx on public.alert_delivery (user_id, created_at desc);

-- Users see their own deliveries, platform users all; only the server writes.
alter table public.alert_delivery enable row level security;
revoke all on public.alert_delivery from public, anon, authenticated;
grant select on public.alert_delivery to authenticated;
create policy alert_delivery_read on public.alert_delivery for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_platform_user()));

-- The deliveries of a notification: every active user of its customer, on each Zalo channel the
-- user turned on and can receive (OA: linked Zalo account; ZNS: verified phone), when the
-- customer's channel is enabled with a saved token pair and the channel's id. The worker is
-- woken by a NOTIFY on alert_delivery_queued.
create or replace function public.queue_alert_deliveries() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  insert into public.alert_delivery (notification_id, user_id, channel)
  select new.id, a.user_id, c.channel
  from public.app_user a
  join auth.users u on u.id = a.user_id
  join public.alert_channel_preference p on p.user_id = a.user_id
  join public.customer_zalo_setting s on s.customer_id = a.customer_id
  cross join lateral (values
    ('zalo_oa', p.zalo_oa and a.zalo_user_id is not null and s.oa_id is not null),
    ('zns', p.zns and a.verified_phone is not null and s.zns_template_id is not null)
  ) as c (channel, wanted)
  -- A personal bell (an incident's escalation, recipient_user_id set) reaches Zalo through the
  -- escalation's own channels, not every user of the customer.
  where new.recipient_user_id is null
    and a.customer_id = new.customer_id and c.wanted
    and s.enabled and s.tokens_saved_at is not null
    and u.deleted_at is null and (u.banned_until is null or u.banned_until <= now())
  on conflict (notification_id, user_id, channel) do nothing;
  -- Wakes the delivery worker at the commit (its timer is only the safety net).
  if found then
    perform pg_notify('alert_delivery_queued', new.id::text);
  end if;
  return null;
end
$$;

create trigger queue_alert_deliveries after insert on public.notification
  for each row execute function public.queue_alert_deliveries();
revoke execute on function public.queue_alert_deliveries()
  from public, anon, authenticated, service_role;
