-- Per-station credentials of the data-logger receivers (server/ingest): a bearer token for
-- POST /api/ingest and an FTP account. Only hashes are stored: the token as SHA-256 (it is a
-- long random secret, so a fast hash is enough and lets the server find the station by it), the
-- FTP password with bcrypt (it may be typed by a person into a logger's menu, so it can be weak).
-- Only the server reads this table: RLS is on with no policy, and clients have no privilege.

create table public.ingest_credential (
  station_id bigint primary key references public.station (id) on delete cascade,
  http_token_hash text not null unique check (http_token_hash ~ '^[0-9a-f]{64}$'),
  ftp_user text not null unique check (ftp_user ~ '^[A-Za-z0-9_.-]{2,64}$'),
  ftp_password_hash text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.ingest_credential enable row level security;
revoke all on public.ingest_credential from public, anon, authenticated;
