import type { Database } from '../../db/database.js';
import { actAs } from '../../db/request-role.js';
import { conditionSql } from '../rest/filter-sql.js';
import { quoteIdent } from '../rest/postgrest-syntax.js';
import type { RelationInfo } from '../rest/schema-cache.js';
import { SqlParams } from '../rest/sql-params.js';
import type { Binding, Channel, ChangeRow } from './channel-types.js';

// Decides which bindings of a channel a change reaches: event, then filter, then the
// subscriber's right to read the row, checked by reading it back under the channel's claims
// (DESIGN.md §1). A DELETE cannot be read back, so it is checked on the old row's customer or
// station with the same helper functions the RLS policies use.

function eventMatches(binding: Binding, change: ChangeRow): boolean {
  const event = binding.event.toUpperCase();
  return event === '*' || event === change.change_type;
}

export async function matchingBindingIds(
  db: Database,
  channel: Channel,
  change: ChangeRow,
  relation: RelationInfo,
): Promise<number[]> {
  const candidates = channel.bindings.filter(
    (b) =>
      b.schema === change.schema_name &&
      (b.table === undefined || b.table === change.table_name) &&
      eventMatches(b, change),
  );
  if (candidates.length === 0) return [];
  const row = change.change_type === 'DELETE' ? change.old_record : change.record;
  if (!row) return [];
  const table = `public.${quoteIdent(relation.name)}`;
  const ids: number[] = [];
  await db
    .transaction(async (tx) => {
      await tx.query('set transaction read only');
      await actAs(tx, channel.role, channel.claims, { method: 'GET', path: '/realtime' });
      for (const binding of candidates) {
        const params = new SqlParams();
        const rowParam = params.add(JSON.stringify(row));
        const where = binding.conditions.map((c) => conditionSql(relation, '_t', c, params));
        if (change.change_type === 'DELETE') {
          if (relation.columns.has('customer_id'))
            where.push('public.can_read_customer(_t.customer_id)');
          else if (relation.columns.has('station_id'))
            where.push('public.can_read_station(_t.station_id)');
        } else {
          if (relation.primaryKey.length === 0) continue;
          const keyMatch = relation.primaryKey
            .map((k) => `_r.${quoteIdent(k)} = _t.${quoteIdent(k)}`)
            .join(' and ');
          where.push(`exists (select 1 from ${table} _r where ${keyMatch})`);
        }
        const sql = `select 1 as ok from jsonb_populate_record(null::${table}, ${rowParam}::jsonb) _t${where.length > 0 ? ` where ${where.join(' and ')}` : ''}`;
        try {
          const rows = await tx.query(`${sql}`, params.values);
          if (rows.length > 0) ids.push(binding.id);
        } catch {
          // A filter value that does not cast to the column type matches nothing.
          return;
        }
      }
    })
    .catch(() => undefined);
  return ids;
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
