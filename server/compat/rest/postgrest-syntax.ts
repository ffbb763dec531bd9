import { parseError } from './rest-error.js';

// Low-level pieces of PostgREST's query syntax: top-level comma splitting that respects double
// quotes and parentheses, and unquoting of "…" values with \" and \\ escapes.

/** Splits on commas that are outside quotes and parentheses. */
export function splitTopLevel(input: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!;
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < input.length) current += input[++i];
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      depth--;
      if (depth < 0) throw parseError(`unexpected ")" in "${input}"`);
    } else if (ch === separator && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  if (quoted) throw parseError(`unterminated quote in "${input}"`);
  if (depth !== 0) throw parseError(`unbalanced parentheses in "${input}"`);
  parts.push(current);
  return parts;
}

/** Removes surrounding double quotes and resolves escapes; other values are returned as is. */
export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

/** `(a,b)` → ['a','b'] for `in.(…)` lists. */
export function parseList(value: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw parseError(`"${value}" is not a list; expected (a,b,…)`);
  }
  const inner = value.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((item) => unquote(item.trim()));
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$]*$/;

export function assertIdentifier(name: string, what = 'name'): string {
  if (!IDENTIFIER.test(name)) throw parseError(`"${name}" is not a valid ${what}`);
  return name;
}

/** Double-quotes an identifier that was already checked against the schema. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
