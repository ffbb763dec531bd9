import { quoteIdent } from './postgrest-syntax.js';
import type { QueryParts } from './request-parser.js';
import { RestError } from './rest-error.js';
import type { RelationInfo } from './schema-cache.js';
import type { ReadBuilder } from './select-sql.js';

// INSERT (and upsert), UPDATE and DELETE as a CTE whose rows the read projection then shapes.
// The body travels as one JSON parameter; json_populate_record(set) converts it to column types.

export type WriteMethod = 'POST' | 'PATCH' | 'DELETE';

export interface WriteOptions {
  body: unknown;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
}

function checkColumns(relation: RelationInfo, columns: string[]): string[] {
  for (const column of columns) {
    if (!relation.columns.has(column)) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${column}' column of '${relation.name}' in the schema cache`,
      );
    }
  }
  return columns;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function writeCte(
  builder: ReadBuilder,
  method: WriteMethod,
  relation: RelationInfo,
  query: QueryParts,
  options: WriteOptions,
): string {
  const table = `public.${quoteIdent(relation.name)}`;
  const where = builder.conditions(relation, '_t', '');
  if ([...query.conditions.keys()].some((path) => path !== '')) {
    throw new RestError(400, 'PGRST100', 'Filters on embedded resources are not allowed in writes');
  }
  if (method === 'DELETE') {
    if (where.length === 0) throw new RestError(400, '21000', 'DELETE requires a WHERE clause');
    return `delete from ${table} as _t where ${where.join(' and ')} returning _t.*`;
  }
  if (method === 'PATCH') {
    if (!isRecord(options.body))
      throw new RestError(400, 'PGRST102', 'Expected a JSON object as the body');
    const columns = checkColumns(relation, Object.keys(options.body));
    if (columns.length === 0) throw new RestError(400, 'PGRST102', 'Empty body: nothing to update');
    if (where.length === 0) throw new RestError(400, '21000', 'UPDATE requires a WHERE clause');
    const body = builder.params.add(JSON.stringify(options.body));
    const sets = columns.map((c) => `${quoteIdent(c)} = _v.${quoteIdent(c)}`).join(', ');
    return `update ${table} as _t set ${sets} from json_populate_record(null::${table}, ${body}::json) as _v where ${where.join(' and ')} returning _t.*`;
  }
  const rows = Array.isArray(options.body) ? options.body : [options.body];
  if (!rows.every(isRecord))
    throw new RestError(400, 'PGRST102', 'Expected a JSON object or an array of objects');
  const keys = query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const columns = checkColumns(relation, keys);
  if (columns.length === 0) throw new RestError(400, 'PGRST102', 'Empty body: nothing to insert');
  const list = columns.map(quoteIdent).join(', ');
  const body = builder.params.add(JSON.stringify(rows));
  let sql = `insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${body}::json)`;
  if (options.resolution) {
    const target = checkColumns(relation, query.onConflict ?? relation.primaryKey);
    if (target.length === 0)
      throw new RestError(400, 'PGRST100', 'on_conflict needs a unique column');
    const updates = columns.filter((c) => !target.includes(c));
    sql +=
      options.resolution === 'ignore-duplicates' || updates.length === 0
        ? ` on conflict (${target.map(quoteIdent).join(', ')}) do nothing`
        : ` on conflict (${target.map(quoteIdent).join(', ')}) do update set ${updates.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ')}`;
  }
  return `${sql} returning *`;
}
