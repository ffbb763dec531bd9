-- Embedded mode only: what a real Supabase project already provides, so that the migrations in
-- supabase/migrations/ apply unchanged on PGlite or a plain PostgreSQL 15. Never applied when the
-- server runs against a real Supabase project. Every statement is idempotent.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

create schema if not exists extensions;
create schema if not exists auth;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- GoTrue's user table (the columns our auth layer and the migrations use).
create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text,
  encrypted_password text,
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token text,
  confirmation_sent_at timestamptz,
  recovery_token text,
  recovery_sent_at timestamptz,
  email_change_token_new text,
  email_change text,
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  phone text,
  phone_confirmed_at timestamptz,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
-- Ours, not GoTrue's: wrong codes typed against the pending recovery and e-mail change codes. A
-- code dies after a few (AUTH_OTP_MAX_ATTEMPTS); kept here so that a restart does not forgive.
alter table auth.users add column if not exists recovery_attempts integer not null default 0;
alter table auth.users add column if not exists email_change_attempts integer not null default 0;
create unique index if not exists users_email_key on auth.users (lower(email)) where email is not null;
create unique index if not exists users_phone_key on auth.users (phone) where phone is not null;

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider_id, provider)
);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  aal text not null default 'aal1',
  not_after timestamptz
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_idx on auth.refresh_tokens (session_id);

-- PKCE flow state: the challenge given when a flow starts, redeemed once with the verifier.
create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null unique,
  code_challenge_method text not null,
  code_challenge text not null,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);


-- An account made with an e-mail address (sign-up, invite, the admin API, the seed) has an
-- 'email' identity, as in GoTrue: provider_id is the user's id, and its data follows the address
-- and its confirmation. An account made by an external sign-in has only that provider's identity,
-- written by the sign-in (server/compat/auth/external-accounts.ts).
create or replace function auth.email_identity_data(u auth.users) returns jsonb
language sql immutable as $$
  select jsonb_build_object('sub', u.id::text, 'email', u.email,
                            'email_verified', u.email_confirmed_at is not null,
                            'phone_verified', u.phone_confirmed_at is not null)
$$;

create or replace function auth.sync_email_identity() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    if new.email is not null and coalesce(new.raw_app_meta_data ->> 'provider', 'email') = 'email' then
      insert into auth.identities (provider_id, user_id, identity_data, provider)
      values (new.id::text, new.id, auth.email_identity_data(new), 'email');
    end if;
  elsif new.email is null then
    delete from auth.identities where user_id = new.id and provider = 'email';
  else
    update auth.identities set identity_data = auth.email_identity_data(new), updated_at = now()
    where user_id = new.id and provider = 'email'
      and identity_data is distinct from auth.email_identity_data(new);
  end if;
  return new;
end
$$;

drop trigger if exists users_email_identity on auth.users;
create trigger users_email_identity
  after insert or update of email, email_confirmed_at, phone_confirmed_at on auth.users
  for each row execute function auth.sync_email_identity();

-- Accounts made before the trigger existed.
insert into auth.identities (provider_id, user_id, identity_data, provider, created_at)
select u.id::text, u.id, auth.email_identity_data(u), 'email', u.created_at
from auth.users u
where u.email is not null and coalesce(u.raw_app_meta_data ->> 'provider', 'email') = 'email'
on conflict (provider_id, provider) do nothing;

revoke all on all tables in schema auth from anon, authenticated;

create or replace function auth.jwt() returns jsonb
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email()
  to anon, authenticated, service_role;

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

-- Mail the embedded server kept instead of sending (no SMTP_URL): browsable at /dev/mail.
create schema if not exists greenwatch_dev;
create table if not exists greenwatch_dev.mail_outbox (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  created_at timestamptz not null default now()
);
revoke all on schema greenwatch_dev from public;
