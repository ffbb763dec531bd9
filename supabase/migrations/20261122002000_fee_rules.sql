-- Fee rule sets as data (issue 7): which decree, for which periods and facilities, with which
-- formula and rates, from which legal source, and whether the figures are confirmed. The reports
-- read this table, so an admin adds a rule set (e.g. when Decree 346/2025 Art. 7 is confirmed)
-- with an INSERT, no code change. Rows are validated by parseFeeRuleSets (server/domain) before
-- use; a malformed row fails the report loudly instead of producing a wrong fee.
-- Seeded with server/domain/data/fee-rules.json (tests/integration/reports check they agree).

create table public.fee_rule_set (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9._-]{1,63}$'),
  instrument text not null check (instrument in ('water', 'air')),
  code text not null check (length(trim(code)) > 0),
  title text not null check (length(trim(title)) > 0),
  -- Local (Asia/Ho_Chi_Minh) calendar dates; effective_to inclusive, null while in force.
  effective_from date not null,
  effective_to date,
  applies_to text not null default 'any' check (applies_to in ('any', 'monitored', 'not_monitored')),
  formula_kind text not null
    check (formula_kind in ('water_fixed_plus_load', 'water_flat_volume', 'air_fixed_plus_emission')),
  rates jsonb not null check (jsonb_typeof(rates) = 'object'),
  legal_source text not null check (length(trim(legal_source)) > 0),
  confirmed boolean not null default false,
  notes text,
  created_at timestamptz not null default now(),
  check (effective_to is null or effective_to >= effective_from),
  check ((instrument = 'air') = (formula_kind = 'air_fixed_plus_emission'))
);
create index fee_rule_set_instrument_idx on public.fee_rule_set (instrument, effective_from);

-- Platform administrators (app_user.role = 'admin') maintain the rule table.
create or replace function public.is_platform_admin() returns boolean
language sql stable security definer set search_path = public, pg_temp as $$
  select coalesce((select role = 'admin' from public.app_user where user_id = auth.uid()), false)
$$;

alter table public.fee_rule_set enable row level security;
create policy fee_rule_set_read on public.fee_rule_set for select to authenticated using (true);
create policy fee_rule_set_admin_insert on public.fee_rule_set for insert to authenticated
  with check ((select public.is_platform_admin()));
create policy fee_rule_set_admin_update on public.fee_rule_set for update to authenticated
  using ((select public.is_platform_admin())) with check ((select public.is_platform_admin()));
create policy fee_rule_set_admin_delete on public.fee_rule_set for delete to authenticated
  using ((select public.is_platform_admin()));
revoke all on public.fee_rule_set from anon;
grant select, insert, update, delete on public.fee_rule_set to authenticated;

insert into public.fee_rule_set
  (id, instrument, code, title, effective_from, effective_to, applies_to, formula_kind,
   rates, legal_source, confirmed, notes)
values
  ('water-nd53-2020-year-2020', 'water', 'ND53/2020', 'Nghị định 53/2020/NĐ-CP (năm 2020)', '2020-07-01', '2020-12-31', 'any', 'water_fixed_plus_load',
   '{"fixedFeePerYear":1500000,"smallFacility":{"thresholdM3PerDay":20,"tiers":[{"minM3PerDay":0,"maxM3PerDayExclusive":20,"feePerYear":1500000}]},"pollutantRatesVndPerKg":{"COD":2000,"TSS":2400,"Hg":20000000,"Pb":1000000,"As":2000000,"Cd":2000000}}'::jsonb,
   'Decree 53/2020/ND-CP Art. 6.2 (year 2020: f = 1,500,000 VND) — Decree 53/2020/ND-CP Art. 6.2.b — https://thuvienphapluat.vn/hoi-dap-phap-luat/4F5E7-hd-cong-thuc-tinh-phi-bvmt-doi-voi-nuoc-thai-cua-co-so-san-xuat-co-tong-luong-nuoc-thai-trung-binh-nam-tu-20-m3-ngay-tro-len.html ; Decree 53/2020/ND-CP Art. 6.2.a — https://cenm.com.vn/nghi-dinh-so-53-2020-nd-cp-cua-chinh-phu-ve-quy-dinh-phi-bao-ve-moi-truong-doi-voi-nuoc-thai-art135.html ; https://nganhangphapluat.lawnet.vn/tu-van-phap-luat/tai-nguyen--moi-truong/phi-bvmt-doi-voi-nuoc-thai-cua-co-so-co-tong-luong-nuoc-thai-trung-325096',
   true, null),
  ('water-nd53-2020', 'water', 'ND53/2020', 'Nghị định 53/2020/NĐ-CP', '2021-01-01', '2025-12-31', 'any', 'water_fixed_plus_load',
   '{"fixedFeePerYear":4000000,"smallFacility":{"thresholdM3PerDay":20,"tiers":[{"minM3PerDay":0,"maxM3PerDayExclusive":5,"feePerYear":2500000},{"minM3PerDay":5,"maxM3PerDayExclusive":10,"feePerYear":3000000},{"minM3PerDay":10,"maxM3PerDayExclusive":20,"feePerYear":4000000}]},"pollutantRatesVndPerKg":{"COD":2000,"TSS":2400,"Hg":20000000,"Pb":1000000,"As":2000000,"Cd":2000000}}'::jsonb,
   'Decree 53/2020/ND-CP Art. 6.2.a (fixed fee below 20 m³/day) — Decree 53/2020/ND-CP Art. 6.2.a — https://cenm.com.vn/nghi-dinh-so-53-2020-nd-cp-cua-chinh-phu-ve-quy-dinh-phi-bao-ve-moi-truong-doi-voi-nuoc-thai-art135.html ; https://nganhangphapluat.lawnet.vn/tu-van-phap-luat/tai-nguyen--moi-truong/phi-bvmt-doi-voi-nuoc-thai-cua-co-so-co-tong-luong-nuoc-thai-trung-325096 ; Art. 6.2.b (F = f + C, rates per kg) — Decree 53/2020/ND-CP Art. 6.2.b — https://thuvienphapluat.vn/hoi-dap-phap-luat/4F5E7-hd-cong-thuc-tinh-phi-bvmt-doi-voi-nuoc-thai-cua-co-so-san-xuat-co-tong-luong-nuoc-thai-trung-binh-nam-tu-20-m3-ngay-tro-len.html',
   true, null),
  ('water-nd346-2025-not-monitored', 'water', 'ND346/2025', 'Nghị định 346/2025/NĐ-CP — cơ sở không quan trắc', '2026-01-01', null, 'not_monitored', 'water_flat_volume',
   '{"ratePerM3":1700}'::jsonb,
   'Decree 346/2025/ND-CP Art. 7 as summarised by https://vneconomy.vn/thay-doi-phuong-phap-tinh-phi-bao-ve-moi-truong-doi-voi-nuoc-thai-cong-nghiep.htm (secondary)',
   true, 'Effective date 01/01/2026 from secondary sources (official text not read).'),
  ('water-nd346-2025-monitored', 'water', 'ND346/2025', 'Nghị định 346/2025/NĐ-CP — cơ sở có quan trắc (mức tạm tính, chưa xác nhận)', '2026-01-01', null, 'monitored', 'water_fixed_plus_load',
   '{"fixedFeePerYear":4000000,"smallFacility":null,"pollutantRatesVndPerKg":{"COD":2000,"TSS":2400,"Hg":20000000,"Pb":1000000,"As":2000000,"Cd":2000000}}'::jsonb,
   'Decree 346/2025/ND-CP Art. 7 — formula, pollutant list and rates NOT confirmed (text not retrieved; see https://vneconomy.vn/thay-doi-phuong-phap-tinh-phi-bao-ve-moi-truong-doi-voi-nuoc-thai-cong-nghiep.htm). Provisional figures carried over from Decree 53/2020/ND-CP Art. 6.2.b.',
   false, 'Unconfirmed: the rates are Decree 53/2020 figures used provisionally; the new decree reportedly raises most of them. Replace this rule set when Art. 7 is confirmed.'),
  ('air-nd153-2024', 'air', 'ND153/2024', 'Nghị định 153/2024/NĐ-CP', '2025-01-05', null, 'any', 'air_fixed_plus_emission',
   '{"fixedFeePerYear":3000000,"firstChargeableMonth":"2025-02","pollutantRatesVndPerTonne":{"dust":800,"SOx":700,"NOx":800,"CO":500}}'::jsonb,
   'Decree 153/2024/ND-CP Art. 5 (F = f + C, C quarterly) and Art. 6 (f = 3,000,000 VND/year; dust 800, NOx 800, SOx 700, CO 500 VND/tonne) — Decree 153/2024/ND-CP Art. 6 — https://en.sggp.org.vn/hcmc-charges-emission-based-environmental-protection-fees-post117182.html ; http://tintuc.thuvienphapluat.com/thong-bao-van-ban-moi/email/75701/muc-thu-phi-bao-ve-moi-truong-doi-voi-khi-thai-tu-05-01-2025 ; Decree 153/2024/ND-CP Art. 5 as summarised by https://atim.com.vn/quy-dinh-muc-phi-bao-ve-moi-truong-doi-voi-khi-thai',
   true, 'Facilities operating on 05/01/2025 pay f/12 per month from the month after January 2025 (firstChargeableMonth). Mass = Σ hourly C × Q × 1 h × 10⁻⁹ t: unit-consistent derivation, exact Art. 5 wording unverified.')
;
