import type { QuarterSpan } from './fee-period';
import type { FeeInstrument, FeeRuleSet } from './fee-rule-set';

export interface RuleSelection {
  readonly instrument: FeeInstrument;
  /** Whether the facility monitors its discharge (Decree 346/2025 splits on this). */
  readonly monitored: boolean;
}

const overlaps = (ruleSet: FeeRuleSet, quarter: QuarterSpan): boolean =>
  ruleSet.effectiveFrom <= quarter.lastDay &&
  (ruleSet.effectiveTo === null || ruleSet.effectiveTo >= quarter.firstDay);

const appliesTo = (ruleSet: FeeRuleSet, monitored: boolean): boolean =>
  ruleSet.appliesTo === 'any' || ruleSet.appliesTo === (monitored ? 'monitored' : 'not_monitored');

/**
 * The rule set for one quarter. When several overlap (a decree starting mid-quarter, e.g.
 * Decree 153/2024 on 05/01/2025), the one in force on the quarter's last day wins.
 */
export function selectFeeRuleSet(
  ruleSets: readonly FeeRuleSet[],
  quarter: QuarterSpan,
  selection: RuleSelection,
): FeeRuleSet | null {
  const candidates = ruleSets.filter(
    (ruleSet) =>
      ruleSet.instrument === selection.instrument &&
      overlaps(ruleSet, quarter) &&
      appliesTo(ruleSet, selection.monitored),
  );
  return candidates.sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0] ?? null;
}
