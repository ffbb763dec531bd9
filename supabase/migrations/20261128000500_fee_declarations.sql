-- Quarterly fee declarations (issue 18, ../shared/reference/vn-operations.md §3): the wastewater
-- fee return (Decree 53/2020 Mẫu số 02, its Decree 346/2025 successor) and the emission fee
-- return (Decree 153/2024 Form No. 01), pre-filled by the server from the fee reports
-- (server/api/reports/fee-declaration-route.ts).
-- - fee_declaration_form: each form's layout as data (numbered sections, labelled fields, the
--   signature block), versioned by the fee periods it serves. The reference leaves the Decree
--   346/2025 and Form 01 fields unverified: those rows say so (verified = false, shown on the
--   screen as 'chưa xác minh') and the platform admin corrects them here, not in code.
-- - customer_fee_payer: the payer's details the form needs that the product lacks, per customer,
--   written by the customer's own users (officers and its admin) and the platform admin.
-- - fee_declaration_correction: an officer's correction of one pre-filled figure of one quarter;
--   the declaration shows it beside the computed value.
-- - fee_declaration_reminder: one row per customer and quarter whose deadline reminder was sent,
--   written by the server in the transaction of the bell notification, so a restart never
--   sends it again.
-- Every table has RLS; the first three are audited.

create table public.fee_declaration_form (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{1,63}$'),
  instrument text not null check (instrument in ('water', 'air')),
  -- Which facilities it serves (Decree 346/2025 splits on monitoring); 'any' for the others.
  applies_to text not null default 'any' check (applies_to in ('any', 'monitored', 'not_monitored')),
  form_number text not null check (char_length(form_number) between 1 and 60),
  title text not null check (char_length(title) between 1 and 300),
  legal_source text not null check (char_length(legal_source) between 1 and 1000),
  -- The first and last local day of the fee periods the form is for (a quarter is served by the
  -- form in force on its first day).
  effective_from date not null,
  effective_to date,
  verified boolean not null default false,
  -- shared/fees/declaration-form.ts validates it (the server refuses a layout it cannot read).
  layout jsonb not null check (jsonb_typeof(layout) = 'object' and octet_length(layout::text) <= 20000),
  notes text check (char_length(notes) <= 2000),
  updated_at timestamptz not null default now(),
  check (effective_to is null or effective_to >= effective_from)
);

alter table public.fee_declaration_form enable row level security;
create policy fee_declaration_form_read on public.fee_declaration_form for select to authenticated
  using (true);
create policy fee_declaration_form_admin_insert on public.fee_declaration_form for insert
  to authenticated with check ((select public.is_platform_admin()));
create policy fee_declaration_form_admin_update on public.fee_declaration_form for update
  to authenticated using ((select public.is_platform_admin()))
  with check ((select public.is_platform_admin()));
create policy fee_declaration_form_admin_delete on public.fee_declaration_form for delete
  to authenticated using ((select public.is_platform_admin()));
revoke all on public.fee_declaration_form from anon;
grant select, insert, update, delete on public.fee_declaration_form to authenticated;
create trigger audit_row_change after insert or update or delete on public.fee_declaration_form
  for each row execute function public.audit_row_change('id');

create table public.customer_fee_payer (
  customer_id bigint primary key references public.customer (id) on delete cascade,
  -- Mã số thuế: 10 digits, or 13 for a dependent unit (the dash some write is not stored).
  tax_code text check (tax_code ~ '^[0-9]{10}([0-9]{3})?$'),
  address text check (char_length(address) between 1 and 300),
  phone text check (phone ~ '^\+?[0-9]{8,15}$'),
  fax text check (fax ~ '^\+?[0-9]{8,15}$'),
  email text check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  bank_account text check (bank_account ~ '^[0-9]{6,20}$'),
  bank_name text check (char_length(bank_name) between 1 and 200),
  sector text check (char_length(sector) between 1 and 300),
  treatment_method text check (char_length(treatment_method) between 1 and 500),
  daily_water_use_m3 numeric(14, 3) check (daily_water_use_m3 >= 0 and daily_water_use_m3 <= 10000000),
  -- Who signs as 'Người nộp phí'.
  signer_name text check (char_length(signer_name) between 1 and 120),
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid()
);

alter table public.customer_fee_payer enable row level security;
create policy customer_fee_payer_read on public.customer_fee_payer for select to authenticated
  using ((select public.is_platform_user()) or customer_id = (select public.current_customer_id()));
create policy customer_fee_payer_insert on public.customer_fee_payer for insert to authenticated
  with check ((select public.is_platform_admin())
              or customer_id = (select public.current_customer_id()));
create policy customer_fee_payer_update on public.customer_fee_payer for update to authenticated
  using ((select public.is_platform_admin())
         or customer_id = (select public.current_customer_id()))
  with check ((select public.is_platform_admin())
              or customer_id = (select public.current_customer_id()));
revoke all on public.customer_fee_payer from anon, authenticated;
grant select on public.customer_fee_payer to authenticated;
grant insert (customer_id, tax_code, address, phone, fax, email, bank_account, bank_name, sector,
              treatment_method, daily_water_use_m3, signer_name)
  on public.customer_fee_payer to authenticated;
grant update (tax_code, address, phone, fax, email, bank_account, bank_name, sector,
              treatment_method, daily_water_use_m3, signer_name)
  on public.customer_fee_payer to authenticated;

-- The writer and time come from the request, never from the body.
create or replace function public.stamp_customer_fee_payer() returns trigger
language plpgsql set search_path = public, pg_temp as $$
begin
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end
$$;
create trigger stamp_customer_fee_payer before insert or update on public.customer_fee_payer
  for each row execute function public.stamp_customer_fee_payer();
create trigger audit_row_change after insert or update or delete on public.customer_fee_payer
  for each row execute function public.audit_row_change('customer_id', 'customer_id');

create table public.fee_declaration_correction (
  customer_id bigint not null references public.customer (id) on delete cascade,
  instrument text not null check (instrument in ('water', 'air')),
  year integer not null check (year between 2020 and 2100),
  quarter integer not null check (quarter between 1 and 4),
  -- The declaration's scope: the whole facility ('customer') or one station ('station-<id>').
  scope text not null check (scope ~ '^(customer|station-[1-9][0-9]{0,15})$'),
  -- The figure's key in the declaration (shared/fees/declaration.ts).
  figure_key text not null check (figure_key ~ '^[a-z][A-Za-z0-9_.:-]{0,99}$'),
  value numeric(20, 3) not null check (value >= 0 and value <= 1000000000000000),
  note text check (char_length(note) <= 500),
  corrected_by uuid default auth.uid(),
  corrected_at timestamptz not null default now(),
  primary key (customer_id, instrument, year, quarter, scope, figure_key)
);

alter table public.fee_declaration_correction enable row level security;
create policy fee_declaration_correction_read on public.fee_declaration_correction for select
  to authenticated
  using ((select public.is_platform_user()) or customer_id = (select public.current_customer_id()));
create policy fee_declaration_correction_insert on public.fee_declaration_correction for insert
  to authenticated
  with check ((select public.is_platform_admin())
              or customer_id = (select public.current_customer_id()));
create policy fee_declaration_correction_update on public.fee_declaration_correction for update
  to authenticated
  using ((select public.is_platform_admin())
         or customer_id = (select public.current_customer_id()))
  with check ((select public.is_platform_admin())
              or customer_id = (select public.current_customer_id()));
create policy fee_declaration_correction_delete on public.fee_declaration_correction for delete
  to authenticated
  using ((select public.is_platform_admin())
         or customer_id = (select public.current_customer_id()));
revoke all on public.fee_declaration_correction from anon, authenticated;
grant select, delete on public.fee_declaration_correction to authenticated;
grant insert (customer_id, instrument, year, quarter, scope, figure_key, value, note)
  on public.fee_declaration_correction to authenticated;
grant update (value, note) on public.fee_declaration_correction to authenticated;

create or replace function public.stamp_fee_declaration_correction() returns trigger
language plpgsql set search_path = public, pg_temp as $$
begin
  new.corrected_at := now();
  new.corrected_by := auth.uid();
  return new;
end
$$;
create trigger stamp_fee_declaration_correction
  before insert or update on public.fee_declaration_correction
  for each row execute function public.stamp_fee_declaration_correction();
create trigger audit_row_change after insert or update or delete
  on public.fee_declaration_correction
  for each row execute function public.audit_row_change('figure_key', 'customer_id');

create table public.fee_declaration_reminder (
  customer_id bigint not null references public.customer (id) on delete cascade,
  year integer not null check (year between 2020 and 2100),
  quarter integer not null check (quarter between 1 and 4),
  deadline date not null,
  notification_id bigint references public.notification (id) on delete set null,
  sent_at timestamptz not null default now(),
  primary key (customer_id, year, quarter)
);
alter table public.fee_declaration_reminder enable row level security;
revoke all on public.fee_declaration_reminder from public, anon, authenticated;
grant select on public.fee_declaration_reminder to authenticated;
create policy fee_declaration_reminder_read on public.fee_declaration_reminder for select
  to authenticated
  using ((select public.is_platform_user()) or customer_id = (select public.current_customer_id()));

insert into public.enums (type, value, label, sort_order) values
  ('notification_type', 'fee_declaration_due', 'Sắp đến hạn kê khai phí', 110)
on conflict (type, value) do nothing;
