import type { Queryable } from '../../db/database.js';

// The exposed schema (public) as read from the catalog at start: relations, their columns with
// types, primary keys and foreign keys. Identifiers that reach SQL are always checked against it.

export interface ColumnInfo {
  name: string;
  /** format_type(), usable in a cast, e.g. `timestamp with time zone`, `text[]`. */
  sqlType: string;
  /** pg_type.typname, e.g. `int8`, `_text` (the realtime `columns` field). */
  typeName: string;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface RelationInfo {
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
}

export class SchemaCache {
  constructor(
    readonly relations: Map<string, RelationInfo>,
    readonly foreignKeys: ForeignKey[],
  ) {}

  static async load(db: Queryable, schema = 'public'): Promise<SchemaCache> {
    const columnRows = await db.query<{
      relname: string;
      relkind: string;
      attname: string;
      sql_type: string;
      typname: string;
    }>(
      `select c.relname, c.relkind, a.attname, format_type(a.atttypid, a.atttypmod) as sql_type,
              t.typname
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
       where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm')
       order by c.relname, a.attnum`,
      [schema],
    );
    const relations = new Map<string, RelationInfo>();
    for (const row of columnRows) {
      let relation = relations.get(row.relname);
      if (!relation) {
        relation = {
          name: row.relname,
          kind: row.relkind === 'v' || row.relkind === 'm' ? 'view' : 'table',
          columns: new Map(),
          primaryKey: [],
        };
        relations.set(row.relname, relation);
      }
      relation.columns.set(row.attname, {
        name: row.attname,
        sqlType: row.sql_type,
        typeName: row.typname,
      });
    }
    const keyRows = await db.query<{ relname: string; attname: string }>(
      `select c.relname, a.attname
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
       join lateral unnest(i.indkey) with ordinality k(attnum, ord) on true
       join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
       where n.nspname = $1 and i.indisprimary
       order by c.relname, k.ord`,
      [schema],
    );
    for (const row of keyRows) relations.get(row.relname)?.primaryKey.push(row.attname);
    const fkRows = await db.query<{
      conname: string;
      relname: string;
      refname: string;
      columns: string[];
      ref_columns: string[];
    }>(
      `select con.conname, c.relname, r.relname as refname,
              array(select a.attname::text from unnest(con.conkey) with ordinality k(n, o)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n
                    order by k.o)::text[] as columns,
              array(select a.attname::text from unnest(con.confkey) with ordinality k(n, o)
                    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n
                    order by k.o)::text[] as ref_columns
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_class r on r.oid = con.confrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_namespace rn on rn.oid = r.relnamespace
       where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1
       order by con.conname`,
      [schema],
    );
    const foreignKeys = fkRows.map((row) => ({
      name: row.conname,
      table: row.relname,
      columns: row.columns,
      refTable: row.refname,
      refColumns: row.ref_columns,
    }));
    return new SchemaCache(relations, foreignKeys);
  }
}
