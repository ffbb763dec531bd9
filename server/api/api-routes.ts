import { Hono, type Context } from 'hono';
import type { Database } from '../db/database.js';
import { actAs } from '../db/request-role.js';
import { evidenceRoutes } from '../evidence/evidence-routes.js';
import { authorityRoutes } from '../forwarding/index.js';
import { incidentRoutes } from '../incidents/incident-routes.js';
import { interruptionRoutes } from '../interruptions/interruption-routes.js';
import { bearerToken, type JwtClaims, type JwtKeys } from '../jwt-keys.js';
import { maintenanceRoutes } from '../maintenance/maintenance-routes.js';
import { sendEncoded } from '../web/send-encoded.js';
import { adminRoutes, type AdminRoutesOptions } from './admin/index.js';
import { AnswerCache, ifNoneMatchNames } from './answer-cache.js';
import {
  CUSTOMERS_SEEN_SQL,
  customersBody,
  customersSql,
  type CustomersView,
} from './customers-query.js';
import { logoSvg } from './logos.js';
import { publicStationRoutes } from './public-stations.js';
import { createReportRoutes } from './reports/index.js';

// The product API (spec §7): bearer access token on every request, 401 without a valid one.
// Data is read as the caller's database role, so the same RLS as /rest/v1 decides what is seen.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The claims of a valid bearer access token of a signed-in user (an `authenticated` uuid). */
export async function signedInClaims(c: Context, keys: JwtKeys): Promise<JwtClaims | undefined> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) return undefined;
  const verified = await keys.verify(token);
  if (!verified.ok) return undefined;
  const { claims } = verified;
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string' || !UUID.test(claims.sub)) {
    return undefined;
  }
  return claims;
}

export const unauthorized = (c: Context) =>
  c.json({ error: 'unauthorized', message: 'A valid bearer access token is required' }, 401);

const CUSTOMERS_VIEWS: readonly CustomersView[] = ['full', 'compact'];

/** What the console's routes need from the server: where accounts live, the watched folder. */
export type ConsoleSettings = Pick<AdminRoutesOptions, 'goTrue' | 'ingestDir'>;

export function apiRoutes(db: Database, keys: JwtKeys, admin: ConsoleSettings): Hono {
  const app = new Hono();
  const customersAnswers = new AnswerCache();

  // Liveness with one database round trip (also the floor the benchmarks compare against).
  app.get('/health', async (c) => {
    await db.query('select 1');
    return c.json({ status: 'ok', database: db.kind });
  });

  app.get('/customers', async (c) => {
    const claims = await signedInClaims(c, keys);
    if (!claims) return unauthorized(c);
    const view = c.req.query('view') ?? 'full';
    if (!CUSTOMERS_VIEWS.includes(view as CustomersView)) {
      return c.json(
        { error: 'invalid_view', message: `view must be one of: ${CUSTOMERS_VIEWS.join(', ')}` },
        400,
      );
    }
    // One snapshot for what the caller sees and the answer built from it, so an answer is never
    // kept under versions older or newer than its data. A client that names the answer it holds
    // (If-None-Match) hears 304 when it is still the one, and nothing is built or sent.
    const ifNoneMatch = c.req.header('If-None-Match');
    const { etag, answer } = await db.transaction(async (tx) => {
      await tx.query('set transaction isolation level repeatable read, read only');
      await actAs(tx, 'authenticated', claims, { method: 'GET', path: '/api/customers/' });
      const [seen] = await tx.query<{ customers: string; versions: string }>(CUSTOMERS_SEEN_SQL);
      const slot = `${view}:${seen!.customers}`;
      const tag = customersAnswers.etag(slot, seen!.versions);
      if (ifNoneMatchNames(ifNoneMatch, tag)) return { etag: tag, answer: undefined };
      return {
        etag: tag,
        answer:
          customersAnswers.get(slot, seen!.versions) ??
          customersAnswers.put(
            slot,
            seen!.versions,
            customersBody(
              await tx.query<{ customer: string }>(customersSql(view as CustomersView)),
            ),
          ),
      };
    });
    // Kept by the browser, but asked again each time (no-cache): the server says if it changed.
    // Compressed here already (no-transform: the compressing listener would mark even a 304).
    c.header('ETag', etag);
    c.header('Cache-Control', 'private, no-cache, no-transform');
    if (!answer) return c.body(null, 304, { Vary: 'Accept-Encoding' });
    return sendEncoded(c, answer.body, 'application/json; charset=utf-8', answer.encoded);
  });

  app.get('/customers/logo', async (c) => {
    const claims = await signedInClaims(c, keys);
    if (!claims) return unauthorized(c);
    const origin = new URL(c.req.url).origin;
    const logo = await db.transaction(async (tx) => {
      await actAs(tx, 'authenticated', claims, { method: 'GET', path: '/api/customers/logo' });
      const [row] = await tx.query<{ logo_url: string | null; powered_by_url: string | null }>(
        `select c.logo_url, c.powered_by_url from public.customer c
         where c.id = public.current_customer_id()`,
      );
      return row;
    });
    return c.json({
      logo: logo?.logo_url || `${origin}/api/logos/greenwatch.svg`,
      powered_by: logo?.powered_by_url || `${origin}/api/logos/powered-by.svg`,
    });
  });

  app.get('/logos/:name{[a-z0-9-]+\\.svg}', (c) => {
    const name = c.req.param('name').replace(/\.svg$/, '');
    const label =
      name === 'powered-by'
        ? 'Powered by GreenWatch'
        : name === 'greenwatch'
          ? 'GreenWatch'
          : name.toUpperCase();
    return c.body(logoSvg(label, name === 'powered-by' ? '#0f766e' : '#15803d'), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  });

  app.route('/public', publicStationRoutes(db));
  app.route('/reports', createReportRoutes({ db, authenticate: (c) => signedInClaims(c, keys) }));
  app.route('/incidents', incidentRoutes({ db, authenticate: (c) => signedInClaims(c, keys) }));
  app.route('/authority', authorityRoutes({ db, authenticate: (c) => signedInClaims(c, keys) }));
  app.route(
    '/maintenance-windows',
    maintenanceRoutes({ db, authenticate: (c) => signedInClaims(c, keys) }),
  );
  app.route(
    '/interruptions',
    interruptionRoutes({ db, authenticate: (c) => signedInClaims(c, keys) }),
  );
  app.route('/evidence', evidenceRoutes({ db, authenticate: (c) => signedInClaims(c, keys) }));
  app.route('/admin', adminRoutes({ db, authenticate: (c) => signedInClaims(c, keys), ...admin }));

  app.all('*', (c) => c.json({ error: 'not_found', message: 'No such API endpoint' }, 404));
  return app;
}
