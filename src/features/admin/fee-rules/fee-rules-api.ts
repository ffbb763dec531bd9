// Fee rule sets through supabase-js under RLS: everyone signed in reads them (the reports name
// the one they used), only the platform admin writes (20261122002000_fee_rules.sql).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '../../../services/supabase';
import { written } from '../admin-api';
import type { FeeRuleRow } from './fee-rule-form';

export const FEE_RULES_KEY = ['admin', 'fee-rules'] as const;

const COLUMNS =
  'id, instrument, code, title, effective_from, effective_to, applies_to, formula_kind, rates, legal_source, confirmed, notes';

export const feeRulesQuery = () =>
  queryOptions({
    queryKey: FEE_RULES_KEY,
    queryFn: async () => {
      const { data, error } = await supabase
        .from('fee_rule_set')
        .select(COLUMNS)
        .order('instrument', { ascending: false })
        .order('effective_from', { ascending: false });
      if (error) throw new Error(error.message);
      return (data ?? []) as FeeRuleRow[];
    },
    // Rule sets are edited here: always start from what is stored now.
    staleTime: 0,
  });

/** Changes columns of one rule set. */
export async function changeRuleSet(id: string, patch: Partial<FeeRuleRow>): Promise<void> {
  await written(supabase.from('fee_rule_set').update(patch).eq('id', id).select('id'));
}

export interface NewVersion {
  row: FeeRuleRow;
  /** The rule set it replaces, ended the day before it starts. */
  ends?: { id: string; effective_to: string };
}

/** Stores a new rule set, then ends the one it replaces (if any). */
export async function addRuleSet({ row, ends }: NewVersion): Promise<void> {
  await written(supabase.from('fee_rule_set').insert(row).select('id'));
  if (ends) await changeRuleSet(ends.id, { effective_to: ends.effective_to });
}
