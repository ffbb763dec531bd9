-- Threshold and signal alerts (server/alerts): the notification types the alert consumer writes
-- besides the existing exceed_threshold and signal_lost, and its de-duplication ledger.

insert into public.enums (type, value, label, sort_order) values
  ('notification_type', 'within_threshold', 'Trở lại trong ngưỡng', 100),
  ('notification_type', 'signal_restored', 'Có tín hiệu trở lại', 101)
on conflict (type, value) do nothing;

-- One row per station, subject and kind of alert: when that alert was last sent, and whether one
-- is waiting for its cool-down to end. subject is a parameter code for exceed_threshold and
-- within_threshold, and '' for the station's signal (signal_lost, signal_restored).
create table public.notification_alert (
  station_id bigint not null references public.station (id) on delete cascade,
  subject text not null,
  kind text not null
    check (kind in ('exceed_threshold', 'within_threshold', 'signal_lost', 'signal_restored')),
  last_sent_at timestamptz,
  pending_since timestamptz,
  primary key (station_id, subject, kind),
  check ((kind in ('signal_lost', 'signal_restored')) = (subject = ''))
);
create index notification_alert_pending_idx on public.notification_alert (pending_since)
  where pending_since is not null;

-- Written and read by the server only (service role); no client policy.
alter table public.notification_alert enable row level security;
revoke all on public.notification_alert from anon, authenticated;
