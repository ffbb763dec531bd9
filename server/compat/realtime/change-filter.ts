import { parseField, parseOperation, type Condition } from '../rest/filter-parser.js';
import { splitTopLevel } from '../rest/postgrest-syntax.js';

// The `filter` of a postgres_changes binding (supabase-wire.md §3.7): `col=op.value`, several
// joined by commas are ANDed. Parsed with the REST filter grammar and evaluated in SQL, so values
// compare after a cast to the column type, as in hosted Realtime.

export const REALTIME_OPERATORS = new Set([
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'is',
  'like',
  'ilike',
]);

export function parseChangeFilter(filter: string | undefined): Condition[] {
  if (filter === undefined || filter === null || filter === '') return [];
  return splitTopLevel(filter).map((part) => {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new Error(`Error parsing \`filter\` params: ${JSON.stringify(part)}`);
    const field = parseField(part.slice(0, eq));
    if (field.embedPath.length > 0 || field.json.length > 0) {
      throw new Error(`Error parsing \`filter\` params: ${JSON.stringify(part)}`);
    }
    const condition = parseOperation(field, part.slice(eq + 1));
    if (condition.kind !== 'filter' || !REALTIME_OPERATORS.has(condition.operator)) {
      throw new Error(`Error parsing \`filter\` params: ${JSON.stringify(part)}`);
    }
    return condition;
  });
}
