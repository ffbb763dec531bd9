-- Tables whose changes are pushed live. A DELETE must carry the old row (customer_id) so that a
-- subscription filtered by customer sees it: replica identity full.
alter publication supabase_realtime add table
  public.notification, public.station, public.remote_config, public.subscription;

alter table public.notification replica identity full;
alter table public.station replica identity full;
alter table public.remote_config replica identity full;
alter table public.subscription replica identity full;
