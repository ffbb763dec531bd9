// Option helpers shared by the selects (spec §2/§9): a search box from 10 options up, search
// across label and value ignoring accents and case, the multi-select label rule.
import { matchesSearch, truncateWithCount } from '../../lib/text';

export interface SelectOption<V extends string | number = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export const SEARCH_THRESHOLD = 10;
export const MULTI_LABEL_MAX = 50;

export function needsSearch(optionCount: number): boolean {
  return optionCount >= SEARCH_THRESHOLD;
}

export function filterOptions<V extends string | number>(
  options: readonly SelectOption<V>[],
  query: string,
): SelectOption<V>[] {
  return options.filter((option) => matchesSearch(query, option.label, option.value));
}

export function multiSelectLabel<V extends string | number>(
  options: readonly SelectOption<V>[],
  selected: readonly V[],
): string {
  const labels = options
    .filter((option) => selected.includes(option.value))
    .map((option) => option.label);
  return truncateWithCount(labels.join(', '), labels.length, MULTI_LABEL_MAX);
}

/** Adds (or removes) every enabled option of `subset` to (from) the selection, keeping order. */
export function withSubset<V extends string | number>(
  selected: readonly V[],
  subset: readonly SelectOption<V>[],
  include: boolean,
): V[] {
  const values = subset.filter((option) => !option.disabled).map((option) => option.value);
  if (!include) return selected.filter((value) => !values.includes(value));
  return [...selected, ...values.filter((value) => !selected.includes(value))];
}
