import type { Context } from 'hono';
import type { Database } from '../../db/database.js';
import { FeeCalculationError } from '../../domain/index.js';
import type { JwtClaims } from '../../jwt-keys.js';
import { sendEncoded } from '../../web/send-encoded.js';
import { ReportQuery } from './query-params.js';
import { jsonBytesWithRawJson } from './raw-json.js';
import { assertMayOpen, loadCaller, type Caller } from './report-access.js';
import { ReportError } from './report-error.js';

// One report request: bearer token (401), the caller from app_user, the checked parameters
// (400), then the JSON answer or a typed error with a Vietnamese message.

export interface ReportDeps {
  readonly db: Database;
  /** The product API's own token check: verified claims of a signed-in user, or undefined. */
  readonly authenticate: (c: Context) => Promise<JwtClaims | undefined>;
  /** Injected clock (signal loss and running periods never reach past now). */
  readonly now?: () => Date;
}

export interface ReportRequest {
  readonly query: ReportQuery;
  readonly caller: Caller;
  readonly path: string;
}

export type ReportHandler = (request: ReportRequest) => Promise<unknown>;

/** Wraps a report: token, caller, parameters, then the JSON answer or a typed error. */
export function reportEndpoint(
  deps: ReportDeps,
  routeKey: string,
  allowed: readonly string[],
  run: ReportHandler,
) {
  return async (c: Context) => {
    try {
      const claims = await deps.authenticate(c);
      if (!claims) {
        throw new ReportError(
          'unauthorized',
          'Cần đăng nhập: thiếu hoặc sai mã truy cập (bearer token)',
        );
      }
      const query = new ReportQuery(c.req.queries() ?? {}, allowed);
      const caller = await loadCaller(deps.db, claims);
      assertMayOpen(caller, routeKey);
      const body = await run({ query, caller, path: new URL(c.req.url).pathname });
      const answer = {
        generatedAt: (deps.now?.() ?? new Date()).toISOString(),
        ...(body as object),
      };
      return sendEncoded(c, jsonBytesWithRawJson(answer), 'application/json');
    } catch (error) {
      if (error instanceof ReportError) {
        return c.json({ error: error.code, message: error.message }, error.status);
      }
      if (error instanceof FeeCalculationError) {
        return c.json({ error: 'fee_not_computable', message: error.message }, 422);
      }
      throw error;
    }
  };
}
