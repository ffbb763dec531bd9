import {
  parseDeclarationLayout,
  type DeclarationForm,
  type PayerDetails,
} from '../../../shared/fees/declaration.js';
import type { Executor } from '../../db/database.js';
import type { FigureCorrection, QuarterSpan } from '../../domain/index.js';
import { ReportError } from './report-error.js';

// What a declaration reads beside the fee report, as the caller (RLS): the form in force for the
// quarter, the customer's payer details and the officer's corrections of that quarter.

/** The form serving the quarter: in force on its last day, the latest such (as rule sets). */
export async function loadDeclarationForm(
  tx: Executor,
  instrument: 'water' | 'air',
  span: QuarterSpan,
): Promise<DeclarationForm> {
  const [row] = await tx.query<{
    id: string;
    form_number: string;
    title: string;
    legal_source: string;
    verified: boolean;
    layout: unknown;
  }>(
    `select id, form_number, title, legal_source, verified, layout
     from public.fee_declaration_form
     where instrument = $1 and effective_from <= $2::date
       and (effective_to is null or effective_to >= $3::date)
     order by effective_from desc, id limit 1`,
    [instrument, span.lastDay, span.firstDay],
  );
  if (!row) {
    throw new ReportError(
      'not_found',
      `Chưa có mẫu tờ khai phí cho quý ${span.quarter}/${span.year}`,
    );
  }
  let layout;
  try {
    layout = parseDeclarationLayout(
      typeof row.layout === 'string' ? JSON.parse(row.layout) : row.layout,
    );
  } catch (error) {
    throw new ReportError('declaration_form_invalid', `${row.id}: ${(error as Error).message}`);
  }
  return {
    id: row.id,
    formNumber: row.form_number,
    title: row.title,
    legalSource: row.legal_source,
    verified: row.verified,
    layout,
  };
}

interface PayerRow {
  tax_code: string | null;
  address: string | null;
  phone: string | null;
  fax: string | null;
  email: string | null;
  bank_account: string | null;
  bank_name: string | null;
  sector: string | null;
  treatment_method: string | null;
  daily_water_use_m3: string | number | null;
  signer_name: string | null;
}

export async function loadPayer(
  tx: Executor,
  customer: { id: number; name: string },
): Promise<PayerDetails> {
  const [row] = await tx.query<PayerRow>(
    `select tax_code, address, phone, fax, email, bank_account, bank_name, sector,
            treatment_method, daily_water_use_m3, signer_name
     from public.customer_fee_payer where customer_id = $1`,
    [customer.id],
  );
  return {
    name: customer.name,
    taxCode: row?.tax_code ?? null,
    address: row?.address ?? null,
    phone: row?.phone ?? null,
    fax: row?.fax ?? null,
    email: row?.email ?? null,
    bankAccount: row?.bank_account ?? null,
    bankName: row?.bank_name ?? null,
    sector: row?.sector ?? null,
    treatmentMethod: row?.treatment_method ?? null,
    dailyWaterUseM3:
      row?.daily_water_use_m3 === null || row?.daily_water_use_m3 === undefined
        ? null
        : Number(row.daily_water_use_m3),
    signerName: row?.signer_name ?? null,
  };
}

export async function loadCorrections(
  tx: Executor,
  key: {
    customerId: number;
    instrument: 'water' | 'air';
    year: number;
    quarter: number;
    scope: string;
  },
): Promise<Map<string, FigureCorrection>> {
  const rows = await tx.query<{ figure_key: string; value: string | number; note: string | null }>(
    `select figure_key, value, note from public.fee_declaration_correction
     where customer_id = $1 and instrument = $2 and year = $3 and quarter = $4 and scope = $5`,
    [key.customerId, key.instrument, key.year, key.quarter, key.scope],
  );
  return new Map(rows.map((row) => [row.figure_key, { value: Number(row.value), note: row.note }]));
}
