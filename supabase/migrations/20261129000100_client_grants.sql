-- The API roles' table privileges, narrowed to what RLS governs (issue 18's review).
-- Hosted Supabase (and supabase/embedded/00-auth-shim.sql) grant every privilege on a new table
-- to anon and authenticated, and RLS then decides row by row. Two kinds of privilege slipped
-- past the migrations that meant to narrow them:
-- - TRUNCATE, TRIGGER and REFERENCES: RLS does not apply to them and no client needs them;
--   revoked on every table, and on the tables made from now on.
-- - Writes a table has no policy for: RLS refuses every row already, but the grant said
--   otherwise. gap_explanation and authority_duty_profile keep the column grants of
--   20261128000400 without a table-wide delete; ingest_file_content and episode_snapshot are
--   written by the server only.
-- tests/integration/schema.test.ts checks both rules on every public table.

do $$
declare
  t record;
begin
  for t in select tablename from pg_tables where schemaname = 'public' loop
    execute format('revoke truncate, trigger, references on public.%I from anon, authenticated',
                   t.tablename);
  end loop;
end
$$;
alter default privileges in schema public
  revoke truncate, trigger, references on tables from anon, authenticated;

revoke insert, update, delete on public.gap_explanation, public.authority_duty_profile
  from authenticated;
grant insert (customer_id, station_id, kind, parameter_code, started_at, ended_at, cause,
              actions_taken, expected_repair, notice_sent_at, notice_channel, notice_reference),
      update (ended_at, cause, actions_taken, expected_repair, notice_sent_at, notice_channel,
              notice_reference)
  on public.gap_explanation to authenticated;
grant insert (province, authority_name, notify_within_hours, maintenance_notice_days,
              recipient_email, recipient_phone, notice_title, confirmed),
      update (province, authority_name, notify_within_hours, maintenance_notice_days,
              recipient_email, recipient_phone, notice_title, confirmed)
  on public.authority_duty_profile to authenticated;

revoke insert, update, delete on public.ingest_file_content, public.episode_snapshot
  from anon, authenticated;
