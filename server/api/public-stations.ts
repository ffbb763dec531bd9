import { Hono } from 'hono';
import type { Database } from '../db/database.js';
import { actAs } from '../db/request-role.js';

// The public data page (spec §2, /public/{userId}/{customerId}): no login. A link is valid when
// {userId} is a user of {customerId} (or a platform user) and the customer shares its data; the
// data itself is read as the anon role, so the same RLS as anonymous /rest/v1 decides what is
// shown: only the customer's stations that are shared, never cameras or group details.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID = /^[1-9][0-9]{0,17}$/;

interface PublicCustomer {
  id: number;
  name: string;
  station: Array<Record<string, unknown>>;
}

// One customer's shared stations, each with its latest value per parameter, read as anon (RLS
// leaves only the shared stations). Built here rather than from /api/customers/'s listing,
// which only signed-in users may read. Only fields a visitor may see: no cameras, no group.
const PUBLIC_CUSTOMER_SQL = `
select json_build_object(
  'id', cu.id, 'name', cu.name,
  'station', coalesce((
    select json_agg(json_build_object(
      'id', s.id, 'code', s.code, 'name', s.name, 'kind', s.kind,
      'location', json_build_object('lat', s.lat, 'lng', s.lng),
      'address', s.address, 'province', s.province, 'standard', s.standard,
      'near_threshold_ratio', s.near_threshold_ratio,
      'latest_status', s.latest_status, 'latest_time', s.latest_time,
      'measurements', coalesce((
        select json_agg(json_build_object(
          'code', p.code, 'name', p.name, 'unit', p.unit, 'value', p.latest_value,
          'device_status', p.latest_device_status, 'time', p.latest_time,
          'limit_min', p.limit_min, 'limit_max', p.limit_max, 'fee_enabled', p.fee_enabled)
          order by p.sort_order, p.code)
        from public.station_parameter p where p.station_id = s.id), '[]'::json))
      order by s.name)
    from public.station s where s.customer_id = cu.id), '[]'::json)) as customer
from public.customer cu
where cu.id = $1::bigint`;

export function publicStationRoutes(db: Database): Hono {
  const app = new Hono();

  app.get('/:userId/:customerId', async (c) => {
    const { userId, customerId } = c.req.param();
    const notShared = () =>
      c.json(
        { error: 'not_shared', message: 'This customer does not share its monitoring data' },
        404,
      );
    if (!UUID.test(userId) || !ID.test(customerId)) return notShared();

    const customer = await db.transaction(async (tx) => {
      await tx.query('set transaction read only');
      const [link] = await tx.query<{ valid: boolean }>(
        `select exists (select 1 from public.app_user u
                        where u.user_id = $1::uuid and (u.customer_id = $2::bigint or public.is_platform_role(u.role)))
                as valid`,
        [userId, customerId],
      );
      if (!link?.valid) return undefined;
      await actAs(tx, 'anon', {}, { method: 'GET', path: '/api/public' });
      const [row] = await tx.query<{ customer: PublicCustomer | null }>(PUBLIC_CUSTOMER_SQL, [
        customerId,
      ]);
      return row?.customer ?? undefined;
    });
    if (!customer) return notShared();
    c.header('Cache-Control', 'no-store');
    return c.json({
      customer: { id: customer.id, name: customer.name },
      stations: customer.station,
    });
  });

  return app;
}
