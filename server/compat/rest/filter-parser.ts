import { parseList, splitTopLevel, unquote } from './postgrest-syntax.js';
import { parseError } from './rest-error.js';

// PostgREST filters (supabase-wire.md §2.3): `col=op.value`, `col=not.op.value`, and the
// logic trees of `or=(…)` / `and=(…)` with nesting, quoting and `not.` prefixes.

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'is',
  'in',
  'cs',
  'cd',
  'ov',
  'match',
  'imatch',
  'isdistinct',
] as const;
export type Operator = (typeof OPERATORS)[number];

export interface JsonStep {
  arrow: '->' | '->>';
  key: string | number;
}

export interface Field {
  /** Embedded resource path (`plan.name` → ['plan']); empty for the main table. */
  embedPath: string[];
  column: string;
  json: JsonStep[];
}

export type Condition =
  | { kind: 'filter'; field: Field; negated: boolean; operator: Operator; value: string | string[] }
  | { kind: 'logic'; op: 'and' | 'or'; negated: boolean; children: Condition[] };

const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'];

export function parseField(text: string): Field {
  const trimmed = text.trim();
  const arrowAt = trimmed.search(/->/);
  const head = arrowAt === -1 ? trimmed : trimmed.slice(0, arrowAt);
  const rest = arrowAt === -1 ? '' : trimmed.slice(arrowAt);
  const path = head.split('.');
  const column = path.pop() ?? '';
  if (!/^[A-Za-z_][A-Za-z0-9_$]*$/.test(column) || path.some((p) => !/^[A-Za-z_]\w*$/.test(p))) {
    throw parseError(`failed to parse filter column "${text}"`);
  }
  const json: JsonStep[] = [];
  const stepPattern = /(->>|->)([^-]+|-\d+)/g;
  let consumed = 0;
  for (const match of rest.matchAll(stepPattern)) {
    if (match.index !== consumed) break;
    const rawKey = unquote(match[2]!);
    json.push({
      arrow: match[1] as '->' | '->>',
      key: /^-?\d+$/.test(rawKey) ? Number(rawKey) : rawKey,
    });
    consumed = match.index + match[0].length;
  }
  if (consumed !== rest.length) throw parseError(`failed to parse JSON path in "${text}"`);
  return { embedPath: path, column, json };
}

/** Parses the value side of `col=…`: `[not.]op.value`. */
export function parseOperation(field: Field, text: string): Condition {
  let rest = text;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = dot === -1 ? rest : rest.slice(0, dot);
  if (!(OPERATORS as readonly string[]).includes(op) || dot === -1) {
    throw parseError(`failed to parse filter (${text})`, `unknown or missing operator "${op}"`);
  }
  const operator = op as Operator;
  const rawValue = rest.slice(dot + 1);
  if (operator === 'in')
    return { kind: 'filter', field, negated, operator, value: parseList(rawValue) };
  if (operator === 'is' && !IS_VALUES.includes(rawValue.toLowerCase())) {
    throw parseError(`failed to parse filter (${text})`, `"is" accepts ${IS_VALUES.join(', ')}`);
  }
  return {
    kind: 'filter',
    field,
    negated,
    operator,
    value: operator === 'is' ? rawValue.toLowerCase() : rawValue,
  };
}

/** Parses `(a.eq.1,and(b.gt.2,c.lt.3))` as given to `or=` / `and=`. */
export function parseLogic(
  op: 'and' | 'or',
  negated: boolean,
  text: string,
  prefix: string[] = [],
): Condition {
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw parseError(`failed to parse logic tree (${text})`, 'expected "(" … ")"');
  }
  const items = splitTopLevel(text.slice(1, -1)).map((item) => item.trim());
  if (items.length === 0 || items.some((item) => item === '')) {
    throw parseError(`failed to parse logic tree (${text})`);
  }
  const children = items.map((item) => parseLogicItem(item, prefix));
  return { kind: 'logic', op, negated, children };
}

function parseLogicItem(item: string, prefix: string[]): Condition {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (nested) return parseLogic(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3]!, prefix);
  // field part ends at the first "." that is not part of a JSON arrow's key.
  const arrowAt = item.indexOf('->');
  const firstDot = item.indexOf('.');
  let fieldEnd = firstDot;
  if (arrowAt !== -1 && arrowAt < firstDot) {
    // `data->>k.eq.x`: the field runs to the first "." after the last arrow.
    const lastArrow = item.lastIndexOf('->', item.search(/\.(not\.)?[a-z]+\./));
    fieldEnd = item.indexOf('.', lastArrow);
  }
  if (fieldEnd <= 0) throw parseError(`failed to parse logic tree item "${item}"`);
  const field = parseField(item.slice(0, fieldEnd));
  field.embedPath = [...prefix, ...field.embedPath];
  const condition = parseOperation(field, item.slice(fieldEnd + 1));
  // Inside a logic tree a value with , ( ) must be double-quoted; the quotes are not data.
  if (condition.kind === 'filter' && typeof condition.value === 'string') {
    condition.value = unquote(condition.value);
  }
  return condition;
}
