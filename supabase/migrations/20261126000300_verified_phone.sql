-- The phone number an administrator vouched for (issue 15's phone sign-in, issue 16's console).
-- What sign-in matches is auth's own record: app_metadata.verified_phone equal to the account's
-- confirmed phone (server/api/zalo/zalo-phone.ts), which only the service role writes. The
-- console (server/api/admin/) writes that through GoTrue's admin API and mirrors the number here
-- in the same request, so each vouching and each withdrawal is an audited row change with the
-- administrator as actor, and the console lists it without reading auth's metadata.
alter table public.app_user
  add column verified_phone text check (verified_phone ~ '^[1-9][0-9]{6,14}$');

-- Numbers vouched for before this column existed (the demo seed's, any set by hand).
update public.app_user a set verified_phone = u.phone
from auth.users u
where u.id = a.user_id and u.phone_confirmed_at is not null
  and u.raw_app_meta_data ->> 'verified_phone' = u.phone
  and u.phone ~ '^[1-9][0-9]{6,14}$';
