-- A received file's rejected lines counted by reason code (e.g. {"bad_value": 1200}). `errors`
-- keeps only the first rejected lines (INGEST_MAX_ERROR_LINES, each text cut to
-- INGEST_MAX_ERROR_TEXT characters), so a file of junk cannot make a huge row; these counts say
-- what the rest were. The rejected-line total is lines_total - lines_accepted. The table's RLS
-- policy and privileges cover the new column as they cover the others.
alter table public.ingest_file
  add column rejected_by_reason jsonb not null default '{}'::jsonb;
