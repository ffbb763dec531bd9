import type { Queryable } from '../../db/database.js';
import { FeeRuleError, parseFeeRuleSets, type FeeRuleSet } from '../../domain/index.js';
import { ReportError } from './report-error.js';

// The fee rule sets the reports use come from public.fee_rule_set (seeded from
// server/domain/data/fee-rules.json by migration 20261122002000), so an admin's new row takes
// effect without a code change. Rows are validated by the domain parser before any use.

interface RuleRow {
  id: string;
  instrument: string;
  code: string;
  title: string;
  effective_from: string;
  effective_to: string | null;
  applies_to: string;
  formula_kind: string;
  rates: unknown;
  legal_source: string;
  confirmed: boolean;
  notes: string | null;
}

export async function loadFeeRuleSets(db: Queryable): Promise<FeeRuleSet[]> {
  const rows = await db.query<RuleRow>(
    `select id, instrument, code, title,
            to_char(effective_from, 'YYYY-MM-DD') as effective_from,
            to_char(effective_to, 'YYYY-MM-DD') as effective_to,
            applies_to, formula_kind, rates, legal_source, confirmed, notes
     from public.fee_rule_set order by instrument, effective_from, id`,
  );
  const candidates = rows.map((row) => ({
    id: row.id,
    instrument: row.instrument,
    code: row.code,
    title: row.title,
    effectiveFrom: row.effective_from,
    effectiveTo: row.effective_to,
    appliesTo: row.applies_to,
    formulaKind: row.formula_kind,
    rates: typeof row.rates === 'string' ? JSON.parse(row.rates) : row.rates,
    legalSource: row.legal_source,
    confirmed: row.confirmed,
    ...(row.notes === null ? {} : { notes: row.notes }),
  }));
  try {
    return parseFeeRuleSets(candidates);
  } catch (error) {
    if (error instanceof FeeRuleError) throw new ReportError('fee_rules_invalid', error.message);
    throw error;
  }
}
