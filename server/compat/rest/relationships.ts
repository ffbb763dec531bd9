import { RestError } from './rest-error.js';
import type { ForeignKey, SchemaCache } from './schema-cache.js';

// Finds the foreign key behind an embed `rel!hint(…)` seen from `parent` (supabase-wire.md §2.2):
// rel may be a table, a foreign-key constraint name or a foreign-key column of the parent.

export interface Relationship {
  fk: ForeignKey;
  /** The embedded table. */
  target: string;
  /** true: the parent holds the key (many-to-one → object); false: one-to-many → array. */
  toOne: boolean;
}

function describe(r: Relationship) {
  return {
    cardinality: r.toOne ? 'many-to-one' : 'one-to-many',
    embedding: `${r.toOne ? r.fk.table : r.fk.refTable} with ${r.target}`,
    relationship: `${r.fk.name} using ${r.fk.table}(${r.fk.columns.join(', ')}) and ${r.fk.refTable}(${r.fk.refColumns.join(', ')})`,
  };
}

export function resolveRelationship(
  schema: SchemaCache,
  parent: string,
  relation: string,
  hint?: string,
): Relationship {
  const candidates: Relationship[] = [];
  for (const fk of schema.foreignKeys) {
    const parentHolds = fk.table === parent;
    const parentReferenced = fk.refTable === parent;
    if (parentHolds) {
      const byTable = fk.refTable === relation;
      const byName = fk.name === relation;
      const byColumn = fk.columns.length === 1 && fk.columns[0] === relation;
      if (byTable || byName || byColumn) candidates.push({ fk, target: fk.refTable, toOne: true });
    }
    if (parentReferenced && (fk.table === relation || fk.name === relation)) {
      candidates.push({ fk, target: fk.table, toOne: false });
    }
  }
  const matching = hint
    ? candidates.filter(
        (c) =>
          c.fk.name === hint ||
          c.fk.columns.includes(hint) ||
          c.fk.refColumns.includes(hint) ||
          c.target === hint,
      )
    : candidates;
  const unique = [...new Map(matching.map((c) => [`${c.fk.name}:${c.toOne}`, c])).values()];
  if (unique.length === 1) return unique[0]!;
  if (unique.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${relation}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${relation}'${hint ? ` using the hint '${hint}'` : ''} in the schema 'public', but no matches were found.`,
      null,
    );
  }
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${relation}'`,
    JSON.stringify(unique.map(describe)),
    `Try changing '${relation}' to one of the following: ${unique.map((c) => `'${relation}!${c.fk.name}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
