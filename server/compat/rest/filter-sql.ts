import type { Condition, Field } from './filter-parser.js';
import { quoteIdent } from './postgrest-syntax.js';
import { RestError } from './rest-error.js';
import type { RelationInfo } from './schema-cache.js';
import type { SqlParams } from './sql-params.js';

// Turns parsed filters into SQL over a checked column, with every value bound as a parameter
// and cast to the column's catalog type (the way PostgREST compares text values).

export function unknownColumn(relation: RelationInfo, column: string): RestError {
  return new RestError(400, '42703', `column ${relation.name}.${column} does not exist`);
}

/** SQL for a column (with JSON path) of `alias`, and the type its values compare as. */
export function fieldSql(
  relation: RelationInfo,
  alias: string,
  field: Pick<Field, 'column' | 'json'>,
  params: SqlParams,
): { sql: string; sqlType: string } {
  const column = relation.columns.get(field.column);
  if (!column) throw unknownColumn(relation, field.column);
  let sql = `${alias}.${quoteIdent(column.name)}`;
  let sqlType = column.sqlType;
  if (field.json.length > 0) {
    if (!['json', 'jsonb'].includes(column.typeName)) {
      throw new RestError(400, '42883', `operator does not exist: ${column.sqlType} -> unknown`);
    }
    sql = `${sql}::jsonb`;
    for (const step of field.json) {
      const key =
        typeof step.key === 'number'
          ? `${params.add(step.key)}::int`
          : `${params.add(step.key)}::text`;
      sql = `${sql}${step.arrow}${key}`;
    }
    sqlType = field.json[field.json.length - 1]!.arrow === '->>' ? 'text' : 'jsonb';
  }
  return { sql, sqlType };
}

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};

function typed(params: SqlParams, value: string, sqlType: string): string {
  return sqlType === 'jsonb'
    ? `${params.add(value)}::jsonb`
    : `(${params.add(value)}::text)::${sqlType}`;
}

export function conditionSql(
  relation: RelationInfo,
  alias: string,
  condition: Condition,
  params: SqlParams,
): string {
  if (condition.kind === 'logic') {
    const parts = condition.children.map((child) => conditionSql(relation, alias, child, params));
    const joined = `(${parts.join(condition.op === 'and' ? ' and ' : ' or ')})`;
    return condition.negated ? `not ${joined}` : joined;
  }
  const { sql: field, sqlType } = fieldSql(relation, alias, condition.field, params);
  const value = condition.value;
  let sql: string;
  switch (condition.operator) {
    case 'eq':
    case 'neq':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      sql = `${field} ${COMPARISON[condition.operator]} ${typed(params, value as string, sqlType)}`;
      break;
    case 'like':
    case 'ilike':
      sql = `${field}::text ${condition.operator} ${params.add((value as string).replace(/\*/g, '%'))}::text`;
      break;
    case 'match':
    case 'imatch':
      sql = `${field}::text ${condition.operator === 'match' ? '~' : '~*'} ${params.add(value)}::text`;
      break;
    case 'is': {
      const keyword = {
        null: 'null',
        not_null: 'not null',
        true: 'true',
        false: 'false',
        unknown: 'unknown',
      }[value as string];
      sql = `${field} is ${keyword}`;
      break;
    }
    case 'isdistinct':
      sql = `${field} is distinct from ${typed(params, value as string, sqlType)}`;
      break;
    case 'in': {
      const list = `${params.add(JSON.stringify(value))}::jsonb`;
      const elementType = sqlType === 'jsonb' ? 'jsonb' : sqlType;
      sql =
        elementType === 'jsonb'
          ? `${field} in (select to_jsonb(v) from jsonb_array_elements_text(${list}) v)`
          : `${field} in (select v::${elementType} from jsonb_array_elements_text(${list}) v)`;
      break;
    }
    case 'cs':
    case 'cd':
    case 'ov': {
      const op = { cs: '@>', cd: '<@', ov: '&&' }[condition.operator];
      sql = `${field} ${op} ${typed(params, value as string, sqlType)}`;
      break;
    }
  }
  return condition.negated ? `not (${sql})` : sql;
}
