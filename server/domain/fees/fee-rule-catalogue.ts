import { feeRuleSetProblem } from '../../../shared/fees/fee-rule-schema.js';
import feeRulesData from '../data/fee-rules.json';
import type { FeeRuleSet } from './fee-rule-set';

// Rule sets arrive as JSON (the shipped file, or rows an admin adds later), so they are checked
// before use: a malformed rule must fail loudly, not produce a wrong fee.

export class FeeRuleError extends Error {
  override readonly name = 'FeeRuleError';
}

/** Validates rule sets from JSON; throws FeeRuleError naming the first faulty rule set. */
export function parseFeeRuleSets(input: unknown): FeeRuleSet[] {
  if (!Array.isArray(input)) throw new FeeRuleError('Danh sách quy định phí phải là một mảng');
  return input.map((candidate, index) => {
    const problem = feeRuleSetProblem(candidate);
    if (problem) {
      const id = (candidate as { id?: unknown })?.id;
      const which = typeof id === 'string' ? ` (${id})` : '';
      throw new FeeRuleError(`Quy định phí thứ ${index + 1} không hợp lệ${which}: ${problem}`);
    }
    return candidate as FeeRuleSet;
  });
}

/** The rule sets shipped with the product (server/domain/data/fee-rules.json). */
export const SHIPPED_FEE_RULE_SETS: readonly FeeRuleSet[] = Object.freeze(
  parseFeeRuleSets(feeRulesData.ruleSets),
);
