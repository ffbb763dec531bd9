// The fee declaration forms through supabase-js under RLS: every signed-in user reads them (the
// declaration screens name the form they used), only the platform admin inserts, updates and
// deletes them (20261128000500_fee_declarations.sql); every write is audited by trigger.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '../../../services/supabase';
import { written } from '../admin-api';
import type { DeclarationFormRow } from './declaration-form-schema';

export const DECLARATION_FORMS_KEY = ['admin', 'declaration-forms'] as const;

const COLUMNS =
  'id, instrument, applies_to, form_number, title, legal_source, effective_from, effective_to, verified, layout, notes';

export const declarationFormsQuery = () =>
  queryOptions({
    queryKey: DECLARATION_FORMS_KEY,
    queryFn: async () => {
      const { data, error } = await supabase
        .from('fee_declaration_form')
        .select(COLUMNS)
        .order('instrument', { ascending: false })
        .order('effective_from', { ascending: false })
        .order('id');
      if (error) throw new Error(error.message);
      return (data ?? []) as DeclarationFormRow[];
    },
    // Forms are edited here: always start from what is stored now.
    staleTime: 0,
  });

/** A new form (`isNew`) or a change to a stored one; a stored form keeps its id and instrument. */
export const saveDeclarationForm = ({
  isNew,
  row,
}: {
  isNew: boolean;
  row: DeclarationFormRow;
}) => {
  const { id, instrument, ...change } = row;
  return written(
    isNew
      ? supabase.from('fee_declaration_form').insert(row).select('id')
      : supabase
          .from('fee_declaration_form')
          .update(change)
          .eq('id', id)
          .eq('instrument', instrument)
          .select('id'),
  );
};

export const deleteDeclarationForm = (id: string) =>
  written(supabase.from('fee_declaration_form').delete().eq('id', id).select('id'));
