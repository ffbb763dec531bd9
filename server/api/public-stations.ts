import { Hono } from 'hono';
import type { Database } from '../db/database.js';
import { actAs } from '../db/request-role.js';
import { CUSTOMERS_SQL } from './customers-query.js';

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

const PUBLIC_STATION_FIELDS = [
  'id',
  'code',
  'name',
  'kind',
  'location',
  'address',
  'province',
  'standard',
  'near_threshold_ratio',
  'latest_status',
  'latest_time',
  'measurements',
] as const;

const pick = (station: Record<string, unknown>) =>
  Object.fromEntries(PUBLIC_STATION_FIELDS.map((field) => [field, station[field]]));

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
                        where u.user_id = $1::uuid and (u.customer_id = $2::bigint or u.role <> 'user'))
                as valid`,
        [userId, customerId],
      );
      if (!link?.valid) return undefined;
      await actAs(tx, 'anon', {}, { method: 'GET', path: '/api/public' });
      const [row] = await tx.query<{ customer: PublicCustomer | null }>(
        `select (select x from json_array_elements((${CUSTOMERS_SQL})::json) x
                 where (x->>'id')::bigint = $1::bigint) as customer`,
        [customerId],
      );
      return row?.customer ?? undefined;
    });
    if (!customer) return notShared();
    c.header('Cache-Control', 'no-store');
    return c.json({
      customer: { id: customer.id, name: customer.name },
      stations: customer.station.map(pick),
    });
  });

  return app;
}
