import { Hono, type Context } from 'hono';
import { ReportQuery } from '../api/reports/query-params.js';
import { assertMayOpen, loadCaller, readAsCaller } from '../api/reports/report-access.js';
import { reportEndpoint, type ReportDeps } from '../api/reports/report-endpoint.js';
import { ReportError } from '../api/reports/report-error.js';
import { actAs } from '../db/request-role.js';
import {
  stationPeriod,
  stationsForwarding,
  transferLog,
  type Bucket,
} from './authority-overview.js';

// The authority screen's endpoints, under /api/authority (a signed-in user; the screen's access
// key is station-status, as it is a view of the stations' data flow):
//   GET  /stations                      every station the caller sees, its endpoint and queue
//   GET  /stations/:id?from&to&bucket   hour (at most 7 days) or day (at most 92 days) rows
//   GET  /stations/:id/transfers?limit&beforeId   the transfer log, newest first (≤ 200)
//   POST /stations/:id/resend {forwardId} | {from, to}   a file, or a period of at most 31 days
// The resend runs public.resend_authority_files as the caller: the platform admin or a user of
// the station's customer. A station the caller may not see answers the same 404 as none.

export const ROUTE_KEY = 'station-status';
const BUCKET_CAP_DAYS: Readonly<Record<Bucket, number>> = { hour: 7, day: 92 };
const RESEND_CAP_DAYS = 31;
const ID = /^[1-9][0-9]{0,15}$/;

const notFound = () => new ReportError('not_found', 'Không tìm thấy trạm quan trắc đã chọn');

function stationIdOf(c: Context): number {
  const raw = c.req.param('id') ?? '';
  if (!ID.test(raw)) throw notFound();
  return Number(raw);
}

/** The body of a resend: one file, or a period given like the screens' (dates, Vietnam time). */
async function resendTarget(c: Context) {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ReportError('bad_request', 'Nội dung yêu cầu không phải JSON hợp lệ.');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new ReportError('bad_request', 'Nội dung yêu cầu phải là một đối tượng JSON.');
  const { forwardId, from, to } = body as Record<string, unknown>;
  if (forwardId !== undefined) {
    if (typeof forwardId !== 'number' || !ID.test(String(forwardId)))
      throw new ReportError('bad_request', 'forwardId phải là số nguyên dương.');
    return { forwardId, from: null, to: null };
  }
  if (typeof from !== 'string' || typeof to !== 'string' || from.length > 40 || to.length > 40)
    throw new ReportError(
      'bad_request',
      'Chọn một tệp (forwardId) hoặc một khoảng thời gian (from, to).',
    );
  const period = new ReportQuery({ from: [from], to: [to] }, ['from', 'to']).period(
    RESEND_CAP_DAYS,
  );
  return { forwardId: null, from: period.from, to: period.to };
}

const REFUSALS: Readonly<Record<string, 'bad_request' | 'not_found' | 'conflict'>> = {
  '22023': 'bad_request',
  P0002: 'not_found',
  '55000': 'conflict',
};

export function authorityRoutes(deps: ReportDeps): Hono {
  const app = new Hono();
  const now = () => deps.now?.() ?? new Date();

  app.get(
    '/stations',
    reportEndpoint(deps, ROUTE_KEY, [], async ({ caller, path }) => ({
      stations: await readAsCaller(deps.db, caller, path, (tx) => stationsForwarding(tx)),
    })),
  );

  app.get('/stations/:id', (c) =>
    reportEndpoint(deps, ROUTE_KEY, ['from', 'to', 'bucket'], async ({ query, caller, path }) => {
      const stationId = stationIdOf(c);
      const bucket = query.oneOf<Bucket>('bucket', ['hour', 'day'], 'day');
      const period = query.period(BUCKET_CAP_DAYS[bucket]);
      const answer = await readAsCaller(deps.db, caller, path, (tx) =>
        stationPeriod(tx, stationId, { ...period, bucket, now: now() }),
      );
      if (!answer) throw notFound();
      return answer;
    })(c),
  );

  app.get('/stations/:id/transfers', (c) =>
    reportEndpoint(deps, ROUTE_KEY, ['limit', 'beforeId'], async ({ query, caller, path }) => {
      const stationId = stationIdOf(c);
      const limit = query.integer('limit', { min: 1, max: 200, fallback: 50 });
      const before = query.optional('beforeId');
      if (before !== undefined && !ID.test(before))
        throw new ReportError('bad_request', 'Tham số beforeId phải là số nguyên dương');
      return readAsCaller(deps.db, caller, path, async (tx) => {
        const [station] = await stationsForwarding(tx, stationId);
        if (!station) throw notFound();
        const beforeId = before === undefined ? null : Number(before);
        return { transfers: await transferLog(tx, stationId, { limit, beforeId }) };
      });
    })(c),
  );

  app.post('/stations/:id/resend', async (c) => {
    try {
      const claims = await deps.authenticate(c);
      if (!claims) throw new ReportError('unauthorized', 'Vui lòng đăng nhập lại.');
      assertMayOpen(await loadCaller(deps.db, claims), ROUTE_KEY);
      const stationId = stationIdOf(c);
      const target = await resendTarget(c);
      const queued = await deps.db.transaction(async (tx) => {
        await actAs(tx, 'authenticated', claims, { method: 'POST', path: c.req.path });
        const [row] = await tx.query<{ queued: number }>(
          'select public.resend_authority_files($1, $2, $3, $4) as queued',
          [stationId, target.forwardId, target.from?.toISOString(), target.to?.toISOString()],
        );
        return Number(row!.queued);
      });
      return c.json({ queued }, 202);
    } catch (error) {
      const sqlState = (error as { code?: unknown }).code;
      const refusal = typeof sqlState === 'string' ? REFUSALS[sqlState] : undefined;
      if (refusal) {
        const status = refusal === 'bad_request' ? 400 : refusal === 'not_found' ? 404 : 409;
        return c.json({ error: refusal, message: (error as Error).message }, status);
      }
      if (error instanceof ReportError)
        return c.json({ error: error.code, message: error.message }, error.status);
      throw error;
    }
  });

  return app;
}
