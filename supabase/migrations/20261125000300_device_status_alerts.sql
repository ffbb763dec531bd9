-- Alerts when an analyser stops giving valid data (issue 14): status 01 (calibrating) and 02
-- (device fault) of a parameter's record, and its return to 00. Their ledger subject is
-- 'device:<parameter code>' (server/alerts/alert-decision.ts), apart from the value's alerts.

insert into public.enums (type, value, label, sort_order) values
  ('notification_type', 'device_calibrating', 'Thiết bị đang hiệu chuẩn', 102),
  ('notification_type', 'device_fault', 'Thiết bị báo lỗi', 103),
  ('notification_type', 'device_restored', 'Thiết bị đo bình thường trở lại', 104)
on conflict (type, value) do nothing;

alter table public.notification_alert drop constraint notification_alert_kind_check;
alter table public.notification_alert add constraint notification_alert_kind_check
  check (kind in ('exceed_threshold', 'within_threshold', 'signal_lost', 'signal_restored',
                  'device_calibrating', 'device_fault', 'device_restored'));
