// A fee rule set as public.fee_rule_set stores it, and as the reports and the console read it.

export interface FeeRuleRow {
  id: string;
  instrument: string;
  code: string;
  title: string;
  /** 'YYYY-MM-DD' (local calendar date). */
  effective_from: string;
  /** 'YYYY-MM-DD', inclusive; null while in force. */
  effective_to: string | null;
  applies_to: string;
  formula_kind: string;
  rates: unknown;
  legal_source: string;
  confirmed: boolean;
  notes: string | null;
}

/** The rule set a row holds, in the shape the fee calculators and the validation read. */
export function feeRuleOfRow(row: FeeRuleRow): Record<string, unknown> {
  return {
    id: row.id,
    instrument: row.instrument,
    code: row.code,
    title: row.title,
    effectiveFrom: row.effective_from,
    effectiveTo: row.effective_to,
    appliesTo: row.applies_to,
    formulaKind: row.formula_kind,
    rates: row.rates,
    legalSource: row.legal_source,
    confirmed: row.confirmed,
    ...(row.notes === null ? {} : { notes: row.notes }),
  };
}
