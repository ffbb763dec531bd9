import { feeRuleOfRow, type FeeRuleRow } from '../../../shared/fees/fee-rule-row.js';
import type { Queryable } from '../../db/database.js';
import { FeeRuleError, parseFeeRuleSets, type FeeRuleSet } from '../../domain/index.js';
import { ReportError } from './report-error.js';

// The fee rule sets the reports use come from public.fee_rule_set (seeded from
// server/domain/data/fee-rules.json by migration 20261122002000), so an admin's new row takes
// effect without a code change. Rows are validated by the domain parser before any use.

export async function loadFeeRuleSets(db: Queryable): Promise<FeeRuleSet[]> {
  const rows = await db.query<FeeRuleRow>(
    `select id, instrument, code, title,
            to_char(effective_from, 'YYYY-MM-DD') as effective_from,
            to_char(effective_to, 'YYYY-MM-DD') as effective_to,
            applies_to, formula_kind, rates, legal_source, confirmed, notes
     from public.fee_rule_set order by instrument, effective_from, id`,
  );
  const candidates = rows.map((row) =>
    feeRuleOfRow({
      ...row,
      rates: typeof row.rates === 'string' ? JSON.parse(row.rates) : row.rates,
    }),
  );
  try {
    return parseFeeRuleSets(candidates);
  } catch (error) {
    if (error instanceof FeeRuleError) throw new ReportError('fee_rules_invalid', error.message);
    throw error;
  }
}
