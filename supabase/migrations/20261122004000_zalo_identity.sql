-- Zalo sign-in (spec §1, §5): a GreenWatch user may be linked to one Zalo account through the
-- Zalo user id, the id Zalo's Graph API `/v2.0/me` and the mini app's getUserInfo return for our
-- Zalo App. An administrator links it with the service role (the same way app_user rows are
-- written); users cannot change it (app_user accepts no client writes). The sign-in endpoint
-- (server/api/zalo-sign-in.ts) signs in only the user whose row holds the verified id; a Zalo
-- account linked to nobody gets no access. NULL means not linked.
alter table public.app_user
  add column zalo_user_id text unique check (zalo_user_id ~ '^[0-9]{1,32}$');

comment on column public.app_user.zalo_user_id is
  'Zalo user id (scoped to the Zalo App) allowed to sign in as this user; NULL: no Zalo sign-in.';

-- Row-level security stays on for app_user: a user reads only their own row (app_user_read).
alter table public.app_user enable row level security;
