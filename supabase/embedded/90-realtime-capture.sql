-- Embedded mode only, applied after the migrations (DESIGN.md §1): PGlite has no logical
-- replication, so row triggers on every table of the `supabase_realtime` publication queue each
-- change and NOTIFY its id after commit. The server reads the queued change, applies the
-- subscriber's filter and re-reads the row under each subscriber's claims before delivering it.
-- On real Supabase the Realtime service does all of this, so the migrations stay free of it.

create schema if not exists greenwatch_realtime;
revoke all on schema greenwatch_realtime from public;

create table if not exists greenwatch_realtime.change (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  change_type text not null,
  record jsonb,
  old_record jsonb,
  committed_at timestamptz not null default clock_timestamp()
);

create or replace function greenwatch_realtime.capture() returns trigger
language plpgsql security definer set search_path = pg_catalog as $$
declare
  change_id bigint;
begin
  insert into greenwatch_realtime.change (schema_name, table_name, change_type, record, old_record)
  values (
    tg_table_schema,
    tg_table_name,
    tg_op,
    case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end,
    case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end
  )
  returning id into change_id;
  perform pg_notify('greenwatch_realtime', change_id::text);
  return null;
end
$$;

-- (Re)installs the capture trigger on exactly the tables the publication names.
create or replace function greenwatch_realtime.install_triggers() returns void
language plpgsql as $$
declare
  t record;
begin
  for t in
    select c.oid::regclass as rel, n.nspname, c.relname
    from pg_trigger tg
    join pg_class c on c.oid = tg.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where tg.tgname = 'greenwatch_realtime_capture'
  loop
    execute format('drop trigger greenwatch_realtime_capture on %I.%I', t.nspname, t.relname);
  end loop;
  for t in select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime'
  loop
    execute format(
      'create trigger greenwatch_realtime_capture after insert or update or delete on %I.%I '
      'for each row execute function greenwatch_realtime.capture()',
      t.schemaname, t.tablename
    );
  end loop;
end
$$;

select greenwatch_realtime.install_triggers();
