// The customers tree of GET /api/customers/, under the caller's RLS: customers (id, name,
// customer_key, tree_id, customergroup {id, name}) each with its stations. Every station's JSON
// is prebuilt (public.station_listing, kept current by triggers: 20261125000400), so a query only
// concatenates texts, one row per customer (the route joins the rows); no JSON is parsed or
// built per station or parameter. Two views:
// - full (the default, spec §3 and §7): each station with its measurements (definition and
//   latest value of each parameter) and its cameras;
// - compact (?view=compact, what the app asks for; src/features/monitoring/lib/customers-answer.ts
//   expands it): each distinct parameter set once per customer, and each station as a row of
//   its own fields and latest values, half the bytes of objects and all of them ASCII
//   (20261130000100_compact_station_rows.sql), about 5× fewer than the full view for 1,000 stations
//   × 10 parameters:
//   [{ id, name, customer_key, tree_id, customergroup,
//      parameter_sets: { <key>: [{ code, name, unit, limit_min, limit_max, fee_enabled }, …] },
//      station: [[<key>, id, code, name, kind, lat, lng, address, province, standard,
//                 public_sharing, near_threshold_ratio, signal_loss_minutes, latest_status,
//                 latest_time: <epoch ms> | null, values […], device_statuses […],
//                 time offsets […] (ms from latest_time), cameras [{ id, name, hls_url,
//                 snapshot_url }]], …] }, …]
//   values, device_statuses and time offsets follow the order of the station's parameter set.

export type CustomersView = 'full' | 'compact';

/**
 * What decides the answer for the caller: the customers they see (ids in order) and the version
 * of each (20261125001300_station_listing_version.sql). Under the caller's RLS a 'user' sees
 * their customer and its stations, a platform role all of them, so callers who see the same
 * customers at the same versions get the same answer (server/api/answer-cache.ts keeps it).
 */
export const CUSTOMERS_SEEN_SQL = `
select coalesce(string_agg(c.id::text, ',' order by c.id), '') as customers,
       coalesce(string_agg(coalesce(v.version, 0)::text, ',' order by c.id), '') as versions
from public.customer c
left join public.station_listing_version v on v.customer_id = c.id`;

const CUSTOMERS = `
  select cu.id, cu.name, cu.customer_key, cu.tree_id,
         case when g.id is null then null
              else json_build_object('id', g.id, 'name', g.name) end as customergroup
  from public.customer cu
  left join public.customergroup g on g.id = cu.customergroup_id`;

// A customer's station texts in name order, straight from the listing's index: no sort (an
// ordered string_agg sorted every call, a third of the query's time at 1,000 stations).
const stationsOf = (column: 'entry' | 'full_entry') => `
array_to_string(array(
  select l.${column} from public.station_listing l
  where l.customer_id = c.id order by l.name, l.station_id), ',')`;

const FULL_SQL = `
select concat(left(to_json(c)::text, -1), ',"station":[', ${stationsOf('full_entry')}, ']}')
         as customer
from (${CUSTOMERS}) c
order by c.name, c.id`;

const COMPACT_SQL = `
with sets as (
  select customer_id, string_agg(concat(to_json(set_key), ':', parameter_set), ',') as list
  from (select distinct on (customer_id, set_key) customer_id, set_key, parameter_set
        from public.station_listing order by customer_id, set_key) distinct_sets
  group by customer_id
)
select concat('{"parameter_sets":{', sl.list, '},"station":[', ${stationsOf('entry')}, '],',
              substr(public.json_ascii(to_json(c)::text), 2)) as customer
from (${CUSTOMERS}) c
left join sets sl on sl.customer_id = c.id
order by c.name, c.id`;

export const customersSql = (view: CustomersView): string =>
  view === 'compact' ? COMPACT_SQL : FULL_SQL;

/** The answer from the query's rows: a JSON array of the customers' texts. */
export const customersBody = (rows: readonly { customer: string }[]): string =>
  `[${rows.map((row) => row.customer).join(',')}]`;
