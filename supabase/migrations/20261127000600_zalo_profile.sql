-- The Zalo account a GreenWatch account is linked to, as the profile shows it (issue 15): its
-- display name and avatar, copied from Zalo's Graph profile by the server whenever it proves that
-- account (link, phone match, sign-in) and cleared on unlink. Written by the server's own
-- connection only, like zalo_user_id; users read their own row as before.
alter table public.app_user
  add column zalo_name text check (length(zalo_name) between 1 and 100),
  add column zalo_avatar_url text
    check (zalo_avatar_url ~ '^https://[^\s"''<>]+$' and length(zalo_avatar_url) <= 500);
