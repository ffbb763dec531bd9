-- The compact answer of GET /api/customers/ in half the bytes, all of them ASCII (issue 13).
-- A phone decodes and parses every byte of it, at every refresh that changed something:
-- - each station is a row (a JSON array, its fields in a fixed order) rather than an object
--   repeating seventeen names: 1,000 stations × 10 parameters were 795 KB, now 465 KB;
-- - each parameter's time is in milliseconds from the station's latest time (0 when they are
--   the same, as when one file brings them all) rather than thirteen digits of epoch;
-- - a set's key is the first 16 hex digits of its md5 (64 bits) rather than 32;
-- - letters beyond ASCII are written as \u escapes (JSON's own), so the whole answer is ASCII:
--   browsers and Node decode ASCII bytes into a string on a fast path, where a single
--   Vietnamese letter sends all of them the slow way (1.8 against 3.1 ms here for a
--   synthetic answer of this shape).
-- server/api/customers-query.ts puts the rows together, src/features/monitoring/lib/
-- customers-answer.ts reads them; the full view (the spec's shape) is unchanged.

-- A JSON text with every character beyond ASCII as its \u escape (a pair of them past U+FFFF).
-- Valid JSON has such characters only inside strings, where the escape means the same.
-- PL/pgSQL, as the refresh below: its statements are planned once per connection, where a SQL
-- function's are planned at every call (1.5 ms a refresh, paid by every ingested file).
create function public.json_ascii(p_json text) returns text
language plpgsql immutable strict parallel safe set search_path = pg_catalog, pg_temp as $$
begin
  if p_json !~ '[^\x01-\x7f]' then
    return p_json;
  end if;
  return (select string_agg(
                   case when ascii(ch) < 128 then ch
                        when ascii(ch) < 65536 then '\u' || lpad(to_hex(ascii(ch)), 4, '0')
                        else '\u' || to_hex(55232 + (ascii(ch) >> 10))
                          || '\u' || to_hex(56320 + (ascii(ch) & 1023))
                   end, '' order by at)
          from string_to_table(p_json, null) with ordinality as chars(ch, at));
end
$$;

-- As 20261125000400, in PL/pgSQL (planned once per connection), with `entry` a row and
-- `parameter_set` in ASCII:
--   [set key, id, code, name, kind, lat, lng, address, province, standard, public_sharing,
--    near_threshold_ratio, signal_loss_minutes, latest_status, latest_time (epoch ms | null),
--    values […], device_statuses […], time offsets […] (ms from latest_time, or from the epoch
--    when the station has none), cameras [{ id, name, hls_url, snapshot_url }]]
create or replace function public.station_listing_refresh(p_station_ids bigint[]) returns void
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  insert into public.station_listing as l (station_id, customer_id, name, set_key, parameter_set,
                                           entry, full_entry)
  select s.id, s.customer_id, s.name, e.set_key, public.json_ascii(e.parameter_set),
         public.json_ascii(array_to_json(array[
           to_json(e.set_key), to_json(s.id), to_json(s.code), to_json(s.name), to_json(s.kind),
           to_json(s.lat), to_json(s.lng), to_json(s.address), to_json(s.province),
           to_json(s.standard), to_json(s.public_sharing), to_json(s.near_threshold_ratio),
           to_json(s.signal_loss_minutes), to_json(s.latest_status), to_json(t.latest_ms),
           coalesce(p.latest_values, '[]'), coalesce(p.device_statuses, '[]'),
           coalesce(p.time_offsets, '[]'), coalesce(c.cameras, '[]')])::text),
         (select to_json(r)::text from (
            select s.id, s.code, s.name, s.kind,
                   (select to_json(xy) from (select s.lat, s.lng) xy) as location,
                   s.address, s.province, s.standard, s.public_sharing, s.near_threshold_ratio,
                   s.signal_loss_minutes, s.latest_status, s.latest_time,
                   coalesce(p.measurements, '[]') as measurements,
                   coalesce(c.cameras, '[]') as cameras) r)
  from public.station s
  cross join lateral (
    select floor(extract(epoch from s.latest_time) * 1000)::bigint as latest_ms
  ) t
  left join lateral (
    select json_agg((select to_json(x) from (select d.code, d.name, d.unit, d.limit_min,
                                                    d.limit_max, d.fee_enabled) x)
                    order by d.sort_order, d.code)::text as definitions,
           json_agg((select to_json(x) from (select d.code, d.name, d.unit,
                                                    d.latest_value as value,
                                                    d.latest_device_status as device_status,
                                                    d.latest_time as time, d.limit_min,
                                                    d.limit_max, d.fee_enabled) x)
                    order by d.sort_order, d.code) as measurements,
           array_to_json(array_agg(d.latest_value order by d.sort_order, d.code)) as latest_values,
           array_to_json(array_agg(d.latest_device_status order by d.sort_order, d.code))
             as device_statuses,
           array_to_json(array_agg(floor(extract(epoch from d.latest_time) * 1000)::bigint
                                     - coalesce(t.latest_ms, 0)
                                   order by d.sort_order, d.code)) as time_offsets
    from (select q.code, q.name, q.unit, q.limit_min, q.limit_max, q.fee_enabled, q.sort_order,
                 q.latest_value, q.latest_device_status, q.latest_time
          from public.station_parameter q where q.station_id = s.id) d
  ) p on true
  left join lateral (
    select json_agg(k order by k.id) as cameras
    from (select id, name, hls_url, snapshot_url from public.camera where station_id = s.id) k
  ) c on true
  cross join lateral (
    select left(md5(coalesce(p.definitions, '[]')), 16) as set_key,
           coalesce(p.definitions, '[]') as parameter_set
  ) e
  where s.id = any(p_station_ids)
  on conflict (station_id) do update set
    customer_id = excluded.customer_id, name = excluded.name, set_key = excluded.set_key,
    parameter_set = excluded.parameter_set, entry = excluded.entry, full_entry = excluded.full_entry;
end
$$;

-- The compact query escapes its customers' own texts with it, as the caller.
revoke execute on function public.json_ascii(text) from public, anon;
grant execute on function public.json_ascii(text) to authenticated;
revoke execute on function public.station_listing_refresh(bigint[]) from public, anon, authenticated;

select public.station_listing_refresh(array(select id from public.station));
