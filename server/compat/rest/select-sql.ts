import { conditionSql, fieldSql } from './filter-sql.js';
import { quoteIdent } from './postgrest-syntax.js';
import { resolveRelationship } from './relationships.js';
import type { OrderTerm, QueryParts } from './request-parser.js';
import { RestError } from './rest-error.js';
import type { RelationInfo, SchemaCache } from './schema-cache.js';
import type { SelectItem } from './select-parser.js';
import type { SqlParams } from './sql-params.js';

// Builds the projection, WHERE and ORDER BY of a read, with one subquery per embed. The JSON
// itself is produced by Postgres (json_agg/row_to_json), as PostgREST does (supabase-wire.md §2.9).

export class ReadBuilder {
  private aliasCounter = 0;

  constructor(
    private readonly schema: SchemaCache,
    private readonly query: QueryParts,
    readonly params: SqlParams,
  ) {}

  relation(name: string): RelationInfo {
    const relation = this.schema.relations.get(name);
    if (!relation) {
      throw new RestError(
        404,
        'PGRST205',
        `Could not find the table 'public.${name}' in the schema cache`,
      );
    }
    return relation;
  }

  nextAlias(): string {
    return `_t${this.aliasCounter++}`;
  }

  projection(relation: RelationInfo, alias: string, items: SelectItem[], path: string): string {
    const columns: string[] = [];
    for (const item of items) {
      if (item.kind === 'star') {
        for (const column of relation.columns.values()) {
          columns.push(`${alias}.${quoteIdent(column.name)}`);
        }
      } else if (item.kind === 'column') {
        const { sql } = fieldSql(relation, alias, item, this.params);
        const lastKey =
          item.json.length > 0 ? String(item.json[item.json.length - 1]!.key) : item.column;
        const outputName = item.alias ?? lastKey;
        columns.push(`${item.cast ? `(${sql})::${item.cast}` : sql} as ${quoteIdent(outputName)}`);
      } else {
        columns.push(
          `${this.embedSql(relation, alias, item, path)} as ${quoteIdent(item.alias ?? item.relation)}`,
        );
      }
    }
    if (columns.length === 0) throw new RestError(400, 'PGRST100', 'empty select');
    return columns.join(', ');
  }

  private embedSql(
    parent: RelationInfo,
    parentAlias: string,
    item: Extract<SelectItem, { kind: 'embed' }>,
    parentPath: string,
  ): string {
    const rel = resolveRelationship(this.schema, parent.name, item.relation, item.hint);
    const target = this.relation(rel.target);
    const alias = this.nextAlias();
    const path = parentPath
      ? `${parentPath}.${item.alias ?? item.relation}`
      : (item.alias ?? item.relation);
    const [childCols, parentCols] = rel.toOne
      ? [rel.fk.refColumns, rel.fk.columns]
      : [rel.fk.columns, rel.fk.refColumns];
    const join = childCols.map(
      (col, i) => `${alias}.${quoteIdent(col)} = ${parentAlias}.${quoteIdent(parentCols[i]!)}`,
    );
    const where = [...join, ...this.conditions(target, alias, path)];
    const inner = `select ${this.projection(target, alias, item.items, path)} from public.${quoteIdent(target.name)} ${alias} where ${where.join(' and ')}`;
    const row = `_e${alias}`;
    if (rel.toOne) return `(select row_to_json(${row}) from (${inner} limit 1) ${row})`;
    return `(select coalesce(json_agg(${row}), '[]'::json) from (${inner}${this.orderAndPage(target, alias, path)}) ${row})`;
  }

  /** `exists` conditions for `!inner` embeds of the main table. */
  innerJoins(relation: RelationInfo, alias: string, items: SelectItem[]): string[] {
    const result: string[] = [];
    for (const item of items) {
      if (item.kind !== 'embed' || item.joinType !== 'inner') continue;
      result.push(`${this.embedSql(relation, alias, item, '')} is not null`);
      const rel = resolveRelationship(this.schema, relation.name, item.relation, item.hint);
      if (!rel.toOne)
        result.push(`json_array_length(${this.embedSql(relation, alias, item, '')}) > 0`);
    }
    return result;
  }

  conditions(relation: RelationInfo, alias: string, path: string): string[] {
    return (this.query.conditions.get(path) ?? []).map((c) =>
      conditionSql(relation, alias, c, this.params),
    );
  }

  orderAndPage(relation: RelationInfo, alias: string, path: string): string {
    let sql = '';
    const order = this.query.order.get(path);
    if (order && order.length > 0)
      sql += ` order by ${order.map((t) => this.orderTerm(relation, alias, t)).join(', ')}`;
    const limit = this.query.limit.get(path);
    const offset = this.query.offset.get(path);
    if (limit !== undefined) sql += ` limit ${this.params.add(limit)}::bigint`;
    if (offset !== undefined) sql += ` offset ${this.params.add(offset)}::bigint`;
    return sql;
  }

  private orderTerm(relation: RelationInfo, alias: string, term: OrderTerm): string {
    const { sql } = fieldSql(relation, alias, term, this.params);
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${sql} ${term.descending ? 'desc' : 'asc'}${nulls}`;
  }
}
