import { parseField, type JsonStep } from './filter-parser.js';
import { splitTopLevel } from './postgrest-syntax.js';
import { parseError } from './rest-error.js';

// The `select=` grammar (supabase-wire.md §2.2): *, columns, alias:col, col::cast, JSON paths,
// and embeds rel(…), alias:rel(…), rel!hint(…), rel!inner(…).

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; column: string; json: JsonStep[]; alias?: string; cast?: string }
  | {
      kind: 'embed';
      relation: string;
      alias?: string;
      hint?: string;
      joinType: 'left' | 'inner';
      items: SelectItem[];
    };

/** Types a select may cast to; anything else is refused rather than put into SQL. */
export const ALLOWED_CASTS = new Set([
  'text',
  'int',
  'int4',
  'int8',
  'integer',
  'bigint',
  'smallint',
  'numeric',
  'float4',
  'float8',
  'real',
  'boolean',
  'bool',
  'date',
  'timestamptz',
  'timestamp',
  'json',
  'jsonb',
  'uuid',
]);

export function parseSelect(text: string | null | undefined): SelectItem[] {
  const source = (text ?? '*').replace(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/g, '');
  if (source === '') return [{ kind: 'star' }];
  return splitTopLevel(source).map(parseItem);
}

function parseItem(raw: string): SelectItem {
  if (raw === '') throw parseError('failed to parse select parameter: empty item');
  if (raw === '*') return { kind: 'star' };
  if (raw.startsWith('...')) throw parseError(`spread embeds are not supported ("${raw}")`);
  let rest = raw;
  let alias: string | undefined;
  const aliased = /^([A-Za-z_][\w$]*):(?!:)(.+)$/s.exec(rest);
  if (aliased) {
    alias = aliased[1];
    rest = aliased[2]!;
  }
  const paren = rest.indexOf('(');
  if (paren !== -1) {
    if (!rest.endsWith(')')) throw parseError(`failed to parse select item "${raw}"`);
    const head = rest.slice(0, paren);
    const inner = rest.slice(paren + 1, -1);
    if (head === '' || /^(count|sum|avg|min|max)$/.test(head)) {
      throw parseError(`aggregates are not supported ("${raw}")`);
    }
    const [relation, ...modifiers] = head.split('!');
    if (!relation || !/^[A-Za-z_][\w$]*$/.test(relation)) {
      throw parseError(`"${relation}" is not a valid relation name`);
    }
    let joinType: 'left' | 'inner' = 'left';
    let hint: string | undefined;
    for (const modifier of modifiers) {
      if (modifier === 'inner' || modifier === 'left') joinType = modifier;
      else if (/^[A-Za-z_][\w$]*$/.test(modifier) && hint === undefined) hint = modifier;
      else throw parseError(`failed to parse embed hint "${modifier}" in "${raw}"`);
    }
    return {
      kind: 'embed',
      relation,
      alias,
      hint,
      joinType,
      items: parseSelect(inner === '' ? '*' : inner),
    };
  }
  let cast: string | undefined;
  const castAt = rest.indexOf('::');
  if (castAt !== -1) {
    cast = rest.slice(castAt + 2).toLowerCase();
    rest = rest.slice(0, castAt);
    if (!ALLOWED_CASTS.has(cast)) throw parseError(`cast to "${cast}" is not supported`);
  }
  const field = parseField(rest);
  if (field.embedPath.length > 0) throw parseError(`failed to parse select item "${raw}"`);
  return { kind: 'column', column: field.column, json: field.json, alias, cast };
}
