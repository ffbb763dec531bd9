// The declaration from /api/reports and the officer's writes through supabase-js: the payer's
// details (customer_fee_payer) and corrections (fee_declaration_correction). RLS keeps both to
// the caller's customer; the database stamps who wrote them and the audit log keeps each change.
import type { FeeDeclaration } from '../../../../shared/fees/declaration';
import { supabase } from '../../../services/supabase';
import { written } from '../../admin';
import { feeParams, getReport, type ReportFilterValues } from '../../report-kit';
import type { PayerRow } from './payer-form';

export const DECLARATION_QUERY_KEY = ['fee-declaration'] as const;

export const fetchDeclaration = (
  instrument: 'water' | 'air',
  filter: ReportFilterValues,
  signal: AbortSignal,
) => getReport<FeeDeclaration>(`${instrument}-fee-declaration`, feeParams(filter), signal);

export const savePayer = ({ customerId, row }: { customerId: number; row: PayerRow }) =>
  written(
    supabase
      .from('customer_fee_payer')
      .upsert({ customer_id: customerId, ...row }, { onConflict: 'customer_id' })
      .select('customer_id'),
  );

const correctionKey = (declaration: FeeDeclaration, figureKey: string) => ({
  customer_id: declaration.customerId,
  instrument: declaration.instrument,
  year: declaration.year,
  quarter: declaration.quarter,
  scope: declaration.scope,
  figure_key: figureKey,
});

export interface CorrectionInput {
  declaration: FeeDeclaration;
  figureKey: string;
  /** null: back to the computed value. */
  value: number | null;
  note: string | null;
}

export function saveCorrection({ declaration, figureKey, value, note }: CorrectionInput) {
  const key = correctionKey(declaration, figureKey);
  if (value === null) {
    return written(
      supabase.from('fee_declaration_correction').delete().match(key).select('figure_key'),
    );
  }
  return written(
    supabase
      .from('fee_declaration_correction')
      .upsert(
        { ...key, value, note },
        { onConflict: 'customer_id,instrument,year,quarter,scope,figure_key' },
      )
      .select('figure_key'),
  );
}
