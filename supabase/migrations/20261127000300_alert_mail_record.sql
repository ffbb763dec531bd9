-- The alert-mail switch an operator sets on /users (issue 16). What the alert mailer reads is the
-- user's own preference, user_metadata.notification_email_enable (the profile's switch, the
-- spec's), which the console writes through GoTrue's admin API. The console mirrors each setting
-- here in the same request, as it does for the vouched phone, so the change is an audited row
-- change with the administrator as actor. A later change the user makes in the profile is the
-- user's own preference and is not mirrored.
alter table public.app_user add column alert_mail boolean;

-- Settings made before this column existed.
update public.app_user a
set alert_mail = (u.raw_user_meta_data -> 'notification_email_enable' = 'true'::jsonb)
from auth.users u
where u.id = a.user_id and u.raw_user_meta_data ? 'notification_email_enable';
