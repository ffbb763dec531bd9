import { parseField, parseLogic, parseOperation, type Condition } from './filter-parser.js';
import { splitTopLevel } from './postgrest-syntax.js';
import { parseError } from './rest-error.js';
import { parseSelect, type SelectItem } from './select-parser.js';

// A REST query string → what to read: select tree, filters, order and paging, per embed path
// ('' is the main table; 'plan' or 'station.parameters' are embeds).

export interface OrderTerm {
  column: string;
  json: ReturnType<typeof parseField>['json'];
  descending: boolean;
  nulls?: 'first' | 'last';
}

export interface QueryParts {
  select: SelectItem[];
  conditions: Map<string, Condition[]>;
  order: Map<string, OrderTerm[]>;
  limit: Map<string, number>;
  offset: Map<string, number>;
  /** Write-only parameters. */
  columns?: string[];
  onConflict?: string[];
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key) ?? [];
  list.push(value);
  map.set(key, list);
}

function parseCount(value: string, name: string): number {
  if (!/^\d{1,9}$/.test(value))
    throw parseError(`"${name}" must be a non-negative integer, got "${value}"`);
  return Number(value);
}

export function parseOrder(value: string): OrderTerm[] {
  return splitTopLevel(value).map((term) => {
    const parts = term.split('.');
    const field = parseField(parts[0]!);
    if (field.embedPath.length > 0) throw parseError(`failed to parse order (${value})`);
    const result: OrderTerm = { column: field.column, json: field.json, descending: false };
    for (const modifier of parts.slice(1)) {
      if (modifier === 'asc') result.descending = false;
      else if (modifier === 'desc') result.descending = true;
      else if (modifier === 'nullsfirst') result.nulls = 'first';
      else if (modifier === 'nullslast') result.nulls = 'last';
      else throw parseError(`failed to parse order (${value})`, `unknown modifier "${modifier}"`);
    }
    return result;
  });
}

export function parseQuery(search: URLSearchParams): QueryParts {
  const parts: QueryParts = {
    select: parseSelect(search.get('select')),
    conditions: new Map(),
    order: new Map(),
    limit: new Map(),
    offset: new Map(),
  };
  for (const [key, value] of search) {
    if (key === 'select') continue;
    if (key === 'columns') {
      parts.columns = splitTopLevel(value).map((c) => c.trim().replace(/^"|"$/g, ''));
      continue;
    }
    if (key === 'on_conflict') {
      parts.onConflict = splitTopLevel(value).map((c) => c.trim());
      continue;
    }
    const segments = key.split('.');
    const last = segments[segments.length - 1]!;
    if (last === 'or' || last === 'and') {
      const negated = segments.length >= 2 && segments[segments.length - 2] === 'not';
      const path = segments.slice(0, negated ? -2 : -1);
      push(parts.conditions, path.join('.'), parseLogic(last, negated, value, []));
      continue;
    }
    if (RESERVED.has(last)) {
      const path = segments.slice(0, -1).join('.');
      if (last === 'order') parts.order.set(path, parseOrder(value));
      else if (last === 'limit') parts.limit.set(path, parseCount(value, key));
      else if (last === 'offset') parts.offset.set(path, parseCount(value, key));
      else throw parseError(`"${key}" is not supported on an embedded resource`);
      continue;
    }
    const field = parseField(key);
    const condition = parseOperation(field, value);
    const path = field.embedPath.join('.');
    field.embedPath = [];
    push(parts.conditions, path, condition);
  }
  return parts;
}
