import type { Database } from '../../db/database.js';
import type { Condition } from '../rest/filter-parser.js';
import { conditionSql } from '../rest/filter-sql.js';
import { quoteIdent } from '../rest/postgrest-syntax.js';
import type { RelationInfo, SchemaCache } from '../rest/schema-cache.js';
import { SqlParams } from '../rest/sql-params.js';
import type { Binding } from './channel-types.js';
import { isStatementError } from './statement-error.js';

// Checks a postgres_changes entry when a channel joins, as hosted Realtime does when it stores the
// subscription: the table must be in the `supabase_realtime` publication, and the filter must
// name columns of every table it applies to, with values that cast to their types. A filter
// accepted here cannot fail when a change is checked, so one subscriber's bad filter never spoils
// the shared check of everyone else's (change-delivery.ts).

/** Distinct filters remembered per table; beyond this the memory starts over. */
const REMEMBERED_FILTERS = 1000;

function subscribeParams(binding: Binding): string {
  return `[event: ${binding.event}, schema: ${binding.schema}, table: ${binding.table ?? '*'}, filters: [${binding.filter ?? ''}]]`;
}

/** `where` SQL over `_t`, a row of `relation`, for the conditions of one filter. */
export function filterSql(relation: RelationInfo, conditions: Condition[], params: SqlParams) {
  if (conditions.length === 0) return 'true';
  return conditions.map((c) => conditionSql(relation, '_t', c, params)).join(' and ');
}

/** `like` fails at run time on a pattern ending in its escape character, so refuse it now. */
function badLikePattern(condition: Condition): boolean {
  return (
    condition.kind === 'filter' &&
    (condition.operator === 'like' || condition.operator === 'ilike') &&
    typeof condition.value === 'string' &&
    /(^|[^\\])(\\\\)*\\$/.test(condition.value)
  );
}

export class BindingChecker {
  private published = new Set<string>();
  private readonly castResults = new WeakMap<RelationInfo, Map<string, string | undefined>>();

  constructor(
    private readonly db: Database,
    private readonly schema: () => SchemaCache,
  ) {}

  async loadPublication(): Promise<void> {
    const rows = await this.db.query<{ tablename: string }>(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'`,
    );
    this.published = new Set(rows.map((r) => r.tablename));
  }

  /** Why the entry cannot be subscribed to, or undefined when it can. */
  async problem(binding: Binding): Promise<string | undefined> {
    const unavailable = `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${subscribeParams(binding)}`;
    if (binding.schema !== 'public') return unavailable;
    const tables = binding.table === undefined ? [...this.published] : [binding.table];
    const relations = tables
      .filter((t) => this.published.has(t))
      .map((t) => this.schema().relations.get(t))
      .filter((r): r is RelationInfo => r !== undefined);
    if (relations.length === 0) return unavailable;
    for (const relation of relations) {
      const failure = await this.castFailure(relation, binding);
      if (failure)
        return `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: ${subscribeParams(binding)}. Exception: ${failure}`;
    }
    return undefined;
  }

  /** Evaluates the filter on an all-null row: unknown columns and values that do not cast fail. */
  private async castFailure(relation: RelationInfo, binding: Binding): Promise<string | undefined> {
    if (binding.conditions.length === 0) return undefined;
    if (binding.conditions.some(badLikePattern))
      return 'LIKE pattern must not end with escape character';
    let results = this.castResults.get(relation);
    if (!results) this.castResults.set(relation, (results = new Map()));
    const key = binding.filter ?? '';
    if (results.has(key)) return results.get(key);
    let failure: string | undefined;
    try {
      const params = new SqlParams();
      const where = filterSql(relation, binding.conditions, params);
      await this.db.query(
        `select ${where} from jsonb_populate_record(null::public.${quoteIdent(relation.name)}, '{}'::jsonb) _t`,
        params.values,
      );
    } catch (error) {
      // filterSql throws a 42703 of its own, before the database, for an unknown column.
      if (isStatementError(error)) failure = error.message;
      else throw error;
    }
    if (results.size >= REMEMBERED_FILTERS) results.clear();
    results.set(key, failure);
    return failure;
  }
}
