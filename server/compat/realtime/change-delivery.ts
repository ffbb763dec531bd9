import type { Database } from '../../db/database.js';
import { actAs, READ_ONLY } from '../../db/request-role.js';
import { quoteIdent } from '../rest/postgrest-syntax.js';
import type { RelationInfo } from '../rest/schema-cache.js';
import { SqlParams } from '../rest/sql-params.js';
import { filterSql } from './binding-check.js';
import type { Binding, Channel, ChangeRow } from './channel-types.js';

// Decides which bindings a change reaches: event and table first, in memory, then the
// subscriber's right to read the row and the binding's filter, in SQL under the subscriber's
// claims (DESIGN.md §1). A DELETE cannot be read back, so it is checked on the old row's customer
// or station with the same helper functions the RLS policies use.
//
// The cost of a change must not grow with the number of identical subscriptions (one socket may
// hold 100 channels): channels whose claims are the same text see the same rows, so each distinct
// claims set is checked once, in one read-only transaction with one query that answers every
// distinct filter of that set at once. Nothing is kept between changes.

/** What one channel receives: its matching binding ids, as checked under `claimsKey`. */
export interface ChannelMatch {
  ids: number[];
  claimsKey: string;
}

interface ClaimsGroup {
  /** Any channel of the group: they all carry the same role and claims. */
  sample: Channel;
  /** Distinct filter text → the bindings that use it, with their channel. */
  filters: Map<string, { conditions: Binding['conditions']; members: [Channel, number][] }>;
}

function eventMatches(binding: Binding, change: ChangeRow): boolean {
  const event = binding.event.toUpperCase();
  return event === '*' || event === change.change_type;
}

function bindingApplies(binding: Binding, change: ChangeRow): boolean {
  return (
    binding.schema === change.schema_name &&
    (binding.table === undefined || binding.table === change.table_name) &&
    eventMatches(binding, change)
  );
}

/** SQL that is true when the subscriber may see the change, or undefined when nobody may. */
function visibilitySql(relation: RelationInfo, change: ChangeRow): string | undefined {
  if (change.change_type === 'DELETE') {
    if (relation.columns.has('customer_id')) return 'public.can_read_customer(_t.customer_id)';
    if (relation.columns.has('station_id')) return 'public.can_read_station(_t.station_id)';
    return 'true';
  }
  if (relation.primaryKey.length === 0) return undefined;
  const keyMatch = relation.primaryKey
    .map((k) => `_r.${quoteIdent(k)} = _t.${quoteIdent(k)}`)
    .join(' and ');
  return `exists (select 1 from public.${quoteIdent(relation.name)} _r where ${keyMatch})`;
}

function groupByClaims(channels: Iterable<Channel>, change: ChangeRow): Map<string, ClaimsGroup> {
  const groups = new Map<string, ClaimsGroup>();
  for (const channel of channels) {
    for (const binding of channel.bindings) {
      if (!bindingApplies(binding, change)) continue;
      let group = groups.get(channel.claimsKey);
      if (!group) groups.set(channel.claimsKey, (group = { sample: channel, filters: new Map() }));
      const key = binding.filter ?? '';
      let filter = group.filters.get(key);
      if (!filter)
        group.filters.set(key, (filter = { conditions: binding.conditions, members: [] }));
      filter.members.push([channel, binding.id]);
    }
  }
  return groups;
}

/** For each filter of `filters`, whether the row is visible under `sample`'s claims and passes it. */
async function filterResults(
  db: Database,
  sample: Channel,
  filters: Binding['conditions'][],
  relation: RelationInfo,
  row: Record<string, unknown>,
  visibility: string,
): Promise<boolean[]> {
  const params = new SqlParams();
  const rowParam = params.add(JSON.stringify(row));
  const columns = filters.map(
    (conditions) => `coalesce(${filterSql(relation, conditions, params)}, false)`,
  );
  const sql = `select array[${columns.join(', ')}]::boolean[] as matches
    from jsonb_populate_record(null::public.${quoteIdent(relation.name)}, ${rowParam}::jsonb) _t
    where ${visibility}`;
  return db.transaction(async (tx) => {
    await actAs(tx, sample.role, sample.claims, { method: 'GET', path: '/realtime' }, READ_ONLY);
    const rows = await tx.query<{ matches: (boolean | null)[] }>(sql, params.values);
    return filters.map((_, i) => rows[0]?.matches[i] === true);
  });
}

/** The channels a change reaches, with the binding ids each one matched. */
export async function matchChange(
  db: Database,
  change: ChangeRow,
  relation: RelationInfo,
  channels: Iterable<Channel>,
): Promise<Map<Channel, ChannelMatch>> {
  const matches = new Map<Channel, ChannelMatch>();
  const row = change.change_type === 'DELETE' ? change.old_record : change.record;
  const visibility = visibilitySql(relation, change);
  if (!row || !visibility) return matches;
  for (const [claimsKey, group] of groupByClaims(channels, change)) {
    const filters = [...group.filters.values()];
    const conditions = filters.map((f) => f.conditions);
    let results: boolean[];
    try {
      results = await filterResults(db, group.sample, conditions, relation, row, visibility);
    } catch (error) {
      // A lost connection, say (filters cannot fail here: the join checked them). One claims
      // set failing must not stop the others.
      console.error(
        'realtime visibility check failed:',
        error instanceof Error ? error.message : error,
      );
      continue;
    }
    filters.forEach((filter, i) => {
      if (!results[i]) return;
      for (const [channel, id] of filter.members) {
        let match = matches.get(channel);
        if (!match) matches.set(channel, (match = { ids: [], claimsKey }));
        match.ids.push(id);
      }
    });
  }
  return matches;
}

/** The `data` of a postgres_changes push (supabase-wire.md §3.6). */
export function changePayload(change: ChangeRow, relation: RelationInfo) {
  const columns = [...relation.columns.values()].map((c) => ({ name: c.name, type: c.typeName }));
  const data: Record<string, unknown> = {
    schema: change.schema_name,
    table: change.table_name,
    commit_timestamp: new Date(change.committed_at).toISOString(),
    type: change.change_type,
    columns,
    errors: null,
  };
  if (change.change_type !== 'DELETE') data.record = change.record;
  if (change.change_type === 'UPDATE') data.old_record = change.old_record;
  if (change.change_type === 'DELETE') {
    // With RLS on, hosted Realtime sends only the primary key of a deleted row.
    const old = change.old_record ?? {};
    data.old_record = Object.fromEntries(relation.primaryKey.map((k) => [k, old[k]]));
  }
  return data;
}
